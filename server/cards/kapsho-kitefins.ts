import { ability, card, effect, target } from "../card-language/card-dsl.ts";

export default card({
  name: "Kapsho Kitefins",
  keywords: ["Flying"],
  abilities: [
    ability.triggered(
      "Whenever Kapsho Kitefins or another creature enters the battlefield under your control, tap target creature an opponent controls.",
      { on: "enters", what: { types: ["Creature"], controller: "you" } },
      { targets: [target.creature({ controller: "opponent" }, "target creature an opponent controls")], effects: [effect.tap()] },
    ),
  ],
});
