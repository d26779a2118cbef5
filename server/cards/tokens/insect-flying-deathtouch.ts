import { token } from "../../card-language/card-dsl.ts";

// Hornet Nest's token: a 1/1 green Insect creature token with flying and deathtouch.
export default token({ subtypes: ["Insect"], colors: ["G"], pt: [1, 1], keywords: ["Flying", "Deathtouch"] });
