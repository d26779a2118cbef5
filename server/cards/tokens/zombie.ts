import { token } from "../../card-language/card-dsl.ts";

// Midnight Ritual's token: a 2/2 black Zombie creature token.
export default token({ subtypes: ["Zombie"], colors: ["B"], pt: [2, 2] });
