import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Wind Drake", cost: "{2}{U}", types: ["Creature"], subtypes: ["Drake"], pt: [2, 2], keywords: ["Flying"], text: "Flying" });
