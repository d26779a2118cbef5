// Magic 2021: Fiery Emancipation (triple damage), Conclave Mentor (one more +1/+1 counter; life equal to its power as it
// died), Pack Leader (a Dog lord that prevents combat damage to Dogs), Watcher of the Spheres, Vito, Light of Promise,
// Riddleform and Leafkin Avenger.

import { describe, expect, it } from "vitest";
import { characteristics, keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";
import { manaDue, mana } from "../support/casting.ts";

const yes = { kind: "option", option: "yes" } as const;

describe("Fiery Emancipation", () => {
  it("614.1a: a source Ana controls deals triple damage; Ben's sources don't", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Fiery Emancipation", "Mountain"] }, { hand: ["Shock"], battlefield: ["Mountain"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    expect(g.life("Ben")).toBe(11);
    g.pass();
    g.castAndPay("Shock", "Ana").passAll();
    expect(g.life("Ana")).toBe(18);
  });
});

describe("Conclave Mentor", () => {
  it("614.1a: one more +1/+1 counter is put on a creature Ana controls", () => {
    const g = duel({ hand: ["Invigorating Surge"], battlefield: ["Conclave Mentor", "Forest", "Forest", "Forest", "Grizzly Bears"] });
    g.castAndPay("Invigorating Surge", "Grizzly Bears").passAll();
    // 2 counters, then doubling puts 2 more, plus one: 5.
    expect(g.permanent("Grizzly Bears").counters["+1/+1"]).toBe(5);
  });

  it("608.2h: when it dies, Ana gains life equal to its power as it last existed", () => {
    const g = duel({ battlefield: [{ card: "Conclave Mentor", counters: { "+1/+1": 2 } }] }, { hand: ["Doom Blade"], battlefield: ["Swamp", "Swamp"] });
    g.pass();
    g.castAndPay("Doom Blade", "Conclave Mentor").passAll().passAll();
    expect(g.life("Ana")).toBe(24);
  });
});

describe("Pack Leader", () => {
  it("613.4c: other Dogs Ana controls get +1/+1", () => {
    const g = duel({ battlefield: ["Pack Leader", "Selfless Savior"] }, { battlefield: ["Isamaru, Hound of Konda"] });
    expect(g.pt("Selfless Savior")).toEqual([2, 2]);
    expect(g.pt("Pack Leader")).toEqual([2, 2]);
    expect(g.pt("Isamaru, Hound of Konda", "Ben")).toEqual([2, 2]);
  });

  it("615.1a: attacking, it prevents all combat damage to Dogs Ana controls this turn — not to her other creatures", () => {
    const g = duel({ battlefield: ["Pack Leader", "Grizzly Bears"] }, { battlefield: ["Hill Giant", "Craw Wurm"] });
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: ["Pack Leader", "Grizzly Bears"].map((n) => ({ attacker: g.permanent(n).id, defender: 1 })) });
    g.passAll();
    g.passUntilPrompt("declareBlockers");
    g.answer({
      kind: "blockers",
      blocks: [
        { blocker: g.permanent("Hill Giant").id, attacker: g.permanent("Pack Leader").id },
        { blocker: g.permanent("Craw Wurm").id, attacker: g.permanent("Grizzly Bears").id },
      ],
    });
    g.passUntil("endOfCombat");
    expect(g.permanents("Pack Leader")).toHaveLength(1);
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
  });
});

describe("Watcher of the Spheres", () => {
  it("601.2f: Ana's creature spells with flying cost {1} less; another flyer entering gives it +1/+1", () => {
    const g = duel({ hand: ["Wind Drake", "Grizzly Bears"], battlefield: ["Watcher of the Spheres", "Island", "Island", "Forest", "Forest"] });
    g.cast("Wind Drake");
    expect(manaDue(g)).toEqual(mana({ U: 1, generic: 1 }));
    g.autoPay().passAll().passAll();
    expect(g.pt("Watcher of the Spheres")).toEqual([3, 3]);
    g.cast("Grizzly Bears");
    expect(manaDue(g)).toEqual(mana({ G: 1, generic: 1 }));
  });
});

describe("Vito, Thorn of the Dusk Rose", () => {
  it("119.9: whenever Ana gains life, target opponent loses that much; {3}{B}{B} gives her creatures lifelink", () => {
    const g = duel({ hand: ["Life Goes On"], battlefield: ["Vito, Thorn of the Dusk Rose", "Forest", ...Array(5).fill("Swamp"), "Grizzly Bears"] });
    g.castAndPay("Life Goes On").passAll();
    g.targets("Ben").passAll();
    expect(g.life("Ben")).toBe(16);
    g.activate("Vito, Thorn of the Dusk Rose", 1).autoPay().passAll();
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Lifelink");
  });
});

describe("Light of Promise", () => {
  it("613.1f: enchanted creature has a life-gain trigger that puts that many +1/+1 counters on it", () => {
    const g = duel({ hand: ["Light of Promise", "Life Goes On"], battlefield: ["Plains", "Plains", "Plains", "Forest", "Grizzly Bears"] });
    g.castAndPay("Light of Promise", "Grizzly Bears").passAll();
    g.castAndPay("Life Goes On").passAll().passAll();
    expect(g.permanent("Grizzly Bears").counters["+1/+1"]).toBe(4);
  });
});

describe("Riddleform", () => {
  it("603.5: casting a noncreature spell, Ana may have it become a 3/3 Sphinx creature with flying until end of turn", () => {
    const g = duel({ hand: ["Lightning Bolt"], battlefield: ["Riddleform", "Mountain", "Island", "Island", "Island"] });
    g.castAndPay("Lightning Bolt", "Ben").passAll();
    g.answer(yes);
    const chars = characteristics(g.reader, g.permanent("Riddleform"));
    expect(chars.types).toEqual(expect.arrayContaining(["Enchantment", "Creature"]));
    expect(g.pt("Riddleform")).toEqual([3, 3]);
    expect(keywordsOf(g.reader, g.permanent("Riddleform"))).toContain("Flying");
    g.passUntil("upkeep", 4);
    expect(characteristics(g.reader, g.permanent("Riddleform")).types).toEqual(["Enchantment"]);
  });
});

describe("Leafkin Avenger", () => {
  it("106.1: {T} adds {G} for each creature with power 4 or greater; {7}{R} deals damage equal to its power", () => {
    const g = duel({ battlefield: ["Leafkin Avenger", "Craw Wurm", "Grizzly Bears"] });
    g.tapForMana("Leafkin Avenger");
    expect(g.state.players[0]!.manaPool.G).toBe(2);
    const h = duel({ battlefield: ["Leafkin Avenger", ...Array(7).fill("Forest"), "Mountain"] });
    h.activate("Leafkin Avenger", 1).targets("Ben").autoPay().passAll();
    expect(h.life("Ben")).toBe(16);
  });

  it("608.2h: gone before its ability resolves, it deals damage equal to its power as it last was", () => {
    const g = duel({ battlefield: ["Leafkin Avenger", ...Array(7).fill("Forest"), "Mountain"] }, { hand: ["Lightning Bolt"], battlefield: ["Mountain"] });
    g.activate("Leafkin Avenger", 1).targets("Ben").autoPay().pass();
    g.castAndPay("Lightning Bolt", "Leafkin Avenger").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Leafkin Avenger"]);
    g.passAll();
    expect(g.life("Ben")).toBe(16);
  });
});
