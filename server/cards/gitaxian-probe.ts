import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Gitaxian Probe",
  spell: { targets: [target.player()], effects: [effect.lookAtHand({ target: 0 }), effect.drawCards(1)] },
});
