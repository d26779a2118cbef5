import { ability, affects, card, effect, modify, target } from "../card-language/card-dsl.ts";

// The seed's 217.1c example: it returns from any graveyard trip from the battlefield — destroyed with its
// creature, put there by the state-based action when the creature leaves (704.5m), or destroyed itself.
export default card({
  name: "Rancor",
  enchant: { ...target.creature(), text: "enchant creature" },
  abilities: [
    ability.continuous("Enchanted creature gets +2/+0 and has trample.", affects.attached, modify.powerToughness(2, 0), modify.addKeywords("Trample")),
    ability.triggered(
      "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
      { on: "toGraveyardFromBattlefield", what: "self" },
      { effects: [effect.returnFromGraveyardToHand({ triggerSubject: true })] },
    ),
  ],
});
