import { token } from "../../card-language/card-dsl.ts";

// Resplendent Angel's token: a 4/4 white Angel creature token with flying and vigilance. Its name is "Angel Token" like
// the other 4/4 Angel's (111.4); the registry knows it by its description, as it does the compiled cards' tokens.
export default token({
  name: "4/4 white Angel creature token with flying and vigilance",
  subtypes: ["Angel"],
  colors: ["W"],
  pt: [4, 4],
  keywords: ["Flying", "Vigilance"],
});
