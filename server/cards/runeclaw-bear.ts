import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Runeclaw Bear", cost: "{1}{G}", types: ["Creature"], subtypes: ["Bear"], pt: [2, 2] });
