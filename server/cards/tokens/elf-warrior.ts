import { token } from "../../card-language/card-dsl.ts";

// Thorn Lieutenant's token: a 1/1 green Elf Warrior creature token.
export default token({ subtypes: ["Elf", "Warrior"], colors: ["G"], pt: [1, 1] });
