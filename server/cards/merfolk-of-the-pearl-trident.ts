import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Merfolk of the Pearl Trident", cost: "{U}", types: ["Creature"], subtypes: ["Merfolk"], pt: [1, 1] });
