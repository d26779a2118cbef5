import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Traitorous Blood",
  spell: {
    targets: [target.creature()],
    effects: [effect.gainControl("endOfTurn"), effect.untap(), effect.gainKeywords(["Trample", "Haste"])],
  },
});
