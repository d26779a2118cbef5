import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Meditation Puzzle",
  cost: "{3}{W}{W}",
  types: ["Instant"],
  keywords: ["Convoke"],
  text: "Convoke\nYou gain 8 life.",
  spell: { effects: [effect.gainLife(8, { you: true })] },
});
