import { describe, expect, it } from "vitest";
import { duel, scenario } from "../support/scenario.ts";

describe("704 state-based actions", () => {
  it("704.5a: a player with 0 or less life loses the game", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { life: 3 });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.state.result).toEqual({ winners: [0], draw: false });
    expect(g.eventsOf("playerLost")[0]).toMatchObject({ player: 1, rule: "704.5a" });
  });

  it("704.5b: a player who attempted to draw from an empty library loses the next time a player would receive priority", () => {
    const g = duel({ hand: ["Divination"], battlefield: ["Island", "Island", "Island"], library: ["Forest"] });
    g.castAndPay("Divination").passAll();
    expect(g.eventsOf("drewFromEmptyLibrary")).toHaveLength(1);
    expect(g.state.result?.winners).toEqual([1]);
    expect(g.eventsOf("playerLost")[0]).toMatchObject({ player: 0, rule: "704.5b" });
  });

  it("704.5c: a player with ten or more poison counters loses the game", () => {
    const g = duel({}, { poison: 10 });
    expect(g.state.result?.winners).toEqual([0]);
    expect(g.eventsOf("playerLost")[0]).toMatchObject({ player: 1, rule: "704.5c" });
  });

  it("704.5f: a creature with toughness 0 or less is put into its owner's graveyard", () => {
    const g = duel({}, { battlefield: [{ card: "Coral Eel", counters: { "-1/-1": 1 } }] });
    expect(g.permanents("Coral Eel")).toHaveLength(0);
    expect(g.graveyardNames("Ben")).toEqual(["Coral Eel"]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ rule: "704.5f", to: "graveyard" });
  });

  it("704.5g: a creature with damage at least its toughness is destroyed; less damage is not enough", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
      { battlefield: ["Hill Giant", { card: "Grizzly Bears", damage: 1 }] },
    );
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
    g.castAndPay("Lightning Bolt", "Hill Giant").passAll();
    expect(g.permanents("Hill Giant")).toHaveLength(0);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ name: "Hill Giant", rule: "704.5g" });
    expect(g.permanent("Grizzly Bears").damage).toBe(1);
  });

  it("704.5g with 514.2: damage wears off as the pump ends, so a creature pumped through lethal damage survives the turn", () => {
    const g = duel({ hand: ["Giant Growth", "Lightning Bolt"], battlefield: ["Forest", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").damage).toBe(3);
    g.passUntil("upkeep", 4);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
  });

  it("704.5j: a player with two legendary permanents of the same name chooses one; the other goes to the graveyard", () => {
    const g = duel({ hand: ["Isamaru, Hound of Konda"], battlefield: ["Plains", "Isamaru, Hound of Konda"] });
    const old = g.permanent("Isamaru, Hound of Konda").id;
    g.castAndPay("Isamaru, Hound of Konda").passAll();
    const p = g.expectPrompt("legendRule", "Ana");
    expect(p.options).toHaveLength(2);
    expect(p.options).toContain(old);
    g.answer({ kind: "choose", object: old });
    expect(g.permanents("Isamaru, Hound of Konda").map((x) => x.id)).toEqual([old]);
    expect(g.graveyardNames("Ana")).toEqual(["Isamaru, Hound of Konda"]);
    expect(g.eventsOf("zoneChanged").at(-1)).toMatchObject({ rule: "704.5j" });
  });

  it("704.5j: the legend rule applies per controller — two players may each control one", () => {
    const g = duel({ battlefield: ["Isamaru, Hound of Konda"] }, { battlefield: ["Isamaru, Hound of Konda"] });
    g.expectPrompt("priority");
    expect(g.permanents("Isamaru, Hound of Konda")).toHaveLength(2);
  });

  it("704.5j: the choice is refused unless it names one of the legendary permanents", () => {
    const g = duel({ battlefield: ["Isamaru, Hound of Konda", "Isamaru, Hound of Konda", "Plains"] });
    g.expectPrompt("legendRule");
    expect(g.refuseAnswer({ kind: "choose", object: g.permanent("Plains").id }).rule).toBe("704.5j");
  });

  it("704.5m: an Aura attached to nothing is put into its owner's graveyard when its creature dies", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      {
        battlefield: [
          { card: "Grizzly Bears", label: "bear" },
          { card: "Holy Strength", attachedTo: "bear" },
        ],
      },
    );
    // Holy Strength makes the Bears 3/4: the Bolt's 3 damage is not lethal…
    g.castAndPay("Lightning Bolt", "Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
    expect(g.permanents("Holy Strength")).toHaveLength(1);
  });

  it("704.5m: when the enchanted creature leaves, the Aura follows it to the graveyard in the next check", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      {
        battlefield: [
          { card: "Coral Eel", label: "eel", damage: 1 },
          { card: "Holy Strength", attachedTo: "eel" },
        ],
      },
    );
    g.castAndPay("Lightning Bolt", "Coral Eel").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Coral Eel", "Holy Strength"]);
    const moves = g.eventsOf("zoneChanged").filter((e) => e.to === "graveyard" && e.from === "battlefield");
    expect(moves.map((m) => m.rule)).toEqual(["704.5g", "704.5m"]);
  });

  it("704.3: all applicable state-based actions are performed at once — both players at 0 life draw (104.4a)", () => {
    const g = scenario({
      players: [
        { name: "Ana", life: 0 },
        { name: "Ben", life: -2 },
      ],
    });
    expect(g.state.result).toEqual({ winners: [], draw: true });
    expect(g.state.players.map((p) => p.status)).toEqual(["draw", "draw"]);
  });

  it("704.3: creatures dying at the same time go to the graveyard in one check", () => {
    const g = duel(
      {},
      {
        battlefield: [
          { card: "Grizzly Bears", damage: 2 },
          { card: "Coral Eel", damage: 5 },
        ],
      },
    );
    const moves = g.eventsOf("zoneChanged");
    expect(moves.map((m) => m.name).sort()).toEqual(["Coral Eel", "Grizzly Bears"]);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Coral Eel", "Grizzly Bears"]);
  });
});
