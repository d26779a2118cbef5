import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Plagiarize",
  spell: {
    targets: [target.player()],
    effects: [{ kind: "replaceDrawsThisTurn", player: { target: 0 }, instead: [effect.drawCards(1)] }],
  },
});
