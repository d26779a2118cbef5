import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Darksteel Myr",
  keywords: ["Indestructible"],
});
