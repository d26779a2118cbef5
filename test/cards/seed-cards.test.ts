// What makes each card of the seeds' examples special (seeds 000–002: casting, costs and their rules),
// one describe per card name.

import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import { ability, card, cost, effect } from "../../server/card-language/card-dsl.ts";
import { spellFacts } from "../../server/engine/layers/characteristics.ts";
import { createEngine } from "../../server/engine/engine.ts";
import type { ManaRequirement } from "../../shared/prompt.ts";
import type { ObjectId } from "../../server/engine/kernel/state.ts";
import { duel, filler, scenario, type Scenario } from "../support/scenario.ts";

const NO_MANA_DUE: ManaRequirement = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, generic: 0 };

/** A mana requirement, exactly: the amounts given and zero of everything else. */
function mana(amounts: Partial<ManaRequirement>): ManaRequirement {
  return { ...NO_MANA_DUE, ...amounts };
}

/** The mana the pending payment prompt asks for. */
function manaDue(g: Scenario): ManaRequirement | null {
  return g.expectPrompt("payCosts").mana;
}

/** Whether the priority prompt offers to cast the card of that name from its player's hand. */
function castOffered(g: Scenario, name: string): boolean {
  const p = g.expectPrompt("priority");
  const ids = g.state.players[p.player]!.hand.filter((c) => c.card === name).map((c) => c.id);
  return p.actions.some((a) => a.kind === "cast" && ids.includes(a.card));
}

function graveyardCard(g: Scenario, player: string, name: string): ObjectId {
  const c = g.state.players[g.playerId(player)]!.graveyard.find((x) => x.card === name);
  if (!c) throw new Error(`${name} is not in ${player}'s graveyard`);
  return c.id;
}

function lastReversal(g: Scenario) {
  return g.eventsOf("castReversed").at(-1);
}

function stackSpellId(g: Scenario, name: string): ObjectId {
  const o = g.state.stack.find((s) => s.kind === "spell" && s.card === name);
  if (!o) throw new Error(`${name} is not on the stack`);
  return o.id;
}

function exileNames(g: Scenario): string[] {
  return g.state.exile.map((c) => c.card);
}

// ---- Cost increases, reductions and minimums ----------------------------------------------------

describe("Sphere of Resistance", () => {
  it("601.2f: every spell costs {1} more, whoever casts it — Ana's creature and instant, Ben's Counterspell", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lightning Bolt"], battlefield: ["Sphere of Resistance", "Mountain", "Mountain"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island", "Island"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 2, generic: 1 }));
    g.autoPay().passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("118.9d: an alternative cost is increased too — Gush for two Islands also costs {1}", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Sphere of Resistance", "Island", "Island", "Mountain"] });
    g.cast("Gush").chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 1 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["return two Islands you control to their owner's hand"]);
  });

  it("602.2b: an activated ability is not a spell — Arc-Slogger's ability still costs just {R}", () => {
    const g = duel({ battlefield: ["Sphere of Resistance", "Arc-Slogger", "Mountain"], library: filler(10) });
    g.activate("Arc-Slogger", 0).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });
});

describe("Thorn of Amethyst", () => {
  it("601.2f: noncreature spells of every player cost {1} more; creature spells don't", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Sol Ring", "Lightning Bolt"], battlefield: ["Thorn of Amethyst", "Forest", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Thalia, Guardian of Thraben", () => {
  it("702.7: it has first strike; 601.2f: noncreature spells of every player cost {1} more — artifact creatures are creature spells", () => {
    const g = duel(
      { hand: ["Lodestone Golem", "Sol Ring"], battlefield: ["Thalia, Guardian of Thraben", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    expect(g.engine.cards.get("Thalia, Guardian of Thraben")!.keywords).toEqual(["First strike"]);
    g.cast("Lodestone Golem");
    expect(manaDue(g)).toEqual(mana({ generic: 4 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.pass();
    g.cast("Lightning Bolt").targets("Thalia, Guardian of Thraben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Thalia, Guardian of Thraben"]);
  });

  it("601.2f: two increases add up — with Thorn of Amethyst too, Lightning Bolt costs {2}{R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Thalia, Guardian of Thraben", "Thorn of Amethyst", "Mountain", "Mountain", "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
  });
});

describe("Lodestone Golem", () => {
  it("601.2f: nonartifact spells of every player cost {1} more; artifact spells, even artifact creatures, don't", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Sol Ring", "Bronze Sable"], battlefield: ["Lodestone Golem", "Forest", "Forest", "Forest"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.cancel();
    g.cast("Sol Ring");
    expect(manaDue(g)).toEqual(mana({ generic: 1 }));
    g.cancel();
    g.cast("Bronze Sable");
    expect(manaDue(g)).toEqual(mana({ generic: 2 }));
    g.cancel();
    g.pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Gloom", () => {
  it("601.2f: white spells of every player cost {3} more, multicolored white ones included; other spells don't", () => {
    const g = duel(
      { hand: ["Savannah Lions", "Grizzly Bears"], battlefield: ["Gloom", "Plains", "Forest", "Forest", "Forest"] },
      { hand: ["Seeds of Strength"], battlefield: ["Grizzly Bears", "Forest", "Plains", "Forest", "Forest", "Forest"] },
    );
    g.cast("Savannah Lions");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 3 }));
    g.cancel();
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Seeds of Strength").targets("Grizzly Bears").targets("Grizzly Bears").targets("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, W: 1, generic: 3 }));
  });

  it("602.2b, 601.2f: activated abilities of white enchantments cost {3} more; those of a white creature don't", () => {
    // No card of the set is a white enchantment with an activated ability: a test card stands in for one.
    const shrine = card({
      name: "Test Shrine",
      cost: "{W}",
      types: ["Enchantment"],
      text: "{1}: You gain 1 life.",
      abilities: [ability.activated(cost("{1}"), "You gain 1 life.", { effects: [effect.gainLife(1, { you: true })] })],
    });
    const testEngine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, shrine]));
    const g = scenario(
      {
        turn: 3,
        players: [
          { name: "Ana", library: filler(), battlefield: ["Test Shrine", "Benevolent Bodyguard", "Savannah Lions", "Plains", "Plains", "Plains", "Plains"] },
          { name: "Ben", library: filler(), battlefield: ["Gloom"] },
        ],
      },
      testEngine,
    );
    g.activate("Test Shrine", 0);
    expect(manaDue(g)).toEqual(mana({ generic: 4 }));
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(21);
    g.activate("Benevolent Bodyguard", 0).targets("Savannah Lions");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    expect(pay.parts.map((p) => p.text)).toEqual(["sacrifice this"]);
  });
});

describe("Helm of Awakening", () => {
  it("601.2f, 118.7a: every player's spells cost {1} less, but only their generic mana is reduced", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lightning Bolt"], battlefield: ["Helm of Awakening", "Forest", "Mountain"] },
      { hand: ["Mana Leak", "Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.cancel();
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
    g.autoPay().pass();
    g.cast("Counterspell").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 2 }));
    g.cancel();
    g.cast("Mana Leak").targets("Lightning Bolt");
    expect(manaDue(g)).toEqual(mana({ U: 1 }));
  });

  it("601.2f, 118.5: a cost is never reduced below {0} — Sol Ring and Lotus Petal cost {0}, and the payment must still be acknowledged", () => {
    const g = duel({ hand: ["Sol Ring", "Lotus Petal"], battlefield: ["Helm of Awakening"] });
    expect(castOffered(g, "Sol Ring")).toBe(true);
    g.cast("Sol Ring");
    const pay = g.expectPrompt("payCosts", "Ana");
    expect(pay.mana).toEqual(NO_MANA_DUE);
    expect(pay.canPay).toBe(true);
    expect(g.state.stack[0]).toMatchObject({ card: "Sol Ring", cast: false });
    g.pay();
    expect(g.state.stack[0]).toMatchObject({ card: "Sol Ring", cast: true });
    g.passAll();
    g.cast("Lotus Petal");
    expect(manaDue(g)).toEqual(NO_MANA_DUE);
    g.pay().passAll();
    expect(g.permanents("Sol Ring")).toHaveLength(1);
    expect(g.permanents("Lotus Petal")).toHaveLength(1);
  });
});

describe("Thornscape Familiar", () => {
  it("601.2f: red and white spells its controller casts cost {1} less — not other colors, not an opponent's red spells", () => {
    const g = duel(
      { hand: ["Hill Giant", "Battle Screech", "Coral Eel"], battlefield: ["Thornscape Familiar", "Plains", "Plains", "Mountain", "Island"] },
      { hand: ["Glacial Ray"], battlefield: ["Mountain", "Mountain"] },
    );
    g.cast("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.cancel();
    g.cast("Battle Screech");
    expect(manaDue(g)).toEqual(mana({ W: 2, generic: 1 }));
    g.cancel();
    g.cast("Coral Eel");
    expect(manaDue(g)).toEqual(mana({ U: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Glacial Ray").targets("Thornscape Familiar");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });
});

describe("Thunderscape Familiar", () => {
  it("601.2f: black and green spells its controller casts cost {1} less — not red ones, not an opponent's black spells", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Altar's Reap", "Glacial Ray"], battlefield: ["Thunderscape Familiar", "Forest", "Swamp", "Mountain", "Mountain"] },
      { hand: ["Altar's Reap"], battlefield: ["Grizzly Bears", "Swamp", "Swamp"] },
    );
    expect(g.engine.cards.get("Thunderscape Familiar")!.keywords).toEqual(["First strike"]);
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.cancel();
    g.cast("Altar's Reap");
    expect(manaDue(g)).toEqual(mana({ B: 1 }));
    g.cancel();
    g.cast("Glacial Ray").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
    g.cancel();
    g.pass();
    g.cast("Altar's Reap");
    expect(manaDue(g)).toEqual(mana({ B: 1, generic: 1 }));
  });
});

describe("Trinisphere", () => {
  it("601.2f: a spell that would cost less than three mana costs three — every player's Lightning Bolt costs {2}{R}", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Trinisphere", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Lightning Bolt"], battlefield: ["Mountain", "Mountain", "Mountain"] },
    );
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.autoPay().pass();
    g.cast("Lightning Bolt").targets("Ana");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 2 }));
    g.autoPay().passAll().passAll();
    expect([g.life("Ana"), g.life("Ben")]).toEqual([17, 17]);
    expect(g.state.battlefield.filter((p) => p.card === "Mountain" && p.tapped)).toHaveLength(6);
  });

  it("601.2f, 118.9d: an alternative cost without mana is raised too — Force of Will's costs {3}; a spell of four mana is unchanged", () => {
    const g = duel(
      { hand: ["Hill Giant"], battlefield: ["Trinisphere", "Mountain", "Mountain", "Mountain", "Mountain"] },
      { hand: ["Force of Will", "Coral Eel"], battlefield: ["Island", "Island", "Island"] },
    );
    g.cast("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 3 }));
    g.autoPay().pass();
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Hill Giant");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 3 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["pay 1 life", "exile a blue card from your hand"]);
  });

  it("601.2f: the minimum applies last, after increases and reductions — Bolt with Sphere {2}{R}, Grizzly Bears with Helm {2}{G}", () => {
    const sphere = duel({ hand: ["Lightning Bolt"], battlefield: ["Trinisphere", "Sphere of Resistance", "Mountain", "Mountain", "Mountain", "Mountain"] });
    sphere.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(sphere)).toEqual(mana({ R: 1, generic: 2 }));
    const helm = duel({ hand: ["Grizzly Bears"], battlefield: ["Trinisphere", "Helm of Awakening", "Forest", "Forest", "Forest"] });
    helm.cast("Grizzly Bears");
    expect(manaDue(helm)).toEqual(mana({ G: 1, generic: 2 }));
  });

  it("702.34a, 601.2f: a flashback cost with no mana is raised too — Battle Screech's flashback costs {3} besides the three creatures", () => {
    const g = duel({
      graveyard: ["Battle Screech"],
      battlefield: ["Trinisphere", "Savannah Lions", "White Knight", "Benevolent Bodyguard", "Plains", "Plains", "Plains"],
    });
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ generic: 3 }));
    expect(pay.parts.map((p) => p.text)).toEqual(["tap three untapped white creatures you control"]);
  });

  it("601.2f: while Trinisphere is tapped it does nothing — Lightning Bolt costs {R}", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: [{ card: "Trinisphere", tapped: true }, "Mountain"] });
    g.cast("Lightning Bolt").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });

  it("602.2b: it affects spells only — Arc-Slogger's ability costs {R}", () => {
    const g = duel({ battlefield: ["Trinisphere", "Arc-Slogger", "Mountain"], library: filler(10) });
    g.activate("Arc-Slogger", 0).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1 }));
  });
});

// ---- Counterspells and counters -------------------------------------------------------------------

describe("Force of Will", () => {
  it("118.9, 601.2b: the alternative cost — 1 life and a blue card exiled from hand — counters a spell without any mana", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Counterspell", "Lightning Bolt"] });
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will");
    expect(g.expectPrompt("chooseCosts", "Ben").alternatives.map((a) => a.id)).toEqual(["mana", "force-of-will"]);
    g.chooseCosts("force-of-will").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only a blue card may be exiled: not the red Lightning Bolt.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([
      ["pay 1 life", []],
      ["exile a blue card from your hand", ["Counterspell"]],
    ]);
    g.payPart("pay 1 life").payPart("exile a blue card", "Counterspell");
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(19);
    expect(exileNames(g)).toEqual(["Counterspell"]);
    expect(g.graveyardNames("Ben")).toEqual(["Force of Will"]);
    expect(g.handNames("Ben")).toEqual(["Lightning Bolt"]);
  });

  it("118.9c: its mana cost is unchanged — cast for it, Force of Will costs {3}{U}{U}", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Force of Will"], battlefield: ["Island", "Island", "Island", "Island", "Island"] },
    );
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will").chooseCosts("mana").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 2, generic: 3 }));
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(20);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
  });

  it("118.3, 601.2h: without another blue card in hand the alternative cost can't be paid, and the cast is reversed", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Force of Will", "Lightning Bolt"] });
    g.cast("Lightning Bolt").targets("Ben").autoPay();
    g.pass();
    g.cast("Force of Will").chooseCosts("force-of-will").targets("Lightning Bolt");
    expect(lastReversal(g)).toMatchObject({ player: 1, rule: "601.2h" });
    expect(g.handNames("Ben").sort()).toEqual(["Force of Will", "Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    expect(g.stackNames()).toEqual(["Lightning Bolt"]);
    g.expectPrompt("priority", "Ben");
  });
});

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

describe("Hesitation", () => {
  it("603.2, 701.21a: when any player casts a spell, Hesitation is sacrificed and that spell countered", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { battlefield: ["Hesitation"] });
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation"]);
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
    expect(g.graveyardNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
  });

  it("603.2: it also counters its own controller's spell", () => {
    const g = duel({}, { hand: ["Lightning Bolt"], battlefield: ["Hesitation", "Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Ana");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation"]);
    g.passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Hesitation", "Lightning Bolt"]);
  });

  it("'sacrifice Hesitation and counter that spell' isn't 'If you do' (118.12): already gone when its first ability resolves, it still counters that spell", () => {
    const g = duel({ hand: ["Lightning Bolt", "Lightning Bolt"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Hesitation"] });
    g.castAndPay("Lightning Bolt", "Ben");
    const first = stackSpellId(g, "Lightning Bolt");
    // In response, a second spell: Hesitation triggers again, and that trigger resolves first.
    g.castAndPay("Lightning Bolt", "Ben");
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Hesitation", "Lightning Bolt", "Hesitation"]);
    const second = g.state.stack[2]!.id;
    g.passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hesitation"]);
    expect(g.eventsOf("countered").map((e) => e.object)).toEqual([second]);
    g.passAll(); // the first trigger: no Hesitation to sacrifice, and the first Bolt is countered all the same
    expect(g.stackNames()).toEqual([]);
    expect(g.eventsOf("countered").map((e) => e.object)).toEqual([second, first]);
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Cryptic Command", () => {
  it("700.2: exactly two modes must be chosen — one or three are refused", () => {
    const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Cryptic Command");
    const modes = g.expectPrompt("chooseModes", "Ana");
    expect([modes.min, modes.max, modes.entwine]).toEqual([2, 2, false]);
    expect(g.refuseAnswer({ kind: "modes", modes: [3] }).rule).toBe("700.2");
    expect(g.refuseAnswer({ kind: "modes", modes: [1, 2, 3] }).rule).toBe("700.2");
    expect(g.refuseAnswer({ kind: "modes", modes: [3, 3] }).rule).toBe("700.2d");
  });

  it("700.2a, 115.5: with no other spell on the stack, 'Counter target spell' can't be chosen — it can't target itself", () => {
    const g = duel({ hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    g.cast("Cryptic Command");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, true, true, true]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 3] }).rule).toBe("700.2a");
  });

  it("700.2: counter target spell and draw a card", () => {
    const g = duel(
      { hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { hand: ["Cryptic Command"], battlefield: ["Island", "Island", "Island", "Island"] },
    );
    g.castAndPay("Lightning Bolt", "Ben");
    g.pass();
    g.cast("Cryptic Command").chooseModes(0, 3).targets("Lightning Bolt").autoPay();
    g.passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.life("Ben")).toBe(20);
    expect(g.handNames("Ben")).toEqual(["Plains"]);
  });

  it("700.2: return target permanent to its owner's hand and tap all creatures the caster's opponents control", () => {
    const g = duel(
      { hand: ["Cryptic Command"], battlefield: ["Savannah Lions", "Island", "Island", "Island", "Island"] },
      { battlefield: ["Hill Giant", "Grizzly Bears"] },
    );
    g.cast("Cryptic Command").chooseModes(1, 2).targets("Hill Giant").autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Hill Giant"]);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Savannah Lions").tapped).toBe(false);
  });
});

// ---- Modal spells ------------------------------------------------------------------------------------

describe("Blinding Beam", () => {
  it("700.2a, 702.42a: 'Tap two target creatures' needs two creatures — with one, only the other mode is available, and entwine isn't offered", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Blinding Beam");
    const modes = g.expectPrompt("chooseModes");
    expect(modes.available).toEqual([false, true]);
    expect(modes.entwine).toBe(false);
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [0, 1] }).rule).toBe("700.2");
  });

  it("700.2: the first mode taps two target creatures", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam").chooseModes(0);
    expect(g.expectPrompt("chooseTargets")).toMatchObject({ min: 2, max: 2 });
    g.targets("Grizzly Bears", "Hill Giant");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
    expect(g.state.effects).toEqual([]);
  });

  it("502.3: the second mode stops the target player's creatures from untapping during their next untap step — that one only", () => {
    const g = duel(
      { hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", { card: "Savannah Lions", tapped: true }] },
      {
        battlefield: [
          { card: "Grizzly Bears", tapped: true },
          { card: "Forest", tapped: true },
        ],
      },
    );
    g.cast("Blinding Beam").chooseModes(1).targets("Ben").autoPay().passAll();
    g.passUntil("upkeep", 4);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Forest").tapped).toBe(false); // not a creature
    expect(g.state.effects).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.permanent("Savannah Lions").tapped).toBe(false); // Ana's creatures were never affected
    g.passUntil("upkeep", 6);
    expect(g.permanent("Grizzly Bears").tapped).toBe(false);
  });

  it("702.42a–b: entwined, it costs {1} more and does both — the tapped creatures stay tapped through their controller's next untap step", () => {
    const g = duel({ hand: ["Blinding Beam"], battlefield: ["Plains", "Plains", "Plains", "Plains"] }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Blinding Beam");
    expect(g.expectPrompt("chooseModes").entwine).toBe(true);
    g.chooseModes(0, 1).targets("Grizzly Bears", "Hill Giant").targets("Ben");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 3 }));
    g.autoPay().passAll();
    expect(g.eventsOf("costsAnnounced").at(-1)).toMatchObject({ name: "Blinding Beam", entwined: true });
    g.passUntil("upkeep", 4);
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Hill Giant").tapped).toBe(true);
  });
});

describe("Misery Charm", () => {
  it("700.2a: a mode with no legal target can't be chosen — with no Cleric anywhere only 'Target player loses 2 life' is available", () => {
    const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"], graveyard: ["Grizzly Bears"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Misery Charm");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, false, true]);
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }).rule).toBe("700.2a");
    expect(g.refuseAnswer({ kind: "modes", modes: [1] }).rule).toBe("700.2a");
    g.chooseModes(2).targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
  });

  it("700.2: 'Destroy target Cleric' — Benevolent Bodyguard is a Cleric; Grizzly Bears isn't a legal target", () => {
    const g = duel({ hand: ["Misery Charm"], battlefield: ["Swamp"] }, { battlefield: ["Benevolent Bodyguard", "Grizzly Bears"] });
    g.cast("Misery Charm").chooseModes(0);
    expect(g.expectPrompt("chooseTargets").options).toEqual([g.target("Benevolent Bodyguard")]);
    g.targets("Benevolent Bodyguard").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard"]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("115.1, 700.2: 'Return target Cleric card from your graveyard' — only a Cleric card in the caster's own graveyard can be chosen", () => {
    const g = duel(
      { hand: ["Misery Charm"], battlefield: ["Swamp"], graveyard: ["Benevolent Bodyguard", "Grizzly Bears"] },
      { graveyard: ["Benevolent Bodyguard"] },
    );
    const mine = graveyardCard(g, "Ana", "Benevolent Bodyguard");
    g.cast("Misery Charm");
    expect(g.expectPrompt("chooseModes").available).toEqual([false, true, true]);
    g.chooseModes(1);
    expect(g.expectPrompt("chooseTargets").options).toEqual([{ kind: "object", id: mine }]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: mine }] })
      .autoPay()
      .passAll();
    expect(g.handNames("Ana")).toEqual(["Benevolent Bodyguard"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", "Misery Charm"]);
    expect(g.graveyardNames("Ben")).toEqual(["Benevolent Bodyguard"]);
  });
});

describe("Fatal Lore", () => {
  it("601.6, 700.2: the opponent chooses the mode — 'You draw three cards' makes the caster draw", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: ["Forest", "Island", "Mountain", "Plains"] });
    g.cast("Fatal Lore");
    g.expectPrompt("chooseModes", "Ben");
    // The mode prompt is Ben's: Ana can't answer it, and Ben can't cancel Ana's spell.
    expect(g.refuseAnswer({ kind: "modes", modes: [0] }, "Ana").code).toBe("NOT_YOUR_DECISION");
    expect(g.prompt.cancellable).toBe(false);
    g.chooseModes(0).autoPay().passAll();
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ chooser: 1, modes: ["You draw three cards."] });
    expect(g.handNames("Ana")).toEqual(["Forest", "Island", "Mountain"]);
  });

  it("601.6a: with several opponents, the caster decides which opponent chooses the mode", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"], library: filler() },
        { name: "Ben", library: filler() },
        { name: "Cleo", library: filler() },
      ],
    });
    g.cast("Fatal Lore");
    const choose = g.expectPrompt("chooseOpponent", "Ana");
    expect(choose.options).toEqual([1, 2]);
    g.answer({ kind: "player", player: 2 });
    g.expectPrompt("chooseModes", "Cleo");
    g.chooseModes(0).autoPay().passAll();
    expect(g.eventsOf("modesChosen").at(-1)).toMatchObject({ chooser: 2 });
    expect(g.handNames("Ana")).toHaveLength(3);
  });

  it("601.6, 608.2c–e: 'up to two target creatures that player controls' — only the choosing opponent's creatures, black ones too; that player chooses to draw 0 to 3 cards", () => {
    const g = scenario({
      turn: 3,
      players: [
        { name: "Ana", hand: ["Fatal Lore"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"], library: filler() },
        { name: "Ben", battlefield: ["Grizzly Bears"], library: filler() },
        { name: "Cleo", battlefield: ["Hill Giant", "Black Knight"], library: filler() },
      ],
    });
    g.cast("Fatal Lore");
    g.answer({ kind: "player", player: 2 });
    g.chooseModes(1);
    const targets = g.expectPrompt("chooseTargets", "Ana");
    expect([targets.min, targets.max]).toEqual([0, 2]);
    expect(targets.options).toEqual([g.target("Hill Giant"), g.target("Black Knight")]);
    expect(g.refuseAnswer({ kind: "targets", targets: [g.target("Grizzly Bears")] }).rule).toBe("601.2c");
    g.targets("Hill Giant", "Black Knight").autoPay().passAll();
    const n = g.expectPrompt("chooseNumber", "Cleo");
    expect([n.min, n.max]).toEqual([0, 3]);
    expect(g.refuseAnswer({ kind: "number", value: 4 }).rule).toBe("608.2d");
    g.answer({ kind: "number", value: 3 });
    g.expectPrompt("priority", "Ana");
    expect(g.graveyardNames("Cleo").sort()).toEqual(["Black Knight", "Hill Giant"]);
    expect(g.handNames("Cleo")).toHaveLength(3);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.handNames("Ben")).toEqual([]);
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("601.2c: 'up to two' allows no target at all — then nothing is destroyed, and that player still draws up to three cards", () => {
    const g = duel({ hand: ["Fatal Lore"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    g.cast("Fatal Lore").chooseModes(1);
    g.answer({ kind: "targets", targets: [] }).autoPay().passAll();
    g.expectPrompt("chooseNumber", "Ben");
    g.answer({ kind: "number", value: 2 });
    g.expectPrompt("priority", "Ana");
    expect(g.permanents("Hill Giant")).toHaveLength(1);
    expect(g.handNames("Ana")).toEqual([]);
    expect(g.handNames("Ben")).toEqual(["Plains", "Plains"]);
  });
});

// ---- Spells with X, division and several targets ----------------------------------------------------

describe("Stream of Life", () => {
  it("107.3a: X is announced while casting and paid as generic mana; target player gains X life", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest", "Forest", "Forest"] });
    g.cast("Stream of Life");
    expect(g.expectPrompt("announceX").max).toBeGreaterThanOrEqual(2);
    g.announceX(2).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(22);
    expect(g.life("Ana")).toBe(20);
  });

  it("107.3a: X may be 0 — it then costs {G} and gains nothing", () => {
    const g = duel({ hand: ["Stream of Life"], battlefield: ["Forest"] });
    g.cast("Stream of Life").announceX(0).targets("Ana");
    expect(manaDue(g)).toEqual(mana({ G: 1 }));
    g.autoPay().passAll();
    expect(g.life("Ana")).toBe(20);
    expect(g.graveyardNames("Ana")).toEqual(["Stream of Life"]);
  });
});

describe("Fireball", () => {
  it("601.2f: it costs {1} more for each target beyond the first; X is divided evenly, rounded down", () => {
    const g = duel({ hand: ["Fireball"], battlefield: Array(7).fill("Mountain") }, { battlefield: ["Hill Giant"] });
    g.cast("Fireball").announceX(5).targets("Ben", "Hill Giant");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 6 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.permanent("Hill Giant").damage).toBe(2);
  });

  // Engine bug: effects.ts "dealDamage" with split "evenly" divides by every chosen target, legal or not.
  it("608.2b: X is divided evenly among the targets still legal as it resolves (Fireball ruling 2017-11-17) — the illegal one doesn't count", () => {
    const g = duel(
      { hand: ["Fireball"], battlefield: Array(6).fill("Mountain") },
      { hand: ["Altar's Reap"], battlefield: ["Grizzly Bears", "Swamp", "Swamp"] },
    );
    g.cast("Fireball").announceX(4).targets("Ben", "Grizzly Bears").autoPay();
    g.pass();
    g.cast("Altar's Reap").autoPay().passAll(); // Ben sacrifices the Bears in response
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears", "Altar's Reap"]);
    g.passAll();
    expect(g.life("Ben")).toBe(16);
  });

  // Engine bug: card-dsl.ts target.anyNumber has min 1, but "any number of targets" includes zero.
  it("115.6: 'any number of targets' allows zero — Fireball may be cast with no target and deals no damage (Fireball ruling 2017-11-17)", () => {
    const g = duel({ hand: ["Fireball"], battlefield: ["Mountain", "Mountain"] });
    g.cast("Fireball").announceX(1);
    expect(g.expectPrompt("chooseTargets").min).toBe(0);
    g.answer({ kind: "targets", targets: [] });
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 1 }));
  });

  it("601.2f: with one target it costs {X}{R} and deals all X", () => {
    const g = duel({ hand: ["Fireball"], battlefield: Array(4).fill("Mountain") });
    g.cast("Fireball").announceX(3).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 1, generic: 3 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Rolling Thunder", () => {
  it("601.2d: X damage divided as the caster chooses among any number of targets", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: Array(6).fill("Mountain") }, { battlefield: ["Grizzly Bears"] });
    g.cast("Rolling Thunder").announceX(4).targets("Ben", "Grizzly Bears");
    expect(g.expectPrompt("divide")).toMatchObject({ amount: 4 });
    expect(g.refuseAnswer({ kind: "division", amounts: [4, 0] }).rule).toBe("601.2d");
    g.divide(2, 2);
    expect(manaDue(g)).toEqual(mana({ R: 2, generic: 4 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("601.2d: more targets than X can't each get at least 1 — the cast is reversed", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: Array(3).fill("Mountain") }, { battlefield: ["Grizzly Bears"] });
    g.cast("Rolling Thunder").announceX(1).targets("Ben", "Grizzly Bears");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2d" });
    expect(g.handNames("Ana")).toEqual(["Rolling Thunder"]);
  });
});

describe("Pyrotechnics", () => {
  it("601.2d: 4 damage divided among any number of targets, at least 1 each, adding up to 4", () => {
    const g = duel({ hand: ["Pyrotechnics"], battlefield: Array(5).fill("Mountain") }, { battlefield: ["Grizzly Bears", "Hill Giant"] });
    g.cast("Pyrotechnics").targets("Ben", "Grizzly Bears", "Hill Giant");
    expect(g.expectPrompt("divide")).toMatchObject({ amount: 4 });
    expect(g.refuseAnswer({ kind: "division", amounts: [2, 2, 1] }).rule).toBe("601.2d");
    expect(g.refuseAnswer({ kind: "division", amounts: [0, 2, 2] }).rule).toBe("601.2d");
    g.divide(1, 2, 1).autoPay().passAll();
    expect(g.eventsOf("damageDivided").at(-1)).toMatchObject({ amounts: [1, 2, 1] });
    expect(g.life("Ben")).toBe(19);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanent("Hill Giant").damage).toBe(1);
  });
});

describe("Seeds of Strength", () => {
  it("115.3: the same creature may be chosen for each of its three 'target's and gets +3/+3", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel"] });
    g.cast("Seeds of Strength").targets("Coral Eel").targets("Coral Eel").targets("Coral Eel").autoPay().passAll();
    expect(g.pt("Coral Eel")).toEqual([5, 4]);
  });

  it("115.3: or three different creatures, +1/+1 each", () => {
    const g = duel({ hand: ["Seeds of Strength"], battlefield: ["Forest", "Plains", "Coral Eel", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Seeds of Strength").targets("Coral Eel").targets("Savannah Lions").targets("Grizzly Bears").autoPay().passAll();
    expect([g.pt("Coral Eel"), g.pt("Savannah Lions"), g.pt("Grizzly Bears")]).toEqual([
      [3, 2],
      [3, 2],
      [3, 3],
    ]);
  });
});

describe("Orim's Thunder", () => {
  it("702.33d, 608.2h: kicked, it destroys the artifact and deals damage equal to its mana value to target creature", () => {
    const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] }, { battlefield: ["Trinisphere", "Hill Giant"] });
    g.cast("Orim's Thunder");
    expect(g.expectPrompt("chooseCosts").optional.map((o) => [o.id, o.max])).toEqual([["kicker", 1]]);
    g.chooseCosts("mana", { kicker: 1 }).targets("Trinisphere").targets("Hill Giant");
    expect(manaDue(g)).toEqual(mana({ W: 1, R: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.eventsOf("damageDealt").map((e) => [e.sourceName, e.targetName, e.amount])).toEqual([["Orim's Thunder", "Hill Giant", 3]]);
    expect(g.graveyardNames("Ben").sort()).toEqual(["Hill Giant", "Trinisphere"]);
  });

  it("702.33g: unkicked, it only destroys — no creature target is chosen and no damage is dealt", () => {
    const g = duel({ hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains"] }, { battlefield: ["Dream Halls", "Hill Giant"] });
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 0 }).targets("Dream Halls");
    expect(manaDue(g)).toEqual(mana({ W: 1, generic: 2 }));
    g.autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Dream Halls"]);
    expect(g.eventsOf("damageDealt")).toEqual([]);
  });

  it("608.2b: if the artifact is gone when it resolves, the creature is still a legal target but the damage, needing the artifact's mana value, isn't dealt", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain", "Mountain"] },
      { hand: ["Altar's Reap"], battlefield: ["Lodestone Golem", "Hill Giant", "Swamp", "Swamp", "Swamp"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Lodestone Golem").targets("Hill Giant").autoPay();
    g.pass();
    // In response Ben sacrifices the Golem to Altar's Reap.
    g.cast("Altar's Reap").autoPay().payPart("sacrifice a creature", "Lodestone Golem").passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Lodestone Golem", "Altar's Reap"]);
    g.passAll();
    expect(g.eventsOf("countered")).toEqual([]);
    expect(g.graveyardNames("Ana")).toEqual(["Orim's Thunder"]);
    expect(g.permanent("Hill Giant").damage).toBe(0);
  });

  it("202.3e: X is 0 on the battlefield — destroying Chalice of the Void with two counters deals 0 damage", () => {
    const g = duel(
      { hand: ["Orim's Thunder"], battlefield: ["Plains", "Plains", "Plains", "Mountain"] },
      { battlefield: [{ card: "Chalice of the Void", counters: { charge: 2 } }, "Grizzly Bears"] },
    );
    g.cast("Orim's Thunder").chooseCosts("mana", { kicker: 1 }).targets("Chalice of the Void").targets("Grizzly Bears").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Chalice of the Void"]);
    expect(g.permanent("Grizzly Bears").damage).toBe(0);
    expect(g.eventsOf("damageDealt")).toEqual([]);
  });
});

// ---- Alternative and additional costs ------------------------------------------------------------------

describe("Gush", () => {
  it("118.9, 601.2g–h: for its alternative cost two Islands return to hand — tapped for mana first (with priority: the cost has no mana payment), their mana stays", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Island", "Island", "Plains"] }, { battlefield: ["Island", "Island"] });
    g.tapForMana("Island").tapForMana("Island");
    g.cast("Gush");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "gush"]);
    g.chooseCosts("gush");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only Islands Ana controls.
    expect(pay.parts[0]!.options).toEqual(g.permanents("Island", "Ana").map((p) => p.id));
    expect(pay.manaAbilities).toEqual([]);
    g.payPart("return two Islands", "Island", "Island");
    expect(g.state.players[0]!.manaPool.U).toBe(2);
    expect(g.handNames("Ana")).toEqual(["Island", "Island"]);
    g.passAll();
    expect(g.handNames("Ana")).toEqual(["Island", "Island", "Plains", "Plains"]);
    expect(g.permanents("Island", "Ben")).toHaveLength(2);
  });

  it("118.9: its mana cost {4}{U} can be paid instead", () => {
    const g = duel({ hand: ["Gush"], battlefield: Array(5).fill("Island") });
    g.cast("Gush").chooseCosts("mana");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 1, generic: 4 }));
    expect(pay.parts).toEqual([]);
    g.autoPay().passAll();
    expect(g.handNames("Ana")).toEqual(["Plains", "Plains"]);
    expect(g.permanents("Island")).toHaveLength(5);
  });

  it("118.3, 601.2h: with a single Island the alternative cost can't be paid — the cast is reversed", () => {
    const g = duel({ hand: ["Gush"], battlefield: ["Island", "Plains"] });
    g.cast("Gush").chooseCosts("gush");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Gush"]);
    expect(g.permanents("Island")).toHaveLength(1);
  });
});

describe("Dream Halls", () => {
  it("118.9: any player's spell may be cast by discarding a card that shares a color with it — Ben's Counterspell for a blue card", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Dream Halls", "Mountain"] }, { hand: ["Counterspell", "Coral Eel", "Grizzly Bears"] });
    g.cast("Lightning Bolt");
    expect(g.expectPrompt("chooseCosts").alternatives.map((a) => a.id)).toEqual(["mana", "dream-halls"]);
    g.chooseCosts("mana").targets("Ben").autoPay();
    g.pass();
    g.cast("Counterspell").chooseCosts("dream-halls").targets("Lightning Bolt");
    const pay = g.expectPrompt("payCosts", "Ben");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([
      ["discard a card that shares a color with that spell", ["Coral Eel"]],
    ]);
    g.payPart("discard", "Coral Eel").passAll();
    expect(g.eventsOf("discarded").map((e) => e.name)).toEqual(["Coral Eel"]);
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ben")).toEqual(["Coral Eel", "Counterspell"]);
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("118.6, 118.6a: Evermind has no mana cost, so it can't be paid for — but an alternative cost may be: Dream Halls makes it castable by discarding a blue card", () => {
    const without = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Island", "Island"] });
    expect(castOffered(without, "Evermind")).toBe(true);
    without.cast("Evermind");
    expect(lastReversal(without)).toMatchObject({ rule: "118.6" });
    expect(without.handNames("Ana")).toEqual(["Evermind", "Coral Eel"]);

    const g = duel({ hand: ["Evermind", "Coral Eel"], battlefield: ["Dream Halls"] });
    g.cast("Evermind"); // Dream Halls' cost is the only way to pay: nothing to choose
    const pay = g.expectPrompt("payCosts");
    expect(pay.parts.map((p) => p.options.map((o) => g.nameOfObject(o)))).toEqual([["Coral Eel"]]);
    g.payPart("discard", "Coral Eel").passAll();
    expect(g.handNames("Ana")).toEqual(["Plains"]);
    expect(g.graveyardNames("Ana")).toEqual(["Coral Eel", "Evermind"]);
  });

  it("105.2b: a multicolored spell shares a color with a card of either color; a card of neither color can't be discarded", () => {
    const g = duel({ hand: ["Seeds of Strength", "Grizzly Bears", "Lightning Bolt"], battlefield: ["Dream Halls", "Coral Eel"] });
    g.cast("Seeds of Strength").chooseCosts("dream-halls").targets("Coral Eel").targets("Coral Eel").targets("Coral Eel");
    expect(g.expectPrompt("payCosts").parts[0]!.options.map((o) => g.nameOfObject(o))).toEqual(["Grizzly Bears"]);
    g.payPart("discard", "Grizzly Bears").passAll();
    expect(g.pt("Coral Eel")).toEqual([5, 4]);

    const red = duel({ hand: ["Lightning Bolt", "Coral Eel"], battlefield: ["Dream Halls"] });
    red.cast("Lightning Bolt").chooseCosts("dream-halls").targets("Ben");
    expect(lastReversal(red)).toMatchObject({ rule: "601.2h" });
    expect(red.handNames("Ana")).toEqual(["Lightning Bolt", "Coral Eel"]);
  });
});

describe("Tinker", () => {
  it("701.23a, 701.24a: the search offers only the artifact cards of the library; the one found enters the battlefield, then the library is shuffled", () => {
    const g = duel({
      hand: ["Tinker"],
      battlefield: ["Bonesplitter", "Island", "Island", "Island"],
      library: ["Plains", "Trinisphere", "Island", "Sol Ring", "Forest"],
    });
    g.cast("Tinker");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ U: 1, generic: 2 }));
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice an artifact", ["Bonesplitter"]]]);
    g.autoPay();
    expect(g.graveyardNames("Ana")).toEqual(["Bonesplitter"]);
    g.passAll();
    const search = g.expectPrompt("searchLibrary", "Ana");
    expect(search.options).toEqual([
      { index: 1, name: "Trinisphere" },
      { index: 3, name: "Sol Ring" },
    ]);
    expect(g.refuseAnswer({ kind: "libraryCard", index: 0 }).code).toBe("ILLEGAL_CHOICE"); // a Plains is not an artifact
    g.answer({ kind: "libraryCard", index: 1 });
    expect(g.permanents("Trinisphere")).toHaveLength(1);
    expect([...g.state.players[0]!.library].sort()).toEqual(["Forest", "Island", "Plains", "Sol Ring"]);
    expect(g.eventsOf("shuffled").map((e) => e.player)).toEqual([0]);
    expect(g.graveyardNames("Ana")).toEqual(["Bonesplitter", "Tinker"]);
  });

  it("701.23b: searching a hidden zone for a stated quality, the player may find nothing — the library is still shuffled", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Bonesplitter", "Island", "Island", "Island"], library: ["Plains", "Sol Ring"] });
    g.castAndPay("Tinker").passAll();
    g.answer({ kind: "libraryCard", index: null });
    expect(g.eventsOf("libraryCardFound")).toEqual([{ type: "libraryCardFound", player: 0, name: null }]);
    expect(g.eventsOf("shuffled")).toHaveLength(1);
    expect(g.permanents("Sol Ring")).toHaveLength(0);
    expect([...g.state.players[0]!.library].sort()).toEqual(["Plains", "Sol Ring"]);
  });

  it("118.3, 601.2h: without an artifact to sacrifice, its additional cost can't be paid — the cast is reversed", () => {
    const g = duel({ hand: ["Tinker"], battlefield: ["Island", "Island", "Island"], library: ["Sol Ring"] }, { battlefield: ["Sol Ring"] });
    g.cast("Tinker");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Tinker"]);
    expect(g.permanents("Sol Ring", "Ben")).toHaveLength(1);
  });
});

describe("Battle Screech", () => {
  it("702.34a, 302.6: two flying Birds; then flashback from the graveyard by tapping three white creatures — summoning-sick Birds too — and it is exiled", () => {
    const g = duel({ hand: ["Battle Screech"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Savannah Lions", "Grizzly Bears"] });
    g.castAndPay("Battle Screech").passAll();
    const birds = g.permanents("Bird Token");
    expect(birds).toHaveLength(2);
    const bird = g.engine.cards.get("Bird Token")!;
    expect([bird.colors, bird.keywords, g.pt("Bird Token")]).toEqual([["W"], ["Flying"], [1, 1]]);
    expect(g.graveyardNames("Ana")).toEqual(["Battle Screech"]);

    const screech = graveyardCard(g, "Ana", "Battle Screech");
    expect(g.expectPrompt("priority").actions).toContainEqual(expect.objectContaining({ kind: "cast", card: screech, from: "graveyard" }));
    g.answer({ kind: "cast", card: screech });
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toBeNull(); // 601.2g: no mana payment in this total cost
    // Only untapped white creatures Ana controls; not the green Grizzly Bears.
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o)).sort()])).toEqual([
      ["tap three untapped white creatures you control", ["Bird Token", "Bird Token", "Savannah Lions"]],
    ]);
    g.payPart("tap three", "Bird Token", "Bird Token", "Savannah Lions");
    expect(g.eventsOf("costsAnnounced").at(-1)).toMatchObject({
      name: "Battle Screech",
      alternative: "flashback tap three untapped white creatures you control",
    });
    g.passAll();
    expect(g.permanents("Bird Token")).toHaveLength(4);
    expect(exileNames(g)).toEqual(["Battle Screech"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
  });

  it("702.34a: a flashback spell that is countered is exiled too", () => {
    const g = duel(
      { graveyard: ["Battle Screech"], battlefield: ["Savannah Lions", "White Knight", "Benevolent Bodyguard"] },
      { hand: ["Counterspell"], battlefield: ["Island", "Island"] },
    );
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    g.autoPay().pass();
    g.castAndPay("Counterspell", "Battle Screech").passAll();
    expect(g.eventsOf("countered").map((e) => e.name)).toEqual(["Battle Screech"]);
    expect(exileNames(g)).toEqual(["Battle Screech"]);
    expect(g.graveyardNames("Ana")).toEqual([]);
    expect(g.permanents("Bird Token")).toHaveLength(0);
  });

  it("118.3, 601.2h: with fewer than three untapped white creatures the flashback cost can't be paid", () => {
    const g = duel({
      graveyard: ["Battle Screech"],
      battlefield: ["Savannah Lions", { card: "White Knight", tapped: true }, "Grizzly Bears", "Plains", "Plains", "Plains", "Plains"],
    });
    g.answer({ kind: "cast", card: graveyardCard(g, "Ana", "Battle Screech") });
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.graveyardNames("Ana")).toEqual(["Battle Screech"]);
  });
});

describe("Death Bomb", () => {
  it("118.8, 601.2h: a creature is sacrificed as an additional cost; only a nonblack creature can be targeted; its controller loses 2 life", () => {
    const g = duel(
      { hand: ["Death Bomb"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: ["Grizzly Bears", "Black Knight"] },
    );
    g.cast("Death Bomb");
    expect(g.expectPrompt("chooseTargets").options).toEqual([g.target("Savannah Lions"), g.target("Grizzly Bears")]);
    g.targets("Grizzly Bears");
    const pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ B: 1, generic: 3 }));
    expect(pay.parts.map((p) => [p.text, p.options.map((o) => g.nameOfObject(o))])).toEqual([["sacrifice a creature", ["Savannah Lions"]]]);
    g.autoPay().passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Savannah Lions", "Death Bomb"]);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.life("Ben")).toBe(18);
    expect(g.life("Ana")).toBe(20);
  });

  it("608.2b: sacrificing the creature it targets leaves it with no legal target — it doesn't resolve and nobody loses life", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Savannah Lions", "Swamp", "Swamp", "Swamp", "Swamp"] });
    g.cast("Death Bomb").targets("Savannah Lions").autoPay().passAll();
    expect(g.eventsOf("countered").map((e) => [e.name, e.rule])).toEqual([["Death Bomb", "608.2b"]]);
    expect(g.life("Ana")).toBe(20);
  });

  it("118.3, 601.2h: with no creature to sacrifice the cast is reversed", () => {
    const g = duel({ hand: ["Death Bomb"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.cast("Death Bomb").targets("Grizzly Bears");
    expect(lastReversal(g)).toMatchObject({ rule: "601.2h" });
    expect(g.handNames("Ana")).toEqual(["Death Bomb"]);
  });
});

// Altar's Reap: its example (601.2h, the cost locked in before Thunderscape Familiar is sacrificed) is
// tested with the rule, in test/engine/601-casting-steps.test.ts.

describe("Arc-Slogger", () => {
  it("118.3, 602.5: with fewer than ten cards in its controller's library the ability can't be activated", () => {
    const g = duel({ battlefield: ["Arc-Slogger", "Mountain"], library: filler(9) });
    const slogger = g.permanent("Arc-Slogger").id;
    expect(g.expectPrompt("priority").actions.some((a) => a.kind === "activate" && a.source === slogger)).toBe(false);
    expect(g.refuseAnswer({ kind: "activate", source: slogger, ability: 0 }).rule).toBe("602.5");
  });

  it("601.2h, 602.2b: exiling the top ten cards is paid after the {R}; the ability needs no {T}, so a summoning-sick Arc-Slogger can use it", () => {
    const g = duel({ battlefield: [{ card: "Arc-Slogger", sick: true }, "Mountain"], library: [...filler(10), "Island", "Island"] });
    g.activate("Arc-Slogger", 0).targets("Ben");
    let pay = g.expectPrompt("payCosts");
    expect(pay.mana).toEqual(mana({ R: 1 }));
    expect(pay.parts.map((p) => [p.text, p.payable])).toEqual([["exile the top 10 cards of your library", false]]);
    expect(g.refuseAnswer({ kind: "payPart", part: 0, choices: [] }).rule).toBe("601.2h");
    g.tapForMana("Mountain").pay();
    pay = g.expectPrompt("payCosts");
    expect(pay.parts[0]!.payable).toBe(true);
    g.payPart("exile the top 10");
    expect(exileNames(g)).toEqual(filler(10));
    expect(g.state.players[0]!.library).toEqual(["Island", "Island"]);
    g.passAll();
    expect(g.life("Ben")).toBe(18);
  });
});

describe("Void Winnower", () => {
  it("601.3: its controller's opponents can't cast spells with even mana values — Grizzly Bears and Lotus Petal aren't even offered", () => {
    const g = duel(
      { hand: ["Grizzly Bears", "Lotus Petal", "Lightning Bolt"], battlefield: ["Forest", "Forest", "Mountain"] },
      { battlefield: ["Void Winnower"] },
    );
    expect(castOffered(g, "Grizzly Bears")).toBe(false);
    expect(castOffered(g, "Lotus Petal")).toBe(false); // mana value 0 is even
    expect(castOffered(g, "Lightning Bolt")).toBe(true);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Grizzly Bears") }).rule).toBe("601.3");
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(17);
  });

  it("601.3: its controller isn't affected", () => {
    const g = duel({ hand: ["Grizzly Bears"], battlefield: ["Void Winnower", "Forest", "Forest"] });
    expect(castOffered(g, "Grizzly Bears")).toBe(true);
    g.castAndPay("Grizzly Bears").passAll();
    expect(g.permanents("Grizzly Bears")).toHaveLength(1);
  });

  it("601.3a, 601.2e: Rolling Thunder may be begun because X can make its mana value odd; with an even one the cast is reversed at 601.2e", () => {
    const g = duel({ hand: ["Rolling Thunder"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Void Winnower"] });
    expect(castOffered(g, "Rolling Thunder")).toBe(true);
    const before = JSON.stringify(g.state.players);
    g.cast("Rolling Thunder").announceX(2).targets("Ben");
    expect(lastReversal(g)).toMatchObject({ player: 0, rule: "601.2e" });
    expect(JSON.stringify(g.state.players)).toBe(before);
    g.cast("Rolling Thunder").announceX(1).targets("Ben");
    expect(manaDue(g)).toEqual(mana({ R: 2, generic: 1 }));
    g.autoPay().passAll();
    expect(g.life("Ben")).toBe(19);
  });

  // Engine bug: priority.ts mayBeginToCast lets any spell with X be begun, although no X makes {X}{X} odd.
  it("601.3, 601.3a: Chalice of the Void ({X}{X}, mana value 2X) can't even be begun — no choice of X makes its mana value odd", () => {
    const g = duel({ hand: ["Chalice of the Void"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Void Winnower"] });
    expect(castOffered(g, "Chalice of the Void")).toBe(false);
    expect(g.refuseAnswer({ kind: "cast", card: g.handCard("Chalice of the Void") }).rule).toBe("601.3");
  });
});
