import { ability, card, effect, target } from "../card-language/card-dsl.ts";

// 603.10a: the creature has the ability as it dies, and looks back at itself; "it" is the card it became (400.7).
const returns = ability.triggered(
  "When this creature dies, return it to the battlefield tapped under its owner's control.",
  { on: "dies", what: "self" },
  { effects: [{ kind: "returnToBattlefield", card: { triggerSubject: true }, under: "owner", tapped: true }] },
);

export default card({
  name: "Abnormal Endurance",
  spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(2, 0), effect.gainAbilities([returns])] },
});
