import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Bountiful Harvest",
  spell: { effects: [effect.gainLife({ count: { types: ["Land"], controller: "you" } }, { you: true })] },
});
