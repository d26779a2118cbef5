import { token } from "../../card-language/card-dsl.ts";

// Zendikar's Roil's token: a 2/2 green Elemental creature token.
export default token({ subtypes: ["Elemental"], colors: ["G"], pt: [2, 2] });
