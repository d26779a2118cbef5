// 613: interaction of continuous effects — the layers, timestamps and dependencies, with each example of 613 that
// the card language can express (MagicCompRules-2026-01-16), then the rules around them. Real cards where the
// pool has them; otherwise test-only cards of test/support/test-cards.ts, each with exactly the effect named.
// Not here yet: 613.6's Svogthos example (a characteristic-defining ability, 7a) and 613.7a's Rune of Flight
// (an ability that grants an Equipment an ability): the card language can't say either.

import { describe, expect, it } from "vitest";
import { characteristics, colorsOf, controllerOf, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import type { PriorityAction } from "../../shared/prompt.ts";
import { ability, cost, effect, modify, tapSelf } from "../../server/card-language/card-dsl.ts";
import type { ContinuousEffect } from "../../server/engine/kernel/state.ts";
import { frozenReader } from "../../server/engine/layers/view.ts";
import type { Scenario } from "../support/scenario.ts";
import { testDuel, testEngine } from "../support/test-cards.ts";
import { scenario, filler } from "../support/scenario.ts";

function keywords(g: Scenario, name: string): readonly unknown[] {
  return keywordsOf(g.reader, g.permanent(name));
}

function colors(g: Scenario, name: string): readonly string[] {
  return colorsOf(g.reader, g.permanent(name));
}

describe("613.4 layer 7 sublayers", () => {
  it("613.4d: a switch applies after +0/+1 (1/3 → 4/1), then +5/+0 → 4/6", () => {
    // Gilder Bairn is a 1/3.
    const g = testDuel({ hand: ["Test Pump: +0/+1", "Test Switch Aura", "Test Pump: +5/+0"], battlefield: ["Gilder Bairn"] });
    g.castAndPay("Test Pump: +0/+1", "Gilder Bairn").passAll();
    g.castAndPay("Test Switch Aura", "Gilder Bairn").passAll();
    expect(g.pt("Gilder Bairn")).toEqual([4, 1]);
    // The later +5/+0 still applies in 7c, under the switch (7d): "unswitched" 6/4.
    g.castAndPay("Test Pump: +5/+0", "Gilder Bairn").passAll();
    expect(g.pt("Gilder Bairn")).toEqual([4, 6]);
  });

  it("613.4d: when the +0/+1 effect ends before the switch, the switched 4/1 becomes 3/1", () => {
    const g = testDuel({ hand: ["Test Pump: +0/+1", "Test Switch Aura"], battlefield: ["Gilder Bairn"] });
    g.castAndPay("Test Pump: +0/+1", "Gilder Bairn").passAll();
    g.castAndPay("Test Switch Aura", "Gilder Bairn").passAll();
    expect(g.pt("Gilder Bairn")).toEqual([4, 1]);
    // The +0/+1 ends in the cleanup step (514.2); the Aura's switch goes on.
    g.passUntil("upkeep", 4);
    expect(g.permanents("Test Switch Aura")).toHaveLength(1);
    expect(g.pt("Gilder Bairn")).toEqual([3, 1]);
  });

  it("613.4d: two switches cancel each other: 1/3 with +0/+1 is 1/4", () => {
    const g = testDuel({ hand: ["Test Pump: +0/+1", "Test Switch Aura", "Test Switch Aura"], battlefield: ["Gilder Bairn"] });
    g.castAndPay("Test Pump: +0/+1", "Gilder Bairn").passAll();
    g.castAndPay("Test Switch Aura", "Gilder Bairn").passAll();
    expect(g.pt("Gilder Bairn")).toEqual([4, 1]);
    g.castAndPay("Test Switch Aura", "Gilder Bairn").passAll();
    expect(g.pt("Gilder Bairn")).toEqual([1, 4]);
  });

  it("613.4b–c: an effect that sets power and toughness (7b) applies before one that modifies them (7c), whatever their timestamps", () => {
    // Giant Growth first, then the setting Aura: by timestamp alone it would be 0/1; by sublayer, 0/1 then +3/+3.
    const g = testDuel({ hand: ["Giant Growth", "Test Shrink Aura"], battlefield: ["Forest", "Grizzly Bears"] });
    g.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    g.castAndPay("Test Shrink Aura", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 4]);

    // The other order gives the same.
    const h = testDuel({ hand: ["Test Shrink Aura", "Giant Growth"], battlefield: ["Forest", "Grizzly Bears"] });
    h.castAndPay("Test Shrink Aura", "Grizzly Bears").passAll();
    expect(h.pt("Grizzly Bears")).toEqual([0, 1]);
    h.castAndPay("Giant Growth", "Grizzly Bears").passAll();
    expect(h.pt("Grizzly Bears")).toEqual([3, 4]);
  });

  it("613.4b–d: +1/+1 counters apply in 7c — after an effect that sets 0/1 (7b), before a switch (7d): 2/3, switched to 3/2", () => {
    // Gilder Bairn is a 1/3. Counters change both values alike, so only their place after 7b shows in the result.
    const g = testDuel({
      battlefield: [
        { card: "Gilder Bairn", label: "bairn", counters: { "+1/+1": 2 } },
        { card: "Test Switch Aura", attachedTo: "bairn" },
        { card: "Test Shrink Aura", attachedTo: "bairn" },
      ],
    });
    expect(g.pt("Gilder Bairn")).toEqual([3, 2]);
  });
});

describe("613.5 layers apply continually", () => {
  it("613.5: a black 2/2 turned white gets +1/+1 from Honor of the Pure (3/3); turned red, it is 2/2 again", () => {
    const g = testDuel({ hand: ["Test Whiten", "Test Redden"], battlefield: ["Test Honor of the Pure", "Walking Corpse"] });
    expect(g.pt("Walking Corpse")).toEqual([2, 2]);
    g.castAndPay("Test Whiten", "Walking Corpse").passAll();
    expect(colors(g, "Walking Corpse")).toEqual(["W"]);
    expect(g.pt("Walking Corpse")).toEqual([3, 3]);
    // The later color change wins in layer 5 (613.7), and Honor of the Pure stops applying.
    g.castAndPay("Test Redden", "Walking Corpse").passAll();
    expect(colors(g, "Walking Corpse")).toEqual(["R"]);
    expect(g.pt("Walking Corpse")).toEqual([2, 2]);
  });

  it("613.5: a 2/2 with a +1/+1 counter (3/3), +4/+4 (7/7), +0/+2 (7/9), then becomes 0/1 (7b): 5/8", () => {
    // Grizzly Bears stands in for Gray Ogre; the "becomes 0/1" effect is an Aura's, applied last as in the example.
    const g = testDuel({
      hand: ["Test Pump: +4/+4", "Test Bulwark", "Test Shrink Aura"],
      battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }],
    });
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    g.castAndPay("Test Pump: +4/+4", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([7, 7]);
    g.castAndPay("Test Bulwark").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([7, 9]);
    g.castAndPay("Test Shrink Aura", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 8]);
  });
});

describe("613.6 an effect in several layers", () => {
  it("613.6: 'gets +1/+1 and becomes white' — the color part applies in layer 5, the +1/+1 in 7c", () => {
    // Crusade is older; it sees the creature white in 7c only because the color part already applied in layer 5.
    const g = testDuel({ hand: ["Test Glory Aura"], battlefield: ["Crusade", "Walking Corpse"] });
    g.castAndPay("Test Glory Aura", "Walking Corpse").passAll();
    expect(colors(g, "Walking Corpse")).toEqual(["W"]);
    expect(g.pt("Walking Corpse")).toEqual([4, 4]);
  });

  it("613.6: a gain-control-and-haste effect (Act of Treason's) changes control in layer 2 and grants haste in layer 6", () => {
    const g = testDuel({ hand: ["Test Treason Aura"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Test Treason Aura", "Grizzly Bears").passAll();
    const bears = g.permanent("Grizzly Bears");
    expect(controllerOf(g.reader, bears)).toBe(g.playerId("Ana"));
    expect(keywords(g, "Grizzly Bears")).toEqual(["Haste"]);
    // Combat reads control from layer 2: the new controller may attack with it.
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers", "Ana").options.map((o) => g.nameOfObject(o.attacker))).toEqual(["Grizzly Bears"]);
  });

  it("613.6: 'noncreature artifacts become 2/2 artifact creatures' sets 2/2 in 7b for the same artifacts, though no longer noncreature", () => {
    const g = testDuel({ battlefield: ["Test Animation", "Sol Ring", "Bronze Sable"] });
    expect(characteristics(g.reader, g.permanent("Sol Ring")).types).toEqual(["Artifact", "Creature"]);
    expect(g.pt("Sol Ring")).toEqual([2, 2]);
    // Bronze Sable was a creature already: neither part applies to it.
    expect(g.pt("Bronze Sable")).toEqual([2, 1]);
  });

  it("613.6: an effect that began to apply in layer 5 keeps applying in 7c though its ability was removed in layer 6", () => {
    const g = testDuel({
      battlefield: [{ card: "Test Banner Bearer", label: "bearer" }, "Grizzly Bears", { card: "Test Mute Aura", attachedTo: "bearer" }],
    });
    expect(characteristics(g.reader, g.permanent("Test Banner Bearer")).abilities).toEqual([]);
    expect(colors(g, "Grizzly Bears")).toEqual(["W"]);
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });
});

describe("613.7, 613.9 timestamps: the later effect wins within a layer; one effect decides another", () => {
  it("613.9: 'has flying' then 'loses flying' — the later Aura wins: no flying", () => {
    const g = testDuel({
      hand: ["Test Grounding Aura"],
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Flight Aura", attachedTo: "bears" },
      ],
    });
    expect(keywords(g, "Grizzly Bears")).toEqual(["Flying"]);
    g.castAndPay("Test Grounding Aura", "Grizzly Bears").passAll();
    expect(keywords(g, "Grizzly Bears")).toEqual([]);
  });

  it("613.9: 'loses flying' then 'has flying' — the later Aura wins: flying", () => {
    const g = testDuel({
      hand: ["Test Flight Aura"],
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Grounding Aura", attachedTo: "bears" },
      ],
    });
    expect(keywords(g, "Grizzly Bears")).toEqual([]);
    g.castAndPay("Test Flight Aura", "Grizzly Bears").passAll();
    expect(keywords(g, "Grizzly Bears")).toEqual(["Flying"]);
  });

  it("613.7e: an Equipment gets a new timestamp as it becomes attached, so its 'loses flying' wins over an older 'has flying' Aura", () => {
    // The Equipment is older than the Aura until it is attached.
    const g = testDuel({
      battlefield: ["Test Grounding Gear", { card: "Grizzly Bears", label: "bears" }, { card: "Test Flight Aura", attachedTo: "bears" }],
    });
    expect(keywords(g, "Grizzly Bears")).toEqual(["Flying"]);
    g.activate("Test Grounding Gear", 1).targets("Grizzly Bears").autoPay().passAll();
    expect(g.permanent("Test Grounding Gear").attachedTo).toBe(g.permanent("Grizzly Bears").id);
    expect(keywords(g, "Grizzly Bears")).toEqual([]);
  });

  it.each([
    ["Crusade older", ["Crusade", { card: "Walking Corpse", label: "corpse" }, { card: "Test White Aura", attachedTo: "corpse" }]],
    ["Crusade newer", [{ card: "Walking Corpse", label: "corpse" }, { card: "Test White Aura", attachedTo: "corpse" }, "Crusade"]],
  ] as const)(
    "613.9: 'enchanted creature is white' and 'white creatures get +1/+1' (Crusade): the creature gets +1/+1 whatever its previous color (%s)",
    (_, battlefield) => {
      // Layer 5 comes before 7c, so no timestamp order can leave Crusade looking at the old color.
      const g = testDuel({ battlefield: [...battlefield] });
      expect(colors(g, "Walking Corpse")).toEqual(["W"]);
      expect(g.pt("Walking Corpse")).toEqual([3, 3]);
    },
  );
});

describe("613.8 dependency", () => {
  it.each([
    ["the blue one older", ["Test Blue Wash", { card: "Walking Corpse", label: "corpse" }, { card: "Test White Aura", attachedTo: "corpse" }]],
    ["the blue one newer", [{ card: "Walking Corpse", label: "corpse" }, { card: "Test White Aura", attachedTo: "corpse" }, "Test Blue Wash"]],
  ] as const)("613.8a–b: in layer 5, 'white creatures are blue' depends on 'enchanted creature is white' and waits for it (%s)", (_, battlefield) => {
    // By timestamps alone, the older "white creatures are blue" would find no white creature, and the Zombie would end white.
    const g = testDuel({ battlefield: [...battlefield] });
    expect(colors(g, "Walking Corpse")).toEqual(["U"]);
  });

  it.each([
    ["older", ["Test Blanket", "Lord of Atlantis", "Merfolk of the Pearl Trident", "Serra Angel"]],
    ["newer", ["Lord of Atlantis", "Merfolk of the Pearl Trident", "Serra Angel", "Test Blanket"]],
  ] as const)(
    "613.8a–b: in layer 6, Lord of Atlantis's effect depends on 'all creatures lose all abilities', which removes it first: no islandwalk, no +1/+1 (blanket %s)",
    (_, battlefield) => {
      // Applied by timestamp, a newer blanket would let the Lord's effect begin in layer 6 and go on in 7c (613.6).
      const g = testDuel({ battlefield: [...battlefield] });
      expect(characteristics(g.reader, g.permanent("Lord of Atlantis")).abilities).toEqual([]);
      expect(keywords(g, "Merfolk of the Pearl Trident")).toEqual([]);
      expect(g.pt("Merfolk of the Pearl Trident")).toEqual([1, 1]);
      expect(g.pt("Lord of Atlantis")).toEqual([2, 2]);
      // Printed keywords go too.
      expect(keywords(g, "Serra Angel")).toEqual([]);
    },
  );
});

describe("613.1f layer 6: abilities an effect grants, known by stable keys", () => {
  const PING = "{T}: This creature deals 1 damage to any target.";

  /** The "activate" options of the pending priority prompt for a permanent. */
  function activateOptions(g: Scenario, source: number): Extract<PriorityAction, { kind: "activate" }>[] {
    return g.expectPrompt("priority").actions.flatMap((a) => (a.kind === "activate" && a.source === source ? [a] : []));
  }

  function abilityKeys(g: Scenario, name: string): string[] {
    return characteristics(g.reader, g.permanent(name)).abilities.map((k) => k.key);
  }

  it("613.1f: an Aura grants '{T}: … 1 damage to any target', offered by its key and text; 113.7a: it resolves though the Aura is destroyed in response; it leaves with the Aura", () => {
    const g = testDuel({ hand: ["Test Pinger Aura"], battlefield: ["Grizzly Bears"] }, { hand: ["Aura Blast"], battlefield: ["Plains", "Plains"] });
    const bears = g.permanent("Grizzly Bears").id;
    expect(activateOptions(g, bears)).toEqual([]);
    g.castAndPay("Test Pinger Aura", "Grizzly Bears").passAll();
    // The key names the Aura's static ability (its timestamp, the ability's place on the Aura) and the granted ability in it.
    const key = `g${g.permanent("Test Pinger Aura").timestamp}.0.0`;
    expect(abilityKeys(g, "Grizzly Bears")).toEqual([key]);
    expect(activateOptions(g, bears)).toEqual([{ kind: "activate", source: bears, ability: key, text: PING, affordable: true, hasTargets: true }]);

    g.answer({ kind: "activate", source: bears, ability: key }).targets("Ben").autoPay();
    const onStack = g.state.stack.at(-1)!;
    expect(onStack).toMatchObject({ kind: "ability", source: bears, ability: key, text: { kind: "activated", text: PING } });
    // Ben destroys the Aura in response: the ability on the stack exists independently of it.
    g.pass();
    g.castAndPay("Aura Blast", "Test Pinger Aura");
    g.passAll();
    expect(g.permanents("Test Pinger Aura")).toEqual([]);
    expect(abilityKeys(g, "Grizzly Bears")).toEqual([]);
    expect(g.stackNames()).toEqual(["Grizzly Bears"]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    // The ability left with the Aura: its key names nothing any more.
    g.passUntil("precombatMain", 5);
    expect(activateOptions(g, bears)).toEqual([]);
    const error = g.refuseAnswer({ kind: "activate", source: bears, ability: key });
    expect(error.code).toBe("ILLEGAL_CHOICE");
    expect(error.message).toBe(`Grizzly Bears has no activated ability "${key}": it has no activated ability`);
  });

  it("613.1f: a printed ability keeps its key 'p0' beside a granted one; both are offered, each activated by its key", () => {
    const g = testDuel({ hand: ["Test Pinger Aura"], battlefield: ["Prodigal Sorcerer", "Grizzly Bears"] });
    g.castAndPay("Test Pinger Aura", "Prodigal Sorcerer").passAll();
    const sorcerer = g.permanent("Prodigal Sorcerer").id;
    const granted = `g${g.permanent("Test Pinger Aura").timestamp}.0.0`;
    expect(activateOptions(g, sorcerer).map((a) => [a.ability, a.text])).toEqual([
      ["p0", "{T}: Prodigal Sorcerer deals 1 damage to any target."],
      [granted, PING],
    ]);
    g.answer({ kind: "activate", source: sorcerer, ability: "p0" }).targets("Ben").autoPay();
    expect(g.state.stack.at(-1)).toMatchObject({ ability: "p0", text: { text: "{T}: Prodigal Sorcerer deals 1 damage to any target." } });
  });

  it("613.1f: a granted triggered ability triggers ('At the beginning of your upkeep, you gain 1 life')", () => {
    const g = testDuel({ hand: ["Test Tithe Aura"], battlefield: ["Grizzly Bears"] });
    g.castAndPay("Test Tithe Aura", "Grizzly Bears").passAll();
    const key = `g${g.permanent("Test Tithe Aura").timestamp}.0.0`;
    g.passUntil("upkeep", 5);
    expect(g.state.stack.at(-1)).toMatchObject({ kind: "ability", triggered: true, ability: key, source: g.permanent("Grizzly Bears").id });
    g.passAll();
    expect(g.life("Ana")).toBe(21);
    expect(g.eventsOf("abilityTriggered").map((e) => e.text)).toEqual(["At the beginning of your upkeep, you gain 1 life."]);
  });

  it("613.1f, 613.7: 'loses all abilities' with a later timestamp removes a granted ability; with an earlier one, the granted ability stays", () => {
    const later = testDuel({
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Pinger Aura", attachedTo: "bears" },
        { card: "Test Mute Aura", attachedTo: "bears" },
      ],
    });
    expect(abilityKeys(later, "Grizzly Bears")).toEqual([]);
    expect(activateOptions(later, later.permanent("Grizzly Bears").id)).toEqual([]);

    const earlier = testDuel({
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Mute Aura", attachedTo: "bears" },
        { card: "Test Pinger Aura", attachedTo: "bears" },
      ],
    });
    const key = `g${earlier.permanent("Test Pinger Aura").timestamp}.0.0`;
    expect(abilityKeys(earlier, "Grizzly Bears")).toEqual([key]);
    expect(activateOptions(earlier, earlier.permanent("Grizzly Bears").id).map((a) => a.ability)).toEqual([key]);
  });

  it("613.1f: abilities granted by a resolved spell's or ability's effect are keyed g<timestamp>.<i>, in the effect's order", () => {
    const g = testDuel({ battlefield: ["Grizzly Bears"] });
    const bears = g.permanent("Grizzly Bears").id;
    const pump = ability.activated(cost("{G}"), "This creature gets +1/+1 until end of turn.", { effects: [effect.pumpUntilEndOfTurn(1, 1, { self: true })] });
    const ping = ability.activated(cost(null, tapSelf), "This creature deals 1 damage to any target.", { effects: [effect.dealDamage(1)] });
    const granted: ContinuousEffect = {
      kind: "characteristics",
      timestamp: 99,
      sourceCard: "Test",
      controller: 0,
      affected: [bears],
      modifications: [modify.addAbilities(pump), modify.addKeywords("Flying"), modify.addAbilities(ping)],
      duration: "endOfTurn",
    };
    const reader = frozenReader({ ...g.state, effects: [granted] }, g.engine.cards);
    const abilities = characteristics(reader, g.permanent("Grizzly Bears")).abilities;
    expect(abilities.map((k) => [k.key, k.ability])).toEqual([
      ["g99.0", pump],
      ["g99.1", ping],
    ]);
  });

  it("602.5b: a granted 'Activate only once each turn' ability is counted by permanent and key", () => {
    const g = testDuel({
      battlefield: [
        { card: "Grizzly Bears", label: "bears" },
        { card: "Test Surge Aura", attachedTo: "bears" },
      ],
    });
    const bears = g.permanent("Grizzly Bears").id;
    const key = `g${g.permanent("Test Surge Aura").timestamp}.0.0`;
    expect(activateOptions(g, bears).map((a) => a.ability)).toEqual([key]);
    g.answer({ kind: "activate", source: bears, ability: key }).autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
    expect(g.state.activationsThisTurn).toEqual({ [`${bears}/${key}`]: 1 });
    expect(activateOptions(g, bears)).toEqual([]);
    expect(g.refuseAnswer({ kind: "activate", source: bears, ability: key }).rule).toBe("602.5");
    // A new turn, a new count.
    g.passUntil("precombatMain", 5);
    expect(activateOptions(g, bears).map((a) => a.ability)).toEqual([key]);
  });

  it("answers name an ability by key, or by its printed index for compatibility; a wrong or unknown key is refused clearly", () => {
    const g = testDuel({ hand: ["Test Pinger Aura"], battlefield: ["Prodigal Sorcerer", "Forest"] });
    g.castAndPay("Test Pinger Aura", "Prodigal Sorcerer").passAll();
    const sorcerer = g.permanent("Prodigal Sorcerer").id;
    const granted = `g${g.permanent("Test Pinger Aura").timestamp}.0.0`;
    // Unknown keys, well formed: the message lists what the permanent has.
    for (const ability of ["p1", "g1.0", `${granted}0`]) {
      const error = g.refuseAnswer({ kind: "activate", source: sorcerer, ability });
      expect(error.code).toBe("ILLEGAL_CHOICE");
      expect(error.message).toBe(
        `Prodigal Sorcerer has no activated ability "${ability}": it has p0 ("{T}: Prodigal Sorcerer deals 1 damage to any target."), ${granted} ("${PING}")`,
      );
    }
    expect(g.refuseAnswer({ kind: "activate", source: sorcerer, ability: 3 }).message).toMatch(/^Prodigal Sorcerer has no activated ability "p3"/);
    expect(g.refuseAnswer({ kind: "activateMana", source: g.permanent("Forest").id, ability: "p1" }).message).toBe(
      'Forest has no mana ability "p1": it has p0 ("{T}: Add {G}.")',
    );
    // A key of another kind of ability says which answer it takes.
    expect(g.refuseAnswer({ kind: "activate", source: g.permanent("Forest").id, ability: "p0" }).message).toBe(
      'Forest\'s ability p0 ("{T}: Add {G}.") is not an activated ability: answer "activateMana"',
    );
    expect(g.refuseAnswer({ kind: "activateMana", source: sorcerer, ability: granted }).message).toBe(
      `Prodigal Sorcerer's ability ${granted} ("${PING}") is not a mana ability: answer "activate"`,
    );
    // Malformed: not a key, not an index.
    for (const ability of ["", "0", "P0", "p", "g12", "p0 ", -1, 1.5, null, { key: "p0" }]) {
      const error = g.refuseAnswer({ kind: "activate", source: sorcerer, ability });
      expect(error.code).toBe("MALFORMED_INPUT");
      expect(error.message).toMatch(/needs a numeric `source` and an `ability` key/);
    }
    // The printed index 0 is the key "p0", for activated and mana abilities alike.
    g.answer({ kind: "activateMana", source: g.permanent("Forest").id, ability: 0 });
    expect(g.state.players[0]!.manaPool.G).toBe(1);
    g.answer({ kind: "activate", source: sorcerer, ability: 0 }).targets("Ben").autoPay();
    expect(g.state.stack.at(-1)).toMatchObject({ ability: "p0" });
    g.passAll();
    expect(g.life("Ben")).toBe(19);
  });
});

describe("613.1f layer 6: granted static abilities work where printed ones do", () => {
  it("613.1f, 615.1: a granted prevention effect prevents damage to the enchanted creature; it stops with the Aura", () => {
    const g = testDuel({ hand: ["Test Ward Aura", "Shock", "Shock"], battlefield: ["Grizzly Bears", "Plains", "Mountain", "Mountain"] });
    g.castAndPay("Test Ward Aura", "Grizzly Bears").passAll();
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.eventsOf("damagePrevented")).toMatchObject([{ targetName: "Grizzly Bears", amount: 2 }]);
  });

  it('613.1f, 305.2: a granted "Players can\'t play lands" forbids land plays while the creature has it', () => {
    const g = testDuel({ hand: ["Test Earthbound Aura", "Forest"], battlefield: ["Grizzly Bears", "Plains"] });
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "playLand")).toBe(true);
    g.castAndPay("Test Earthbound Aura", "Grizzly Bears").passAll();
    expect(g.expectPrompt("priority", "Ana").actions.some((a) => a.kind === "playLand")).toBe(false);
  });
});

describe("611.2 durations of resolved effects: until your next turn", () => {
  it("611.2: +2/+2 until your next turn lasts through the opponent's turn and ends as its controller's next turn begins", () => {
    const g = testDuel({ hand: ["Test Lasting Pump"], battlefield: ["Grizzly Bears"] });
    g.castAndPay("Test Lasting Pump", "Grizzly Bears").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    g.passUntil("end", 4);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    g.passUntil("upkeep", 5);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
    expect(g.log().some((line) => line.includes("+2/+2 until Ana's next turn"))).toBe(true);
  });

  it("800.4m: if its controller leaves the game, it lasts until that player's turn would have begun", () => {
    const g = scenario(
      {
        turn: 3,
        players: [
          { name: "Ana", hand: ["Test Lasting Pump"], library: filler() },
          { name: "Ben", battlefield: ["Grizzly Bears"], library: filler() },
          { name: "Cid", library: filler() },
        ],
      },
      testEngine,
    );
    g.castAndPay("Test Lasting Pump", "Grizzly Bears").passAll();
    g.passUntil("upkeep", 4);
    g.concede("Ana");
    // Ben's turn (4), then Cid's (5): still +2/+2. Ana's turn would begin after Cid's: it ends then, as Ben's turn 6 begins.
    g.passUntil("upkeep", 5);
    expect(g.pt("Grizzly Bears")).toEqual([4, 4]);
    g.passUntil("upkeep", 6);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});
