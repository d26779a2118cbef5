import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Hill Giant", cost: "{3}{R}", types: ["Creature"], subtypes: ["Giant"], pt: [3, 3] });
