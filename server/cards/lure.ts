import { ability, card, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Lure",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.static("All creatures able to block enchanted creature do so.", { kind: "mustBeBlockedByAllAble", affects: "attached" })],
});
