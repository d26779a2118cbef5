import { token } from "../../card-language/card-dsl.ts";

// Garruk Wildspeaker's token: a 3/3 green Beast creature token.
export default token({ subtypes: ["Beast"], colors: ["G"], pt: [3, 3] });
