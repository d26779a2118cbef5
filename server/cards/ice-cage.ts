import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Ice Cage",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.static("Enchanted creature can't attack or block, and its activated abilities can't be activated.", {
      kind: "combatRestriction",
      affects: "attached",
      cantAttack: true,
      cantBlock: true,
      cantActivate: true,
    }),
    ability.triggered(
      "When enchanted creature becomes the target of a spell or ability, destroy Ice Cage.",
      { on: "becomesTarget", what: "attached" },
      { effects: [effect.destroy({ self: true })] },
    ),
  ],
});
