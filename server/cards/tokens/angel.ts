import { token } from "../../card-language/card-dsl.ts";

// Resplendent Angel's token: a 4/4 white Angel creature token with flying and vigilance.
export default token({ subtypes: ["Angel"], colors: ["W"], pt: [4, 4], keywords: ["Flying", "Vigilance"] });
