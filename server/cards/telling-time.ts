import { card, effect } from "../card-language/card-dsl.ts";

export default card({
  name: "Telling Time",
  spell: { effects: [effect.lookAtTopAndDistribute("hand", "top", "bottom")] },
});
