import { parseManaCost } from "../../shared/mana.ts";
import { ability, card, cost, effect, sacrificeSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Aura of Silence",
  abilities: [
    ability.static("Artifact and enchantment spells your opponents cast cost {2} more to cast.", {
      kind: "costIncrease",
      spells: { types: ["Artifact", "Enchantment"] },
      caster: "opponents",
      amount: parseManaCost("{2}"),
    }),
    ability.activated(cost(null, sacrificeSelf), "Destroy target artifact or enchantment.", {
      targets: [target.permanent({ types: ["Artifact", "Enchantment"] }, "target artifact or enchantment")],
      effects: [effect.destroy()],
    }),
  ],
});
