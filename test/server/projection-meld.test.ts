// What clients see of a melded permanent (712.4a): one permanent, its combined back face up, naming both cards; and,
// once it has left, two cards (712.21). The card catalogue lists a meld card's faces. An Aura enchanting a player names
// that player (303.4). The SDK mirrors them.

import { describe, expect, it } from "vitest";
import { TableState } from "../../shared/schema.ts";
import { projectGame } from "../../server/rooms/projection.ts";
import { cardFace } from "../../server/http/routes.ts";
import { mirror } from "../../client-sdk/state.ts";
import { duel } from "../support/scenario.ts";

const RATS = "Graf Rats // Chittering Host";
const SCAVENGERS = "Midnight Scavengers // Chittering Host";

describe("projection of a melded permanent", () => {
  it("712.4a, 712.8g: Chittering Host is one permanent named by its first card, with the other beside it and the combined face up", () => {
    const g = duel({ battlefield: [{ card: RATS, melded: SCAVENGERS }, "Grizzly Bears"] });
    const table = new TableState();
    projectGame(table, g.state, g.engine.cards);
    const seen = mirror(table).battlefield.map((p) => ({ name: p.name, melded: p.melded, face: p.face, faceName: p.faceName, power: p.power }));
    expect(seen).toEqual([
      { name: RATS, melded: SCAVENGERS, face: 1, faceName: "Chittering Host", power: 5 },
      { name: "Grizzly Bears", melded: null, face: null, faceName: null, power: 2 },
    ]);
  });

  it("712.21: once it has left the battlefield, clients see two cards", () => {
    const g = duel({ battlefield: [{ card: RATS, melded: SCAVENGERS }, "Plains", "Plains"], hand: ["Otherworldly Journey"] });
    g.castAndPay("Otherworldly Journey", RATS).passAll();
    g.answer({ kind: "option", option: "Graf Rats" });
    const table = new TableState();
    projectGame(table, g.state, g.engine.cards);
    expect(mirror(table).battlefield.map((p) => p.name)).toEqual(["Plains", "Plains"]);
    expect(mirror(table).exile.map((c) => c.name)).toEqual([RATS, SCAVENGERS]);
  });

  it("712.4: the card catalogue gives a meld card its front face and the combined face, which has no mana cost", () => {
    const face = cardFace(duel({}).engine.cards.get(RATS)!);
    expect(face).toMatchObject({ name: RATS, layout: "meld", manaCost: "{1}{B}", manaValue: 2 });
    expect(face.faces?.map((f) => [f.name, f.manaCost, f.power, f.toughness])).toEqual([
      ["Graf Rats", "{1}{B}", 2, 1],
      ["Chittering Host", null, 5, 6],
    ]);
  });
});

describe("projection of an Aura enchanting a player", () => {
  it("303.4: Wheel of Sun and Moon names the player it enchants", () => {
    const g = duel({ battlefield: [{ card: "Wheel of Sun and Moon", attachedToPlayer: "Ben" }] });
    const table = new TableState();
    projectGame(table, g.state, g.engine.cards);
    expect(mirror(table).battlefield.map((p) => [p.name, p.attachedTo, p.attachedToPlayer])).toEqual([["Wheel of Sun and Moon", null, 1]]);
  });
});
