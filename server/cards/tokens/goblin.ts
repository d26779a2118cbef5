import { token } from "../../card-language/card-dsl.ts";

// Krenko, Mob Boss's token: a 1/1 red Goblin creature token.
export default token({ subtypes: ["Goblin"], colors: ["R"], pt: [1, 1] });
