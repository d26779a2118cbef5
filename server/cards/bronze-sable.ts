import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Bronze Sable", cost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Sable"], pt: [2, 1] });
