import { ability, affects, modify, transforming } from "../card-language/card-dsl.ts";

// 702.145: by night its back face gives Wolves and Werewolves haste (a static ability of the face up, 712.8e).
const reavers = "Wolves and Werewolves you control have haste.";

export default transforming(
  {
    name: "Village Watch",
    keywords: ["Haste", "Daybound"],
  },
  {
    name: "Village Reavers",
    keywords: ["Nightbound"],
    abilities: [ability.continuous(reavers, affects.permanents({ subtypes: ["Wolf", "Werewolf"], controller: "you" }), modify.addKeywords("Haste"))],
  },
);
