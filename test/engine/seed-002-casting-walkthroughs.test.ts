// The worked examples of seed 002 ("Cours n°10: Lancer un sort"), step by step as the seed walks them.
// The seed numbers its steps 1–9; the current rules call them 601.2a–i.

import { describe, expect, it } from "vitest";
import { powerToughness, spellFacts } from "../../server/engine/layers/characteristics.ts";
import { duel, scenario } from "../support/scenario.ts";
import { testEngine } from "../support/test-cards.ts";

describe("seed 002, part II: the three walkthroughs", () => {
  it("601.2a–i: Death Bomb with Thunderscape Familiar — sacrificing the Familiar while paying doesn't raise the locked-in total cost", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Thunderscape Familiar", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    // 1/ (601.2a) announce the spell: it goes on the stack.
    g.cast("Death Bomb");
    expect(g.stackNames()).toEqual(["Death Bomb"]);
    // 2.1–2.3/ (601.2b) not modal, no X, the additional cost (sacrifice a creature) is mandatory: nothing to announce.
    // 3/ (601.2c) target a nonblack creature: the opponent's.
    g.targets("Grizzly Bears");
    // 6/ (601.2f) total cost: {3}{B} + sacrifice a creature − {1} for the Familiar = {2}{B} + sacrifice a creature.
    let pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 2 });
    expect(pay.parts.map((p) => p.text)).toEqual(["sacrifice a creature"]);
    // 7/ (601.2g) tap three Swamps for {B}{B}{B}.
    g.tapForMana("Swamp").tapForMana("Swamp").tapForMana("Swamp");
    expect(g.state.players[0]!.manaPool.B).toBe(3);
    // 8/ (601.2h) sacrifice the Familiar, then pay: the total was locked in, it stays {2}{B}.
    g.payPart("sacrifice a creature", "Thunderscape Familiar");
    pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 2 });
    g.pay();
    // 9/ (601.2i) the spell is cast and its controller gets priority.
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Death Bomb"]);
    expect(g.state.players[0]!.manaPool.B).toBe(0);
    expect(g.graveyardNames("Ana")).toEqual(["Thunderscape Familiar"]);
    g.expectPrompt("priority", "Ana");
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ben")).toBe(18);
  });

  it("601.2a–i: Tinker sacrificing Sphere of Resistance — the Sphere's {1} is still paid", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Sphere of Resistance", "Island", "Island", "Island", "Island"], library: ["Lodestone Golem", "Island"] });
    g.cast("Tinker"); // 1/ 601.2a
    // 2/–5/ nothing to announce, no target, no division. 6/ total = {2}{U} + {1} + sacrifice an artifact.
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1, generic: 3 });
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice an artifact", ["Sphere of Resistance"]]]);
    // 7/ four Islands; 8/ sacrifice the Sphere and pay {U}{U}{U}{U}.
    g.tapForMana("Island").tapForMana("Island").tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Sphere of Resistance");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 3 });
    g.pay();
    expect(g.state.players[0]!.manaPool.U).toBe(0);
    // 9/ cast. On resolution (seed: "c'est à la résolution que vous choisirez un artefact"), Tinker finds the Golem.
    g.passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options.map((o) => o.name)).toEqual(["Lodestone Golem"]);
    g.answer({ kind: "libraryCard", index: search.options[0]!.index });
    expect(g.permanents("Lodestone Golem")).toHaveLength(1);
  });

  it("601.2i: Tinker sacrificing Chalice of the Void at 3 — the Chalice is gone when Tinker becomes cast, so nothing triggers", () => {
    const g = duel({ hand: ["Tinker"], battlefield: [{ card: "Chalice of the Void", counters: { charge: 3 } }, "Island", "Island", "Island"] });
    g.cast("Tinker");
    // 6/ total = {2}{U} + sacrifice an artifact (no Sphere this time).
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
    g.tapForMana("Island").tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Chalice of the Void");
    g.pay();
    // Tinker's mana value is 3, the Chalice had 3 counters — but it left the battlefield in step 8.
    expect(g.state.pendingTriggers).toEqual([]);
    expect(g.stackNames()).toEqual(["Tinker"]);
    g.expectPrompt("priority", "Ana");
  });

  it("601.2i (the contrast): with the Chalice still on the battlefield, casting a spell of mana value 3 triggers it and the spell is countered", () => {
    const g = duel({ hand: ["Tinker"], battlefield: [{ card: "Chalice of the Void", counters: { charge: 3 } }, "Sol Ring", "Island", "Island", "Island"] });
    g.cast("Tinker");
    g.tapForMana("Island").tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Sol Ring");
    g.pay();
    // 603.3: the trigger goes on the stack above Tinker before anyone gets priority.
    expect(g.stackNames()).toEqual(["Tinker", "Chalice of the Void"]);
    g.passAll();
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Tinker"]);
    expect(g.graveyardNames("Ana")).toEqual(["Sol Ring", "Tinker"]);
  });
});

describe("seed 002, part I: the examples of each step", () => {
  it("2.3/6 (601.2b, 601.2f, 118.9c): Force of Will's alternative cost under Sphere of Resistance costs {1} more, and its mana value is still 5", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
      { hand: ["Force of Will", "Counterspell"], battlefield: ["Sphere of Resistance", "Island"] },
    );
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass(); // Ben has priority with the Bolt on the stack.
    g.cast("Force of Will");
    g.chooseCosts("force-of-will");
    g.targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    // Total: exile a blue card from your hand, pay 1 life, and {1} because of the Sphere.
    expect(pay.mana).toMatchObject({ generic: 1, U: 0 });
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 1 life", "exile a blue card from your hand"]);
    const fow = g.state.stack.find((o) => o.kind === "spell" && o.card === "Force of Will");
    expect(fow && fow.kind === "spell" && spellFacts(g.reader, fow).manaValue).toBe(5);
    // Any order (seed: "je peux choisir de payer d'abord le point de vie…"): the card, then mana, then life.
    g.tapForMana("Island");
    g.payPart("exile a blue card", "Counterspell");
    g.pay();
    g.payPart("pay 1 life");
    expect(g.life("Ben")).toBe(19);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Counterspell"]);
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
  });

  it("6 (601.2f): Battle Screech's flashback under Gloom with Thornscape Familiar costs three white creatures tapped and {2}", () => {
    const g = duel(
      { graveyard: ["Battle Screech"], battlefield: ["Thornscape Familiar", "Savannah Lions", "Savannah Lions", "White Knight", "Plains", "Plains"] },
      { battlefield: ["Gloom"] },
    );
    const cast = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(cast).toMatchObject({ from: "graveyard" });
    g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
    // Flashback is the only way to cast it from the graveyard (702.34a): no cost prompt.
    const pay = g.expectPrompt("payCosts");
    // {3} from Gloom, minus {1} from the Familiar.
    expect(pay.mana).toMatchObject({ generic: 2, W: 0 });
    expect(pay.parts.map((p) => p.text)).toEqual(["tap three untapped white creatures you control"]);
    g.tapForMana("Plains").tapForMana("Plains");
    g.payPart("tap three", "Savannah Lions", "Savannah Lions", "White Knight");
    g.pay();
    g.passAll();
    expect(g.permanents("Bird Token")).toHaveLength(2);
    // 702.34a: the flashback card is exiled rather than put into the graveyard.
    expect(g.state.exile.map((c) => c.card)).toEqual(["Battle Screech"]);
  });

  it("3/5 (601.2c–d): Pyrotechnics may have at most four targets — with five, the division is impossible and the cast is reversed", () => {
    const g = duel(
      { hand: ["Pyrotechnics"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Coral Eel", "Hill Giant"] },
    );
    const before = g.stateJson();
    g.cast("Pyrotechnics");
    const choose = g.expectPrompt("chooseTargets");
    expect(choose.max).toBeNull(); // "any number of targets"
    g.targets("Ana", "Ben", "Grizzly Bears", "Coral Eel", "Hill Giant");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ rule: "601.2d" });
    // With four targets each gets 1.
    g.cast("Pyrotechnics").targets("Ben", "Grizzly Bears", "Coral Eel", "Hill Giant");
    g.divide(1, 1, 1, 1).autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.permanent("Hill Giant").damage).toBe(1);
  });

  it("4 (601.2c): Orim's Thunder needs its creature target only if it was kicked", () => {
    const unkicked = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: ["Sphere of Resistance", "Grizzly Bears"] },
    );
    unkicked.cast("Orim's Thunder").chooseCosts("mana", { kicker: 0 });
    unkicked.targets("Sphere of Resistance");
    unkicked.expectPrompt("payCosts"); // no second target asked for
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain"] },
      { battlefield: ["Sphere of Resistance", "Grizzly Bears"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 });
    g.targets("Sphere of Resistance");
    g.targets("Grizzly Bears");
    // {2}{W} + kicker {R} + {1} for the Sphere (still there while the spell is cast).
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ W: 1, R: 1, generic: 3 });
    g.autoPay().passAll();
    // The Sphere's mana value (2) in damage to the Bears: lethal.
    expect(g.graveyardNames("Ben").sort()).toEqual(["Grizzly Bears", "Sphere of Resistance"]);
  });

  it("3 (601.2c): Seeds of Strength can target the same creature with each of its three 'target's", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel"] });
    g.cast("Seeds of Strength").targets("Coral Eel").targets("Coral Eel").targets("Coral Eel").autoPay().passAll();
    expect(g.eventsOf("powerToughnessModified")).toHaveLength(3);
    const eel = g.permanent("Coral Eel");
    expect(
      g.state.effects.filter((e) => e.kind === "characteristics" && e.modifications[0]?.kind === "modifyPowerToughness" && e.affected[0] === eel.id),
    ).toHaveLength(3);
  });

  it("2.3 (118.9a): Gush can't be cast through Dream Halls and its own alternative cost at once — one alternative cost only", () => {
    const g = duel({ hand: ["Gush", "Coral Eel"], battlefield: ["Dream Halls", "Island", "Island"] });
    g.cast("Gush");
    const costs = g.expectPrompt("chooseCosts");
    expect(costs.alternatives.map((a) => a.id)).toEqual(["mana", "gush", "dream-halls"]);
    // The answer names a single alternative; with Gush's, only the Islands are paid.
    g.chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.text)).toEqual(["return two Islands you control to their owner's hand"]);
    // 601.2g: no mana payment in this total cost.
    expect(pay.mana).toBeNull();
    g.payPart("return two Islands", "Island", "Island");
    g.passAll();
    expect(g.handNames("Ana").sort()).toEqual(["Coral Eel", "Island", "Island", "Plains", "Plains"]);
  });

  it("2.3 (702.42a, 118.9d): Blinding Beam entwined and cast through Dream Halls — the entwine cost is still paid", () => {
    const g = duel({ hand: ["Blinding Beam", "Savannah Lions"], battlefield: ["Dream Halls", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam");
    const modes = g.expectPrompt("chooseModes");
    expect(modes.entwine).toBe(true);
    g.chooseModes(0, 1);
    g.chooseCosts("dream-halls");
    g.targets("Grizzly Bears", "Hill Giant");
    g.targets("Ben");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ generic: 1 }); // entwine {1}
    expect(pay.parts.map((p) => p.text)).toEqual(["discard a card that shares a color with that spell"]);
    g.tapForMana("Plains");
    g.payPart("discard", "Savannah Lions");
    g.pay();
    g.passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.state.effects.some((e) => e.kind === "skipUntap" && e.player === 1)).toBe(true);
  });

  it("2.2 (107.3a): Stream of Life — X is announced as the spell is cast and paid with the cost", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest", "Forest"] });
    g.cast("Stream of Life").announceX(3).targets("Ana");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, generic: 3 });
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(23);
  });

  it("2.1 (601.6, 700.2e): Fatal Lore's mode is chosen by an opponent", () => {
    const g = duel(
      { hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Forest", "Forest", "Forest"] },
      { battlefield: ["Hill Giant"] },
    );
    g.cast("Fatal Lore");
    g.expectPrompt("chooseModes", "Ben");
    g.chooseModes(0);
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Forest", "Forest", "Forest"]);
  });
});

describe("seed 002, step 5: how the spell affects its targets", () => {
  it("601.2c (seed step 5): 'Absorption de la force' — each target's effect is fixed by the instance of 'target' it was chosen for, and 'another target' must differ", () => {
    const g = scenario(
      {
        turn: 3,
        players: [
          { name: "Ana", hand: ["Test Seed Card: Strength Siphon"], battlefield: ["Swamp", "Forest", "Grizzly Bears"] },
          { name: "Ben", battlefield: ["Hill Giant"] },
        ],
      },
      testEngine,
    );
    g.cast("Test Seed Card: Strength Siphon");
    g.targets("Grizzly Bears");
    // The second target can't be the first one again.
    const second = g.expectPrompt("chooseTargets");
    expect(second.options).toEqual([g.target("Hill Giant")]);
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Grizzly Bears")] }).rule).toBe("601.2c");
    g.targets("Hill Giant").autoPay().passAll();
    const pt = (name: string): [number, number] => {
      const { power, toughness } = powerToughness(g.reader, g.permanent(name));
      return [power, toughness];
    };
    expect(pt("Grizzly Bears")).toEqual([4, 4]);
    expect(pt("Hill Giant")).toEqual([1, 1]);
  });
});
