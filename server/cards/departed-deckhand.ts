import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

const spirits = { subtypes: ["Spirit"] };

export default card({
  name: "Departed Deckhand",
  abilities: [
    ability.triggered(
      "When Departed Deckhand becomes the target of a spell, sacrifice it.",
      { on: "becomesTarget", by: "spell" },
      { effects: [effect.sacrificeSelf()] },
    ),
    ability.blockableOnlyBy("Departed Deckhand can't be blocked except by Spirits.", spirits),
    ability.activated(cost("{3}{U}"), "Another target creature you control can't be blocked this turn except by Spirits.", {
      targets: [target.otherThanSource(target.creature({ controller: "you" }, "another target creature you control"))],
      effects: [{ kind: "combatRestrictionThisTurn", object: { target: 0 }, restriction: "cantBeBlocked", exceptBy: { blockers: spirits, text: "Spirits" } }],
    }),
  ],
});
