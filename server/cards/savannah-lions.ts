import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Savannah Lions", cost: "{W}", types: ["Creature"], subtypes: ["Cat"], pt: [2, 1] });
