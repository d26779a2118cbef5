// Twincast and Fork: copying a spell (707.10).

import { describe, expect, it } from "vitest";
import { colorsOf } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { view } from "../../server/engine/layers/view.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const characteristicsOfSpell = (g: Scenario, spell: Spell) => view(g.reader).ofSpell(spell);

/** Ana casts `spell` at `targets`; Ben copies it with `copier` (Twincast or Fork) and all pass until it resolves. */
function copyAnasSpell(g: Scenario, spell: string, targets: string[], copier: string): Scenario {
  g.castAndPay(spell, ...targets).pass();
  g.castAndPay(copier, spell).passAll();
  return g;
}

const copies = (g: Scenario): Spell[] => g.state.stack.filter((o): o is Spell => o.kind === "spell" && o.copy === true);

describe("Twincast", () => {
  it("707.10: Ben's copy of Ana's Lightning Bolt is his, keeps the target, and ceases to exist as it resolves (704.5e)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Twincast"], battlefield: ["Island", "Island"] });
    copyAnasSpell(g, "Lightning Bolt", ["Ben"], "Twincast");
    g.expectPrompt("chooseOption", "Ben");
    g.answer({ kind: "option", option: "keep the targets" });
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Lightning Bolt (Ben)"]);
    expect(copies(g)).toMatchObject([{ owner: 1, controller: 1, cast: false, choices: { targets: [[{ kind: "player", id: 1 }]] } }]);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ name: "Lightning Bolt", rule: "704.5e" }]);
    g.passAll();
    expect(g.life("Ben")).toBe(14);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Twincast"]);
  });

  it("707.10c: its controller may choose a new target for the copy", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Twincast"], battlefield: ["Island", "Island", "Grizzly Bears"] });
    copyAnasSpell(g, "Lightning Bolt", ["Grizzly Bears"], "Twincast");
    g.answer({ kind: "option", option: "choose new targets" });
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears", "Ana", "Ben"]);
    g.targets("Ana").passAll();
    expect(g.life("Ana")).toBe(17);
    g.passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
  });

  it("707.10, 709.3: a copy of a split card cast as one half is a copy of that half, and may target anew", () => {
    const g = duel(
      { hand: ["Fire // Ice"], battlefield: ["Island", "Island", "Savannah Lions"], library: ["Forest", "Forest"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island", "Grizzly Bears"], library: ["Plains", "Plains"] },
    );
    g.answer({ kind: "cast", card: g.handCard("Fire // Ice"), face: 1 });
    g.targets("Grizzly Bears").autoPay().pass();
    g.castAndPay("Twincast", "Fire // Ice").passAll();
    g.answer({ kind: "option", option: "choose new targets" });
    g.targets("Savannah Lions").passAll();
    // Ben's copy of Ice tapped Ana's Savannah Lions and drew him a card; then Ana's Ice resolves.
    expect(g.permanent("Savannah Lions").tapped).toBe(true);
    expect(g.handNames("Ben")).toEqual(["Plains"]);
    g.passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
  });

  it("707.10: a copy isn't cast: Chalice of the Void counts only the spells cast", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island", { card: "Chalice of the Void", counters: { charge: 1 } }] },
    );
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Chalice of the Void (Ben)"]);
    g.pass();
    g.castAndPay("Twincast", "Lightning Bolt").passAll();
    g.answer({ kind: "option", option: "choose new targets" }).targets("Ana");
    expect(g.stackLabels()).toEqual(["Lightning Bolt (Ana)", "Chalice of the Void (Ben)", "Lightning Bolt (Ben)"]);
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Lightning Bolt", "Twincast"]);
  });

  it("707.10: the copy has the value of X and the kicker paid for the original, without paying them", () => {
    const g = duel(
      { hand: ["Burst Lightning"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island"] },
    );
    g.cast("Burst Lightning").chooseCosts("mana", { kicker: 1 }).targets("Ben").autoPay().pass();
    g.castAndPay("Twincast", "Burst Lightning").passAll();
    g.answer({ kind: "option", option: "choose new targets" }).targets("Ana").passAll();
    expect(g.life("Ana")).toBe(16);
  });
});

describe("Fork", () => {
  it("707.9b, 707.10: the copy of Giant Growth is red, and has its target", () => {
    const g = duel({ hand: ["Giant Growth", "Fork"], battlefield: ["Forest", "Mountain", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears");
    g.castAndPay("Fork", "Giant Growth").passAll();
    // No other creature: the copy keeps its target without a question (707.10c).
    const [copy] = copies(g);
    expect(colorsOf(g.reader, copy!)).toEqual(["R"]);
    expect(colorsOf(g.reader, g.state.stack[0] as Spell)).toEqual(["G"]);
    g.passAll().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([8, 8]);
  });

  it("707.9b, 715.3: a copy of an Adventure (Stomp) is a red copy of that Adventure, with its target", () => {
    const g = duel(
      { hand: ["Bonecrusher Giant // Stomp", "Fork"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Hill Giant"] },
    );
    g.answer({ kind: "cast", card: g.handCard("Bonecrusher Giant // Stomp"), face: 1 });
    g.targets("Ben").autoPay();
    g.castAndPay("Fork", "Bonecrusher Giant // Stomp").passAll();
    g.answer({ kind: "option", option: "keep the targets" });
    const [copy] = copies(g);
    expect(characteristicsOfSpell(g, copy!)).toMatchObject({ name: "Stomp", colors: ["R"], types: ["Instant"] });
    g.passAll().passAll();
    expect(g.life("Ben")).toBe(16);
  });

  it("707.3: a copy of the red copy is red too", () => {
    const g = duel({ hand: ["Giant Growth", "Fork", "Twincast"], battlefield: ["Forest", "Mountain", "Mountain", "Island", "Island", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears");
    g.castAndPay("Fork", "Giant Growth").passAll();
    const forked = copies(g)[0]!;
    g.cast("Twincast")
      .answer({ kind: "targets", targets: [{ kind: "object", id: forked.id }] })
      .autoPay()
      .passAll();
    const twice = copies(g).find((c) => c.id !== forked.id)!;
    expect(colorsOf(g.reader, twice)).toEqual(["R"]);
  });
});
