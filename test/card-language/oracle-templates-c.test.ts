// Oracle templates for costs, counters, loyalty abilities, modes, "If you do" riders and choices made as a permanent
// enters: sacrificing another creature or a creature type, discarding a kind of card or several, removing a counter;
// "it deals" for the ability's source; counters on each creature; "you may pay {c}. If you do, …" and "you may
// [discard / sacrifice / draw]. If you do, …"; "Choose one —" with bullets; "[+1]: …"; "As ~ enters the battlefield,
// choose a creature type." with "of the chosen type". Each template's IR and round trip, then its behaviour in a game
// with a real compiled card.

import { describe, expect, it } from "vitest";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";
import { duel } from "../support/scenario.ts";

function compiled(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  expect(render(r.ir, name)).toBe(text);
  return r.ir;
}

const noun = (nouns: string[], rest: object = {}) => ({ adjectives: [], nouns, controller: null, with: null, ...rest });
const creature = (rest: object = {}) => noun(["creature"], rest);
const yes = { kind: "option", option: "yes" } as const;

describe("activation costs", () => {
  it("118: sacrificing another creature, a creature type or an artifact or land; discarding a kind of card; removing a counter", () => {
    expect(compiled("Blood Bairn", "Sacrifice another creature: Blood Bairn gets +2/+2 until end of turn.")).toEqual([
      { activated: { cost: "Sacrifice another creature", instructions: [{ pump: ["+2", "+2"], gains: [], who: { self: true } }], limit: null } },
    ]);
    const dealer = lower(compiled("Arms Dealer", "{1}{R}, Sacrifice a Goblin: Arms Dealer deals 4 damage to target creature."), {
      name: "Arms Dealer",
      types: ["Creature"],
    });
    expect(dealer.abilities[0]).toMatchObject({ cost: { parts: [{ kind: "sacrifice", filter: { subtypes: ["Goblin"], controller: "you" }, count: 1 }] } });
    const digger = lower(compiled("Destructive Digger", "{3}, {T}, Sacrifice an artifact or land: Draw a card."), {
      name: "Destructive Digger",
      types: ["Creature"],
    });
    expect(digger.abilities[0]).toMatchObject({ cost: { parts: [{ kind: "tapSelf" }, { kind: "sacrifice", filter: { types: ["Artifact", "Land"] } }] } });
    const vortex = lower(compiled("Molten Vortex", "{R}, Discard a land card: Molten Vortex deals 2 damage to any target."), {
      name: "Molten Vortex",
      types: ["Enchantment"],
    });
    expect(vortex.abilities[0]).toMatchObject({ cost: { parts: [{ kind: "discard", filter: { types: ["Land"] }, count: 1, text: "discard a land card" }] } });
    const troll = lower(compiled("Barkhide Troll", "{1}, Remove a +1/+1 counter from Barkhide Troll: Barkhide Troll gains hexproof until end of turn."), {
      name: "Barkhide Troll",
      types: ["Creature"],
    });
    expect(troll.abilities[0]).toMatchObject({ cost: { parts: [{ kind: "removeCountersFromSelf", counter: "+1/+1", count: 1 }] } });
  });

  it("'It deals' names the ability's source, after 'Sacrifice ~' or in a trigger", () => {
    expect(compiled("Vial of Dragonfire", "{2}, {T}, Sacrifice Vial of Dragonfire: It deals 2 damage to target creature.")).toEqual([
      { activated: { cost: "{2}, {T}, Sacrifice ~", instructions: [{ itDeals: 2, to: { target: creature() } }], limit: null } },
    ]);
    const archer = lower(compiled("Skeleton Archer", "When Skeleton Archer enters the battlefield, it deals 1 damage to any target."), {
      name: "Skeleton Archer",
      types: ["Creature"],
    });
    expect(archer.abilities[0]).toMatchObject({ effects: [{ kind: "dealDamage", amount: 1, to: { target: 0 } }] });
  });
});

describe("counters, riders, modes, loyalty abilities, choices as it enters", () => {
  it("122.6: a counter on each creature you control; 115.1d: up to one target creature", () => {
    expect(compiled("Basri's Solidarity", "Put a +1/+1 counter on each creature you control.")).toEqual([
      { spell: [{ putCountersOnEach: 1, counterKind: "+1/+1", on: creature({ controller: "you" }) }] },
    ]);
    const basri = lower(compiled("Basri Ket", "[+1]: Put a +1/+1 counter on up to one target creature."), { name: "Basri Ket", types: ["Planeswalker"] });
    expect(basri.abilities[0]).toMatchObject({
      kind: "activated",
      loyalty: true,
      text: "[+1]: Put a +1/+1 counter on up to one target creature.",
      cost: { parts: [{ kind: "putCountersOnSelf", counter: "loyalty", count: 1 }] },
      targets: [{ text: "up to one target creature", min: 0, max: 1 }],
    });
  });

  it("606: loyalty abilities [+N], [−N] and [−X]", () => {
    const text = "[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n[−X]: Jace deals X damage to target creature.";
    expect(compiled("Jace", text).map((p) => "loyalty" in p && p.loyalty.change)).toEqual(["+2", "−1", "−X"]);
    const b = lower(compiled("Jace", text), { name: "Jace", types: ["Planeswalker"] });
    expect(b.abilities.map((a) => a.kind === "activated" && a.cost.parts)).toEqual([
      [{ kind: "putCountersOnSelf", counter: "loyalty", count: 2 }],
      [{ kind: "removeCountersFromSelf", counter: "loyalty", count: 1 }],
      [{ kind: "removeCountersFromSelf", counter: "loyalty", count: "X" }],
    ]);
  });

  it("603.5: 'you may [do this]. If you do, [that]' and 118.12: 'you may pay {c}. If you do, …'", () => {
    expect(compiled("Keldon Raider", "When Keldon Raider enters the battlefield, you may discard a card. If you do, draw a card.")).toEqual([
      { triggered: { when: { entersSelf: true }, instructions: [{ youMayThen: { discardCards: 1 }, ifDone: { draw: 1 } }] } },
    ]);
    const ogre = lower(
      compiled("Brawl-Bash Ogre", "When Brawl-Bash Ogre enters the battlefield, you may sacrifice another creature. If you do, draw a card."),
      { name: "Brawl-Bash Ogre", types: ["Creature"] },
    );
    const [ifYouDo] = ogre.abilities[0]?.kind === "triggered" ? ogre.abilities[0].effects : [];
    expect(ifYouDo).toMatchObject({ kind: "ifYouDo", action: { kind: "sacrifice", other: true } });
    expect(ifYouDo?.kind === "ifYouDo" && ifYouDo.then.map((e) => e.kind)).toEqual(["drawCards"]);
    expect(compiled("Sentinel", "When Sentinel enters the battlefield, you may pay {1}{G}. If you do, draw a card.")).toEqual([
      { triggered: { when: { entersSelf: true }, instructions: [{ mayPay: "{1}{G}", ifDone: { draw: 1 } }] } },
    ]);
  });

  it("700.2: 'Choose one —' and its bulleted modes make a modal spell", () => {
    const text = "Choose one —\n• Creatures you control get +2/+0 until end of turn.\n• Creatures you control get +0/+2 until end of turn.";
    expect(compiled("Fortify", text)[0]).toEqual({ chooseModes: "one" });
    const b = lower(compiled("Fortify", text), { name: "Fortify", types: ["Instant"] });
    expect(b.spell?.modes).toEqual({
      texts: ["Creatures you control get +2/+0 until end of turn.", "Creatures you control get +0/+2 until end of turn."],
      min: 1,
      max: 1,
      chooser: "controller",
    });
    expect(() =>
      lower(compiled("Trufflesnout", "When Trufflesnout enters the battlefield, draw a card.\nChoose one —\n• Draw a card.\n• Draw two cards."), {
        name: "Trufflesnout",
        types: ["Creature"],
      }),
    ).toThrow("modes of an ability");
  });

  it("614.12: 'As ~ enters the battlefield, choose a creature type.' and 607.2d: 'of the chosen type'", () => {
    const text = "As Obelisk of Urd enters the battlefield, choose a creature type.\nCreatures you control of the chosen type get +2/+2.";
    const ir = compiled("Obelisk of Urd", text);
    expect(ir).toEqual([
      { chooseAsEnters: "creature type" },
      { anthem: { other: false, who: creature({ controller: "you", ofChosen: "type" }), pt: ["+2", "+2"] } },
    ]);
    const b = lower(ir, { name: "Obelisk of Urd", types: ["Artifact"] });
    expect(b.abilities[1]).toMatchObject({ effect: { affects: { filter: { types: ["Creature"], controller: "you", ofChosenType: true } } } });
  });
});

describe("compiled cards in games", () => {
  it("118.3: Blood Bairn can't be sacrificed for its own 'Sacrifice another creature'; sacrificing a Bears gives it +2/+2", () => {
    const g = duel({ battlefield: ["Blood Bairn", "Grizzly Bears"] });
    g.activate("Blood Bairn");
    const part = g.expectPrompt("payCosts").parts[0]!;
    expect(part.options.map((o) => g.nameOfObject(o))).toEqual(["Grizzly Bears"]);
    g.payPart("sacrifice another creature", "Grizzly Bears").passAll();
    expect(g.graveyardNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(g.pt("Blood Bairn")).toEqual([4, 4]);
  });

  it("Arms Dealer sacrifices only a Goblin; Vial of Dragonfire, sacrificed, still deals its damage", () => {
    const g = duel({ battlefield: ["Arms Dealer", "Raging Goblin", "Grizzly Bears", "Mountain", "Mountain"] }, { battlefield: ["Hill Giant"] });
    g.activate("Arms Dealer").targets("Hill Giant");
    const part = g.expectPrompt("payCosts").parts.find((p) => p.text.includes("Goblin"))!;
    // Arms Dealer is a Goblin too; the Bears is not.
    expect(part.options.map((o) => g.nameOfObject(o)).sort()).toEqual(["Arms Dealer", "Raging Goblin"]);
    g.tapForMana("Mountain").tapForMana("Mountain").payPart("sacrifice a Goblin", "Raging Goblin").pay().passAll();
    expect(g.graveyardNames("Ben")).toEqual(["Hill Giant"]);
    const v = duel({ battlefield: ["Vial of Dragonfire", "Island", "Island"] }, { battlefield: ["Grizzly Bears"] });
    v.activate("Vial of Dragonfire").targets("Grizzly Bears").autoPay().passAll();
    expect(v.graveyardNames("Ana")).toEqual(["Vial of Dragonfire"]);
    expect(v.graveyardNames("Ben")).toEqual(["Grizzly Bears"]);
  });

  it("603.5: Keldon Raider draws only if a card was discarded; with no card in hand there is nothing to offer", () => {
    const g = duel({ hand: ["Keldon Raider", "Forest"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library: ["Island"] });
    g.castAndPay("Keldon Raider").passAll();
    g.passAll();
    g.answer(yes);
    g.answer({ kind: "choose", object: g.handCard("Forest") });
    expect(g.graveyardNames("Ana")).toEqual(["Forest"]);
    expect(g.handNames("Ana")).toEqual(["Island"]);
    const e = duel({ hand: ["Keldon Raider"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library: ["Island"] });
    e.castAndPay("Keldon Raider").passAll();
    e.passAll();
    expect(e.handNames("Ana")).toEqual([]);
    expect(e.permanents("Keldon Raider")).toHaveLength(1);
  });

  it("700.2: Fortify gives the chosen mode only; 122.6: Basri's Solidarity puts a counter on each creature its caster controls", () => {
    const g = duel({ hand: ["Fortify"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.cast("Fortify").chooseModes(1).autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([2, 4]);
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    const b = duel({ hand: ["Basri's Solidarity"], battlefield: ["Plains", "Plains", "Grizzly Bears", "Savannah Lions"] }, { battlefield: ["Hill Giant"] });
    b.castAndPay("Basri's Solidarity").passAll();
    expect([b.pt("Grizzly Bears"), b.pt("Savannah Lions"), b.pt("Hill Giant")]).toEqual([
      [3, 3],
      [3, 2],
      [3, 3],
    ]);
  });

  it("614.12, 607.2d: Obelisk of Urd's chosen creature type gets +2/+2 for its controller only", () => {
    const g = duel(
      { hand: ["Obelisk of Urd"], battlefield: ["Llanowar Elves", "Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] },
      { battlefield: ["Elvish Mystic"] },
    );
    g.cast("Obelisk of Urd").autoPay().passAll();
    g.answer({ kind: "option", option: "Elf" });
    expect([g.pt("Llanowar Elves"), g.pt("Grizzly Bears"), g.pt("Elvish Mystic")]).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it("606.4, 608.2h: Ajani, Inspiring Leader's [−3] exiles a creature and its controller gains 2 life; [+2] may put counters on up to one creature", () => {
    const g = duel({ battlefield: ["Ajani, Inspiring Leader", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.activate("Ajani, Inspiring Leader", 1).targets("Hill Giant").autoPay().passAll();
    expect(g.permanents("Hill Giant")).toEqual([]);
    expect([g.life("Ana"), g.life("Ben")]).toEqual([20, 22]);
    expect(g.permanent("Ajani, Inspiring Leader").counters.loyalty).toBe(2);
    const p = duel({ battlefield: ["Ajani, Inspiring Leader", "Grizzly Bears"] });
    p.activate("Ajani, Inspiring Leader", 0).targets("Grizzly Bears").autoPay().passAll();
    expect([p.life("Ana"), p.pt("Grizzly Bears"), p.permanent("Ajani, Inspiring Leader").counters.loyalty]).toEqual([22, [4, 4], 7]);
  });

  it("115.1d: Basri's Acolyte puts a counter on each of up to two other creatures its controller controls, never on itself", () => {
    const g = duel(
      { hand: ["Basri's Acolyte"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears", "Savannah Lions"] },
      { battlefield: ["Hill Giant"] },
    );
    g.castAndPay("Basri's Acolyte").passAll();
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
    g.targets("Grizzly Bears", "Savannah Lions").passAll();
    expect([g.pt("Grizzly Bears"), g.pt("Savannah Lions"), g.pt("Basri's Acolyte")]).toEqual([
      [3, 3],
      [3, 2],
      [2, 3],
    ]);
  });
});
