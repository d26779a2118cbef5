import { ability, card, cost, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Somberwald Alpha",
  abilities: [
    ability.triggered(
      "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.",
      { on: "combatRole", what: { types: ["Creature"], controller: "you" }, roles: ["becomesBlocked"] },
      { effects: [effect.pumpUntilEndOfTurn(1, 1, { triggerSubject: true })] },
    ),
    ability.activated(
      cost("{1}{G}"),
      "Target creature you control gains trample until end of turn. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
      { targets: [target.creature({ controller: "you" }, "target creature you control")], effects: [effect.gainKeywords(["Trample"])] },
    ),
  ],
});
