import { ability, card, cost, effect, tapSelf } from "../card-language/card-dsl.ts";

// 607.2a: its two abilities are linked: the second copies a card the first exiled (712.21c: of a melded permanent, both
// cards are exiled or neither). The token's delayed ability is written here as the card's third ability (603.7a).
const imprint =
  "Imprint — Whenever a nontoken creature dies, you may exile that card. If you do, return each other card exiled with Mimic Vat to its owner's graveyard.";

export default card({
  name: "Mimic Vat",
  abilities: [
    ability.triggered(
      imprint,
      { on: "dies", what: { types: ["Creature"], nontoken: true } },
      { effects: [effect.optional("exile that card", effect.exileCard({ triggerSubject: true }, true, effect.returnOtherLinkedToGraveyard()))] },
    ),
    ability.activated(
      cost("{3}", tapSelf),
      "Create a token that's a copy of a card exiled with Mimic Vat. It gains haste. Exile it at the beginning of the next end step.",
      {
        effects: [
          effect.createTokenCopyOfLinkedCard(effect.gainKeywordsIndefinitely(["Haste"], { triggerSubject: true }), effect.createDelayedTrigger("end", 2)),
        ],
      },
    ),
    ability.delayed("Exile it at the beginning of the next end step.", [effect.exile({ triggerSubject: true })]),
  ],
});
