import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gitaxian Probe",
  cost: "{U/P}",
  types: ["Sorcery"],
  text: "({U/P} can be paid with either {U} or 2 life.)\nLook at target player's hand.\nDraw a card.",
  spell: { targets: [target.player()], effects: [effect.lookAtHand({ target: 0 }), effect.drawCards(1)] },
});
