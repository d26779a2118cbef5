import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Threaten",
  spell: {
    targets: [target.creature()],
    effects: [effect.untap(), effect.gainControl("endOfTurn"), effect.gainKeywords(["Haste"])],
  },
});
