import { token } from "../../card-language/card-dsl.ts";

// Regal Bloodlord's token: a 1/1 black Bat creature token with flying.
export default token({ subtypes: ["Bat"], colors: ["B"], pt: [1, 1], keywords: ["Flying"] });
