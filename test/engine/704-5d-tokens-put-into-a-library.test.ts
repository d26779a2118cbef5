// 704.5d: a token put into a library ceases to exist there, as in any other zone but the battlefield.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { attack } from "../support/combat.ts";

describe("704.5d: tokens put into a library", () => {
  it("704.5d: a token put on the bottom of its owner's library ceases to exist; the library is as it was", () => {
    const g = duel(
      { battlefield: ["Mobilization", "Plains", "Plains", "Plains"], library: ["Island", "Island"] },
      { hand: ["Condemn"], battlefield: ["Plains"] },
    );
    g.activate("Mobilization", 1).autoPay().passAll();
    g.passUntil("end");
    g.passUntil("upkeep");
    g.passUntil("upkeep");
    attack(g, "Soldier Token");
    g.pass();
    g.castAndPay("Condemn", "Soldier Token").passAll();
    expect(g.permanents("Soldier Token")).toEqual([]);
    expect(g.state.players[0]!.library).toEqual(["Island"]);
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Soldier Token", zone: "library", object: null, rule: "704.5d" }]);
    expect(g.life("Ana")).toBe(21);
  });
});
