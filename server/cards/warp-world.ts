import { card, effect } from "../card-language/card-dsl.ts";

export default card({ name: "Warp World", spell: { effects: [effect.reshufflePermanents()] } });
