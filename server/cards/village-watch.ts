import { ability, affects, modify, transforming } from "../card-language/card-dsl.ts";

// 702.145: by night its back face gives Wolves and Werewolves haste (a static ability of the face up, 712.8e).
const reavers = "Wolves and Werewolves you control have haste.";

export default transforming(
  {
    name: "Village Watch",
    cost: "{4}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Werewolf"],
    pt: [4, 3],
    text: "Haste\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
    keywords: ["Haste", "Daybound"],
  },
  {
    name: "Village Reavers",
    colorIndicator: ["R"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [5, 4],
    text: `${reavers}\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)`,
    keywords: ["Nightbound"],
    abilities: [ability.continuous(reavers, affects.permanents({ subtypes: ["Wolf", "Werewolf"], controller: "you" }), modify.addKeywords("Haste"))],
  },
);
