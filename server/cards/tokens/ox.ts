import { token } from "../../card-language/card-dsl.ts";

// Transmogrifying Wand's token: a 2/4 white Ox creature token.
export default token({ subtypes: ["Ox"], colors: ["W"], pt: [2, 4] });
