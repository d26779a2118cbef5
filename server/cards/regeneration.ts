import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Regeneration",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [ability.activated(cost("{G}"), "Regenerate enchanted creature.", { effects: [effect.regenerate({ attachedToSource: true })] })],
});
