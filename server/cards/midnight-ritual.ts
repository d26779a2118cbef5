import { card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Midnight Ritual",
  spell: {
    targets: [target.xOf(target.cardInYourGraveyard({ types: ["Creature"] }, "X target creature cards from your graveyard"))],
    effects: [effect.exileCard({ target: 0 }, false, effect.createTokens({ thisWay: true }, "Zombie Token"))],
  },
});
