import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Traitorous Blood",
  cost: "{1}{R}{R}",
  types: ["Sorcery"],
  text: "Gain control of target creature until end of turn. Untap it. It gains trample and haste until end of turn.",
  spell: {
    targets: [target.creature()],
    effects: [effect.gainControl("endOfTurn"), effect.untap(), effect.gainKeywords(["Trample", "Haste"])],
  },
});
