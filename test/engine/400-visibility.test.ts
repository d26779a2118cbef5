// 400.2: hands are seen by their owner, libraries by nobody; the stack, the battlefield, graveyards and
// exile by everyone. Events are redacted for each viewer, and the log says no more than the viewer may know.

import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/events.ts";
import { describeEvent } from "../../server/engine/log/log.ts";
import { redactEvent } from "../../server/engine/objects/visibility.ts";
import { TableLog } from "../../server/rooms/table-log.ts";
import { duel, filler } from "../support/scenario.ts";

const ctx = { players: [{ name: "Ana" }, { name: "Ben" }] };
const drew: GameEvent = { type: "drew", player: 0, card: 41, name: "Lightning Bolt" };

describe("400.2 redacting events for a viewer", () => {
  it("a drawn card is named to its owner only; the opponent and spectators learn that a card was drawn", () => {
    expect(redactEvent(drew, 0)).toEqual(drew);
    for (const viewer of [1, null]) {
      const seen = redactEvent(drew, viewer);
      expect(seen).toEqual({ type: "drew", player: 0, card: null, name: null });
      expect(describeEvent(seen, ctx)).toBe("Ana draws a card.");
    }
    expect(describeEvent(drew, ctx)).toBe("Ana draws Lightning Bolt.");
  });

  it("103.5: cards put on the bottom after a mulligan are named to their owner only", () => {
    const e: GameEvent = { type: "putOnBottom", player: 1, count: 2, cards: [7, 9], names: ["Island", "Counterspell"] };
    expect(describeEvent(redactEvent(e, 1), ctx)).toBe("Ben puts 2 cards on the bottom of their library: Island, Counterspell.");
    expect(describeEvent(redactEvent(e, 0), ctx)).toBe("Ben puts 2 cards on the bottom of their library.");
    expect(redactEvent(e, null)).toMatchObject({ cards: null, names: null, count: 2 });
  });

  it("a hand looked at is named to the one looking and its owner", () => {
    const e: GameEvent = { type: "handLookedAt", viewer: 0, player: 1, names: ["Shock"] };
    expect(describeEvent(redactEvent(e, 0), ctx)).toBe("Ana looks at Ben's hand: Shock.");
    expect(describeEvent(redactEvent(e, 1), ctx)).toBe("Ana looks at Ben's hand: Shock.");
    expect(describeEvent(redactEvent(e, null), ctx)).toBe("Ana looks at Ben's hand.");
  });

  it("400.7: a card leaving a hand is public by name but its id in the hand is its owner's to know", () => {
    const land: GameEvent = { type: "landPlayed", player: 0, fromHand: 12, permanent: 30, name: "Mountain" };
    expect(redactEvent(land, 1)).toEqual({ ...land, fromHand: null });
    expect(redactEvent(land, 0)).toEqual(land);
    const cast: GameEvent = { type: "stackPushed", object: 31, name: "Shock", controller: 0, kind: "spell", from: "hand", fromId: 13 };
    expect(redactEvent(cast, 1)).toEqual({ ...cast, fromId: null });
    const discard: GameEvent = { type: "discarded", player: 0, card: 14, name: "Island" };
    expect(redactEvent(discard, null)).toEqual({ ...discard, card: null });
  });

  it("a card moving between hidden zones (library and hand) is unnamed to others; one returned to a hand from the battlefield stays named", () => {
    const searched: GameEvent = { type: "zoneChanged", name: "Island", owner: 0, from: "library", to: "hand", oldId: null, newId: 50 };
    expect(redactEvent(searched, 1)).toEqual({ ...searched, name: null, newId: null });
    expect(redactEvent(searched, 0)).toEqual(searched);
    const bounced: GameEvent = { type: "zoneChanged", name: "Grizzly Bears", owner: 0, from: "battlefield", to: "hand", oldId: 22, newId: 51 };
    expect(redactEvent(bounced, 1)).toEqual({ ...bounced, newId: null });
    const milled: GameEvent = {
      type: "zoneChanged",
      name: "Shock",
      owner: 0,
      from: "hand",
      to: "graveyard",
      oldId: 23,
      newId: 52,
      reason: "discarded",
      rule: "514.1",
    };
    expect(redactEvent(milled, 1)).toEqual({ ...milled, oldId: null });
  });

  it("every event of a real game, redacted for the opponent, names no card of Ana's that was only ever in her hand or library", () => {
    const g = duel({ hand: ["Lightning Bolt", "Counterspell"], battlefield: ["Mountain"], library: ["Serra Angel", ...filler()] }, { library: filler() });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("draw", 4);
    g.passUntil("draw", 5); // Ana draws the Serra Angel
    expect(g.handNames("Ana")).toEqual(expect.arrayContaining(["Counterspell", "Serra Angel"]));
    const seenByBen = JSON.stringify(g.events.map((e) => redactEvent(e, 1)));
    expect(seenByBen).toContain("Lightning Bolt");
    expect(seenByBen).not.toContain("Counterspell");
    expect(seenByBen).not.toContain("Serra Angel");
    expect(JSON.stringify(g.events.map((e) => redactEvent(e, 0)))).toContain("Serra Angel");
  });

  it("704.5d, 400.7: a token bounced to its owner's hand ceases to exist there; nobody but the owner receives its id in the hand", () => {
    const g = duel(
      { hand: ["Capsize"], battlefield: ["Island", "Island", "Island"], library: filler() },
      { battlefield: ["Soldier Token"], library: filler() },
    );
    const token = g.permanent("Soldier Token").id;
    g.cast("Capsize").chooseCosts("mana").targets("Soldier Token").autoPay();
    g.passAll();
    expect(g.permanents("Soldier Token")).toEqual([]);
    const moved = g.eventsOf("zoneChanged").find((e) => e.name === "Soldier Token")!;
    const inHand = moved.newId!;
    expect(g.eventsOf("ceasedToExist")).toEqual([{ type: "ceasedToExist", object: inHand, name: "Soldier Token", owner: 1, zone: "hand", rule: "704.5d" }]);

    const log = new TableLog();
    log.setPlayers(["Ana", "Ben"]);
    log.addEvents(g.events);
    /** Every object id the events in a viewer's log carry, wherever they are. */
    const idsSeenBy = (viewer: 0 | 1 | null): number[] =>
      log.view(viewer).flatMap((entry) => {
        if (entry.kind !== "event") return [];
        const e = entry.event as unknown as Record<string, unknown>;
        return ["object", "newId", "oldId", "card", "fromId", "fromHand", "permanent", "source"].flatMap((k) => (typeof e[k] === "number" ? [e[k]] : []));
      });
    // The owner can fail the check: the id is in their log.
    expect(idsSeenBy(1)).toContain(inHand);
    for (const viewer of [0, null] as const) {
      expect(idsSeenBy(viewer)).not.toContain(inHand);
      // What was public stays public: the token that left the battlefield, by name and battlefield id.
      expect(idsSeenBy(viewer)).toContain(token);
      const lines = log.view(viewer).flatMap((e) => (e.kind === "event" && e.text ? [e.text] : []));
      expect(lines).toContain("Soldier Token ceases to exist (704.5d).");
    }
    const gone = g.eventsOf("ceasedToExist")[0]!;
    expect(redactEvent(gone, 0)).toEqual({ ...gone, object: null });
    expect(redactEvent({ ...gone, zone: "graveyard" }, 0)).toEqual({ ...gone, zone: "graveyard" });
  });
});
