import { ability, card } from "../card-language/card-dsl.ts";

// 614.16: tokens created under its controller's control are doubled, not those of other players.
export default card({
  name: "Parallel Lives",
  cost: "{3}{G}",
  types: ["Enchantment"],
  text: "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
  abilities: [ability.doubleTokens()],
});
