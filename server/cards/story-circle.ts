import { ability, card, cost, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Story Circle",
  abilities: [
    ability.chooseAsEnters("As Story Circle enters the battlefield, choose a color.", "color"),
    ability.activated(cost("{W}"), "The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.", {
      effects: [effect.preventNextDamageFromChosenSource({ ofChosenColor: true })],
    }),
  ],
});
