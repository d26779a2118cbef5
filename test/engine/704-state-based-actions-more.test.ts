import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/events.ts";
import { engine } from "../../server/game.ts";
import { duel, filler } from "../support/scenario.ts";

/** Events of the types that matter here, as short strings, in order ("passed" only with `passes`). */
function sbaTrail(events: readonly GameEvent[], passes = false): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === "zoneChanged") out.push(`${e.name}: ${e.from} -> ${e.to}${e.rule ? ` (${e.rule})` : ""}`);
    else if (e.type === "ceasedToExist") out.push(`${e.name}: ceases to exist (${e.rule})`);
    else if (e.type === "unattached") out.push(`${e.name}: unattached (${e.rule})`);
    else if (e.type === "countersAnnihilated") out.push(`${e.name}: ${e.amount} counter pair(s) removed (${e.rule})`);
    else if (e.type === "passed" && passes) out.push("passed");
  }
  return out;
}

const ISLANDS = ["Island", "Island", "Island"];

describe("704 state-based actions (more)", () => {
  describe("704.5d tokens outside the battlefield", () => {
    it("704.5d: a Soldier token returned to its owner's hand by Capsize goes to the hand, then ceases to exist before anyone receives priority", () => {
      const g = duel({ hand: ["Capsize"], battlefield: ISLANDS }, { battlefield: ["Soldier Token"] });
      g.cast("Capsize").chooseCosts("mana").targets("Soldier Token").autoPay();
      g.passAll();
      g.expectPrompt("priority", "Ana");
      expect(g.permanents("Soldier Token")).toEqual([]);
      expect(g.handNames("Ben")).toEqual([]);
      expect(g.state.strayTokens).toBe(false);
      expect(sbaTrail(g.lastEvents)).toEqual([
        "Soldier Token: battlefield -> hand (608.2c)",
        "Capsize: stack -> graveyard",
        "Soldier Token: ceases to exist (704.5d)",
      ]);
      const moved = g.eventsOf("zoneChanged").find((e) => e.name === "Soldier Token")!;
      expect(g.eventsOf("ceasedToExist")).toEqual([
        { type: "ceasedToExist", object: moved.newId, name: "Soldier Token", owner: 1, zone: "hand", rule: "704.5d" },
      ]);
    });

    it("704.5d: a Bird token bounced by Man-o'-War's ability ceases to exist in its owner's hand", () => {
      const g = duel({ hand: ["Man-o'-War"], battlefield: ISLANDS }, { battlefield: ["Bird Token"] });
      g.castAndPay("Man-o'-War").passAll();
      g.targets("Bird Token").passAll();
      expect(g.handNames("Ben")).toEqual([]);
      expect(g.permanents("Bird Token")).toEqual([]);
      expect(g.eventsOf("ceasedToExist")).toEqual([expect.objectContaining({ name: "Bird Token", rule: "704.5d" })]);
    });

    it("704.5d, 700.4: a Soldier token that dies goes to the graveyard (it dies), then ceases to exist; the other token is unaffected", () => {
      const g = duel({ hand: ["Raise the Alarm"], battlefield: ["Plains", "Plains"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
      g.castAndPay("Raise the Alarm").passAll();
      expect(g.permanents("Soldier Token", "Ana")).toHaveLength(2);
      expect(g.eventsOf("tokenCreated")).toHaveLength(2);
      g.pass();
      g.castAndPay("Shock", "Soldier Token").passAll();
      expect(g.permanents("Soldier Token")).toHaveLength(1);
      expect(g.graveyardNames("Ana")).toEqual(["Raise the Alarm"]);
      expect(sbaTrail(g.lastEvents)).toEqual([
        "Shock: stack -> graveyard",
        "Soldier Token: battlefield -> graveyard (704.5g)",
        "Soldier Token: ceases to exist (704.5d)",
      ]);
    });

    it("704.5d: a sandbox setup can't put a token in a hand or a graveyard — it would cease to exist at once, so the setup is refused", () => {
      const setup = {
        turn: 3,
        players: [
          { name: "Ana", library: filler(), hand: ["Soldier Token"], graveyard: ["Bird Token"] },
          { name: "Ben", library: filler() },
        ],
      };
      const r = engine.newSandboxGame(setup);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("INVALID_SETUP");
      if (!r.ok) expect(r.error.message).toContain("Soldier Token is a token");
    });
  });

  describe("704.5h deathtouch", () => {
    it("704.5h, 702.2b: Typhoid Rats blocks Hill Giant — 1 damage from a deathtouch source destroys it; the Rats die of lethal damage (704.5g)", () => {
      const g = duel({ battlefield: ["Hill Giant"] }, { battlefield: ["Typhoid Rats"] });
      g.attackAndBlock("Hill Giant", "Typhoid Rats").passUntil("combatDamage");
      expect(g.permanents("Hill Giant")).toEqual([]);
      expect(g.permanents("Typhoid Rats")).toEqual([]);
      const deaths = g.eventsOf("zoneChanged").filter((e) => e.from === "battlefield");
      expect(deaths.map((e) => [e.name, e.rule])).toEqual([
        ["Hill Giant", "704.5h"],
        ["Typhoid Rats", "704.5g"],
      ]);
      expect(g.state.deathtouched).toEqual([]);
    });

    it("704.5h, 702.15b: Vampire Nighthawk blocked by Giant Spider — its 2 damage destroys the 2/4 Spider and Ana gains 2 life; the Nighthawk survives the Spider's 2", () => {
      const g = duel({ battlefield: ["Vampire Nighthawk"] }, { battlefield: ["Giant Spider"] });
      g.attackAndBlock("Vampire Nighthawk", "Giant Spider").passUntil("combatDamage");
      expect(g.permanents("Giant Spider")).toEqual([]);
      expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Giant Spider", rule: "704.5h" });
      expect(g.permanent("Vampire Nighthawk").damage).toBe(2);
      expect(g.life("Ana")).toBe(22);
      expect(g.life("Ben")).toBe(20);
    });

    it("704.5h, 702.12b: deathtouch damage doesn't destroy an indestructible creature — Darksteel Myr blocks Typhoid Rats and survives", () => {
      const g = duel({ battlefield: ["Typhoid Rats"] }, { battlefield: ["Darksteel Myr"] });
      g.attackAndBlock("Typhoid Rats", "Darksteel Myr").passUntil("combatDamage");
      expect(g.permanent("Darksteel Myr").damage).toBe(1);
      expect(g.permanents("Typhoid Rats")).toHaveLength(1);
      expect(g.eventsOf("zoneChanged")).toEqual([]);
      g.passUntil("postcombatMain");
      expect(g.permanents("Darksteel Myr")).toHaveLength(1);
    });
  });

  describe("704.5n Equipment attached illegally", () => {
    it("704.5n: when the equipped creature dies, Bonesplitter becomes unattached in the next check and stays on the battlefield", () => {
      const g = duel(
        { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
        {
          battlefield: [
            { card: "Grizzly Bears", label: "bears" },
            { card: "Bonesplitter", attachedTo: "bears" },
          ],
        },
      );
      expect(g.pt("Grizzly Bears")).toEqual([4, 2]);
      g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
      expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
      expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
      expect(sbaTrail(g.lastEvents)).toEqual([
        "Lightning Bolt: stack -> graveyard",
        "Grizzly Bears: battlefield -> graveyard (704.5g)",
        "Bonesplitter: unattached (704.5n)",
      ]);
      expect(g.eventsOf("unattached")).toEqual([{ type: "unattached", object: g.permanent("Bonesplitter").id, name: "Bonesplitter", rule: "704.5n" }]);
    });

    it("704.5n: Bonesplitter attached to a permanent that isn't a creature (a Forest) becomes unattached and remains on the battlefield", () => {
      const g = duel({
        battlefield: [
          { card: "Forest", label: "land" },
          { card: "Bonesplitter", attachedTo: "land" },
        ],
      });
      g.expectPrompt("priority", "Ana");
      expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
      expect(g.eventsOf("unattached")).toEqual([expect.objectContaining({ name: "Bonesplitter", rule: "704.5n" })]);
      expect(g.permanents("Forest")).toHaveLength(1);
    });
  });

  describe("704.5q +1/+1 and -1/-1 counters", () => {
    it("704.5q: two +1/+1 counters and one -1/-1 counter — one of each is removed", () => {
      const g = duel({ battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 2, "-1/-1": 1 } }] });
      g.expectPrompt("priority", "Ana");
      const bears = g.permanent("Grizzly Bears");
      expect(bears.counters["+1/+1"]).toBe(1);
      expect(bears.counters["-1/-1"] ?? 0).toBe(0);
      expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
      expect(g.eventsOf("countersAnnihilated")).toEqual([{ type: "countersAnnihilated", object: bears.id, name: "Grizzly Bears", amount: 1, rule: "704.5q" }]);
    });

    it("704.5q: with more -1/-1 counters (one +1/+1, three -1/-1 on Hill Giant) the -1/-1 counters that remain are the difference", () => {
      const g = duel({ battlefield: [{ card: "Hill Giant", counters: { "+1/+1": 1, "-1/-1": 3 } }] });
      const giant = g.permanent("Hill Giant");
      expect(giant.counters["+1/+1"] ?? 0).toBe(0);
      expect(giant.counters["-1/-1"]).toBe(2);
      expect(g.pt("Hill Giant")).toEqual([1, 1]);
      expect(g.eventsOf("countersAnnihilated")).toEqual([expect.objectContaining({ amount: 1 })]);
    });

    it("704.3, 704.5f, 704.5q: a creature whose counters make it 0/0 dies in the same check — removing the pairs doesn't save it", () => {
      const g = duel({ battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1, "-1/-1": 3 } }] });
      expect(g.permanents("Grizzly Bears")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
      expect(g.eventsOf("zoneChanged")).toEqual([expect.objectContaining({ name: "Grizzly Bears", rule: "704.5f" })]);
    });
  });

  describe("702.12b indestructible", () => {
    it("702.12b, 704.5g: Darksteel Myr isn't destroyed by lethal damage — Shock leaves 2 damage marked on the 0/1", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Mountain"] }, { battlefield: ["Darksteel Myr"] });
      g.castAndPay("Shock", "Darksteel Myr").passAll();
      expect(g.permanent("Darksteel Myr").damage).toBe(2);
      expect(g.graveyardNames("Ben")).toEqual([]);
    });

    it("702.12b, 701.8: Doom Blade can target Darksteel Myr (it's nonblack) but can't destroy it", () => {
      const g = duel({ hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Darksteel Myr"] });
      g.castAndPay("Doom Blade", "Darksteel Myr").passAll();
      expect(g.permanents("Darksteel Myr")).toHaveLength(1);
      expect(g.eventsOf("countered")).toEqual([]);
      expect(g.graveyardNames("Ana")).toEqual(["Doom Blade"]);
      expect(g.graveyardNames("Ben")).toEqual([]);
    });

    it("702.12b, 608.2h: Mass Calcify destroys every nonwhite creature except the indestructible Darksteel Myr", () => {
      const g = duel({ hand: ["Mass Calcify"], battlefield: Array(7).fill("Plains") }, { battlefield: ["Darksteel Myr", "Grizzly Bears"] });
      g.castAndPay("Mass Calcify").passAll();
      expect(g.permanents("Darksteel Myr")).toHaveLength(1);
      expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    });

    it("704.5f, 702.12b: toughness 0 still puts an indestructible creature into the graveyard — Festering Goblin's -1/-1 on Darksteel Myr", () => {
      const g = duel({ hand: ["Shock"], battlefield: ["Mountain", "Festering Goblin"] }, { battlefield: ["Darksteel Myr"] });
      g.castAndPay("Shock", "Festering Goblin").passAll();
      g.targets("Darksteel Myr").passAll();
      expect(g.permanents("Darksteel Myr")).toEqual([]);
      expect(g.graveyardNames("Ben")).toEqual(["Darksteel Myr"]);
      expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Darksteel Myr", from: "battlefield", to: "graveyard", rule: "704.5f" });
    });
  });

  describe("704.3 one check, all at once; then again", () => {
    it("704.3: an equipped Soldier token and Grizzly Bears trade in combat — both die in one check; the repeated check unattaches Bonesplitter and the token ceases to exist, before anyone gets priority", () => {
      const g = duel(
        {
          battlefield: [
            { card: "Soldier Token", label: "soldier" },
            { card: "Bonesplitter", attachedTo: "soldier" },
          ],
        },
        { battlefield: ["Grizzly Bears"] },
      );
      expect(g.pt("Soldier Token")).toEqual([3, 1]);
      g.attackAndBlock("Soldier Token", "Grizzly Bears").passUntil("combatDamage");
      const all = sbaTrail(g.lastEvents, true);
      // From the moment combat damage was dealt: no player passed (or received priority) in between.
      const trail = all.slice(all.findIndex((l) => l !== "passed"));
      expect(trail.slice(0, 2).sort()).toEqual(["Grizzly Bears: battlefield -> graveyard (704.5g)", "Soldier Token: battlefield -> graveyard (704.5g)"]);
      expect(trail.slice(2).sort()).toEqual(["Bonesplitter: unattached (704.5n)", "Soldier Token: ceases to exist (704.5d)"]);
      expect(trail).not.toContain("passed");
      expect(g.permanent("Bonesplitter").attachedTo).toBeNull();
      expect(g.graveyardNames("Ana")).toEqual([]);
      expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
      g.expectPrompt("priority", "Ana");
    });

    it("704.3: a check applies every state-based action at once — lethal damage, toughness 0 and counter pairs on three permanents in one pass", () => {
      const g = duel(
        {
          battlefield: [
            { card: "Hill Giant", damage: 3 },
            { card: "Walking Corpse", counters: { "+1/+1": 1, "-1/-1": 1 } },
          ],
        },
        { battlefield: [{ card: "Coral Eel", counters: { "-1/-1": 1 } }] },
      );
      expect(sbaTrail(g.events)).toEqual([
        "Hill Giant: battlefield -> graveyard (704.5g)",
        "Coral Eel: battlefield -> graveyard (704.5f)",
        "Walking Corpse: 1 counter pair(s) removed (704.5q)",
      ]);
      expect(g.pt("Walking Corpse")).toEqual([2, 2]);
    });
  });
});
