import { transforming } from "../card-language/card-dsl.ts";

// 702.145: daybound and nightbound: it makes it day as it appears, turns over as day becomes night and back (730).
export default transforming(
  {
    name: "Bird Admirer",
    keywords: ["Reach", "Daybound"],
  },
  {
    name: "Wing Shredder",
    keywords: ["Reach", "Nightbound"],
  },
);
