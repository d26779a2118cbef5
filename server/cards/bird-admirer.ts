import { transforming } from "../card-language/card-dsl.ts";

// 702.145: daybound and nightbound: it makes it day as it appears, turns over as day becomes night and back (730).
export default transforming(
  {
    name: "Bird Admirer",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Human", "Archer", "Werewolf"],
    pt: [1, 4],
    text: "Reach\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
    keywords: ["Reach", "Daybound"],
  },
  {
    name: "Wing Shredder",
    colorIndicator: ["G"],
    types: ["Creature"],
    subtypes: ["Werewolf"],
    pt: [3, 5],
    text: "Reach\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)",
    keywords: ["Reach", "Nightbound"],
  },
);
