// Chalice of the Void: {X}{X}, entering with X charge counters, and countering spells of that mana value.

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";
import { manaDue, mana, NO_MANA_DUE } from "../support/casting.ts";

describe("Chalice of the Void", () => {
  it("107.3a, 202.3e, 614.1c: cast with X = 2 it costs {X}{X} = four mana, has mana value 4 on the stack, and enters with two charge counters", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    g.cast("Chalice of the Void").announceX(2);
    expect(manaDue(g)).toEqual(mana({ generic: 4 }));
    const spell = g.state.stack[0]!;
    expect(spell.kind === "spell" && spellFacts(g.reader, spell).manaValue).toBe(4);
    g.autoPay().passAll();
    expect(g.eventsOf("xAnnounced").map((e) => e.x)).toEqual([2]);
    expect(g.permanent("Chalice of the Void").counters).toEqual({ charge: 2 });
  });

  it("603.2, 701.6a: it counters a spell of mana value equal to its counters, whoever casts it; other spells resolve", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Grizzly Bears"], battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }, "Mountain", "Forest", "Forest"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    g.pass(); // Ben gets priority in Ana's main phase.
    g.cast("Lightning Bolt").targets("Ana").autoPay();
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Chalice of the Void"]);
    expect(g.eventsOf("abilityTriggered").map((e) => [e.name, e.player])).toEqual([["Chalice of the Void", 0]]);
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ben")).toEqual(["Lightning Bolt"]);
    g.cast("Grizzly Bears").tapForMana("Forest").tapForMana("Forest").pay();
    expect(g.stackNames()).toEqual(["Grizzly Bears"]);
    g.passAll();
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Chalice of the Void"]);
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("countered").map((e) => [e.name, e.rule])).toEqual([
      ["Lightning Bolt", "701.6a"],
      ["Lightning Bolt", "701.6a"],
    ]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("113.7a, 603.2: once triggered, its ability counters the spell even if the Chalice is destroyed in response", () => {
    const g = duel(
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] },
      { hand: ["Lightning Bolt", "Orim's Thunder"], battlefield: ["Mountain", "Plains", "Plains", "Plains"] },
    );
    g.pass();
    g.cast("Lightning Bolt").targets("Ana").autoPay();
    // Orim's Thunder has mana value 3: the Chalice at one counter doesn't trigger for it.
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 0 }).targets("Chalice of the Void").autoPay();
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Chalice of the Void", "Orim's Thunder"]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Chalice of the Void"]);
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ana")).toBe(20);
  });

  it("107.3a, 118.5: cast with X = 0 it costs {0} and enters with no counters, then counters spells of mana value 0 like Lotus Petal", () => {
    const g = duel({ hand: ["Chalice of the Void", "Lotus Petal", "Sol Ring"], battlefield: ["Mountain"] });
    g.cast("Chalice of the Void").announceX(0);
    expect(manaDue(g)).toEqual(NO_MANA_DUE);
    g.pay().passAll();
    expect(g.permanent("Chalice of the Void").counters.charge ?? 0).toBe(0);
    g.cast("Lotus Petal").pay();
    expect(g.stackNames()).toEqual(["Lotus Petal", "Chalice of the Void"]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Lotus Petal"]);
    g.castAndPay("Sol Ring");
    expect(g.stackNames()).toEqual(["Sol Ring"]);
  });

  it("202.3e: on the stack X counts — a Chalice cast with X = 1 has mana value 2 and a Chalice at two counters counters it", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: [{ card: "Chalice of the Void", counters: { charge: 2 } }, "Mountain", "Mountain"] });
    g.cast("Chalice of the Void").announceX(1).autoPay();
    expect(g.stackNames()).toEqual(["Chalice of the Void", "Chalice of the Void"]);
    g.passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Chalice of the Void"]);
    expect(g.permanents("Chalice of the Void")).toHaveLength(1);
  });
});
