import { token } from "../../card-language/card-dsl.ts";

// Ajani, Caller of the Pride's token: a 2/2 white Cat creature token.
export default token({ subtypes: ["Cat"], colors: ["W"], pt: [2, 2] });
