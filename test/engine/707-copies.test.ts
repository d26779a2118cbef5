// 707: copying objects. Layer 1 of the object view (613.2a), entering as a copy (707.5, 614.1c, 616.1c) and
// copying a spell (707.10). The CR's examples are here with the cards they name; 707.10e's Frontline Heroism, which
// the card data doesn't have, is a test-only card, and Cytoshape makes 707.3's face-down Grinning Demon a copy.

import { describe, expect, it } from "vitest";
import { characteristics, colorsOf, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { castCopying, chooseToCopy, ISLANDS } from "../support/copies.ts";
import { FACE_DOWN_CHARS, turnFaceUpOption } from "../support/face-down.ts";
import { duel, type Scenario } from "../support/scenario.ts";
import { frontlineEngine } from "../support/test-cards.ts";
import { chars } from "../support/characteristics.ts";

const copies = (g: Scenario): Spell[] => g.state.stack.filter((o): o is Spell => o.kind === "spell" && o.copy === true);

describe("707.2: copiable values", () => {
  it("707.2: counters, status, and other effects on the original (a pump, a color change, a change of control) aren't copied", () => {
    const g = duel(
      { hand: ["Clone", "Giant Growth", "Deathlace", "Act of Treason"], battlefield: [...ISLANDS, "Forest", "Mountain", "Mountain", "Mountain", "Swamp"] },
      { battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 2 } }] },
    );
    g.castAndPay("Act of Treason", "Grizzly Bears").passAll();
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    g.castAndPay("Deathlace", "Grizzly Bears").passAll();
    expect(chars(g, "Grizzly Bears")).toMatchObject({ controller: 0, colors: ["B"], power: 7, toughness: 7 });
    castCopying(g, "Clone", "Grizzly Bears");
    const clone = g.permanent("Clone");
    expect(chars(g, "Clone")).toMatchObject({ name: "Grizzly Bears", controller: 0, colors: ["G"], power: 2, toughness: 2 });
    expect(clone.counters).toEqual({});
    expect(clone.tapped).toBe(false);
  });

  it("707.2 (example): a Clone copying a Chimeric Staff made a 5/5 Construct artifact creature is an artifact, not a creature — with the Staff's ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Chimeric Staff", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] });
    g.activate("Chimeric Staff").announceX(5).autoPay().passAll();
    expect(chars(g, "Chimeric Staff")).toMatchObject({ types: ["Artifact", "Creature"], subtypes: ["Construct"], power: 5, toughness: 5 });
    expect(g.log()).toContain("Chimeric Staff becomes 5/5 Construct Artifact Creature until end of turn.");
    castCopying(g, "Clone", "Chimeric Staff");
    expect(chars(g, "Clone")).toMatchObject({ name: "Chimeric Staff", types: ["Artifact"], subtypes: [], power: null, toughness: null });
    // Its copied ability makes it a creature once activated.
    g.activate("Clone").announceX(2).autoPay().passAll();
    expect(chars(g, "Clone")).toMatchObject({ types: ["Artifact", "Creature"], power: 2, toughness: 2 });
    // 514.2: until end of turn.
    g.passUntil("upkeep", 4);
    expect(chars(g, "Chimeric Staff").types).toEqual(["Artifact"]);
  });

  it("707.2a: the copy has the colors of the copied mana cost and the copied abilities, once each", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Serra Angel"] });
    castCopying(g, "Clone", "Serra Angel");
    expect(chars(g, "Clone")).toMatchObject({ name: "Serra Angel", colors: ["W"], manaCost: chars(g, "Serra Angel").manaCost });
    expect(keywordsOf(g.reader, g.permanent("Clone"))).toEqual(["Flying", "Vigilance"]);
  });

  it("707.2b: once copied, the original leaving the battlefield doesn't change the copy", () => {
    const g = duel({ hand: ["Clone", "Lightning Bolt"], battlefield: [...ISLANDS, "Mountain", "Prodigal Sorcerer"] });
    castCopying(g, "Clone", "Prodigal Sorcerer");
    g.castAndPay("Lightning Bolt", "Prodigal Sorcerer").passAll();
    expect(g.permanents("Prodigal Sorcerer")).toEqual([]);
    expect(chars(g, "Clone").name).toBe("Prodigal Sorcerer");
  });
});

describe("707.2, 707.3, 708.10: copies and face-down permanents (Grinning Demon, morph {2}{B}{B})", () => {
  it("707.2 (example): a Clone entering as a copy of a face-down Grinning Demon is a colorless nameless 2/2 with no abilities, face up, and can't be turned face up for {2}{B}{B}", () => {
    const g = duel(
      { hand: ["Clone"], battlefield: [...ISLANDS, "Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: [{ card: "Grinning Demon", faceDown: true }] },
    );
    castCopying(g, "Clone", "Grinning Demon");
    const clone = g.permanent("Clone");
    expect(clone.faceDown).toBeUndefined();
    expect(chars(g, "Clone")).toMatchObject(FACE_DOWN_CHARS);
    expect(turnFaceUpOption(g, "Clone")).toBeUndefined();
    expect(g.refuseAnswer({ kind: "turnFaceUp", permanent: clone.id }).rule).toBe("702.37e");
    // Nothing said what the Clone copies: the Demon is still face down.
    expect(JSON.stringify(g.events)).not.toContain("Grinning Demon");
  });

  /** Cytoshape makes Ana's face-down Grinning Demon a copy of Ben's `of` until end of turn (the CR's example names no card that does it). */
  function demonBecomingCopyOf(of: string, hand: readonly string[] = []) {
    const g = duel(
      { hand: ["Cytoshape", ...hand], battlefield: [{ card: "Grinning Demon", faceDown: true }, "Island", "Forest", "Forest", ...ISLANDS] },
      { battlefield: [of] },
    );
    g.cast("Cytoshape").targets("Grinning Demon").tapForMana("Island").tapForMana("Forest").tapForMana("Island").pay().passAll();
    chooseToCopy(g, of);
    return g;
  }

  it("707.3 (example), 708.10: a face-down Grinning Demon that becomes a copy of Branchsnap Lorian stays a colorless nameless 2/2, and is turned face up for {G} into a Branchsnap Lorian", () => {
    const g = demonBecomingCopyOf("Branchsnap Lorian");
    expect(g.permanent("Grinning Demon").faceDown).toBe(true);
    expect(chars(g, "Grinning Demon")).toMatchObject(FACE_DOWN_CHARS);
    expect(turnFaceUpOption(g, "Grinning Demon")?.cost).toBe("{G}");
    g.answer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).autoPay();
    expect(chars(g, "Grinning Demon")).toMatchObject({ name: "Branchsnap Lorian", colors: ["G"], subtypes: ["Beast"], power: 4, toughness: 1 });
    expect(keywordsOf(g.reader, g.permanent("Grinning Demon"))).toEqual(["Trample", { morph: expect.any(Array) }]);
    // Its mana: {G} paid, the Islands untouched.
    expect(g.state.battlefield.filter((p) => p.card === "Island" && !p.tapped)).toHaveLength(ISLANDS.length - 1);
  });

  it("707.3 (example), 708.10: a face-down Grinning Demon that becomes a copy of Wandering Ones (no morph) stays a 2/2 and can't be turned face up as a special action", () => {
    const g = demonBecomingCopyOf("Wandering Ones");
    expect(chars(g, "Grinning Demon")).toMatchObject(FACE_DOWN_CHARS);
    expect(turnFaceUpOption(g, "Grinning Demon")).toBeUndefined();
    expect(g.refuseAnswer({ kind: "turnFaceUp", permanent: g.permanent("Grinning Demon").id }).rule).toBe("702.37e");
  });

  it("708.10, 707.3: its copiable values are the face-down ones: a Clone copying the face-down copy of Branchsnap Lorian is a 2/2 too", () => {
    const g = demonBecomingCopyOf("Branchsnap Lorian", ["Clone"]);
    castCopying(g, "Clone", "Grinning Demon");
    expect(chars(g, "Clone")).toMatchObject(FACE_DOWN_CHARS);
  });

  it("707.3 (example), 611.2a: Cytoshape's copy effect ends with the turn — still face down, the Demon is turned face up as itself for {2}{B}{B}", () => {
    const g = demonBecomingCopyOf("Branchsnap Lorian");
    // Ben's upkeep: Ana receives priority after him.
    g.passUntil("upkeep", 4).pass();
    g.expectPrompt("priority", "Ana");
    expect(chars(g, "Grinning Demon")).toMatchObject(FACE_DOWN_CHARS);
    expect(turnFaceUpOption(g, "Grinning Demon")?.cost).toBe("{2}{B}{B}");
  });
});

describe("707.3: a copy of a copy", () => {
  it("707.3: a Clone copying a Clone that copies Prodigal Sorcerer is a Prodigal Sorcerer", () => {
    const g = duel({ hand: ["Clone", "Clone"], battlefield: [...ISLANDS, ...ISLANDS, "Prodigal Sorcerer"] });
    castCopying(g, "Clone", "Prodigal Sorcerer");
    const first = g.permanent("Clone");
    g.castAndPay("Clone").passAll();
    const p = g.expectPrompt("chooseObject");
    expect(p.options).toEqual([g.permanent("Prodigal Sorcerer").id, first.id]);
    g.answer({ kind: "choose", object: first.id });
    const second = g.permanents("Clone").find((c) => c.id !== first.id)!;
    expect(characteristics(g.reader, second)).toMatchObject({ name: "Prodigal Sorcerer", power: 1, toughness: 1 });
    expect(characteristics(g.reader, second).abilities.map((k) => k.key)).toEqual(["p0"]);
  });

  it("707.3, 707.9b: a copy of Copy Artifact copying Triskelion is an enchantment too — the exception is a copiable value", () => {
    const g = duel({ hand: ["Copy Artifact", "Clone"], battlefield: [...ISLANDS, "Island", "Island", "Triskelion"] });
    castCopying(g, "Copy Artifact", "Triskelion");
    castCopying(g, "Clone", "Copy Artifact");
    expect(chars(g, "Clone")).toMatchObject({ name: "Triskelion", types: ["Artifact", "Creature", "Enchantment"] });
    expect(g.permanent("Clone").counters).toEqual({ "+1/+1": 3 });
  });
});

describe("707.4: becoming a copy while on the battlefield", () => {
  it("707.4 (example): Unstable Shapeshifter becomes a copy of a creature that enters, still getting +3/+3 from Giant Growth; no enters ability triggers for it", () => {
    const g = duel({
      hand: ["Giant Growth", "Elvish Visionary"],
      battlefield: ["Unstable Shapeshifter", "Forest", "Forest", "Forest"],
      library: ["Plains", "Swamp"],
    });
    g.castAndPay("Giant Growth", "Unstable Shapeshifter").passAll();
    expect(g.pt("Unstable Shapeshifter")).toEqual([3, 4]);
    g.castAndPay("Elvish Visionary").passAll();
    // The Visionary's own enters ability and the Shapeshifter's trigger: Ana orders them, the Shapeshifter's on top.
    const order = g.expectPrompt("orderTriggers");
    g.answer({ kind: "order", order: order.triggers[0]!.sourceCard === "Unstable Shapeshifter" ? [1, 0] : [0, 1] });
    expect(g.stackNames()).toEqual(["Elvish Visionary", "Unstable Shapeshifter"]);
    g.passAll();
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Elvish Visionary", power: 4, toughness: 4 });
    expect(g.log()).toContain("Unstable Shapeshifter becomes a copy of Elvish Visionary (707.4).");
    // Becoming a copy isn't entering: only the Visionary's own ability is left to resolve.
    expect(g.stackNames()).toEqual(["Elvish Visionary"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
  });

  it("707.9a (example): the ability Unstable Shapeshifter gave itself as it copied Quirion Elves is copiable — a Clone copying it has it too", () => {
    const g = duel({ hand: ["Quirion Elves", "Clone"], battlefield: ["Unstable Shapeshifter", "Forest", "Forest", ...ISLANDS] });
    g.castAndPay("Quirion Elves").passAll();
    // 614.12a: the Elves' own choice as they enter; then the Shapeshifter's trigger resolves.
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "W" });
    g.passAll();
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Quirion Elves", power: 1, toughness: 1 });
    const ability = "Whenever another creature enters the battlefield, Unstable Shapeshifter becomes a copy of that creature, except it has this ability.";
    expect(chars(g, "Unstable Shapeshifter").abilities.map((k) => k.ability.text)).toContain(ability);
    castCopying(g, "Clone", "Unstable Shapeshifter");
    // 707.5, 707.6: entering as a copy of Quirion Elves, the Clone's controller chooses a color for it.
    g.expectPrompt("chooseColor", "Ana");
    g.answer({ kind: "color", color: "R" });
    expect(chars(g, "Clone").name).toBe("Quirion Elves");
    expect(chars(g, "Clone").abilities.map((k) => k.ability.text)).toEqual([
      "As Quirion Elves enters the battlefield, choose a color.",
      "{T}: Add {G}.",
      "{T}: Add one mana of the chosen color.",
      ability,
    ]);
  });

  it("608.2h: a creature that has left the battlefield by the time the ability resolves is copied as it last existed there", () => {
    const g = duel(
      { hand: ["Clone"], battlefield: ["Unstable Shapeshifter", ...ISLANDS, "Runeclaw Bear"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    );
    castCopying(g, "Clone", "Runeclaw Bear");
    expect(g.stackNames()).toEqual(["Unstable Shapeshifter"]);
    g.pass();
    g.castAndPay("Lightning Bolt", "Clone").passAll();
    expect(g.permanents("Clone")).toEqual([]);
    g.passAll();
    // The Clone was a Runeclaw Bear as it last existed, not a 0/0 Clone: so is the Shapeshifter now.
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Runeclaw Bear", power: 2, toughness: 2 });
  });
});

describe("707.5: entering as a copy", () => {
  it("707.5 (Skyshroud Behemoth's example): a copy of a creature that enters tapped enters tapped; of one that enters with counters, with them", () => {
    const g = duel({ hand: ["Clone", "Clone"], battlefield: [...ISLANDS, ...ISLANDS, "Rusted Sentinel", "Triskelion"] });
    castCopying(g, "Clone", "Rusted Sentinel");
    expect(g.permanent("Clone").tapped).toBe(true);
    castCopying(g, "Clone", "Triskelion");
    const second = g.permanents("Clone")[1]!;
    expect(second.counters).toEqual({ "+1/+1": 3 });
    expect(second.tapped).toBe(false);
  });

  it("707.5 (Wall of Omens's example): the copied enters-the-battlefield ability triggers, and its controller draws", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Elvish Visionary"], library: ["Forest"] });
    castCopying(g, "Clone", "Elvish Visionary");
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });

  it("707.5: it is never on the battlefield as itself: no enters ability of its own card would see a 0/0 Clone", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Grizzly Bears"] });
    castCopying(g, "Clone", "Grizzly Bears");
    expect(g.eventsOf("permanentEntered").at(-1)).toMatchObject({ name: "Clone" });
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.pt("Clone")).toEqual([2, 2]);
  });

  it("614.12a: the creature to copy is chosen as it would enter, among the permanents already on the battlefield; it isn't targeted", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Grizzly Bears"] }, { battlefield: ["Gladecover Scout"] });
    g.castAndPay("Clone").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).toEqual(["Grizzly Bears", "Gladecover Scout"]);
    // The choice is made before it enters (614.12a): meanwhile the resolving spell is still on the stack.
    expect(g.stackNames()).toEqual(["Clone"]);
    chooseToCopy(g, "Gladecover Scout");
    expect(keywordsOf(g.reader, g.permanent("Clone"))).toEqual(["Hexproof"]);
  });
});

describe("707.6: choices made as a permanent enters aren't copied", () => {
  it("707.6 (example): a Clone entering as a copy of Adaptive Automaton chooses a creature type of its own", () => {
    const g = duel({ hand: ["Adaptive Automaton", "Clone"], battlefield: [...ISLANDS, ...ISLANDS, "Llanowar Elves", "Raging Goblin"] });
    g.castAndPay("Adaptive Automaton").passAll();
    g.answer({ kind: "option", option: "Elf" });
    castCopying(g, "Clone", "Adaptive Automaton");
    // 616.1c, 614.12a: the copy effect first, then the copied "as [this] enters" choice, made by the Clone's controller.
    const p = g.expectPrompt("chooseOption", "Ana");
    expect(p.text).toBe("Adaptive Automaton: As Adaptive Automaton enters the battlefield, choose a creature type.");
    g.answer({ kind: "option", option: "Goblin" });
    expect(g.permanent("Clone").chosen).toEqual({ card: "Adaptive Automaton", creatureType: "Goblin" });
    expect(chars(g, "Clone")).toMatchObject({ name: "Adaptive Automaton", subtypes: ["Construct", "Goblin"] });
    expect(chars(g, "Adaptive Automaton").subtypes).toEqual(["Construct", "Elf"]);
    // Each lord pumps its own type: the Elf gets +1/+1 from the Automaton, the Goblin from the Clone.
    expect(g.pt("Llanowar Elves")).toEqual([2, 2]);
    expect(g.pt("Raging Goblin")).toEqual([2, 2]);
  });

  it("707.6, 707.4: a permanent that becomes a copy on the battlefield makes no choice: Cryptoplasm copying Voice of All has no protection", () => {
    const g = duel({ hand: ["Voice of All"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Cryptoplasm"] });
    g.castAndPay("Voice of All").passAll();
    g.answer({ kind: "color", color: "B" });
    expect(keywordsOf(g.reader, g.permanent("Voice of All"))).toEqual(["Flying", { protectionFrom: "B" }]);
    g.passUntil("end", 4).passUntilPrompt("chooseTargets");
    g.targets("Voice of All").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm").name).toBe("Voice of All");
    expect(keywordsOf(g.reader, g.permanent("Cryptoplasm"))).toEqual(["Flying"]);
  });
});

describe("707.8: copying a double-faced permanent", () => {
  const IRONSMITH = "Village Ironsmith // Ironfang";
  const DESERTER = "Afflicted Deserter // Werewolf Ransacker";
  const tokens = (g: Scenario) => g.permanents("Token");

  it("707.8a (example): a token copy of Afflicted Deserter has both faces, enters with the same face up as the permanent, and can transform — into Werewolf Ransacker, whose ability then triggers", () => {
    const g = duel(
      { hand: ["Rite of Replication", "Lightning Bolt"], battlefield: [{ card: DESERTER, face: 1 }, ...ISLANDS, "Mountain"] },
      { battlefield: ["Triskelion"] },
    );
    g.cast("Rite of Replication").chooseCosts("mana").targets(DESERTER).autoPay().passAll();
    const [token] = tokens(g);
    expect(token!.face).toBe(1);
    expect(characteristics(g.reader, token!)).toMatchObject({ name: "Werewolf Ransacker", power: 5, toughness: 4 });
    // It entered back face up: it didn't transform, and nothing triggers.
    expect(g.stackNames()).toEqual([]);
    // Two spells cast in turn 3: at Ben's upkeep both transform (each upkeep, 603.4).
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.passUntil("end", 3).passUntilPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] })
      .passAll()
      .passAll();
    // The token's own transform event names the faces (the view after it sees the new face).
    expect(g.eventsOf("transformed").map((e) => [e.name, e.into])).toEqual([
      ["Werewolf Ransacker", "Afflicted Deserter"],
      ["Werewolf Ransacker", "Afflicted Deserter"],
    ]);
    expect(characteristics(g.reader, tokens(g)[0]!)).toMatchObject({ name: "Afflicted Deserter", power: 3, toughness: 2 });
    expect(tokens(g)[0]!.face).toBeUndefined();
    // No spell in turn 4: at Ana's upkeep both transform into Werewolf Ransacker, and each one's ability triggers (701.27e).
    g.passUntil("end", 4).passUntilPrompt("orderTriggers");
    expect(g.state.turn.number).toBe(5);
    g.answer({ kind: "order", order: [0, 1] }).passAll();
    g.targets("Triskelion");
    expect(g.stackNames()).toEqual([DESERTER, "Token"]);
    expect(characteristics(g.reader, tokens(g)[0]!).name).toBe("Werewolf Ransacker");
    g.passAll().answer({ kind: "option", option: "no" });
    g.passAll().targets("Triskelion");
    expect(g.stackNames()).toEqual([DESERTER]);
    expect(characteristics(g.reader, g.permanent(DESERTER)).name).toBe("Werewolf Ransacker");
  });

  it("707.8a (example): a token copy of a Clone isn't double-faced, even when Clone's own effect makes it a copy of a double-faced permanent", () => {
    const g = duel({
      hand: ["Rite of Replication", "Clone"],
      battlefield: [{ card: IRONSMITH, face: 1 }, "Glorious Anthem", ...ISLANDS, ...ISLANDS],
    });
    // With Glorious Anthem, a Clone that copies nothing is a 1/1 Shapeshifter and stays.
    castCopying(g, "Clone", null);
    g.cast("Rite of Replication").chooseCosts("mana").targets("Clone").autoPay().passAll();
    // The token enters as a copy of Clone, whose replacement effect then makes it a copy of Ironfang (707.8a's last sentence).
    chooseToCopy(g, IRONSMITH);
    const [token] = tokens(g);
    expect(characteristics(g.reader, token!).name).toBe("Ironfang");
    // Two spells were cast in turn 3: each Ironfang's trigger resolves, but only the double-faced card transforms (701.27c).
    g.passUntil("end", 3).passUntilPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1] })
      .passAll()
      .passAll();
    expect(characteristics(g.reader, g.permanent(IRONSMITH)).name).toBe("Village Ironsmith");
    expect(characteristics(g.reader, tokens(g)[0]!).name).toBe("Ironfang");
    expect(g.eventsOf("transformed").map((e) => e.object)).toEqual([g.permanent(IRONSMITH).id]);
  });

  it("707.8: a Clone copying a double-faced token copies only the face it has up", () => {
    const g = duel({ hand: ["Rite of Replication", "Clone"], battlefield: [{ card: IRONSMITH, face: 1 }, ...ISLANDS, ...ISLANDS] });
    g.cast("Rite of Replication").chooseCosts("mana").targets(IRONSMITH).autoPay().passAll();
    g.castAndPay("Clone").passAll();
    const token = tokens(g)[0]!;
    g.answer({ kind: "choose", object: token.id });
    expect(chars(g, "Clone").name).toBe("Ironfang");
    g.passUntil("end", 3).passUntilPrompt("orderTriggers");
    g.answer({ kind: "order", order: [0, 1, 2] })
      .passAll()
      .passAll()
      .passAll();
    expect(characteristics(g.reader, tokens(g)[0]!).name).toBe("Village Ironsmith");
    expect(chars(g, "Clone").name).toBe("Ironfang");
  });
});

describe("707.9: exceptions", () => {
  it("707.9b (Copy Artifact's example): an enchantment in addition to the copied artifact's types", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Triskelion"] });
    castCopying(g, "Copy Artifact", "Triskelion");
    expect(chars(g, "Copy Artifact").types).toEqual(["Artifact", "Creature", "Enchantment"]);
  });

  it("707.9d (Quicksilver Gargantuan's example): a copy of Tarmogoyf is 7/7, without its characteristic-defining ability", () => {
    const g = duel(
      {
        hand: ["Quicksilver Gargantuan"],
        battlefield: [...ISLANDS, "Island", "Island", "Island", "Tarmogoyf"],
        graveyard: ["Lightning Bolt", "Grizzly Bears"],
      },
      { graveyard: ["Forest"] },
    );
    expect(g.pt("Tarmogoyf")).toEqual([3, 4]);
    castCopying(g, "Quicksilver Gargantuan", "Tarmogoyf");
    expect(chars(g, "Quicksilver Gargantuan")).toMatchObject({ name: "Tarmogoyf", subtypes: ["Lhurgoyf"], colors: ["G"], abilities: [] });
    expect(g.pt("Quicksilver Gargantuan")).toEqual([7, 7]);
    // A Clone copying Tarmogoyf has the ability: it counts the graveyards too.
    const h = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Tarmogoyf"], graveyard: ["Lightning Bolt"] });
    castCopying(h, "Clone", "Tarmogoyf");
    expect(h.pt("Clone")).toEqual([1, 2]);
  });
});

describe("707.10: copying a spell", () => {
  it("707.10 (Fork's example): a copy of Emerald Charm is red, not green, and has the chosen mode; Fork lets its target change", () => {
    const g = duel(
      { hand: ["Emerald Charm"], battlefield: ["Forest", "Serra Angel"] },
      { hand: ["Fork"], battlefield: ["Mountain", "Mountain", "Wind Drake"] },
    );
    g.cast("Emerald Charm").chooseModes(2).targets("Wind Drake").autoPay().pass();
    g.castAndPay("Fork", "Emerald Charm").passAll();
    g.answer({ kind: "option", option: "choose new targets" }).targets("Serra Angel");
    const [copy] = copies(g);
    expect(copy!.choices.modes).toEqual([2]);
    expect(colorsOf(g.reader, copy!)).toEqual(["R"]);
    g.passAll();
    expect(keywordsOf(g.reader, g.permanent("Serra Angel"))).toEqual(["Vigilance"]);
    g.passAll();
    expect(keywordsOf(g.reader, g.permanent("Wind Drake"))).toEqual([]);
    expect(g.log()).toContain("Wind Drake loses flying until end of turn.");
    g.passUntil("upkeep", 4);
    expect(keywordsOf(g.reader, g.permanent("Wind Drake"))).toEqual(["Flying"]);
  });

  it("707.10 (example, Fling): a copy deals damage equal to the power of the creature sacrificed for the original, as it last existed", () => {
    const g = duel(
      { hand: ["Giant Growth", "Fling"], battlefield: ["Forest", "Mountain", "Mountain", "Hill Giant"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Giant Growth", "Hill Giant").passAll();
    g.cast("Fling").targets("Ben").tapForMana("Mountain").tapForMana("Mountain").payPart("sacrifice a creature", "Hill Giant");
    g.pay().pass();
    expect(g.graveyardNames("Ana")).toEqual(["Giant Growth", "Hill Giant"]);
    g.castAndPay("Twincast", "Fling").passAll();
    g.answer({ kind: "option", option: "choose new targets" }).targets("Ana");
    g.passAll();
    expect(g.life("Ana")).toBe(14);
    g.passAll();
    expect(g.life("Ben")).toBe(14);
  });

  it("707.10 (example, Dawnglow Infusion): a copy gains no life — mana isn't an object, so none was spent on the copy", () => {
    const g = duel({ hand: ["Dawnglow Infusion"], battlefield: ["Forest", "Plains", "Plains"] }, { hand: ["Twincast"], battlefield: ["Island", "Island"] });
    g.cast("Dawnglow Infusion").announceX(2).symbols("G").autoPay().pass();
    g.castAndPay("Twincast", "Dawnglow Infusion").passAll();
    expect(copies(g)).toHaveLength(1);
    g.passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.life("Ana")).toBe(20);
    g.passAll();
    expect(g.life("Ana")).toBe(24);
  });

  it("707.10: Fireball's X and its even division among its targets are copied", () => {
    const g = duel(
      { hand: ["Fireball"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island", "Grizzly Bears"] },
    );
    g.cast("Fireball")
      .announceX(4)
      .answer({ kind: "targets", targets: [g.target("Ben"), g.target("Grizzly Bears")] })
      .autoPay()
      .pass();
    g.castAndPay("Twincast", "Fireball").passAll();
    g.answer({ kind: "option", option: "keep the targets" });
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.permanents("Grizzly Bears")).toEqual([]);
  });

  it("707.10a, 704.5e: a countered copy of a spell ceases to exist; it goes to no graveyard", () => {
    const g = duel(
      { hand: ["Lightning Bolt", "Counterspell"], battlefield: ["Mountain", "Island", "Island"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Twincast", "Lightning Bolt").passAll();
    g.answer({ kind: "option", option: "keep the targets" });
    const [copy] = copies(g);
    g.cast("Counterspell")
      .answer({ kind: "targets", targets: [{ kind: "object", id: copy!.id }] })
      .autoPay()
      .passAll();
    expect(copies(g)).toEqual([]);
    expect(g.eventsOf("ceasedToExist")).toMatchObject([{ object: copy!.id, zone: "graveyard", rule: "704.5e" }]);
    expect(g.graveyardNames("Ben")).toEqual(["Twincast"]);
    expect(g.graveyardNames("Ana")).toEqual(["Counterspell"]);
  });

  it("707.10c: a target may be kept even if illegal for the copy; a new one must be legal", () => {
    const g = duel(
      { hand: ["Giant Growth"], battlefield: ["Forest", "Gladecover Scout", "Grizzly Bears"] },
      { hand: ["Twincast"], battlefield: ["Island", "Island", "Hill Giant"] },
    );
    g.castAndPay("Giant Growth", "Gladecover Scout").pass();
    g.castAndPay("Twincast", "Giant Growth").passAll();
    g.answer({ kind: "option", option: "choose new targets" });
    // Ana's hexproof Scout can't be chosen by Ben, but it is the target the copy has: it may stay.
    expect(g.targetOptionNames()).toEqual(["Gladecover Scout", "Grizzly Bears", "Hill Giant"]);
    g.targets("Gladecover Scout");
    // 608.2b: as the copy resolves its only target is illegal: it does nothing.
    g.passAll();
    expect(g.pt("Gladecover Scout")).toEqual([1, 1]);
    expect(g.eventsOf("countered").at(-1)).toMatchObject({ name: "Giant Growth", rule: "608.2b" });
  });

  it("707.10c: a new target that isn't legal is refused", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain", "Gladecover Scout"] }, { hand: ["Twincast"], battlefield: ["Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").pass();
    g.castAndPay("Twincast", "Lightning Bolt").passAll();
    g.answer({ kind: "option", option: "choose new targets" });
    expect(g.targetOptionNames()).toEqual(["Ben", "Ana"]);
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Gladecover Scout")] }).rule).toBe("601.2c");
  });
});

describe("707.10e: a copy given a new target", () => {
  it("707.10e (example, Frontline Heroism as a test-only card): with Anointed Procession two Soldiers are created, and the copy of Moment of Triumph targets one of them, of Ana's choice", () => {
    const g = duel(
      { hand: ["Moment of Triumph"], battlefield: ["Test Frontline Heroism", "Anointed Procession", "Grizzly Bears", "Plains"] },
      {},
      {},
      frontlineEngine,
    );
    g.castAndPay("Moment of Triumph", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Moment of Triumph", "Test Frontline Heroism"]);
    g.passAll();
    const soldiers = g.permanents("Soldier Token");
    expect(soldiers).toHaveLength(2);
    const p = g.expectPrompt("chooseObject", "Ana");
    expect(p.options).toEqual(soldiers.map((s) => s.id));
    g.answer({ kind: "choose", object: soldiers[1]!.id });
    const copy = copies(g)[0]!;
    // Only one target: the chosen token, not both.
    expect(copy.choices.targets).toEqual([[{ kind: "object", id: soldiers[1]!.id }]]);
    g.passAll().passAll();
    expect(soldiers.map((s) => g.state.battlefield.find((b) => b.id === s.id)).map((s) => characteristics(g.reader, s!).power)).toEqual([1, 3]);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    expect(g.life("Ana")).toBe(24);
  });

  it("707.10e: a spell that targets a creature Ben controls doesn't trigger it", () => {
    const g = duel({ hand: ["Moment of Triumph"], battlefield: ["Test Frontline Heroism", "Plains"] }, { battlefield: ["Grizzly Bears"] }, {}, frontlineEngine);
    g.castAndPay("Moment of Triumph", "Grizzly Bears");
    expect(g.stackNames()).toEqual(["Moment of Triumph"]);
  });

  it("707.10e: with one token, the copy targets it; no choice is asked", () => {
    const g = duel({ hand: ["Moment of Triumph"], battlefield: ["Test Frontline Heroism", "Grizzly Bears", "Plains"] }, {}, {}, frontlineEngine);
    g.castAndPay("Moment of Triumph", "Grizzly Bears").passAll();
    const [soldier] = g.permanents("Soldier Token");
    expect(characteristics(g.reader, soldier!)).toMatchObject({ colors: ["R"], power: 1, toughness: 1 });
    expect(copies(g)[0]!.choices.targets).toEqual([[{ kind: "object", id: soldier!.id }]]);
    g.passAll();
    expect(g.pt("Soldier Token")).toEqual([3, 3]);
  });
});

describe("616.1: copy effects as something enters", () => {
  it("616.1f (Essence of the Wild's example): Rusted Sentinel enters as an untapped copy of Essence of the Wild", () => {
    const g = duel({ hand: ["Rusted Sentinel"], battlefield: [...ISLANDS, "Essence of the Wild"] });
    g.castAndPay("Rusted Sentinel").passAll();
    const sentinel = g.permanent("Rusted Sentinel");
    expect(sentinel.tapped).toBe(false);
    expect(characteristics(g.reader, sentinel)).toMatchObject({ name: "Essence of the Wild", power: 6, toughness: 6, types: ["Creature"] });
  });

  it("616.1c: with two copy effects the controller chooses which applies first; the one applied last decides", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Essence of the Wild", "Grizzly Bears"] });
    g.castAndPay("Clone").passAll();
    const order = g.expectPrompt("chooseOption", "Ana");
    expect(order.text).toContain("616.1");
    g.answer({ kind: "option", option: order.options.find((o) => o.startsWith("Clone"))! });
    chooseToCopy(g, "Grizzly Bears");
    expect(chars(g, "Clone").name).toBe("Essence of the Wild");
  });
});

describe("707.9c: exceptions that keep the copy's own values", () => {
  const NINE_ISLANDS = [...ISLANDS, ...ISLANDS, "Island"];
  const UPKEEP =
    "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.";
  const texts = (g: Scenario, name: string) => chars(g, name).abilities.map((k) => k.ability.text);

  it("707.3 (example): Vesuvan Doppelganger copying Runeclaw Bear is a blue Runeclaw Bear with the upkeep ability; a Clone copying the Doppelganger is one too", () => {
    const g = duel({ hand: ["Vesuvan Doppelganger", "Clone"], battlefield: [...NINE_ISLANDS, "Runeclaw Bear"] });
    castCopying(g, "Vesuvan Doppelganger", "Runeclaw Bear");
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Runeclaw Bear", colors: ["U"], subtypes: ["Bear"], power: 2, toughness: 2 });
    expect(texts(g, "Vesuvan Doppelganger")).toEqual([UPKEEP]);
    g.castAndPay("Clone").passAll();
    g.answer({ kind: "choose", object: g.permanent("Vesuvan Doppelganger").id });
    expect(chars(g, "Clone")).toMatchObject({ name: "Runeclaw Bear", colors: ["U"], subtypes: ["Bear"], power: 2, toughness: 2 });
    expect(texts(g, "Clone")).toEqual([UPKEEP]);
  });

  it("707.9c, 707.9b: the color it kept is a copiable value — Altered Ego (green and blue) copying the Doppelganger is blue only", () => {
    const g = duel({ hand: ["Vesuvan Doppelganger", "Altered Ego"], battlefield: [...NINE_ISLANDS, "Forest", "Runeclaw Bear"] });
    castCopying(g, "Vesuvan Doppelganger", "Runeclaw Bear");
    g.cast("Altered Ego").announceX(0).autoPay().passAll();
    chooseToCopy(g, "Runeclaw Bear");
    expect(chars(g, "Altered Ego")).toMatchObject({ name: "Runeclaw Bear", colors: ["G"] });
    const h = duel({ hand: ["Vesuvan Doppelganger", "Altered Ego"], battlefield: [...NINE_ISLANDS, "Forest", "Runeclaw Bear"] });
    castCopying(h, "Vesuvan Doppelganger", "Runeclaw Bear");
    h.cast("Altered Ego").announceX(0).autoPay().passAll();
    h.answer({ kind: "choose", object: h.permanent("Vesuvan Doppelganger").id });
    expect(chars(h, "Altered Ego")).toMatchObject({ name: "Runeclaw Bear", colors: ["U"] });
  });

  it("707.9c, 707.4: at its upkeep the Doppelganger becomes a copy of another creature, still blue and still with the ability", () => {
    const g = duel({ hand: ["Vesuvan Doppelganger"], battlefield: [...NINE_ISLANDS, "Runeclaw Bear"] }, { battlefield: ["Serra Angel"] });
    castCopying(g, "Vesuvan Doppelganger", "Runeclaw Bear");
    g.passUntil("end", 4);
    g.passUntilPrompt("chooseTargets");
    g.targets("Serra Angel").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Serra Angel", colors: ["U"], power: 4, toughness: 4 });
    expect(keywordsOf(g.reader, g.permanent("Vesuvan Doppelganger"))).toEqual(["Flying", "Vigilance"]);
    expect(texts(g, "Vesuvan Doppelganger")).toEqual([UPKEEP]);
  });
});

describe("707.9d–f: exceptions that add types, effects or depend on the copy", () => {
  it("707.9d (example, Glasspool Mimic): a Shapeshifter Rogue in addition to its other types keeps the copied changeling — every creature type", () => {
    const g = duel({ hand: ["Glasspool Mimic // Glasspool Shore"], battlefield: ["Island", "Island", "Island", "Woodland Changeling"] });
    castCopying(g, "Glasspool Mimic // Glasspool Shore", "Woodland Changeling");
    const mimic = chars(g, "Glasspool Mimic // Glasspool Shore");
    expect(mimic).toMatchObject({ name: "Woodland Changeling", power: 2, toughness: 2 });
    expect(mimic.keywords).toEqual(["Changeling"]);
    expect(mimic.subtypes).toEqual(expect.arrayContaining(["Shapeshifter", "Rogue", "Elf", "Time Lord", "Zubera"]));
    expect(mimic.subtypes).toHaveLength(chars(g, "Woodland Changeling").subtypes.length);
  });

  it("707.9e (example): Altered Ego copying a Clone that copied nothing, then a creature through the Clone's ability, gets no counters", () => {
    const lands = ["Forest", "Island", "Island", "Island", "Island", "Island"];
    const g = duel({ hand: ["Altered Ego"], battlefield: [...lands, { card: "Clone", counters: { "+1/+1": 1 } }, "Grizzly Bears"] });
    g.cast("Altered Ego").announceX(2).autoPay().passAll();
    chooseToCopy(g, "Clone");
    // The copied Clone's replacement effect applies next: choosing a creature is applying another copy effect.
    chooseToCopy(g, "Grizzly Bears");
    expect(chars(g, "Altered Ego")).toMatchObject({ name: "Grizzly Bears", power: 2, toughness: 2 });
    expect(g.permanent("Altered Ego").counters).toEqual({});
  });

  it("707.9e: with no other copy effect applied after it, Altered Ego enters with the X counters — as a Clone copying nothing too", () => {
    const lands = ["Forest", "Island", "Island", "Island", "Island", "Island"];
    const g = duel({ hand: ["Altered Ego"], battlefield: [...lands, { card: "Clone", counters: { "+1/+1": 1 } }, "Grizzly Bears"] });
    g.cast("Altered Ego").announceX(2).autoPay().passAll();
    chooseToCopy(g, "Clone");
    chooseToCopy(g, null);
    expect(chars(g, "Altered Ego")).toMatchObject({ name: "Clone", power: 2, toughness: 2 });
    expect(g.permanent("Altered Ego").counters).toEqual({ "+1/+1": 2 });
  });

  it("707.9f (example): Moritte of the Frost copying a land that is a creature until end of turn enters as a noncreature land: no counters, no changeling", () => {
    const g = duel({
      hand: ["Animate Land", "Animate Land", "Moritte of the Frost"],
      battlefield: [{ card: "Forest", label: "animated" }, "Forest", "Forest", "Forest", "Island", "Island"],
    });
    const animated = g.permanent("Forest").id;
    g.cast("Animate Land")
      .answer({ kind: "targets", targets: [{ kind: "object", id: animated }] })
      .autoPay()
      .passAll();
    g.castAndPay("Moritte of the Frost").passAll();
    g.answer({ kind: "choose", object: animated });
    const moritte = chars(g, "Moritte of the Frost");
    expect(moritte).toMatchObject({ name: "Forest", types: ["Land"], subtypes: ["Forest"], power: null });
    expect(moritte.supertypes).toEqual(["Basic", "Legendary", "Snow"]);
    expect(moritte.keywords).toEqual([]);
    expect(g.permanent("Moritte of the Frost").counters).toEqual({});
    // Even if it becomes a creature later in the turn.
    g.castAndPay("Animate Land", "Moritte of the Frost").passAll();
    expect(g.pt("Moritte of the Frost")).toEqual([3, 3]);
    expect(chars(g, "Moritte of the Frost").keywords).toEqual([]);
  });

  it("707.9f: Moritte of the Frost copying a creature is a legendary snow copy with two more +1/+1 counters and changeling", () => {
    const g = duel({ hand: ["Moritte of the Frost"], battlefield: ["Forest", "Forest", "Forest", "Island", "Island", "Grizzly Bears"] });
    castCopying(g, "Moritte of the Frost", "Grizzly Bears");
    const moritte = chars(g, "Moritte of the Frost");
    expect(moritte).toMatchObject({ name: "Grizzly Bears", supertypes: ["Legendary", "Snow"], keywords: ["Changeling"] });
    expect(moritte.subtypes).toEqual(expect.arrayContaining(["Bear", "Elf", "Shapeshifter"]));
    expect(g.permanent("Moritte of the Frost").counters).toEqual({ "+1/+1": 2 });
    expect(g.pt("Moritte of the Frost")).toEqual([4, 4]);
  });
});

describe("707.11: an effect that refers to a permanent by name", () => {
  it("707.11 (example): Unstable Shapeshifter copying Olivia Voldaren activates her ability; it deals the damage and gets the counter though it copies a Soldier by then", () => {
    const g = duel(
      {
        hand: ["Olivia Voldaren", "Raise the Alarm"],
        battlefield: ["Unstable Shapeshifter", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains"],
      },
      { battlefield: ["Hill Giant"] },
    );
    g.cast("Olivia Voldaren").tapForMana("Swamp").tapForMana("Swamp").tapForMana("Mountain").tapForMana("Plains").pay().passAll();
    g.passAll();
    // Two Olivias: Ana keeps the Shapeshifter (704.5j).
    g.expectPrompt("legendRule");
    g.answer({ kind: "choose", object: g.permanent("Unstable Shapeshifter").id });
    expect(chars(g, "Unstable Shapeshifter").name).toBe("Olivia Voldaren");
    g.activate("Unstable Shapeshifter", "p0").targets("Hill Giant").tapForMana("Mountain").tapForMana("Mountain").pay();
    g.cast("Raise the Alarm").tapForMana("Plains").tapForMana("Plains").pay().passAll();
    if (g.prompt.kind === "orderTriggers") g.answer({ kind: "order", order: [0, 1] });
    g.passAll();
    g.passAll();
    expect(chars(g, "Unstable Shapeshifter").name).toBe("Soldier Token");
    expect(g.stackNames()).toEqual(["Unstable Shapeshifter"]);
    g.passAll();
    expect(g.permanent("Hill Giant").damage).toBe(1);
    expect(chars(g, "Hill Giant").subtypes).toEqual(["Giant", "Vampire"]);
    expect(g.permanent("Unstable Shapeshifter").counters).toEqual({ "+1/+1": 1 });
    expect(g.pt("Unstable Shapeshifter")).toEqual([2, 2]);
  });
});
