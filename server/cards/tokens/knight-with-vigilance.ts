import { token } from "../../card-language/card-dsl.ts";

// Gideon's Phalanx's token: a 2/2 white Knight creature token with vigilance.
export default token({ subtypes: ["Knight"], colors: ["W"], pt: [2, 2], keywords: ["Vigilance"] });
