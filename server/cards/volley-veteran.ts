import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Volley Veteran",
  abilities: [
    ability.triggered(
      "When Volley Veteran enters the battlefield, it deals damage to target creature an opponent controls equal to the number of Goblins you control.",
      { on: "enters", what: "self" },
      {
        targets: [target.creature({ controller: "opponent" }, "target creature an opponent controls")],
        effects: [effect.dealDamage({ count: { subtypes: ["Goblin"], controller: "you" } })],
      },
    ),
  ],
});
