import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Giant Spider", cost: "{3}{G}", types: ["Creature"], subtypes: ["Spider"], pt: [2, 4], keywords: ["Reach"], text: "Reach" });
