import { transforming } from "../card-language/card-dsl.ts";

// 702.145: a daybound werewolf whose faces differ only in size.
export default transforming(
  {
    name: "Harvesttide Infiltrator",
    keywords: ["Trample", "Daybound"],
  },
  {
    name: "Harvesttide Assailant",
    keywords: ["Trample", "Nightbound"],
  },
);
