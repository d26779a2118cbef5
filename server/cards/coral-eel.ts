import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Coral Eel", cost: "{1}{U}", types: ["Creature"], subtypes: ["Fish"], pt: [2, 1] });
