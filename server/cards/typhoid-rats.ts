import { card } from "../card-language/card-dsl.ts";

export default card({ name: "Typhoid Rats", cost: "{B}", types: ["Creature"], subtypes: ["Rat"], pt: [1, 1], keywords: ["Deathtouch"], text: "Deathtouch" });
