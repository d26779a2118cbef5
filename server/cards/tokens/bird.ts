import { token } from "../../card-language/card-dsl.ts";

// Battle Screech's token: a 1/1 white Bird creature token with flying.
export default token({ subtypes: ["Bird"], colors: ["W"], pt: [1, 1], keywords: ["Flying"] });
