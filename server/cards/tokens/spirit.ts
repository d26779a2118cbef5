import { token } from "../../card-language/card-dsl.ts";

// Spectral Procession's token: a 1/1 white Spirit creature token with flying.
export default token({ subtypes: ["Spirit"], colors: ["W"], pt: [1, 1], keywords: ["Flying"] });
