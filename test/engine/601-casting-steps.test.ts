// 601.2a–i, one step at a time, and what makes a spell castable at all (601.3). Each test quotes the
// part of the rule it checks; the rules text is that of /work/shared/rules/MagicCompRules-2026-01-16.txt.

import { describe, expect, it } from "vitest";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import type { Spell, Target } from "../../server/engine/kernel/state.ts";
import { duel, filler, type Scenario, trio } from "../support/scenario.ts";

/** The spell on the stack with this name. */
function spellNamed(g: Scenario, name: string): Spell {
  const s = g.state.stack.find((o): o is Spell => o.kind === "spell" && o.card === name);
  if (!s) throw new Error(`${name} is not a spell on the stack`);
  return s;
}

/** The kinds of cards the priority prompt offers to cast. */
function castable(g: Scenario): string[] {
  return g
    .expectPrompt("priority")
    .actions.flatMap((a) => (a.kind === "cast" ? [g.nameOfObject(a.card)!] : []))
    .sort();
}

describe("601.2a: the card moves to the stack", () => {
  it("601.2a: a card cast from the hand becomes the topmost object of the stack, controlled by the caster", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben");
    g.pass(); // Ben receives priority with the Bolt on the stack.
    const handId = g.handCard("Counterspell");
    g.cast("Counterspell");
    // "It becomes the topmost object on the stack … and that player becomes its controller."
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Counterspell"]);
    const top = g.state.stack.at(-1)!;
    expect(top).toMatchObject({ kind: "spell", card: "Counterspell", controller: 1, owner: 1, cast: false, from: "hand" });
    expect(g.handNames("Ben")).toEqual([]);
    expect(g.eventsOf("stackPushed").at(-1)).toMatchObject({ name: "Counterspell", controller: 1, kind: "spell", from: "hand", fromId: handId });
    g.expectPrompt("chooseTargets", "Ben");
  });

  it("601.2a, 702.34a: with flashback the card moves from the graveyard to the stack, and is exiled when it leaves the stack", () => {
    const g = duel({ graveyard: ["Think Twice"], battlefield: ["Island", "Island", "Island"], library: ["Forest", ...filler()] });
    const cast = g.expectPrompt("priority").actions.find((a) => a.kind === "cast");
    expect(cast).toMatchObject({ kind: "cast", from: "graveyard" });
    g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.stackNames()).toEqual(["Think Twice"]);
    expect(spellNamed(g, "Think Twice")).toMatchObject({ controller: 0, from: "graveyard", cast: false });
    expect(g.eventsOf("stackPushed").at(-1)).toMatchObject({ name: "Think Twice", from: "graveyard" });
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Think Twice"]);
  });
});

describe("601.2b: announcements", () => {
  // "If the spell is modal, the player announces the mode choice … splice … alternative or additional costs …
  // the value of that variable … hybrid … Phyrexian": the engine asks in that order, then targets (601.2c).
  it("601.2b: modes are announced before alternative costs (Blinding Beam with Dream Halls)", () => {
    const g = duel(
      { hand: ["Blinding Beam", "Savannah Lions"], battlefield: ["Dream Halls", "Plains", "Plains", "Plains"] },
      { battlefield: ["Grizzly Bears"] },
    );
    const seen: string[] = [];
    g.cast("Blinding Beam");
    seen.push(g.prompt.kind);
    g.chooseModes(1);
    seen.push(g.prompt.kind);
    g.chooseCosts("mana");
    seen.push(g.prompt.kind);
    g.targets("Ben");
    seen.push(g.prompt.kind);
    expect(seen).toEqual(["chooseModes", "chooseCosts", "chooseTargets", "payCosts"]);
  });

  it("601.2b: splicing is announced before alternative costs, and the spliced card's targets come after the spell's own (Lava Spike + Glacial Ray, Dream Halls)", () => {
    const g = duel(
      { hand: ["Lava Spike", "Glacial Ray"], battlefield: ["Dream Halls", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    const seen: string[] = [];
    g.cast("Lava Spike");
    const splices = g.expectPrompt("chooseSplices");
    expect(splices.options.map((o) => g.nameOfObject(o))).toEqual(["Glacial Ray"]);
    seen.push(splices.kind);
    g.answer({ kind: "cards", cards: [g.handCard("Glacial Ray")] });
    seen.push(g.prompt.kind);
    g.chooseCosts("mana");
    let t = g.expectPrompt("chooseTargets");
    seen.push(t.kind);
    expect(t.text).toBe("target player or planeswalker");
    g.targets("Ben");
    t = g.expectPrompt("chooseTargets");
    expect(t.text).toBe("any target");
    g.targets("Grizzly Bears");
    seen.push(g.prompt.kind);
    expect(seen).toEqual(["chooseSplices", "chooseCosts", "chooseTargets", "payCosts"]);
    // The splice cost is added: {R} + {1}{R}.
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 2, generic: 1 });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    // 702.47a: the spliced card is only revealed; it stays in the hand.
    expect(g.handNames("Ana")).toEqual(["Glacial Ray"]);
  });

  it("601.2b: alternative costs are announced before X (Stream of Life with Dream Halls, paying its mana cost)", () => {
    const g = duel({ hand: ["Stream of Life", "Forest"], battlefield: ["Dream Halls", "Forest", "Forest", "Forest"] });
    const seen: string[] = [];
    g.cast("Stream of Life");
    seen.push(g.prompt.kind);
    g.chooseCosts("mana");
    seen.push(g.prompt.kind);
    g.announceX(2);
    seen.push(g.prompt.kind);
    g.targets("Ana");
    seen.push(g.prompt.kind);
    expect(seen).toEqual(["chooseCosts", "announceX", "chooseTargets", "payCosts"]);
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ G: 1, generic: 2 });
  });

  it("601.2b: alternative costs are announced before hybrid payments (Spectral Procession with Dream Halls)", () => {
    const g = duel({ hand: ["Spectral Procession", "Savannah Lions"], battlefield: ["Dream Halls", "Plains", "Plains", "Plains"] });
    const seen: string[] = [];
    g.cast("Spectral Procession");
    seen.push(g.prompt.kind);
    g.chooseCosts("mana");
    const symbols = g.expectPrompt("chooseManaSymbols");
    seen.push(symbols.kind);
    expect(symbols.symbols).toEqual([
      { symbol: "{2/W}", options: ["W", "2"] },
      { symbol: "{2/W}", options: ["W", "2"] },
      { symbol: "{2/W}", options: ["W", "2"] },
    ]);
    g.symbols("W", "W", "W");
    seen.push(g.prompt.kind);
    expect(seen).toEqual(["chooseCosts", "chooseManaSymbols", "payCosts"]);
  });

  it("601.2b: kicker is announced before targets, and Phyrexian payments before targets (Burst Lightning, Gitaxian Probe)", () => {
    const kicker = duel({ hand: ["Burst Lightning"], battlefield: ["Mountain"] });
    kicker.cast("Burst Lightning");
    const costs = kicker.expectPrompt("chooseCosts");
    expect(costs.alternatives.map((a) => a.id)).toEqual(["mana"]);
    expect(costs.optional).toEqual([{ id: "kicker", text: "kicker {4}", max: 1 }]);
    kicker.chooseCosts("mana", { kicker: 0 });
    kicker.expectPrompt("chooseTargets");

    const probe = duel({ hand: ["Gitaxian Probe"], battlefield: ["Island"] });
    probe.cast("Gitaxian Probe");
    expect(probe.expectPrompt("chooseManaSymbols").symbols).toEqual([{ symbol: "{U/P}", options: ["U", "life"] }]);
    probe.symbols("U");
    probe.expectPrompt("chooseTargets");
  });

  it("601.2b, 118.9a: at most one alternative cost — Gush with Dream Halls offers each, and an answer naming two is refused", () => {
    const g = duel({ hand: ["Gush", "Coral Eel"], battlefield: ["Dream Halls", "Island", "Island"] });
    g.cast("Gush");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "gush", "dream-halls"]);
    expect(g.refuseAnswer({ kind: "costs", alternative: "gush+dream-halls", optional: {} }).rule).toBe("118.9a");
    expect(g.refuseAnswer({ kind: "costs", alternative: "flashback", optional: {} }).rule).toBe("118.9a");
    g.chooseCosts("dream-halls");
    // Only Dream Halls' cost: discard a blue card; no Islands returned, no mana.
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.text)).toEqual(["discard a card that shares a color with that spell"]);
    expect(pay.mana).toBeNull();
    g.payPart("discard", "Coral Eel");
    expect(g.permanents("Island")).toHaveLength(2);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel"]);
  });

  it("601.2b, 702.34a: 'previously made choices … may restrict the player's options' — Think Twice cast from the graveyard with Dream Halls pays only its flashback cost", () => {
    const g = duel({ hand: ["Think Twice", "Coral Eel"], graveyard: ["Think Twice"], battlefield: ["Dream Halls", "Island", "Island", "Island"] });
    // From the graveyard: flashback is the only way; no cost prompt, the flashback cost {2}{U} is due.
    g.answer({ kind: "cast", card: g.state.players[0]!.graveyard[0]!.id });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ U: 1, generic: 2 });
    expect(pay.parts).toEqual([]);
    g.cancel();
    // From the hand: its mana cost or Dream Halls, never flashback.
    g.cast("Think Twice");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "dream-halls"]);
  });

  it("601.2b, 107.3b: choosing Dream Halls' alternative cost leaves no X to announce (Stream of Life)", () => {
    const g = duel({ hand: ["Stream of Life", "Grizzly Bears"], battlefield: ["Dream Halls"] });
    g.cast("Stream of Life").chooseCosts("dream-halls");
    // No announceX prompt: the next step is the target.
    g.targets("Ana");
    expect(g.eventsOf("xAnnounced")).toEqual([]);
  });

  it("601.2b: an announced choice is the engine's own copy — changing the answer's list afterwards changes neither the state nor the rest of the cast (Fatal Lore)", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Fatal Lore");
    const modes = [1];
    g.answer({ kind: "modes", modes }, "Ben");
    const after = g.stateJson();
    // The suspended cast keeps its answers (procedure.ts); a second mode slipped into the caller's list used to
    // become Fatal Lore's, as if entwined, and the next answer threw.
    modes.push(0);
    expect(g.stateJson()).toBe(after);
    g.targets("Grizzly Bears").autoPay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Fatal Lore"]);
  });

  it("601.6: an opponent announces the mode of Fatal Lore, when its controller normally would; the opponent can't cancel the caster's spell", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    g.cast("Fatal Lore");
    const modes = g.expectPrompt("chooseModes", "Ben");
    expect(modes.cancellable).toBe(false);
    expect(modes.min).toBe(1);
    expect(modes.max).toBe(1);
    expect(g.refuseAnswer({ kind: "cancel" }).code).toBe("ILLEGAL_CHOICE");
    g.chooseModes(1);
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ name: "Fatal Lore", chooser: 1 });
    // The targets are still chosen by the spell's controller.
    g.expectPrompt("chooseTargets", "Ana");
  });

  it("601.6a: with more than one opponent, the spell's controller decides which opponent chooses the mode", () => {
    const g = trio({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] });
    g.cast("Fatal Lore");
    const which = g.expectPrompt("chooseOpponent", "Ana");
    expect(which.options).toEqual([1, 2]);
    expect(g.refuseAnswer({ kind: "player", player: 0 }).rule).toBe("601.6a");
    g.answer({ kind: "player", player: 2 });
    g.expectPrompt("chooseModes", "Cid");
    g.chooseModes(0);
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ chooser: 2, modes: ["You draw three cards."] });
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Plains", "Plains", "Plains"]);
  });
});

describe("601.2c: targets", () => {
  it("601.2c: a variable number of targets is announced with the targets — Pyrotechnics and Fireball take any number, Fatal Lore up to two", () => {
    const pyro = duel(
      { hand: ["Pyrotechnics"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    pyro.cast("Pyrotechnics");
    // 115.6: "any number" includes zero.
    expect(pyro.expectPrompt("chooseTargets")).toMatchObject({ min: 0, max: null, text: "any number of targets" });
    pyro.targets("Ben", "Grizzly Bears");
    // The division is among exactly the two announced targets.
    expect(pyro.expectPrompt("divide").targets).toEqual([pyro.target("Ben"), pyro.target("Grizzly Bears")]);

    const fireball = duel(
      { hand: ["Fireball"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears"] },
    );
    fireball.cast("Fireball").announceX(4);
    expect(fireball.expectPrompt("chooseTargets")).toMatchObject({ min: 0, max: null });
    fireball.targets("Ben", "Grizzly Bears");
    // {X}{R} with X = 4, plus {1} for the target beyond the first.
    expect(fireball.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 5 });
    fireball.autoPay().passAll();
    expect(fireball.life("Ben")).toBe(18);
    expect(fireball.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);

    const lore = duel(
      { hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: ["Hill Giant", "Grizzly Bears", "Savannah Lions"] },
    );
    lore.cast("Fatal Lore").chooseModes(1);
    const upTo = lore.expectPrompt("chooseTargets", "Ana");
    expect(upTo).toMatchObject({ min: 0, max: 2, text: "up to two target creatures that player controls" });
    expect(lore.refuseAnswer({ kind: "targets", targets: [lore.target("Hill Giant"), lore.target("Grizzly Bears"), lore.target("Savannah Lions")] }).rule).toBe(
      "601.2c",
    );
    lore.targets();
    lore.expectPrompt("payCosts");
  });

  it("601.2c: 'A spell may require some targets only if … a particular mode was chosen' — Cryptic Command asks only for its chosen modes' targets", () => {
    const none = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    none.cast("Cryptic Command");
    // 700.2a: with no spell on the stack, "Counter target spell" can't be chosen.
    expect(none.expectPrompt("chooseModes").available).toEqual([false, true, true, true]);
    expect(none.refuseAnswer({ kind: "modes", modes: [0, 1] }).rule).toBe("700.2a");
    none.chooseModes(2, 3);
    none.expectPrompt("payCosts"); // no target asked for
    none.cancel();

    const one = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    one.cast("Cryptic Command").chooseModes(1, 3);
    expect(one.expectPrompt("chooseTargets").text).toBe("target permanent");
    one.targets("Grizzly Bears");
    one.expectPrompt("payCosts");

    const two = duel(
      { hand: ["Lightning Bolt", "Cryptic Command"], battlefield: ["Mountain", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Grizzly Bears"] },
    );
    two.castAndPay("Lightning Bolt", "Ben");
    two.cast("Cryptic Command").chooseModes(0, 1);
    expect(two.expectPrompt("chooseTargets").text).toBe("target spell");
    two.targets("Lightning Bolt");
    expect(two.expectPrompt("chooseTargets").text).toBe("target permanent");
    two.targets("Grizzly Bears");
    two.autoPay().passAll();
    expect(two.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(two.handNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("601.2c: 'A spell may require some targets only if an … additional cost (such as a kicker cost) … was chosen' — Orim's Thunder", () => {
    const unkicked = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains"] },
      { battlefield: ["Sphere of Resistance", "Grizzly Bears"] },
    );
    unkicked.cast("Orim's Thunder").chooseCosts("mana");
    expect(unkicked.expectPrompt("chooseTargets")).toMatchObject({ requirement: 0, text: "target artifact or enchantment" });
    unkicked.targets("Sphere of Resistance");
    unkicked.expectPrompt("payCosts");
    expect(spellNamed(unkicked, "Orim's Thunder").choices.targets).toEqual([[unkicked.target("Sphere of Resistance")], []]);

    const kicked = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain"] },
      { battlefield: ["Sphere of Resistance", "Grizzly Bears"] },
    );
    kicked.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 });
    kicked.targets("Sphere of Resistance");
    expect(kicked.expectPrompt("chooseTargets")).toMatchObject({ requirement: 1, text: "target creature" });
    kicked.targets("Grizzly Bears");
    kicked.expectPrompt("payCosts");
  });

  it("601.2c: the same object can't be chosen twice for one 'target', but can for each instance of the word (Seeds of Strength)", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel", "Grizzly Bears"] });
    g.cast("Seeds of Strength");
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Coral Eel"), g.target("Coral Eel")] }).rule).toBe("601.2c");
    g.targets("Coral Eel").targets("Coral Eel").targets("Grizzly Bears").autoPay().passAll();
    expect(
      g.state.effects.filter(
        (e) => e.kind === "characteristics" && e.modifications[0]?.kind === "modifyPowerToughness" && e.affected[0] === g.permanent("Coral Eel").id,
      ),
    ).toHaveLength(2);
    expect(
      g.state.effects.filter(
        (e) => e.kind === "characteristics" && e.modifications[0]?.kind === "modifyPowerToughness" && e.affected[0] === g.permanent("Grizzly Bears").id,
      ),
    ).toHaveLength(1);
  });

  it("601.2c (Example): 'Tap two target creatures' — the same creature can't be chosen twice; Blinding Beam requires two different legal targets", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam").chooseModes(0);
    const t = g.expectPrompt("chooseTargets");
    expect(t).toMatchObject({ min: 2, max: 2, text: "two target creatures" });
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Grizzly Bears"), g.target("Grizzly Bears")] }).rule).toBe("601.2c");
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Grizzly Bears")] }).rule).toBe("601.2c");
    g.targets("Grizzly Bears", "Hill Giant").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);

    // With a single creature on the battlefield, the mode can't be chosen at all (700.2a).
    const single = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    single.cast("Blinding Beam");
    expect(single.expectPrompt("chooseModes").available).toEqual([false, true]);
    expect(single.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
  });

  it("601.2c, 702.11, 702.18, 702.16b: hexproof, shroud and protection objects are not among the legal choices", () => {
    const g = duel(
      {
        hand: ["Lightning Bolt", "Bone Splinters", "Giant Growth"],
        battlefield: ["Mountain", "Swamp", "Forest", { card: "Gladecover Scout", label: "my scout" }, "Argothian Enchantress"],
      },
      { battlefield: ["Gladecover Scout", "Argothian Enchantress", "White Knight", "Black Knight", "Grizzly Bears"] },
    );
    const mine = (name: string): number => g.permanent(name, "Ana").id;
    const theirs = (name: string): number => g.permanent(name, "Ben").id;
    const ids = (options: readonly Target[]): number[] => options.flatMap((t) => (t.kind === "object" ? [t.id] : [])).sort((a, b) => a - b);
    const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

    // Red Bolt: not Ben's hexproof Scout, nor either shrouded Enchantress; both Knights are fine.
    g.cast("Lightning Bolt");
    let t = g.expectPrompt("chooseTargets");
    expect(t.options.filter((o) => o.kind === "player")).toHaveLength(2);
    expect(ids(t.options)).toEqual(sorted([mine("Gladecover Scout"), theirs("White Knight"), theirs("Black Knight"), theirs("Grizzly Bears")]));
    g.cancel();

    // Black Bone Splinters: nor White Knight (protection from black).
    g.cast("Bone Splinters");
    t = g.expectPrompt("chooseTargets");
    expect(ids(t.options)).toEqual(sorted([mine("Gladecover Scout"), theirs("Black Knight"), theirs("Grizzly Bears")]));
    g.cancel();

    // Green Giant Growth: hexproof only stops opponents — Ana's own Scout is a legal choice; shroud stops everyone.
    g.cast("Giant Growth");
    t = g.expectPrompt("chooseTargets");
    expect(ids(t.options)).toEqual(sorted([mine("Gladecover Scout"), theirs("White Knight"), theirs("Black Knight"), theirs("Grizzly Bears")]));
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: theirs("Gladecover Scout") }] }).rule).toBe("601.2c");
    expect(g.refuseAnswer({ kind: "targets", targets: [{ kind: "object", id: mine("Argothian Enchantress") }] }).rule).toBe("601.2c");
  });

  it("601.2c: a targets answer with a hole in its list (a sparse array) is refused as malformed and changes nothing (Pyrotechnics)", () => {
    const g = duel({ hand: ["Pyrotechnics"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Pyrotechnics");
    const holed: Target[] = new Array<Target>(2);
    holed[0] = g.target("Ben");
    // `every` skips holes: the list passed, and comparing the missing target threw.
    expect(g.refuseAnswer({ kind: "targets", targets: holed }).code).toBe("MALFORMED_INPUT");
    g.targets("Ben", "Grizzly Bears").divide(3, 1).autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("601.2d: division", () => {
  it("601.2d: 'Each of these targets must receive at least one' and the amounts must add up; refused answers change nothing", () => {
    const g = duel({ hand: ["Pyrotechnics"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.cast("Pyrotechnics").targets("Ben", "Hill Giant");
    const divide = g.expectPrompt("divide");
    expect(divide).toMatchObject({ amount: 4, player: 0 });
    expect(g.refuseAnswer({ kind: "division", amounts: [4, 0] }).rule).toBe("601.2d");
    expect(g.refuseAnswer({ kind: "division", amounts: [2, 1] }).rule).toBe("601.2d");
    expect(g.refuseAnswer({ kind: "division", amounts: [5, -1] }).rule).toBe("601.2d");
    expect(g.refuseAnswer({ kind: "division", amounts: [1, 1, 2] }).rule).toBe("601.2d");
    g.divide(1, 3);
    expect(g.eventsOf("damageDivided").at(-1)).toMatchObject({ name: "Pyrotechnics", amounts: [1, 3] });
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("601.2d: Rolling Thunder divides X; with a single target it all goes to that target", () => {
    const g = duel(
      { hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { battlefield: ["Grizzly Bears", "Savannah Lions"] },
    );
    g.cast("Rolling Thunder").announceX(3).targets("Ben", "Grizzly Bears", "Savannah Lions");
    expect(g.expectPrompt("divide").amount).toBe(3);
    g.divide(1, 1, 1).autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.permanents("Savannah Lions")).toHaveLength(0);
    expect(g.permanent("Grizzly Bears").damage).toBe(1);

    const single = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    single.cast("Rolling Thunder").announceX(2).targets("Ben");
    single.expectPrompt("payCosts"); // nothing to divide
    single.autoPay().passAll();
    expect(single.life("Ben")).toBe(18);
  });

  it("601.2d, 601.2: more targets than damage to divide — the step can't be complied with and the cast is reversed", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain"] }, { battlefield: ["Grizzly Bears"] });
    const before = g.stateJson();
    g.cast("Rolling Thunder").announceX(1).targets("Ben", "Grizzly Bears");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Rolling Thunder", rule: "601.2d" });
  });
});

describe("601.2e: the proposed spell must be legal", () => {
  it("601.3a (Example), 601.2e: under an opponent's Void Winnower, Rolling Thunder may begin to be cast; X = 1 (mana value 3) is legal", () => {
    const g = duel(
      { hand: ["Rolling Thunder", "Grizzly Bears"], battlefield: ["Mountain", "Mountain", "Mountain", "Forest", "Forest"] },
      { battlefield: ["Void Winnower"] },
    );
    // "That player's opponent may begin to cast Rolling Thunder … because the chosen value of X may cause the spell's mana value to become odd."
    expect(castable(g)).toEqual(["Rolling Thunder"]);
    g.cast("Rolling Thunder").announceX(1).targets("Ben");
    expect(spellFacts(g.reader, spellNamed(g, "Rolling Thunder")).manaValue).toBe(3);
    g.autoPay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Rolling Thunder"]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });

  it("601.2e: with X = 2 (mana value 4, even) the proposed spell is illegal and the game returns to the moment before the proposal", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Void Winnower"] });
    const before = g.stateJson();
    g.cast("Rolling Thunder").announceX(2).targets("Ben");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Rolling Thunder", rule: "601.2e" });
    expect(g.eventsOf("spellCast")).toEqual([]);
  });
});

describe("601.2f: the total cost", () => {
  it("601.2f, 118.7a: a generic reduction can't touch the colored component — Helm of Awakening leaves Lightning Bolt at {R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Helm of Awakening", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toEqual({ W: 0, U: 0, B: 0, R: 1, G: 0, C: 0, generic: 0 });
  });

  it("601.2f: 'If the mana component of the total cost is reduced to nothing … it is considered to be {0}' — Sol Ring under Helm of Awakening is free", () => {
    const g = duel({ hand: ["Sol Ring"], battlefield: ["Helm of Awakening"] });
    g.cast("Sol Ring");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 0 });
    expect(pay.canPay).toBe(true);
    g.pay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Sol Ring"]);
  });

  it("601.2f: total = mana cost + cost increases − cost reductions — Lightning Bolt under Sphere of Resistance, Thorn of Amethyst and Helm of Awakening costs {1}{R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Sphere of Resistance", "Thorn of Amethyst", "Helm of Awakening", "Mountain", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 1 });
  });

  it("601.2f: 'Once the total cost is determined, any effects that directly affect the total cost are applied' — Trinisphere after Helm of Awakening: Lightning Bolt costs three mana", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Helm of Awakening", "Trinisphere", "Mountain", "Mountain", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 2 });
    g.cancel();
    // Sol Ring: {1} − {1} = {0}, then raised to three.
    const ring = duel({ hand: ["Sol Ring"], battlefield: ["Helm of Awakening", "Trinisphere", "Plains", "Plains", "Plains"] });
    ring.cast("Sol Ring");
    expect(ring.expectPrompt("payCosts").mana).toMatchObject({ generic: 3 });
    // A tapped Trinisphere doesn't apply.
    const tapped = duel({ hand: ["Lightning Bolt"], battlefield: ["Helm of Awakening", { card: "Trinisphere", tapped: true }, "Mountain"] });
    tapped.cast("Lightning Bolt").targets("Ben");
    expect(tapped.expectPrompt("payCosts").mana).toMatchObject({ R: 1, generic: 0 });
  });

  it("601.2f: Trinisphere sets the total of an alternative cost too — Gush for two Islands also costs three mana", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Trinisphere", "Island", "Island", "Mountain", "Mountain", "Mountain"] });
    g.cast("Gush").chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ generic: 3, U: 0 });
    expect(pay.parts.map((p) => p.text)).toEqual(["return two Islands you control to their owner's hand"]);
  });

  it("601.2f: the total is locked in — sacrificing the reducer Helm of Awakening to Tinker doesn't make Tinker cost more", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Helm of Awakening", "Island", "Island"], library: ["Sol Ring", ...filler()] });
    g.cast("Tinker");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 1 });
    g.tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Helm of Awakening");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 1 });
    g.pay();
    expect(g.state.players[0]!.manaPool).toMatchObject({ U: 0 });
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Tinker"]);
  });

  it("601.2f: the total is locked in after effects that set it — sacrificing Trinisphere to Tinker still leaves three mana to pay", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Helm of Awakening", "Trinisphere", "Island", "Island", "Island"] });
    g.cast("Tinker");
    // {2}{U} − {1} = {1}{U}: two mana, raised to three.
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
    g.tapForMana("Island").tapForMana("Island").tapForMana("Island");
    g.payPart("sacrifice an artifact", "Trinisphere");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ U: 1, generic: 2 });
    expect(g.refuseAnswer({ kind: "pay", mana: { W: 0, U: 2, B: 0, R: 0, G: 0, C: 0 } }).rule).toBe("601.2h");
    g.pay();
    expect(g.state.players[0]!.manaPool.U).toBe(0);
  });
});

describe("601.2g: mana abilities", () => {
  it("601.2g: 'the player then has a chance to activate mana abilities' — the payment prompt lists them, and the pool fills as they resolve", () => {
    const g = duel({
      hand: ["Hill Giant"],
      battlefield: ["Mountain", "Forest", "Plains", "Llanowar Elves", { card: "Birds of Paradise", sick: true }, { card: "Swamp", tapped: true }],
    });
    g.cast("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    // Untapped, non-sick sources only (302.6).
    expect(pay.manaAbilities.map((m) => g.nameOfObject(m.source)).sort()).toEqual(["Forest", "Llanowar Elves", "Mountain", "Plains"]);
    g.tapForMana("Mountain").tapForMana("Forest").tapForMana("Llanowar Elves");
    expect(g.expectPrompt("payCosts").pool).toMatchObject({ R: 1, G: 2 });
  });

  it("601.2g: 'Mana abilities must be activated before costs are paid' — once a part is paid, activating one is refused", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Swamp", "Grizzly Bears"] });
    g.cast("Altar's Reap");
    g.tapForMana("Swamp").tapForMana("Swamp");
    g.payPart("sacrifice a creature", "Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    expect(pay.manaAbilities).toEqual([]);
    const third = g.state.battlefield.find((p) => p.card === "Swamp" && !p.tapped)!;
    expect(g.refuseAnswer({ kind: "activateMana", source: third.id, ability: 0 }).rule).toBe("601.2g");
    g.pay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Altar's Reap"]);
    expect(third.tapped).toBe(false);
  });

  it("118.3c: 'Activating mana abilities is not mandatory' — a pool filled before casting pays, and the other lands stay untapped", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] });
    g.tapForMana("Mountain"); // at priority, before casting
    expect(g.state.players[0]!.manaPool.R).toBe(1);
    g.cast("Lightning Bolt").targets("Ben");
    expect(g.expectPrompt("payCosts").canPay).toBe(true);
    g.pay();
    expect(
      g
        .permanents("Mountain")
        .map((m) => m.tapped)
        .sort(),
    ).toEqual([false, true]);
    expect(g.state.players[0]!.manaPool.R).toBe(0);
    g.passAll();
    expect(g.life("Ben")).toBe(17);
  });
  it("601.2g, 605.3a: 'If the total cost includes a mana payment' — Gush cast for its alternative cost gives no chance to activate mana abilities", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Island", "Island", "Mountain"] });
    g.cast("Gush").chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.text)).toEqual(["return two Islands you control to their owner's hand"]);
    expect(pay.manaAbilities).toEqual([]);
  });
});

describe("601.2h: paying the total cost", () => {
  it("601.2h: 'they pay all costs … in any order' — Altar's Reap: the sacrifice before or after the mana", () => {
    for (const sacrificeFirst of [true, false]) {
      const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] });
      g.cast("Altar's Reap").tapForMana("Swamp").tapForMana("Swamp");
      if (sacrificeFirst) g.payPart("sacrifice a creature", "Grizzly Bears").pay();
      else g.pay().payPart("sacrifice a creature", "Grizzly Bears");
      expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Altar's Reap"]);
      expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    }
  });

  it("601.2h: 'Partial payments are not allowed' — paying {B} of {1}{B} is refused", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Swamp", "Swamp", "Grizzly Bears"] });
    g.cast("Altar's Reap").tapForMana("Swamp").tapForMana("Swamp");
    expect(g.refuseAnswer({ kind: "pay", mana: { W: 0, U: 0, B: 1, R: 0, G: 0, C: 0 } }).rule).toBe("601.2h");
    expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [] }).code).toBe("ILLEGAL_CHOICE");
  });

  it("601.2h, 602.2b: autoPay is refused while the prompt says the mana can't be paid, even when a part needs no choice (Liar's Pendulum's {T}); once the mana is paid it pays that part", () => {
    const g = duel({ battlefield: ["Liar's Pendulum", "Plains"] });
    g.activate("Liar's Pendulum").targets("Ben");
    const prompt = g.expectPrompt("payCosts");
    expect(prompt.autoPay).toBe(false);
    expect(prompt.parts).toMatchObject([{ kind: "tapSelf", options: [], count: 0, payable: true }]);
    // It used to be taken, and threw: there is no plan for the mana.
    expect(g.refuseAnswer({ kind: "autoPay" })).toMatchObject({ code: "ILLEGAL_CHOICE", rule: "601.2h" });

    const paid = duel({ battlefield: ["Liar's Pendulum", "Plains", "Plains"] });
    paid.activate("Liar's Pendulum").targets("Ben").tapForMana("Plains").tapForMana("Plains").pay();
    expect(paid.expectPrompt("payCosts").mana).toBeNull();
    paid.autoPay();
    expect(paid.permanent("Liar's Pendulum").tapped).toBe(true);
    expect(paid.stackNames()).toEqual(["Liar's Pendulum"]);
  });

  it("601.2h, 118.3: a part that can't be paid (a sacrifice with no creature to sacrifice) makes the cast illegal: it is reversed", () => {
    const g = duel({ hand: ["Bone Splinters"], battlefield: ["Swamp"] }, { battlefield: ["Grizzly Bears"] });
    const before = g.stateJson();
    g.cast("Bone Splinters").targets("Grizzly Bears");
    expect(g.stateJson()).toBe(before);
    expect(g.eventsOf("castReversed").at(-1)).toMatchObject({ name: "Bone Splinters", rule: "601.2h" });
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("601.2h: costs that move cards from the library to a public zone are paid after all others (Arc-Slogger)", () => {
    const g = duel({ battlefield: ["Arc-Slogger", "Mountain"] });
    expect(g.state.players[0]!.library).toHaveLength(10);
    g.activate("Arc-Slogger").targets("Ben");
    let pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["exile the top 10 cards of your library", false]]);
    expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [] }).rule).toBe("601.2h");
    g.tapForMana("Mountain").pay();
    pay = g.expectPrompt("payCosts");
    expect(pay.parts[0]!.payable).toBe(true);
    g.payPart("exile the top 10");
    expect(g.state.players[0]!.library).toEqual([]);
    expect(g.state.exile).toHaveLength(10);
    g.passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("601.2h (Example): Altar's Reap sacrificing Thunderscape Familiar — the total was locked in, so Ana pays {B}, not {1}{B}", () => {
    const g = duel({ hand: ["Altar's Reap"], battlefield: ["Thunderscape Familiar", "Swamp", "Swamp"], library: ["Island", "Forest", ...filler()] });
    g.cast("Altar's Reap");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toMatchObject({ B: 1, generic: 0 });
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Thunderscape Familiar"]]]);
    g.tapForMana("Swamp");
    g.payPart("sacrifice a creature", "Thunderscape Familiar");
    expect(g.expectPrompt("payCosts").mana).toMatchObject({ B: 1, generic: 0 });
    g.pay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Altar's Reap"]);
    expect(g.eventsOf("manaSpent").at(-1)!.mana).toMatchObject({ B: 1 });
    expect(g.permanents("Swamp").filter((s) => !s.tapped)).toHaveLength(1);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island", "Forest"]);
    expect(g.graveyardNames("Ana")).toEqual(["Thunderscape Familiar", "Altar's Reap"]);
  });
});

describe("601.2i: the spell becomes cast", () => {
  it("601.2i: only once paid does the spell become cast; Chalice of the Void's cast trigger goes on the stack above it, and its caster gets priority (117.3c)", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: [{ card: "Chalice of the Void", counters: { charge: 1 } }] });
    g.cast("Lightning Bolt").targets("Ben");
    g.expectPrompt("payCosts");
    expect(spellNamed(g, "Lightning Bolt").cast).toBe(false);
    expect(g.state.pendingTriggers).toEqual([]);
    g.autoPay();
    expect(g.eventsOf("spellCast").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Chalice of the Void"]);
    g.expectPrompt("priority", "Ana");
    g.passAll();
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("601.2i: Hesitation triggers when a player casts a spell — sacrificed, it counters the spell", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] }, { battlefield: ["Hesitation"] });
    g.castAndPay("Grizzly Bears");
    expect(g.stackNames()).toEqual(["Grizzly Bears", "Hesitation"]);
    g.expectPrompt("priority", "Ana");
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
    expect(g.stackNames()).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
  });

  it("601.2i: Argothian Enchantress triggers on casting an enchantment spell, not on casting a creature spell", () => {
    const g = duel({ hand: ["Holy Strength", "Savannah Lions"], battlefield: ["Argothian Enchantress", "Plains", "Plains"], library: ["Island", ...filler()] });
    g.castAndPay("Savannah Lions");
    expect(g.stackNames()).toEqual(["Savannah Lions"]);
    g.passAll();
    g.cast("Holy Strength").targets("Savannah Lions").autoPay();
    expect(g.stackNames()).toEqual(["Holy Strength", "Argothian Enchantress"]);
    g.expectPrompt("priority", "Ana");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island"]);
  });
});

describe("601.3: beginning to cast", () => {
  it("601.3, 117.1a: a sorcery isn't offered while the stack isn't empty, and casting it is refused", () => {
    const g = duel({ hand: ["Lightning Bolt", "Lava Spike"], battlefield: ["Mountain", "Mountain"] });
    expect(castable(g)).toEqual(["Lava Spike", "Lightning Bolt"]);
    g.castAndPay("Lightning Bolt", "Ben");
    expect(castable(g)).toEqual([]);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Lava Spike") }).rule).toBe("117.1a");
    // Nor in the opponent's turn.
    const theirs = duel({}, { hand: ["Lava Spike", "Lightning Bolt"], battlefield: ["Mountain"] });
    theirs.pass();
    expect(castable(theirs)).toEqual(["Lightning Bolt"]);
    expect(theirs.refuseAnswer({ kind: "cast", card: theirs.handCard("Lava Spike") }).rule).toBe("117.1a");
  });

  it("601.3: a spell an effect forbids (even mana value under Void Winnower) isn't offered, and casting it is refused", () => {
    const g = duel(
      {
        hand: ["Grizzly Bears", "Lightning Bolt", "Spectral Procession", "Gilder Bairn", "Hill Giant"],
        battlefield: ["Forest", "Island", "Mountain", "Plains"],
      },
      { battlefield: ["Void Winnower"] },
    );
    // Mana values: Bears 2, Bolt 1, Procession 6 (202.3f), Bairn 3, Giant 4.
    expect(castable(g)).toEqual(["Gilder Bairn", "Lightning Bolt"]);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Grizzly Bears") }).rule).toBe("601.3");
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Spectral Procession") }).rule).toBe("601.3");
    // The Winnower's controller isn't restricted.
    const own = duel({ hand: ["Grizzly Bears"], battlefield: ["Void Winnower", "Forest", "Forest"] });
    expect(castable(own)).toEqual(["Grizzly Bears"]);
  });

  it("601.3a: no value of X makes Chalice of the Void's mana value ({X}{X}) odd, so under Void Winnower it can't begin to be cast", () => {
    const g = duel(
      { hand: ["Chalice of the Void", "Rolling Thunder"], battlefield: ["Plains", "Plains", "Mountain", "Mountain"] },
      { battlefield: ["Void Winnower"] },
    );
    expect(castable(g)).toEqual(["Rolling Thunder"]);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Chalice of the Void") }).rule).toBe("601.3");
  });
});
