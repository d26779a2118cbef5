// What clients see of copies: a permanent that is a copy names the card it copies (707.2), and a copy of a spell
// on the stack is marked as one, complete though never cast (707.10). The SDK mirrors both.

import { describe, expect, it } from "vitest";
import { TableState } from "../../shared/schema.ts";
import { projectGame } from "../../server/rooms/projection.ts";
import { mirror } from "../../client-sdk/state.ts";
import { castCopying } from "../support/copies.ts";
import { duel } from "../support/scenario.ts";

describe("projection of copies", () => {
  it("707.2: a Clone copying Prodigal Sorcerer keeps its card name, with the copied card beside it", () => {
    const g = duel({ hand: ["Clone"], battlefield: ["Island", "Island", "Island", "Island", "Prodigal Sorcerer"] });
    castCopying(g, "Clone", "Prodigal Sorcerer");
    const table = new TableState();
    projectGame(table, g.state, g.engine.cards);
    const seen = mirror(table).battlefield.map((p) => ({ name: p.name, copyOf: p.copyOf, power: p.power }));
    expect(seen).toContainEqual({ name: "Clone", copyOf: "Prodigal Sorcerer", power: 1 });
    expect(seen).toContainEqual({ name: "Prodigal Sorcerer", copyOf: null, power: 1 });
  });

  it("707.10: a copy of Lightning Bolt is a complete stack item marked as a copy", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Twincast"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Twincast", "Lightning Bolt").passAll();
    g.answer({ kind: "option", option: "keep the targets" });
    const table = new TableState();
    projectGame(table, g.state, g.engine.cards);
    expect(mirror(table).stack.map((s) => ({ name: s.name, copy: s.copy, complete: s.complete, controller: s.controller }))).toEqual([
      { name: "Lightning Bolt", copy: false, complete: true, controller: 0 },
      { name: "Lightning Bolt", copy: true, complete: true, controller: 1 },
    ]);
  });
});
