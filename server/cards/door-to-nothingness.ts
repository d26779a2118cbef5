import { ability, card, cost, effect, sacrificeSelf, tapSelf, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Door to Nothingness",
  abilities: [
    ability.entersTapped("Door to Nothingness"),
    ability.activated(cost("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", tapSelf, sacrificeSelf), "Target player loses the game.", {
      targets: [target.player()],
      effects: [effect.loseGame({ target: 0 })],
    }),
  ],
});
