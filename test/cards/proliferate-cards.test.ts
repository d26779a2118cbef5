// 701.34 Proliferate: any number of the permanents and players that have counters, each given one more of
// each kind it already has.

import { describe, expect, it } from "vitest";
import { duel } from "../support/scenario.ts";

/** Ana's board: a Triskelion with +1/+1 and charge counters, a Jace, an Everflowing Chalice; Ben has poison. */
function board(extra: readonly string[] = []) {
  return duel(
    {
      hand: ["Steady Progress"],
      battlefield: [
        "Island",
        "Island",
        "Island",
        { card: "Triskelion", counters: { "+1/+1": 2, charge: 1 } },
        { card: "Jace Beleren", counters: { loyalty: 2 } },
        "Grizzly Bears",
        ...extra,
      ],
      library: ["Island"],
    },
    { battlefield: [{ card: "Everflowing Chalice", counters: { charge: 1 } }], poison: 3 },
  );
}

describe("Steady Progress", () => {
  it("701.34a: only permanents and players with a counter are offered; each chosen gets one more of each kind; then a card is drawn", () => {
    const g = board();
    g.castAndPay("Steady Progress").passAll();
    const prompt = g.expectPrompt("proliferate", "Ana");
    const offered = prompt.options.map((t) => (t.kind === "player" ? g.state.players[t.id]!.name : g.nameOfObject(t.id)));
    // Grizzly Bears and Ana (no counters) are not offered.
    expect(offered.sort()).toEqual(["Ben", "Everflowing Chalice", "Jace Beleren", "Triskelion"]);
    const id = (name: string) => g.permanent(name).id;
    g.answer({
      kind: "proliferate",
      chosen: [
        { kind: "object", id: id("Triskelion") },
        { kind: "object", id: id("Jace Beleren") },
        { kind: "player", id: 1 },
      ],
    });
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 3, charge: 2 });
    expect(g.permanent("Jace Beleren").counters).toEqual({ loyalty: 3 });
    expect(g.state.players[1]!.counters).toEqual({ poison: 4 });
    // Not chosen, unchanged.
    expect(g.permanent("Everflowing Chalice", "Ben").counters).toEqual({ charge: 1 });
    expect(g.handNames("Ana")).toEqual(["Island"]);
  });

  it("701.34a: choosing none is allowed; an object not offered or chosen twice is refused", () => {
    const g = board();
    g.castAndPay("Steady Progress").passAll();
    const bears = g.permanent("Grizzly Bears").id;
    const tris = g.permanent("Triskelion").id;
    expect(g.refuseAnswer({ kind: "proliferate", chosen: [{ kind: "object", id: bears }] }).rule).toBe("701.34a");
    expect(g.refuseAnswer({ kind: "proliferate", chosen: [{ kind: "player", id: 0 }] }).rule).toBe("701.34a");
    const twice = { kind: "object", id: tris } as const;
    expect(g.refuseAnswer({ kind: "proliferate", chosen: [twice, twice] }).rule).toBe("701.34a");
    g.answer({ kind: "proliferate", chosen: [] });
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 2, charge: 1 });
    expect(g.handNames("Ana")).toEqual(["Island"]);
  });

  it("701.34a, 122.6: each counter proliferate gives is put by an event Hardened Scales modifies — for +1/+1 counters only", () => {
    const g = board(["Hardened Scales"]);
    g.castAndPay("Steady Progress").passAll();
    g.answer({ kind: "proliferate", chosen: [{ kind: "object", id: g.permanent("Triskelion").id }] });
    expect(g.permanent("Triskelion").counters).toEqual({ "+1/+1": 4, charge: 2 });
  });

  it("701.34a: with no permanent or player having a counter, nothing is asked", () => {
    const g = duel({ hand: ["Steady Progress"], battlefield: ["Island", "Island", "Island"], library: ["Island"] });
    g.castAndPay("Steady Progress").passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
    expect(g.state.stack).toHaveLength(0);
  });
});

describe("Thrummingbird", () => {
  it("701.34a, 510.3a: combat damage to a player triggers proliferate, which may add to that player's poison", () => {
    const g = duel({ battlefield: ["Thrummingbird"] }, { poison: 1 });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Thrummingbird").id, defender: 1 }] });
    g.passUntilPrompt("proliferate");
    expect(g.life("Ben")).toBe(19);
    g.answer({ kind: "proliferate", chosen: [{ kind: "player", id: 1 }] });
    expect(g.state.players[1]!.counters).toEqual({ poison: 2 });
  });
});
