import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Meditation Puzzle",
  keywords: ["Convoke"],
  spell: { effects: [effect.gainLife(8, { you: true })] },
});
