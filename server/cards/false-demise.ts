import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 603.10a: the Aura looks back to what it was attached to as the creature left; "that card" is the card the creature
// became in the graveyard (both cards of a melded permanent, 712.21c), returned under the Aura's controller's control.
export default card({
  name: "False Demise",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.triggered(
      "When enchanted creature dies, return that card to the battlefield under your control.",
      { on: "dies", what: "attached" },
      { effects: [effect.returnToBattlefield({ triggerSubject: true }, "you")] },
    ),
  ],
});
