// Becoming a creature until end of turn (613.4b): Chimeric Staff and Animate Land.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { chars } from "../support/characteristics.ts";

describe("Chimeric Staff", () => {
  it("613.4b: {X}: it becomes an X/X Construct artifact creature until end of turn; a pump applies on top (7c after 7b)", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Chimeric Staff", "Plains", "Plains", "Plains", "Forest"] });
    g.activate("Chimeric Staff").announceX(3).autoPay().passAll();
    expect(chars(g, "Chimeric Staff")).toMatchObject({ types: ["Artifact", "Creature"], subtypes: ["Construct"], power: 3, toughness: 3 });
    g.castAndPay("Giant Growth", "Chimeric Staff").passAll();
    expect(g.pt("Chimeric Staff")).toEqual([6, 6]);
    g.passUntil("upkeep", 4);
    expect(chars(g, "Chimeric Staff")).toMatchObject({ types: ["Artifact"], power: null });
  });
});

describe("Animate Land", () => {
  it("until end of turn, target land is a 3/3 creature that's still a land", () => {
    const g = duel({ hand: ["Animate Land"], battlefield: ["Forest", "Plains"] });
    g.castAndPay("Animate Land", "Plains").passAll();
    expect(chars(g, "Plains")).toMatchObject({ types: ["Land", "Creature"], power: 3, toughness: 3 });
    g.passUntil("upkeep", 4);
    expect(chars(g, "Plains").types).toEqual(["Land"]);
  });
});
