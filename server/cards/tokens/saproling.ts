import { token } from "../../card-language/card-dsl.ts";

// Sporeweb Weaver's token: a 1/1 green Saproling creature token.
export default token({ subtypes: ["Saproling"], colors: ["G"], pt: [1, 1] });
