// Battle Screech: flashback (702.34) paid by tapping white creatures, the Birds it made included.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";
import { graveyardCard, exileNames } from "../support/zones.ts";
import { lastReversal } from "../support/casting.ts";

describe("Battle Screech", () => {
  it("702.34a, 302.6: two flying Birds; then flashback from the graveyard by tapping three white creatures — summoning-sick Birds too — and it is exiled", () => {
    const g = duel({ hand: ["Battle Screech"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] });
    g.castAndPay("Battle Screech").passAll();
    const birds = g.permanents("Bird Token");
    expect(birds).toHaveLength(2);
    const bird = g.engine.cards.get("Bird Token")!;
    expect([bird.colors, bird.keywords, g.pt("Bird Token")]).toEqual([["W"], ["Flying"], [1, 1]]);
    expect(g.graveyardNames("Ana")).toEqual(["Battle Screech"]);

    const screech = graveyardCard(g, "Ana", "Battle Screech");
    expect(g.expectPrompt("priority").actions).toContainEqual(expect.objectContaining({ kind: "cast", card: screech, from: "graveyard" }));
    g.answer({ kind: "cast", card: screech });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only untapped white creatures Ana controls; not the green Grizzly Bears.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o)).sort()])).toEqual([
      ["tap three untapped white creatures you control", ["Bird Token", "Bird Token", "Savannah Lions"]],
    ]);
    g.payPart("tap three", "Bird Token", "Bird Token", "Savannah Lions");
    expect(g.eventsOf("costsAnnounced").at(-1)).toMatchObject({
      name: "Battle Screech",
      alternative: "flashback tap three untapped white creatures you control",
    });
    g.passAll();
    expect(g.permanents("Bird Token")).toHaveLength(4);
    expect(exileNames(g)).toEqual(["Battle Screech"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("702.34a: a flashback spell that is countered is exiled too", () => {
    const g = duel(
      { graveyard: ["Battle Screech"], battlefield: ["Savannah Lions", "White Knight", "Benevolent Bodyguard"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    g.autoPay().pass();
    g.castAndPay("Counterspell", "Battle Screech").passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Battle Screech"]);
    expect(exileNames(g)).toEqual(["Battle Screech"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.permanents("Bird Token")).toHaveLength(0);
  });

  it("118.3, 601.2h: with fewer than three untapped white creatures the flashback cost can't be paid", () => {
    const g = duel({
      graveyard: ["Battle Screech"],
      battlefield: ["Savannah Lions", { card: "White Knight", tapped: true }, "Grizzly Bears", "Plains", "Plains", "Plains", "Plains"],
    });
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.graveyardNames("Ana")).toEqual(["Battle Screech"]);
  });
});
