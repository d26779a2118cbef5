import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Nomad Mythmaker",
  abilities: [
    ability.activated(
      cost("{W}", tapSelf),
      "Put target Aura card from a graveyard onto the battlefield under your control attached to a creature you control.",
      {
        targets: [target.cardInAGraveyard({ subtypes: ["Aura"] }, "target Aura card from a graveyard")],
        effects: [effect.putTargetAuraAttachedToChosen({ types: ["Creature"], controller: "you" }, "a creature you control")],
      },
    ),
  ],
});
