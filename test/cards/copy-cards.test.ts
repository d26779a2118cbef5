// Clone, Copy Artifact and Quicksilver Gargantuan (entering as a copy, 707.5), Essence of the Wild and Rusted
// Sentinel (616.1c, 616.1f), Twincast and Fork (copying a spell, 707.10); the copy exceptions' cards (707.9: Vesuvan
// Doppelganger, Altered Ego, Moritte of the Frost, Glasspool Mimic), Unstable Shapeshifter and Olivia Voldaren (707.4,
// 707.11), Fling, Dawnglow Infusion and Emerald Charm (707.10's examples), and the cards their tests use.

import { describe, expect, it } from "vitest";
import { characteristics, colorsOf, controllerOf } from "../../server/engine/layers/characteristics.ts";
import type { Spell } from "../../server/engine/kernel/state.ts";
import { view } from "../../server/engine/layers/view.ts";
import { printed } from "../../server/engine/layers/printed.ts";
import { cardRegistry } from "../../server/cards/index.ts";
import { castCopying, chooseToCopy } from "../support/copies.ts";
import { duel, type Scenario } from "../support/scenario.ts";

const ISLANDS = ["Island", "Island", "Island", "Island"];

const chars = (g: Scenario, name: string) => characteristics(g.reader, g.permanent(name));
const characteristicsOfSpell = (g: Scenario, spell: Spell) => view(g.reader).ofSpell(spell);

describe("Clone", () => {
  it("707.5: enters as a copy of Prodigal Sorcerer, whose ability it then activates by its key", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Prodigal Sorcerer"] });
    castCopying(g, "Clone", "Prodigal Sorcerer");
    expect(chars(g, "Clone")).toMatchObject({ name: "Prodigal Sorcerer", power: 1, toughness: 1, subtypes: ["Human", "Wizard"], colors: ["U"] });
    expect(g.log()).toContain("Ana: Clone enters as a copy of — Prodigal Sorcerer.");
    g.passUntil("precombatMain", 5);
    const clone = g.permanent("Clone");
    const action = g.expectPrompt("priority").actions.find((a) => a.kind === "activate" && a.source === clone.id);
    expect(action).toMatchObject({ ability: "p0", text: "{T}: Prodigal Sorcerer deals 1 damage to any target." });
    g.answer({ kind: "activate", source: clone.id, ability: "p0" }).targets("Ben").autoPay();
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });

  it("704.5f: copying nothing, it is a 0/0 Shapeshifter and is put into its owner's graveyard", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Grizzly Bears"] });
    castCopying(g, "Clone", null);
    expect(g.permanents("Clone")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Clone"]);
  });

  it("with no creature on the battlefield there is nothing to choose: it enters as itself", () => {
    const g = duel({ hand: ["Clone"], battlefield: ISLANDS });
    g.castAndPay("Clone").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Clone"]);
  });

  it("707.5, 603.6a: as a copy of Elvish Visionary, the copied enters-the-battlefield ability triggers for it", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Elvish Visionary"], library: ["Forest", "Plains"] });
    castCopying(g, "Clone", "Elvish Visionary");
    expect(g.stackLabels()).toEqual(["Clone (Ana)"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });

  it("707.5, 614.1c: as a copy of Triskelion, it enters with three +1/+1 counters and can remove them", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Triskelion"] });
    castCopying(g, "Clone", "Triskelion");
    expect(g.permanent("Clone").counters).toEqual({ "+1/+1": 3 });
    expect(g.pt("Clone")).toEqual([4, 4]);
    g.activate("Clone", "p0").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
    expect(g.pt("Clone")).toEqual([3, 3]);
  });

  it("707.2a: as a copy of Lord of Atlantis, it has the Lord's static ability, and each Lord pumps the other", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Lord of Atlantis", "Merfolk of the Pearl Trident"] });
    castCopying(g, "Clone", "Lord of Atlantis");
    expect(g.pt("Merfolk of the Pearl Trident")).toEqual([3, 3]);
    expect(g.pt("Lord of Atlantis")).toEqual([3, 3]);
    expect(g.pt("Clone")).toEqual([3, 3]);
  });

  it("704.5j: as a copy of a legendary creature, it has the same name: the legend rule applies", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Isamaru, Hound of Konda"] });
    castCopying(g, "Clone", "Isamaru, Hound of Konda");
    const p = g.expectPrompt("legendRule");
    expect(p.name).toBe("Isamaru, Hound of Konda");
    g.answer({ kind: "choose", object: g.permanent("Clone").id });
    expect(g.permanents("Isamaru, Hound of Konda")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Isamaru, Hound of Konda"]);
  });

  it("603.10a: as a copy of Festering Goblin, it has the Goblin's dies ability", () => {
    const g = duel({ hand: ["Clone", "Lightning Bolt"], battlefield: [...ISLANDS, "Mountain", "Festering Goblin"] }, { battlefield: ["Grizzly Bears"] });
    castCopying(g, "Clone", "Festering Goblin");
    g.castAndPay("Lightning Bolt", "Clone").passAll();
    g.targets("Grizzly Bears");
    g.passAll();
    expect(g.pt("Grizzly Bears")).toEqual([1, 1]);
  });
  it("603.7a: as a copy of Wall of Tears, its blocking trigger creates the Wall's delayed ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Wall of Tears"] }, { battlefield: ["Hill Giant"] });
    castCopying(g, "Clone", "Wall of Tears");
    g.passUntil("beginningOfCombat", 4);
    g.passUntilPrompt("declareAttackers");
    const giant = g.permanent("Hill Giant").id;
    g.answer({ kind: "attackers", attacks: [{ attacker: giant, defender: 0 }] });
    g.passUntilPrompt("declareBlockers");
    g.answer({ kind: "blockers", blocks: [{ blocker: g.permanent("Clone").id, attacker: giant }] });
    g.passAll();
    expect(g.state.delayedTriggers).toMatchObject([
      { sourceCard: "Clone", ability: "p1", text: { text: "At end of combat, return that creature to its owner's hand." } },
    ]);
    g.passUntil("endOfCombat");
    g.passAll();
    expect(g.handNames("Ben")).toContain("Hill Giant");
  });
});

describe("Copy Artifact", () => {
  it("707.9b: a copy of Triskelion that is an enchantment too, with the Triskelion's counters (707.5)", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Triskelion"] });
    castCopying(g, "Copy Artifact", "Triskelion");
    expect(chars(g, "Copy Artifact")).toMatchObject({ name: "Triskelion", types: ["Artifact", "Creature", "Enchantment"], subtypes: ["Construct"] });
    expect(g.pt("Copy Artifact")).toEqual([4, 4]);
  });

  it("only an artifact can be chosen", () => {
    const g = duel({ hand: ["Copy Artifact"], battlefield: ["Island", "Island", "Sol Ring", "Grizzly Bears"] });
    g.castAndPay("Copy Artifact").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).toEqual(["Sol Ring"]);
  });
});

describe("Quicksilver Gargantuan", () => {
  const lands = [...ISLANDS, "Island", "Island", "Island"];

  it("707.9b: a 7/7 copy of Grizzly Bears", () => {
    const g = duel({ hand: ["Quicksilver Gargantuan"], battlefield: [...lands, "Grizzly Bears"] });
    castCopying(g, "Quicksilver Gargantuan", "Grizzly Bears");
    expect(chars(g, "Quicksilver Gargantuan")).toMatchObject({ name: "Grizzly Bears", power: 7, toughness: 7, colors: ["G"] });
  });

  it("707.9d: copying Nightmare, it doesn't copy the ability defining power and toughness", () => {
    const g = duel({ hand: ["Quicksilver Gargantuan"], battlefield: [...lands, "Nightmare", "Swamp"] });
    castCopying(g, "Quicksilver Gargantuan", "Nightmare");
    expect(g.pt("Nightmare")).toEqual([1, 1]);
    expect(g.pt("Quicksilver Gargantuan")).toEqual([7, 7]);
    expect(chars(g, "Quicksilver Gargantuan").keywords).toEqual(["Flying"]);
  });

  it("without the exception (Clone), the copy has Nightmare's ability", () => {
    const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Nightmare", "Swamp", "Swamp"] });
    castCopying(g, "Clone", "Nightmare");
    expect(g.pt("Clone")).toEqual([2, 2]);
  });
});

describe("Essence of the Wild", () => {
  it("707.5: a creature entering under its controller's control is a copy of it", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Essence of the Wild"] });
    g.castAndPay("Grizzly Bears").passAll();
    expect(chars(g, "Grizzly Bears")).toMatchObject({ name: "Essence of the Wild", power: 6, toughness: 6, subtypes: ["Avatar"] });
  });

  it("another player's creatures enter as themselves", () => {
    const g = duel({ battlefield: ["Essence of the Wild"] }, { hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest"] });
    g.passUntil("precombatMain", 4);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });

  it("616.1c: with Clone's own copy effect, Clone ends up a copy of Essence of the Wild in either order", () => {
    for (const first of [0, 1]) {
      const g = duel({ hand: ["Clone"], battlefield: [...ISLANDS, "Essence of the Wild", "Prodigal Sorcerer"] });
      g.castAndPay("Clone").passAll();
      const order = g.expectPrompt("chooseOption");
      expect(order.options).toHaveLength(2);
      g.answer({ kind: "option", option: order.options[first]! });
      if (g.prompt.kind === "chooseObject") chooseToCopy(g, "Prodigal Sorcerer");
      expect(chars(g, "Clone")).toMatchObject({ name: "Essence of the Wild", power: 6, toughness: 6 });
    }
  });
});

describe("Rusted Sentinel", () => {
  it("614.1d: it enters the battlefield tapped", () => {
    const g = duel({ hand: ["Rusted Sentinel"], battlefield: ISLANDS });
    g.castAndPay("Rusted Sentinel").passAll();
    expect(g.permanent("Rusted Sentinel").tapped).toBe(true);
  });
});

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

describe("Chimeric Staff", () => {
  it("613.4b: {X}: it becomes an X/X Construct artifact creature until end of turn; a pump applies on top (7c after 7b)", () => {
    const g = duel({ hand: ["Giant Growth"], battlefield: ["Chimeric Staff", "Plains", "Plains", "Plains", "Forest"] });
    g.activate("Chimeric Staff").announceX(3).autoPay().passAll();
    expect(chars(g, "Chimeric Staff")).toMatchObject({ types: ["Artifact", "Creature"], subtypes: ["Construct"], power: 3, toughness: 3 });
    g.castAndPay("Giant Growth", "Chimeric Staff").passAll();
    expect(g.pt("Chimeric Staff")).toEqual([6, 6]);
    g.passUntil("upkeep", 4);
    expect(chars(g, "Chimeric Staff")).toMatchObject({ types: ["Artifact"], power: null });
  });
});

describe("Cryptoplasm", () => {
  it("707.4, 707.9a: each upkeep it may become a copy of another creature, and as a copy it keeps the ability, so it may change again", () => {
    const g = duel(
      { battlefield: ["Cryptoplasm", "Grizzly Bears"], library: ["Plains", "Plains", "Plains"] },
      { battlefield: ["Hill Giant"], library: ["Plains", "Plains"] },
      { turn: 2, activePlayer: 1, step: "end" },
    );
    g.passUntilPrompt("chooseTargets");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Grizzly Bears", power: 2, toughness: 2 });
    // Ana's next upkeep: the copy's own ability triggers again.
    g.passUntil("end", 4);
    g.passUntilPrompt("chooseTargets");
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Cryptoplasm")).toMatchObject({ name: "Hill Giant", power: 3, toughness: 3 });
    // "You may": declined, it stays what it is.
    g.passUntil("end", 6);
    g.passUntilPrompt("chooseTargets");
    g.targets("Grizzly Bears").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(chars(g, "Cryptoplasm").name).toBe("Hill Giant");
  });
});

describe("Vesuvan Doppelganger", () => {
  it("707.9c: a copy of Runeclaw Bear that stays blue; at its upkeep it may copy another creature, still blue, keeping the ability", () => {
    const g = duel({ hand: ["Vesuvan Doppelganger"], battlefield: [...ISLANDS, "Island", "Runeclaw Bear", "Woodland Changeling"] });
    castCopying(g, "Vesuvan Doppelganger", "Runeclaw Bear");
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Runeclaw Bear", colors: ["U"], power: 2, toughness: 2 });
    g.passUntil("end", 4);
    g.passUntilPrompt("chooseTargets");
    g.targets("Woodland Changeling").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(chars(g, "Vesuvan Doppelganger").name).toBe("Runeclaw Bear");
    g.passUntil("end", 6);
    g.passUntilPrompt("chooseTargets");
    g.targets("Woodland Changeling").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(chars(g, "Vesuvan Doppelganger")).toMatchObject({ name: "Woodland Changeling", colors: ["U"], keywords: ["Changeling"] });
  });
});

describe("Runeclaw Bear", () => {
  it("a vanilla green 2/2 Bear", () => {
    const g = duel({ battlefield: ["Runeclaw Bear"] });
    expect(chars(g, "Runeclaw Bear")).toMatchObject({ colors: ["G"], subtypes: ["Bear"], power: 2, toughness: 2, abilities: [] });
  });
});

describe("Altered Ego", () => {
  const LANDS = ["Forest", "Island", "Island", "Island", "Island", "Island"];

  it("707.9e: enters as a copy with X additional +1/+1 counters", () => {
    const g = duel({ hand: ["Altered Ego"], battlefield: [...LANDS, "Grizzly Bears"] });
    g.cast("Altered Ego").announceX(2).autoPay().passAll();
    chooseToCopy(g, "Grizzly Bears");
    expect(g.permanent("Altered Ego").counters).toEqual({ "+1/+1": 2 });
    expect(g.pt("Altered Ego")).toEqual([4, 4]);
  });

  it("113.6g: This spell can't be countered — Counterspell does nothing to it", () => {
    const g = duel({ hand: ["Altered Ego"], battlefield: [...LANDS, "Grizzly Bears"] }, { hand: ["Counterspell"], battlefield: ["Island", "Island"] });
    g.cast("Altered Ego").announceX(1).autoPay().pass();
    g.castAndPay("Counterspell", "Altered Ego").passAll();
    expect(g.stackNames()).toEqual(["Altered Ego"]);
    g.passAll();
    chooseToCopy(g, "Grizzly Bears");
    expect(g.pt("Altered Ego")).toEqual([3, 3]);
  });
});

describe("Moritte of the Frost", () => {
  it("702.73a: changeling works everywhere: the card is every creature type; copying nothing, it enters as itself, a 0/0", () => {
    expect(printed(cardRegistry.get("Moritte of the Frost")!, 0).subtypes).toEqual(expect.arrayContaining(["Shapeshifter", "Elf", "Time Lord"]));
    const g = duel({ hand: ["Moritte of the Frost"], battlefield: ["Forest", "Forest", "Forest", "Island", "Island"] });
    castCopying(g, "Moritte of the Frost", null);
    expect(g.graveyardNames("Ana")).toEqual(["Moritte of the Frost"]);
  });

  it("707.9b: copying a permanent you control, it is legendary and snow too; a creature copy has two more counters and changeling", () => {
    const g = duel(
      { hand: ["Moritte of the Frost"], battlefield: ["Forest", "Forest", "Forest", "Island", "Island", "Runeclaw Bear"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Moritte of the Frost").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).not.toContain("Hill Giant");
    chooseToCopy(g, "Runeclaw Bear");
    expect(chars(g, "Moritte of the Frost")).toMatchObject({ name: "Runeclaw Bear", supertypes: ["Legendary", "Snow"], keywords: ["Changeling"] });
    expect(g.pt("Moritte of the Frost")).toEqual([4, 4]);
  });
});

describe("Glasspool Mimic // Glasspool Shore", () => {
  it("enters as a copy of a creature you control that is a Shapeshifter Rogue too", () => {
    const g = duel(
      { hand: ["Glasspool Mimic // Glasspool Shore"], battlefield: ["Island", "Island", "Island", "Runeclaw Bear"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Glasspool Mimic // Glasspool Shore").passAll();
    expect(g.expectPrompt("chooseObject").options.map((o) => g.nameOfObject(o))).toEqual(["Runeclaw Bear"]);
    chooseToCopy(g, "Runeclaw Bear");
    expect(chars(g, "Glasspool Mimic // Glasspool Shore")).toMatchObject({ name: "Runeclaw Bear", subtypes: ["Bear", "Shapeshifter", "Rogue"] });
  });

  it("Glasspool Shore enters tapped and taps for {U}", () => {
    const g = duel({ hand: ["Glasspool Mimic // Glasspool Shore"] });
    g.answer({ kind: "playLand", card: g.handCard("Glasspool Mimic // Glasspool Shore"), face: 1 });
    expect(g.permanent("Glasspool Mimic // Glasspool Shore").tapped).toBe(true);
    g.passUntil("precombatMain", 5);
    g.tapForMana("Glasspool Mimic // Glasspool Shore");
    expect(g.state.players[0]!.manaPool.U).toBe(1);
  });
});

describe("Woodland Changeling", () => {
  it("702.73a: it is every creature type: a lord of Merfolk pumps it", () => {
    const g = duel({ battlefield: ["Woodland Changeling", "Lord of Atlantis"] });
    expect(chars(g, "Woodland Changeling").subtypes).toEqual(expect.arrayContaining(["Shapeshifter", "Merfolk", "Time Lord"]));
    expect(g.pt("Woodland Changeling")).toEqual([3, 3]);
  });
});

describe("Animate Land", () => {
  it("until end of turn, target land is a 3/3 creature that's still a land", () => {
    const g = duel({ hand: ["Animate Land"], battlefield: ["Forest", "Plains"] });
    g.castAndPay("Animate Land", "Plains").passAll();
    expect(chars(g, "Plains")).toMatchObject({ types: ["Land", "Creature"], power: 3, toughness: 3 });
    g.passUntil("upkeep", 4);
    expect(chars(g, "Plains").types).toEqual(["Land"]);
  });
});

describe("Fling", () => {
  it("608.2h: deals damage equal to the sacrificed creature's power, a pump included", () => {
    const g = duel({ hand: ["Giant Growth", "Fling"], battlefield: ["Forest", "Mountain", "Mountain", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    g.cast("Fling").targets("Ben").tapForMana("Mountain").tapForMana("Mountain").payPart("sacrifice a creature", "Grizzly Bears");
    g.pay().passAll();
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Emerald Charm", () => {
  it("700.2: untaps target permanent", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest", { card: "Grizzly Bears", tapped: true }] });
    g.cast("Emerald Charm").chooseModes(0).targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBeFalsy();
  });

  it("destroys target non-Aura enchantment: an Aura isn't a legal target", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest", "Glorious Anthem"] });
    const h = duel({ hand: ["Pacifism", "Emerald Charm"], battlefield: ["Plains", "Plains", "Forest", "Glorious Anthem"] }, { battlefield: ["Grizzly Bears"] });
    h.castAndPay("Pacifism", "Grizzly Bears").passAll();
    h.cast("Emerald Charm").chooseModes(1);
    expect(h.expectPrompt("chooseTargets").options).toEqual([h.target("Glorious Anthem")]);
    g.cast("Emerald Charm").chooseModes(1).targets("Glorious Anthem").autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Glorious Anthem", "Emerald Charm"]);
  });

  it("613.1f: target creature loses flying until end of turn", () => {
    const g = duel({ hand: ["Emerald Charm"], battlefield: ["Forest"] }, { battlefield: ["Serra Angel"] });
    g.cast("Emerald Charm").chooseModes(2).targets("Serra Angel").autoPay().passAll();
    expect(characteristics(g.reader, g.permanent("Serra Angel")).keywords).toEqual(["Vigilance"]);
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent("Serra Angel")).keywords).toEqual(["Flying", "Vigilance"]);
  });
});

describe("Dawnglow Infusion", () => {
  it("gains X life for {G} spent and X more for {W} spent", () => {
    const g = duel({ hand: ["Dawnglow Infusion", "Dawnglow Infusion"], battlefield: ["Forest", "Forest", "Forest", "Plains", "Forest"] });
    g.cast("Dawnglow Infusion").announceX(2).symbols("G").tapForMana("Forest").tapForMana("Forest").tapForMana("Forest").pay().passAll();
    expect(g.life("Ana")).toBe(22);
    g.cast("Dawnglow Infusion").announceX(1).symbols("W").tapForMana("Plains").tapForMana("Forest").pay().passAll();
    expect(g.life("Ana")).toBe(24);
  });
});

describe("Unstable Shapeshifter", () => {
  it("another creature: its own entering doesn't trigger it; an opponent's creature entering does", () => {
    const g = duel(
      { hand: ["Unstable Shapeshifter"], battlefield: [...ISLANDS, "Grizzly Bears"] },
      { hand: ["Hill Giant"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
    );
    g.castAndPay("Unstable Shapeshifter").passAll();
    expect(g.stackNames()).toEqual([]);
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Unstable Shapeshifter", power: 0, toughness: 1 });
    g.passUntil("precombatMain", 4);
    g.castAndPay("Hill Giant").passAll();
    g.passAll();
    expect(chars(g, "Unstable Shapeshifter")).toMatchObject({ name: "Hill Giant", power: 3, toughness: 3, controller: 0 });
  });
});

describe("Olivia Voldaren", () => {
  const LANDS = ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Mountain"];

  it("{1}{R}: 1 damage to another target creature, which becomes a Vampire, and a +1/+1 counter on Olivia", () => {
    const g = duel({ battlefield: ["Olivia Voldaren", ...LANDS] }, { battlefield: ["Hill Giant"] });
    g.activate("Olivia Voldaren", "p0");
    expect(g.targetOptionNames()).toEqual(["Hill Giant"]);
    g.targets("Hill Giant").autoPay().passAll();
    expect(chars(g, "Hill Giant").subtypes).toEqual(["Giant", "Vampire"]);
    expect(g.pt("Olivia Voldaren")).toEqual([4, 4]);
  });

  it("611.2b: {3}{B}{B}: gain control of target Vampire for as long as you control Olivia — it ends when another player takes her", () => {
    const g = duel(
      { battlefield: ["Olivia Voldaren", ...LANDS] },
      { hand: ["Act of Treason"], battlefield: ["Vampire Nighthawk", "Mountain", "Mountain", "Mountain"] },
    );
    g.activate("Olivia Voldaren", "p1").targets("Vampire Nighthawk").autoPay().passAll();
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(0);
    g.passUntil("precombatMain", 4);
    g.castAndPay("Act of Treason", "Olivia Voldaren").passAll();
    expect(controllerOf(g.reader, g.permanent("Olivia Voldaren"))).toBe(1);
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(1);
    // Back under Ana's control at end of turn, Olivia doesn't take the Nighthawk again: that effect has ended.
    g.passUntil("upkeep", 5);
    expect(controllerOf(g.reader, g.permanent("Olivia Voldaren"))).toBe(0);
    expect(controllerOf(g.reader, g.permanent("Vampire Nighthawk"))).toBe(1);
  });
});
