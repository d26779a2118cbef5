// The meld pair Midnight Scavengers and Graf Rats (712.5a), and the cards of 712.21's examples: what each does on its
// own. The rules of meld are tested in test/engine/712-meld.test.ts.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel, trio } from "../support/scenario.ts";

const RATS = "Graf Rats // Chittering Host";
const SCAVENGERS = "Midnight Scavengers // Chittering Host";

describe("Graf Rats // Chittering Host", () => {
  it("triggers at the beginning of combat on its controller's turn only, and melds with Midnight Scavengers into a hasty Chittering Host that attacks at once", () => {
    const g = duel({ battlefield: [RATS, SCAVENGERS] }, {}, { turn: 2, activePlayer: 1 });
    g.passUntil("beginningOfCombat", 2);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("beginningOfCombat", 3);
    expect(g.stackNames()).toEqual([RATS]);
    g.passAll();
    const host = g.permanent(RATS);
    expect(host.melded).toBe(SCAVENGERS);
    g.passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: host.id, defender: 1 }] });
    g.passUntil("postcombatMain", 3);
    expect(g.life("Ben")).toBe(15);
  });
});

describe("Midnight Scavengers // Chittering Host", () => {
  it("may return a creature card with mana value 3 or less from its controller's graveyard: Grizzly Bears, not Hill Giant", () => {
    const g = duel({ hand: [SCAVENGERS], battlefield: Array(5).fill("Swamp"), graveyard: ["Grizzly Bears", "Hill Giant"] });
    g.castAndPay(SCAVENGERS).passAll();
    expect(g.targetOptionNames()).toEqual(["Grizzly Bears"]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] });
    g.passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(characteristics(g.reader, g.permanent(SCAVENGERS))).toMatchObject({ name: "Midnight Scavengers", power: 3, toughness: 3 });
  });
});

describe("Chittering Host", () => {
  it("gives the other creatures its controller controls +1/+0 and menace until end of turn as it enters, not itself or another player's", () => {
    const g = duel({ battlefield: [RATS, SCAVENGERS, "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.passUntil("beginningOfCombat").passAll().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 2]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    expect(g.pt(RATS)).toEqual([5, 6]);
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).toEqual([]);
    g.passUntil("upkeep", 4);
    expect(g.pt("Grizzly Bears")).toEqual([2, 2]);
  });
});

describe("Duplicant", () => {
  it("may exile a nontoken creature (not a token), then has its power, toughness and creature types, still a Shapeshifter", () => {
    const g = duel({ hand: ["Duplicant"], battlefield: Array(6).fill("Plains") }, { battlefield: ["Hill Giant", "Soldier Token"] });
    g.castAndPay("Duplicant").passAll();
    expect(g.targetOptionNames()).toEqual(["Hill Giant", "Duplicant"]);
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "yes" });
    expect(g.state.exile).toEqual([expect.objectContaining({ card: "Hill Giant", exiledWith: g.permanent("Duplicant").id })]);
    expect(g.pt("Duplicant")).toEqual([3, 3]);
    expect(characteristics(g.reader, g.permanent("Duplicant"))).toMatchObject({ types: ["Artifact", "Creature"], subtypes: ["Shapeshifter", "Giant"] });
  });

  it("declining, or with nothing exiled with it, it is a 2/4 Shapeshifter", () => {
    const g = duel({ hand: ["Duplicant"], battlefield: Array(6).fill("Plains") }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Duplicant").passAll();
    g.targets("Hill Giant").passAll();
    g.answer({ kind: "option", option: "no" });
    expect(g.pt("Duplicant")).toEqual([2, 4]);
    expect(characteristics(g.reader, g.permanent("Duplicant")).subtypes).toEqual(["Shapeshifter"]);
  });
});

describe("Otherworldly Journey", () => {
  it("exiles a creature and returns that card under its owner's control at the beginning of the next end step, with a +1/+1 counter", () => {
    const g = duel({ hand: ["Otherworldly Journey"], battlefield: ["Plains", "Plains"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Otherworldly Journey", "Grizzly Bears").passAll();
    expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
    g.passUntil("end");
    g.passAll();
    const bears = g.permanent("Grizzly Bears", "Ben");
    expect(bears.counters).toEqual({ "+1/+1": 1 });
    expect(g.pt("Grizzly Bears")).toEqual([3, 3]);
  });
});

describe("False Demise", () => {
  it("when the creature it enchants dies, returns that card to the battlefield under the Aura's controller's control", () => {
    const g = duel(
      { hand: ["Shock"], battlefield: ["Mountain", { card: "False Demise", attachedTo: "bears" }] },
      { battlefield: [{ card: "Grizzly Bears", label: "bears" }] },
    );
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.stackNames()).toEqual(["False Demise"]);
    g.passAll();
    expect(g.permanent("Grizzly Bears", "Ana").owner).toBe(1);
    expect(g.graveyardNames("Ana")).toEqual(["Shock", "False Demise"]);
  });
});

describe("Mimic Vat", () => {
  /** Ana's Mimic Vat sees `creatures` die one after the other (Lightning Bolts), exiling each. */
  function imprinted(creatures: readonly string[], lands: readonly string[] = []) {
    const bolts = creatures.map(() => "Lightning Bolt");
    const g = duel({ hand: bolts, battlefield: ["Mimic Vat", ...bolts.map(() => "Mountain"), ...lands] }, { battlefield: creatures });
    for (const c of creatures) {
      g.castAndPay("Lightning Bolt", c).passAll();
      expect(g.stackNames()).toEqual(["Mimic Vat"]);
      g.passAll().answer({ kind: "option", option: "yes" });
    }
    return g;
  }

  it("607.2a: imprint exiles a nontoken creature card that dies, and returns each other card exiled with it to its owner's graveyard", () => {
    const g = imprinted(["Grizzly Bears", "Elite Vanguard"]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Elite Vanguard"]);
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("707.2, 611.2a: {3}, {T}: a token copy of the card exiled with it gains haste — it attacks at once — and is exiled at the beginning of the next end step", () => {
    const g = imprinted(["Grizzly Bears"], ["Swamp", "Swamp", "Swamp"]);
    g.activate("Mimic Vat", 1).autoPay().passAll();
    const token = g.permanent("Token");
    expect(characteristics(g.reader, token)).toMatchObject({ name: "Grizzly Bears", power: 2, toughness: 2 });
    expect(keywordsOf(g.reader, token)).toEqual(["Haste"]);
    expect(g.log()).toContain("Token gains haste.");
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: token.id, defender: 1 }] });
    g.passUntil("end", 3);
    expect(g.life("Ben")).toBe(18);
    expect(g.stackNames()).toEqual(["Mimic Vat"]);
    g.passAll();
    expect(g.permanents("Token")).toEqual([]);
    // The exiled card stays with the Vat; a token dying doesn't trigger imprint (nontoken).
    expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears"]);
    expect(g.eventsOf("tokenCreated")).toHaveLength(1);
  });

  it("603.7, 611.2a: activated in an end step, the token stays until the next one, still with haste after the turn ends", () => {
    const g = imprinted(["Grizzly Bears"], ["Swamp", "Swamp", "Swamp"]);
    g.passUntil("end", 3);
    g.activate("Mimic Vat", 1).autoPay().passAll();
    g.passUntil("upkeep", 4);
    expect(keywordsOf(g.reader, g.permanent("Token"))).toEqual(["Haste"]);
    g.passUntil("end", 4);
    expect(g.stackNames()).toEqual(["Mimic Vat"]);
    g.passAll();
    expect(g.permanents("Token")).toEqual([]);
  });

  it("with no card exiled with it, the ability creates nothing", () => {
    const g = duel({ battlefield: ["Mimic Vat", "Swamp", "Swamp", "Swamp"] });
    g.activate("Mimic Vat", 1).autoPay().passAll();
    expect(g.permanents("Token")).toEqual([]);
  });
});

describe("Moonlit Wake", () => {
  it("gains its controller 1 life whenever any creature dies, a token too", () => {
    const g = duel({ hand: ["Innocent Blood"], battlefield: ["Swamp", "Moonlit Wake", "Soldier Token"] }, { battlefield: ["Grizzly Bears"] });
    g.castAndPay("Innocent Blood").passAll();
    while (g.prompt.kind === "chooseObject") g.answer({ kind: "choose", object: g.prompt.options[0]! });
    if (g.prompt.kind === "orderTriggers") g.answer({ kind: "order", order: [0, 1] });
    g.passAll().passAll();
    expect(g.life("Ana")).toBe(22);
  });
});

describe("Vulturous Zombie", () => {
  it("gets a +1/+1 counter for each card put into an opponent's graveyard from anywhere: milled cards, not its controller's own cards", () => {
    const g = duel(
      { hand: ["Mind Sculpt"], battlefield: ["Island", "Island", "Vulturous Zombie"], library: ["Plains", "Plains"] },
      { library: ["Swamp", "Swamp", "Swamp"] },
    );
    g.castAndPay("Mind Sculpt", "Ben").passAll();
    while (g.prompt.kind === "orderTriggers") g.answer({ kind: "order", order: g.prompt.triggers.map((_, i) => i) });
    g.passAll().passAll().passAll();
    // Three of Ben's cards; Mind Sculpt goes to Ana's own graveyard.
    expect(g.permanent("Vulturous Zombie").counters).toEqual({ "+1/+1": 3 });
    expect(keywordsOf(g.reader, g.permanent("Vulturous Zombie"))).toEqual(["Flying"]);
  });
});

describe("Leyline of the Void", () => {
  // Beginning the game with it on the battlefield from an opening hand (103.6) is tested with the rule, in
  // test/engine/103-starting-the-game.test.ts.
  it("exiles every card that would go to an opponent's graveyard from anywhere, not its controller's own cards nor a token", () => {
    const g = duel(
      { hand: ["Shock", "Shock", "Mind Sculpt"], battlefield: ["Leyline of the Void", "Mountain", "Mountain", "Island", "Island"] },
      { battlefield: ["Grizzly Bears", "Soldier Token"], library: ["Swamp", "Swamp"] },
    );
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    g.castAndPay("Shock", "Soldier Token").passAll();
    g.castAndPay("Mind Sculpt", "Ben").passAll();
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.exile.map((c) => c.card)).toEqual(["Grizzly Bears", "Swamp", "Swamp"]);
    expect(g.graveyardNames("Ana")).toEqual(["Shock", "Shock", "Mind Sculpt"]);
  });
});

describe("Wheel of Sun and Moon", () => {
  it("enchants a player: each card that would go to that player's graveyard is revealed and put on the bottom of their library instead", () => {
    const g = duel(
      { hand: ["Wheel of Sun and Moon", "Shock"], battlefield: ["Plains", "Plains", "Mountain"] },
      { battlefield: ["Grizzly Bears"], library: ["Swamp"] },
    );
    g.cast("Wheel of Sun and Moon").symbols("W", "W").targets("Ben");
    g.autoPay().passAll();
    expect(g.permanent("Wheel of Sun and Moon").attachedToPlayer).toBe(1);
    expect(g.log()).toContain("Wheel of Sun and Moon enchants Ben.");
    g.castAndPay("Shock", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ben")).toEqual([]);
    expect(g.state.players[1]!.library).toEqual(["Swamp", "Grizzly Bears"]);
    expect(g.eventsOf("revealed").at(-1)).toMatchObject({ player: 1, from: "battlefield", names: ["Grizzly Bears"] });
    // Ana's own Shock goes to her graveyard.
    expect(g.graveyardNames("Ana")).toEqual(["Shock"]);
  });

  it("704.5m, 303.4c: it goes to its owner's graveyard once the player it enchants has left the game", () => {
    const g = trio({ battlefield: [{ card: "Wheel of Sun and Moon", attachedToPlayer: "Cid" }] });
    g.pass();
    expect(g.permanent("Wheel of Sun and Moon").attachedToPlayer).toBe(2);
    g.concede("Cid");
    // The next check of state-based actions, as the next player would receive priority.
    g.pass();
    expect(g.graveyardNames("Ana")).toEqual(["Wheel of Sun and Moon"]);
  });
});
