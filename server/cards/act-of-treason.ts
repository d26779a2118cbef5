import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Act of Treason",
  cost: "{2}{R}",
  types: ["Sorcery"],
  text: "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)",
  spell: {
    targets: [target.creature()],
    effects: [effect.gainControl("endOfTurn"), effect.untap(), effect.gainKeywords(["Haste"])],
  },
});
