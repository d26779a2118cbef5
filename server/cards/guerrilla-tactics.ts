import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Guerrilla Tactics",
  spell: { targets: [target.any()], effects: [effect.dealDamage(2)] },
  abilities: [
    ability.triggered(
      "When a spell or ability an opponent controls causes you to discard Guerrilla Tactics, Guerrilla Tactics deals 4 damage to any target.",
      { on: "discarded", by: "opponent" },
      { targets: [target.any()], effects: [effect.dealDamage(4)] },
    ),
  ],
});
