import { token } from "../../card-language/card-dsl.ts";

// Raise the Alarm's token: a 1/1 white Soldier creature token.
export default token({ subtypes: ["Soldier"], colors: ["W"], pt: [1, 1] });
