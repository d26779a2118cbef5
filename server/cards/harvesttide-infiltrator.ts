import { transforming } from "../card-language/card-dsl.ts";

// 702.145: a daybound werewolf whose faces differ only in size.
export default transforming(
  {
    name: "Harvesttide Infiltrator",
    cost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Werewolf"],
    pt: [3, 2],
    text: "Trample\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
    keywords: ["Trample", "Daybound"],
  },
  {
    name: "Harvesttide Assailant",
    colorIndicator: ["R"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [4, 4],
    text: "Trample\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)",
    keywords: ["Trample", "Nightbound"],
  },
);
