import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Legacy Weapon",
  abilities: [
    ability.activated(cost("{W}{U}{B}{R}{G}"), "Exile target permanent.", { targets: [target.permanent()], effects: [effect.exile()] }),
    ability.replacement("If Legacy Weapon would be put into a graveyard from anywhere, reveal Legacy Weapon and shuffle it into its owner's library instead.", {
      kind: "graveyardInstead",
      what: "selfFromAnywhere",
      to: "library",
      reveal: true,
    }),
  ],
});
