import { card } from "../card-language/card-dsl.ts";

// 305.6: its mana ability is intrinsic to the basic land type.
export default card({ name: "Island" });
