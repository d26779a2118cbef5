import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Ambush Viper",
  cost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Snake"],
  pt: [2, 1],
  keywords: ["Flash", "Deathtouch"],
  text: "Flash\nDeathtouch",
});
