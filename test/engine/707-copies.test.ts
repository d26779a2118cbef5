// 707: copying objects. Layer 1 of the object view (613.2a), entering as a copy (707.5, 614.1c, 616.1c) and
// copying a spell (707.10). The CR's examples the engine can express are here, with cards of this game standing in
// for the ones they name where only the mechanism matters.

import { describe, expect, it } from "vitest";
import { characteristics, colorsOf, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { castCopying, chooseToCopy } from "../support/copies.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const ISLANDS = ["Island", "Island", "Island", "Island"];
const chars = (g: Scenario, name: string) => characteristics(g.reader, g.permanent(name));
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
  /** Ben's end step, turn 2: Ana's upkeep (turn 3) comes next, and Cryptoplasm's ability with it. */
  function toAnasUpkeep(ana: Parameters<typeof duel>[0]): Scenario {
    const g = duel(ana, { library: ["Plains", "Plains"] }, { turn: 2, activePlayer: 1, step: "end" });
    g.passUntilPrompt("chooseTargets");
    return g;
  }

  it("707.4 (example, Cryptoplasm standing in for Unstable Shapeshifter): it keeps a noncopy effect (Giant Growth), and no enters ability triggers", () => {
    const g = toAnasUpkeep({ hand: ["Giant Growth"], battlefield: ["Cryptoplasm", "Elvish Visionary", "Forest"], library: ["Plains", "Plains"] });
    expect(g.targetOptionNames()).toEqual(["Elvish Visionary"]);
    g.targets("Elvish Visionary");
    g.castAndPay("Giant Growth", "Cryptoplasm").passAll();
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Elvish Visionary", power: 4, toughness: 4 });
    expect(g.log()).toContain("Cryptoplasm becomes a copy of Elvish Visionary (707.4).");
    // Elvish Visionary's "When this enters, draw a card" doesn't trigger: nothing entered.
    expect(g.stackNames()).toEqual([]);
    expect(g.handNames("Ana")).toEqual([]);
  });

  it("707.9a (example, Cryptoplasm for Unstable Shapeshifter, Grizzly Bears for Quirion Elves): the ability it gave itself is copiable — a Clone copying it has it too", () => {
    const g = toAnasUpkeep({ hand: ["Clone"], battlefield: ["Cryptoplasm", "Grizzly Bears", ...ISLANDS], library: ["Plains", "Plains"] });
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Grizzly Bears", power: 2, toughness: 2 });
    g.passUntil("precombatMain");
    castCopying(g, "Clone", "Cryptoplasm");
    const texts = chars(g, "Clone").abilities.map((k) => k.ability.text);
    expect(chars(g, "Clone").name).toBe("Grizzly Bears");
    expect(texts).toEqual([expect.stringContaining("you may have Cryptoplasm become a copy of another target creature")]);
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

describe("707.9: exceptions", () => {
  it("707.9b (Copy Artifact's example): an enchantment in addition to the copied artifact's types", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Triskelion"] });
    castCopying(g, "Copy Artifact", "Triskelion");
    expect(chars(g, "Copy Artifact").types).toEqual(["Artifact", "Creature", "Enchantment"]);
  });

  it("707.9d (Quicksilver Gargantuan's example, with Nightmare for Tarmogoyf): 7/7, without the characteristic-defining ability", () => {
    const g = duel({ hand: ["Quicksilver Gargantuan"], battlefield: [...ISLANDS, "Island", "Island", "Island", "Nightmare", "Swamp", "Swamp"] });
    castCopying(g, "Quicksilver Gargantuan", "Nightmare");
    expect(g.pt("Quicksilver Gargantuan")).toEqual([7, 7]);
    expect(chars(g, "Quicksilver Gargantuan").abilities).toEqual([]);
  });
});

describe("707.10: copying a spell", () => {
  it("707.10 (Fork's example, with Misery Charm for Emerald Charm): the copy is red and has the chosen mode", () => {
    const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"] }, { hand: ["Fork"], battlefield: ["Mountain", "Mountain"] });
    g.cast("Misery Charm").chooseModes(2).targets("Ben").autoPay().pass();
    g.castAndPay("Fork", "Misery Charm").passAll();
    g.answer({ kind: "option", option: "choose new targets" }).targets("Ana");
    const [copy] = copies(g);
    expect(copy!.choices.modes).toEqual([2]);
    expect(colorsOf(g.reader, copy!)).toEqual(["R"]);
    g.passAll();
    expect(g.life("Ana")).toBe(18);
    g.passAll();
    expect(g.life("Ben")).toBe(18);
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
