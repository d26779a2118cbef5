import { ability, card } from "../card-language/card-dsl.ts";

// 614.16: tokens created under its controller's control are doubled (two of them: four times as many).
export default card({
  name: "Anointed Procession",
  cost: "{3}{W}",
  types: ["Enchantment"],
  text: "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
  abilities: [ability.doubleTokens()],
});
