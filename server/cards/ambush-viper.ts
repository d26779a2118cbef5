import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Ambush Viper",
  keywords: ["Flash", "Deathtouch"],
});
