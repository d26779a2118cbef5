import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Walking Corpse", cost: "{1}{B}", types: ["Creature"], subtypes: ["Zombie"], pt: [2, 2] });
