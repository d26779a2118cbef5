import { token } from "../../card-language/card-dsl.ts";

// Sai, Master Thopterist's token: a 1/1 colorless Thopter artifact creature token with flying.
export default token({ types: ["Artifact", "Creature"], subtypes: ["Thopter"], colors: [], pt: [1, 1], keywords: ["Flying"] });
