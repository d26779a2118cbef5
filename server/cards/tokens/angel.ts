import { token } from "../../card-language/card-dsl.ts";

// Angelic Ascension's and Speaker of the Heavens's token: a 4/4 white Angel creature token with flying.
export default token({ subtypes: ["Angel"], colors: ["W"], pt: [4, 4], keywords: ["Flying"] });
