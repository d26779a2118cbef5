import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Threaten",
  cost: "{2}{R}",
  types: ["Sorcery"],
  text: "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn. (It can attack and {T} this turn.)",
  spell: {
    targets: [target.creature()],
    effects: [effect.untap(), effect.gainControl("endOfTurn"), effect.gainKeywords(["Haste"])],
  },
});
