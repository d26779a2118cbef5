import { ability, card, cost, effect, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Puppeteer",
  abilities: [
    ability.activated(cost("{U}", tapSelf), "You may tap or untap target creature.", { targets: [target.creature()], effects: [effect.mayTapOrUntap()] }),
  ],
});
