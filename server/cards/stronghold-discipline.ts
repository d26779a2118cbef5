import { card, effect } from "../card-language/card-dsl.ts";

// Each player's loss is counted for that player as the spell resolves.
export default card({
  name: "Stronghold Discipline",
  spell: { effects: [effect.loseLife({ count: { types: ["Creature"] }, controlledBy: "thatPlayer" }, { each: true })] },
});
