import { ability, card, effect } from "../card-language/card-dsl.ts";

// 603.10a: it sees creatures that die with it, but not itself ("another").
export default card({
  name: "Poison-Tip Archer",
  keywords: ["Reach", "Deathtouch"],
  abilities: [
    ability.triggered(
      "Whenever another creature dies, each opponent loses 1 life.",
      { on: "dies", what: { types: ["Creature"] }, other: true },
      { effects: [effect.loseLife(1, { eachOpponent: true })] },
    ),
  ],
});
