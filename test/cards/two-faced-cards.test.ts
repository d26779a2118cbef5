// Cards with two faces or halves: nonmodal and modal double-faced cards (712), split cards (709) and an adventurer
// card (715). The rules themselves are tested in test/engine/709-, 712- and 715-; here, what each card does.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { testDuel } from "../support/test-cards.ts";
import { duel, type Scenario } from "../support/scenario.ts";

describe("Delver of Secrets // Insectile Aberration", () => {
  it("looks at the top card only in its controller's upkeep, and with an empty library does nothing", () => {
    const g = duel({ battlefield: ["Delver of Secrets // Insectile Aberration"], library: [] }, {}, { step: "end" });
    g.passUntil("upkeep", 4);
    expect(g.stackNames()).toEqual([]);
    g.passUntil("upkeep", 5);
    expect(g.stackNames()).toEqual(["Delver of Secrets // Insectile Aberration"]);
    g.passAll();
    expect(g.prompt.kind).toBe("priority");
    expect(g.permanent("Delver of Secrets // Insectile Aberration").face).toBeUndefined();
  });

  it("revealing a sorcery transforms it into a 3/2 flier, which deals 3 combat damage", () => {
    const g = duel({ battlefield: ["Delver of Secrets // Insectile Aberration"], library: ["Diabolic Edict", "Plains"] });
    g.passUntil("upkeep", 5).passAll();
    g.answer({ kind: "option", option: "reveal" });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Delver of Secrets // Insectile Aberration").id, defender: 1 }] });
    g.passUntil("postcombatMain", 5);
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Village Ironsmith // Ironfang", () => {
  it("has first strike on both faces and transforms at the beginning of each player's upkeep after a turn without spells", () => {
    const g = duel({ battlefield: ["Village Ironsmith // Ironfang"] });
    const smith = () => g.permanent("Village Ironsmith // Ironfang");
    expect(keywordsOf(g.reader, smith())).toEqual(["First strike"]);
    // Ben's upkeep: no spell was cast in turn 3.
    g.passUntil("upkeep", 4).passAll();
    expect(characteristics(g.reader, smith())).toMatchObject({ name: "Ironfang", power: 3, toughness: 1, subtypes: ["Werewolf"] });
    expect(keywordsOf(g.reader, smith())).toEqual(["First strike"]);
  });
});

describe("Fire // Ice", () => {
  it("Fire deals 1 damage to each of two creatures", () => {
    const g = duel({ hand: ["Fire // Ice"], battlefield: ["Mountain", "Mountain"] }, { battlefield: ["Llanowar Elves", "Birds of Paradise"] });
    g.answer({ kind: "cast", card: g.handCard("Fire // Ice"), face: 0 });
    g.targets("Llanowar Elves", "Birds of Paradise").divide(1, 1).autoPay().passAll();
    expect(g.graveyardNames("Ben").sort()).toEqual(["Birds of Paradise", "Llanowar Elves"]);
  });

  it("Ice taps a permanent and draws a card", () => {
    const g = duel({ hand: ["Fire // Ice"], battlefield: ["Island", "Island"], library: ["Forest"] }, { battlefield: ["Forest"] });
    g.answer({ kind: "cast", card: g.handCard("Fire // Ice"), face: 1 });
    g.targets("Forest").autoPay().passAll();
    expect(g.permanent("Forest", "Ben").tapped).toBe(true);
    expect(g.handNames("Ana")).toEqual(["Forest"]);
  });
});

describe("Far // Away", () => {
  // Fuse (702.102: both halves cast together, Far first) is tested with the rule, in test/engine/709-split-cards.test.ts.
  it("Far alone: target creature returns to its owner's hand — an opponent's or its caster's own", () => {
    const g = duel({ hand: ["Far // Away"], battlefield: ["Island", "Island", "Savannah Lions"] }, { battlefield: ["Grizzly Bears"] });
    g.answer({ kind: "cast", card: g.handCard("Far // Away"), face: 0 });
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears").autoPay().passAll();
    expect(g.handNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.permanents("Savannah Lions")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Far // Away"]);
  });

  it("Away alone: target player sacrifices a creature", () => {
    const g = duel({ hand: ["Far // Away"], battlefield: ["Swamp", "Swamp", "Swamp"] }, { battlefield: ["Grizzly Bears"] });
    g.answer({ kind: "cast", card: g.handCard("Far // Away"), face: 1 });
    g.targets("Ben").autoPay().passAll();
    g.answer({ kind: "choose", object: g.permanent("Grizzly Bears").id });
    expect(g.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
    expect(g.graveyardNames("Ana")).toEqual(["Far // Away"]);
  });
});

describe("Bonecrusher Giant // Stomp", () => {
  it("Bonecrusher Giant deals 2 damage to the controller of a spell that targets it", () => {
    const g = duel({ battlefield: ["Bonecrusher Giant // Stomp"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.pass();
    g.castAndPay("Lightning Bolt", "Bonecrusher Giant // Stomp");
    // Its trigger goes on the stack above the Bolt, and resolves first.
    expect(g.stackNames()).toEqual(["Lightning Bolt", "Bonecrusher Giant // Stomp"]);
    g.passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damageDealt").at(-1)).toMatchObject({ sourceName: "Bonecrusher Giant // Stomp", targetName: "Ben", amount: 2 });
  });

  it("an ability that targets it doesn't make it deal damage", () => {
    const g = duel(
      { battlefield: ["Bonecrusher Giant // Stomp"] },
      { battlefield: ["Arc-Slogger", "Mountain"], library: Array.from({ length: 12 }, () => "Plains") },
    );
    g.pass();
    g.activate("Arc-Slogger").targets("Bonecrusher Giant // Stomp").autoPay();
    expect(g.stackNames()).toEqual(["Arc-Slogger"]);
  });

  it("Stomp: damage can't be prevented this turn (615.12): a prevention shield prevents nothing and isn't used up", () => {
    const g = testDuel(
      { hand: ["Bonecrusher Giant // Stomp"], battlefield: ["Mountain", "Mountain"] },
      { hand: ["Test Prevent Three"], battlefield: ["Plains"] },
    );
    g.pass();
    g.castAndPay("Test Prevent Three", "Ben").passAll();
    g.answer({ kind: "cast", card: g.handCard("Bonecrusher Giant // Stomp"), face: 1 })
      .targets("Ben")
      .autoPay()
      .passAll();
    expect(g.life("Ben")).toBe(18);
    expect(g.eventsOf("damagePrevented")).toEqual([]);
    expect(g.state.effects).toContainEqual(expect.objectContaining({ kind: "shield", shield: expect.objectContaining({ amount: 3 }) }));
  });

  it("without Stomp, the same shield prevents the damage", () => {
    const g = testDuel({ hand: ["Lightning Bolt"], battlefield: ["Mountain"] }, { hand: ["Test Prevent Three"], battlefield: ["Plains"] });
    g.pass();
    g.castAndPay("Test Prevent Three", "Ben").passAll();
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(20);
  });
});

describe("Bala Ged Recovery // Bala Ged Sanctuary", () => {
  // Choosing the face to play (712.11b, 712.12) is tested with the rule, in test/engine/712-double-faced-cards.test.ts.
  it("Bala Ged Recovery returns target card from its caster's graveyard — any card type — to hand; an opponent's cards can't be chosen", () => {
    const card = "Bala Ged Recovery // Bala Ged Sanctuary";
    const g = duel(
      { hand: [card], graveyard: ["Lightning Bolt", "Grizzly Bears"], battlefield: ["Forest", "Forest", "Forest"] },
      { graveyard: ["Hill Giant"] },
    );
    g.cast(card);
    expect(g.expectPrompt("chooseTargets").options.map((t) => (t.kind === "object" ? g.nameOfObject(t.id) : t))).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    g.answer({ kind: "targets", targets: [{ kind: "object", id: g.state.players[0]!.graveyard[0]!.id }] })
      .autoPay()
      .passAll();
    expect(g.handNames("Ana")).toEqual(["Lightning Bolt"]);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears", card]);
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("Bala Ged Sanctuary taps for {G}", () => {
    const g = duel({ battlefield: [{ card: "Bala Ged Recovery // Bala Ged Sanctuary", face: 1 }] });
    g.tapForMana("Bala Ged Recovery // Bala Ged Sanctuary");
    expect(g.state.players[0]!.manaPool.G).toBe(1);
  });
});

describe("Kazandu Mammoth // Kazandu Valley", () => {
  it("Landfall: a land entering under its controller's control gives it +2/+2 until end of turn", () => {
    const g = duel({ battlefield: ["Kazandu Mammoth // Kazandu Valley"], hand: ["Forest"] });
    g.playLand("Forest").passAll();
    expect(g.pt("Kazandu Mammoth // Kazandu Valley")).toEqual([5, 5]);
  });

  it("Kazandu Valley enters tapped and taps for {G}", () => {
    const g = duel({ hand: ["Kazandu Mammoth // Kazandu Valley"] });
    g.answer({ kind: "playLand", card: g.handCard("Kazandu Mammoth // Kazandu Valley"), face: 1 });
    expect(g.permanent("Kazandu Mammoth // Kazandu Valley").tapped).toBe(true);
    g.passUntil("precombatMain", 5);
    g.tapForMana("Kazandu Mammoth // Kazandu Valley");
    expect(g.state.players[0]!.manaPool.G).toBe(1);
  });
});

describe("Nezumi Shortfang // Stabwhisker the Odious", () => {
  it("710: the opponent discards; with no cards left it flips, and Stabwhisker drains each opponent with fewer than three cards at their upkeep", () => {
    const g = duel({ battlefield: ["Nezumi Shortfang // Stabwhisker the Odious", "Swamp", "Swamp"] }, { hand: ["Island"] });
    g.activate("Nezumi Shortfang // Stabwhisker the Odious").targets("Ben").autoPay().passAll();
    if (g.prompt.kind === "discard") g.answer({ kind: "cards", cards: [g.handCard("Island", "Ben")] }, "Ben");
    expect(g.graveyardNames("Ben")).toEqual(["Island"]);
    expect(characteristics(g.reader, g.permanent("Nezumi Shortfang // Stabwhisker the Odious")).name).toBe("Stabwhisker the Odious");
    g.passUntil("draw", 4);
    expect(g.life("Ben")).toBe(17);
  });
});

describe("Jushi Apprentice // Tomoya the Revealer", () => {
  it("710: it draws, and flips with nine cards in hand; Tomoya makes target player draw as many as its controller holds", () => {
    const g = duel({ hand: Array<string>(8).fill("Forest"), battlefield: ["Jushi Apprentice // Tomoya the Revealer", "Island", "Island", "Island"] });
    g.activate("Jushi Apprentice // Tomoya the Revealer").autoPay().passAll();
    expect(characteristics(g.reader, g.permanent("Jushi Apprentice // Tomoya the Revealer")).name).toBe("Tomoya the Revealer");
    const h = duel({
      hand: ["Forest", "Forest"],
      battlefield: [{ card: "Jushi Apprentice // Tomoya the Revealer", flipped: true }, ...Array<string>(5).fill("Island")],
    });
    h.activate("Jushi Apprentice // Tomoya the Revealer").targets("Ana").autoPay().passAll();
    expect(h.handNames("Ana")).toHaveLength(4);
  });
});

describe("Akki Lavarunner // Tok-Tok, Volcano Born", () => {
  const AKKI = "Akki Lavarunner // Tok-Tok, Volcano Born";
  const name = (g: Scenario) => characteristics(g.reader, g.permanent(AKKI)).name;

  it("710: with haste it attacks the turn it is cast; dealing damage to an opponent flips it", () => {
    const g = duel({ hand: [AKKI], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] });
    g.castAndPay(AKKI).passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent(AKKI).id, defender: 1 }] });
    g.passUntil("combatDamage");
    expect(g.stackNames()).toEqual([AKKI]);
    g.passAll();
    expect(g.life("Ben")).toBe(19);
    expect(name(g)).toBe("Tok-Tok, Volcano Born");
  });

  it("710: damage dealt to a creature doesn't flip it", () => {
    const g = duel({ battlefield: [AKKI] }, { battlefield: ["Wall of Tears"] });
    g.attackAndBlock(AKKI, "Wall of Tears");
    g.passUntil("endOfCombat");
    expect(g.permanent("Wall of Tears").damage).toBe(1);
    expect(name(g)).toBe("Akki Lavarunner");
    expect(g.eventsOf("flipped")).toEqual([]);
  });

  it("702.16, 614.1a: Tok-Tok has protection from red; a red source deals 1 more damage to a player — either player — not to a permanent", () => {
    const g = duel(
      {
        hand: ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"],
        battlefield: [{ card: AKKI, flipped: true }, "Mountain", "Mountain", "Mountain", "Prodigal Sorcerer"],
      },
      { battlefield: ["Serra Angel"] },
    );
    g.cast("Lightning Bolt");
    expect(g.expectPrompt("chooseTargets").options).not.toContainEqual(g.target(AKKI));
    g.targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(16);
    g.castAndPay("Lightning Bolt", "Ana").passAll();
    expect(g.life("Ana")).toBe(16);
    g.castAndPay("Lightning Bolt", "Serra Angel").passAll();
    expect(g.permanent("Serra Angel").damage).toBe(3);
    // Prodigal Sorcerer is blue: no more damage.
    g.activate("Prodigal Sorcerer").targets("Ben").autoPay().passAll();
    expect(g.life("Ben")).toBe(15);
  });
});
