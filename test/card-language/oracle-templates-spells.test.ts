// Oracle templates for spells, targets and what a creature is: color words and "non-" words in noun phrases,
// "It can't be regenerated" riders, mass effects, instructions joined by "and" and ", then", and paragraphs that
// say what a creature (this one, or the one an Aura or Equipment is attached to) is and does. Each template's IR
// and round trip, then its behaviour once in a game with a real compiled card.

import { describe, expect, it } from "vitest";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";
import { keywordsOf } from "../../server/engine/layers/characteristics.ts";
import { duel } from "../support/scenario.ts";

function compiled(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  expect(render(r.ir, name)).toBe(text);
  return r.ir;
}

const creature = (adjectives: unknown[] = [], rest: object = {}) => ({ adjectives, nouns: ["creature"], controller: null, with: null, ...rest });

describe("noun phrases", () => {
  it("'non-' words in a row are separated by a comma; 'green or white' is either color", () => {
    expect(compiled("Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated.")).toEqual([
      { spell: [{ noRegeneration: { destroy: { target: creature([{ nonType: "artifact" }, { nonColor: "B" }]) } }, said: "It" }] },
    ]);
    expect(compiled("Deathmark", "Destroy target green or white creature.")).toEqual([
      { spell: [{ destroy: { target: creature([{ colors: ["G", "W"] }]) } }] },
    ]);
    const b = lower(compiled("Deathmark", "Destroy target green or white creature."), { name: "Deathmark", types: ["Sorcery"] });
    expect(b.spell?.targets[0]?.permanents).toEqual({ types: ["Creature"], colors: ["G", "W"] });
  });

  it("a spell named by its colors only, three nouns joined by 'or' after commas, 'without flying', 'you don't control'", () => {
    expect(compiled("Flashfreeze", "Counter target red or green spell.")).toEqual([
      { spell: [{ counter: { targetSpell: { adjectives: [{ colors: ["R", "G"] }], nouns: [], controller: null, with: null } } }] },
    ]);
    // The prompt's words for the target are the card's (115.1), colors and all.
    const freeze = lower(compiled("Flashfreeze", "Counter target red or green spell."), { name: "Flashfreeze", types: ["Instant"] });
    expect(freeze.spell?.targets.map((r) => r.text)).toEqual(["target red or green spell"]);
    expect(compiled("Creeping Mold", "Destroy target artifact, enchantment, or land.")).toEqual([
      { spell: [{ destroy: { target: { adjectives: [], nouns: ["artifact", "enchantment", "land"], controller: null, with: null } } }] },
    ]);
    expect(compiled("Deluge", "Tap all creatures without flying.")).toEqual([{ spell: [{ tapAll: creature([], { without: "flying" }) }] }]);
    const wind = lower(compiled("Plague Wind", "Destroy all creatures you don't control. They can't be regenerated."), {
      name: "Plague Wind",
      types: ["Sorcery"],
    });
    expect(wind.spell?.effects).toEqual([{ kind: "destroyAll", filter: { types: ["Creature"], controller: "opponent" }, noRegeneration: true }]);
  });
});

describe("instructions", () => {
  it("701.19c: 'It / They / That creature can't be regenerated' rides on the destruction before it", () => {
    const nekrataal = "When Nekrataal enters the battlefield, destroy target nonartifact, nonblack creature. That creature can't be regenerated.";
    const b = lower(compiled("Nekrataal", `First strike\n${nekrataal}`), { name: "Nekrataal", types: ["Creature"] });
    expect(b.abilities[0]).toMatchObject({ text: nekrataal, effects: [{ kind: "destroy", object: { target: 0 }, noRegeneration: true }] });
    const wrath = lower(compiled("Wrath of God", "Destroy all creatures. They can't be regenerated."), { name: "Wrath of God", types: ["Sorcery"] });
    expect(wrath.spell?.effects).toEqual([{ kind: "destroyAll", filter: { types: ["Creature"] }, noRegeneration: true }]);
  });

  it("mass effects: return all, tap all, damage to each creature and each player", () => {
    expect(compiled("Evacuation", "Return all creatures to their owners' hands.")).toEqual([{ spell: [{ returnAll: creature() }] }]);
    expect(compiled("Hurricane", "Hurricane deals X damage to each creature with flying and each player.")).toEqual([
      { spell: [{ damageEach: "X", creatures: creature([], { with: "flying" }), players: "each player" }] },
    ]);
    expect(compiled("Pyroclasm", "Pyroclasm deals 2 damage to each creature.")).toEqual([{ spell: [{ damageEach: 2, creatures: creature(), players: null }] }]);
    const overrun = "Creatures you control get +3/+3 and gain trample until end of turn.";
    expect(compiled("Overrun", overrun)).toEqual([
      { spell: [{ massPump: ["+3", "+3"], gains: ["trample"], who: creature([], { controller: "you" }), all: false }] },
    ]);
  });

  it("608.2c: instructions joined by 'and' and ', then' are followed in order", () => {
    expect(compiled("Essence Drain", "Essence Drain deals 3 damage to any target and you gain 3 life.")).toEqual([
      { spell: [{ and: [{ dealDamage: 3, to: { anyTarget: true } }, { gainLife: 3 }] }] },
    ]);
    expect(compiled("Phyrexian Rager", "When Phyrexian Rager enters the battlefield, you draw a card and you lose 1 life.")).toEqual([
      {
        triggered: {
          when: { entersSelf: true },
          instructions: [
            {
              and: [
                { playerDraws: 1, who: "you" },
                { loseLife: 1, who: "you" },
              ],
            },
          ],
        },
      },
    ]);
    expect(compiled("Merfolk Looter", "{T}: Draw a card, then discard a card.")).toEqual([
      { activated: { cost: "{T}", instructions: [{ andThen: [{ draw: 1 }, { discardCards: 1 }] }], limit: null } },
    ]);
    expect(compiled("Natural Spring", "Target player gains 8 life.")).toEqual([{ spell: [{ playerGainsLife: 8, who: "target player" }] }]);
    expect(compiled("Cruel Edict", "Target opponent sacrifices a creature.")).toEqual([{ spell: [{ sacrifices: creature(), who: "target opponent" }] }]);
    expect(compiled("Stun", "Target creature can't block this turn.\nDraw a card.")).toEqual([
      { spell: [{ thisTurn: "can't block", who: { target: creature() } }] },
      { spell: [{ draw: 1 }] },
    ]);
  });
});

describe("what a creature is and does", () => {
  it("the creature itself, or the one an Aura or Equipment is attached to, with its predicates joined by 'and'", () => {
    expect(compiled("Phantom Warrior", "Phantom Warrior can't be blocked.")).toEqual([{ creatureIs: { who: "~", predicates: ["can't be blocked"] } }]);
    expect(compiled("Colossus", "Colossus doesn't untap during your untap step.")).toEqual([{ creatureIs: { who: "~", predicates: ["doesn't untap"] } }]);
    expect(compiled("Uncontrollable Anger", "Enchanted creature gets +2/+2 and attacks each combat if able.")).toEqual([
      { creatureIs: { who: "Enchanted", predicates: [{ gets: ["+2", "+2"] }, "attacks each combat if able"] } },
    ]);
    expect(compiled("Whispersilk Cloak", "Equipped creature can't be blocked and has shroud.")).toEqual([
      { creatureIs: { who: "Equipped", predicates: ["can't be blocked", { has: ["shroud"] }] } },
    ]);
    const bracers = lower(compiled("Treetop Bracers", "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying."), {
      name: "Treetop Bracers",
      types: ["Enchantment"],
    });
    expect(bracers.abilities.map((a) => a.kind === "static" && a.effect.kind)).toEqual(["continuous", "blockableOnlyBy"]);
    expect(bracers.abilities[1]).toMatchObject({ effect: { blockers: { keywords: ["Flying"] }, affects: "attached" } });
  });

  it("anthems that grant keywords, and 'You have no maximum hand size.'", () => {
    expect(compiled("Primal Rage", "Creatures you control have trample.")).toEqual([
      { anthemHas: { other: false, who: creature([], { controller: "you" }), pt: null, has: ["trample"] } },
    ]);
    expect(compiled("Spellbook", "You have no maximum hand size.")).toEqual([{ noMaximumHandSize: true }]);
  });
});

describe("compiled cards in games", () => {
  it("701.19c: Terror can't target a black or artifact creature, and a regeneration shield doesn't save its target", () => {
    const g = duel({ hand: ["Terror"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Forest", "River Boa", "Drudge Skeletons"] });
    g.pass();
    g.activate("River Boa").autoPay();
    g.passAll();
    g.cast("Terror");
    expect(g.targetOptionNames()).toEqual(["River Boa"]);
    g.targets("River Boa").autoPay().passAll();
    expect(g.graveyardNames("Ben")).toContain("River Boa");
  });

  it("Deathmark targets only a green or white creature; Flashfreeze only a red or green spell", () => {
    const g = duel({ hand: ["Deathmark"], battlefield: ["Swamp"] }, { battlefield: ["Grizzly Bears", "Savannah Lions", "Hill Giant"] });
    g.cast("Deathmark");
    expect(g.targetOptionNames().sort()).toEqual(["Grizzly Bears", "Savannah Lions"]);
  });

  it("701.19c: Wrath of God destroys every creature, a regenerating one too; Evacuation returns every creature at once", () => {
    const g = duel(
      { hand: ["Wrath of God"], battlefield: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"] },
      { battlefield: ["Forest", "River Boa"] },
    );
    g.pass();
    g.activate("River Boa").autoPay();
    g.passAll();
    g.castAndPay("Wrath of God").passAll();
    expect(g.permanents("Grizzly Bears")).toEqual([]);
    expect(g.graveyardNames("Ben")).toContain("River Boa");
    const e = duel({ hand: ["Evacuation"], battlefield: ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    e.castAndPay("Evacuation").passAll();
    expect(e.handNames("Ana")).toEqual(["Grizzly Bears"]);
    expect(e.handNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("Deluge taps the creatures without flying; Hurricane deals X to each creature with flying and each player", () => {
    const g = duel({ hand: ["Deluge"], battlefield: ["Island", "Island", "Island", "Grizzly Bears"] }, { battlefield: ["Wind Drake"] });
    g.castAndPay("Deluge").passAll();
    expect(g.permanent("Grizzly Bears").tapped).toBe(true);
    expect(g.permanent("Wind Drake").tapped).toBe(false);
    const h = duel({ hand: ["Hurricane"], battlefield: ["Forest", "Forest", "Forest", "Grizzly Bears"] }, { battlefield: ["Wind Drake"] });
    h.cast("Hurricane").announceX(2).autoPay().passAll();
    expect(h.graveyardNames("Ben")).toEqual(["Wind Drake"]);
    expect(h.permanents("Grizzly Bears")).toHaveLength(1);
    expect([h.life("Ana"), h.life("Ben")]).toEqual([18, 18]);
  });

  it("Essence Drain deals damage and gains life; Sift draws three, then discards one", () => {
    const g = duel({ hand: ["Essence Drain"], battlefield: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] });
    g.castAndPay("Essence Drain", "Ben").passAll();
    expect([g.life("Ana"), g.life("Ben")]).toEqual([23, 17]);
    const s = duel({ hand: ["Sift"], battlefield: ["Island", "Island", "Island", "Island"], library: ["Forest", "Mountain", "Swamp", "Plains"] });
    s.castAndPay("Sift").passAll();
    s.answer({ kind: "cards", cards: [s.handCard("Mountain")] });
    expect(s.handNames("Ana").sort()).toEqual(["Forest", "Swamp"]);
    expect(s.graveyardNames("Ana").sort()).toEqual(["Mountain", "Sift"]);
  });

  it("Overrun: creatures you control get +3/+3 and gain trample; Cruel Edict: the opponent sacrifices a creature", () => {
    const g = duel({ hand: ["Overrun"], battlefield: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Overrun").passAll();
    expect(g.pt("Grizzly Bears")).toEqual([5, 5]);
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Trample");
    expect(g.pt("Hill Giant")).toEqual([3, 3]);
    const c = duel({ hand: ["Cruel Edict"], battlefield: ["Swamp", "Swamp"] }, { battlefield: ["Hill Giant"] });
    c.castAndPay("Cruel Edict", "Ben").passAll();
    c.answer({ kind: "choose", object: c.permanent("Hill Giant").id }, "Ben");
    expect(c.graveyardNames("Ben")).toEqual(["Hill Giant"]);
  });

  it("509.1b: Stun: the target creature can't block this turn", () => {
    const g = duel({ hand: ["Stun"], battlefield: ["Mountain", "Mountain", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    g.castAndPay("Stun", "Hill Giant").passAll();
    g.passUntilPrompt("declareAttackers");
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Grizzly Bears").id, defender: g.playerId("Ben") }] });
    expect(g.state.prompt?.kind).not.toBe("declareBlockers");
  });

  it("613.1f: Primal Rage: creatures you control have trample", () => {
    const g = duel({ battlefield: ["Primal Rage", "Grizzly Bears"] }, { battlefield: ["Hill Giant"] });
    expect(keywordsOf(g.reader, g.permanent("Grizzly Bears"))).toContain("Trample");
    expect(keywordsOf(g.reader, g.permanent("Hill Giant"))).not.toContain("Trample");
  });

  it("'enchanted creature' as an instruction's subject: Firebreathing pumps the creature it enchants; Claustrophobia taps it", () => {
    expect(compiled("Firebreathing", "{R}: Enchanted creature gets +1/+0 until end of turn.")).toEqual([
      { activated: { cost: "{R}", instructions: [{ pump: ["+1", "+0"], gains: [], who: { attachedCreature: "enchanted" } }], limit: null } },
    ]);
    const g = duel({ battlefield: ["Mountain", { card: "Grizzly Bears", label: "bears" }, { card: "Firebreathing", attachedTo: "bears" }] });
    g.activate("Firebreathing").autoPay().passAll();
    expect(g.pt("Grizzly Bears")).toEqual([3, 2]);
    const c = duel({ hand: ["Claustrophobia"], battlefield: ["Island", "Island", "Island", "Island"] }, { battlefield: ["Hill Giant"] });
    c.castAndPay("Claustrophobia", "Hill Giant").passAll().passAll();
    expect(c.permanent("Hill Giant").tapped).toBe(true);
  });

  it("'each opponent' sacrifices: Yawning Fissure; 113.6g: 'This spell can't be countered.' (Terra Stomper)", () => {
    const g = duel({ hand: ["Yawning Fissure"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { battlefield: ["Forest"] });
    g.castAndPay("Yawning Fissure").passAll();
    g.answer({ kind: "choose", object: g.permanent("Forest").id }, "Ben");
    expect(g.permanents("Forest")).toEqual([]);
    expect(g.permanents("Mountain")).toHaveLength(5);
    expect(compiled("Terra Stomper", "This spell can't be countered.")).toEqual([{ cantBeCountered: true }]);
  });

  it("509.1b: Juggernaut can't be blocked by Walls; Crafty Pathmage targets only a creature with power 2 or less", () => {
    expect(compiled("Juggernaut", "Juggernaut can't be blocked by Walls.")).toEqual([{ creatureIs: { who: "~", predicates: [{ cantBeBlockedBy: "Walls" }] } }]);
    const g = duel({ battlefield: ["Juggernaut"] }, { battlefield: ["Wall of Air", "Grizzly Bears"] });
    g.passUntilPrompt("declareAttackers");
    expect(g.expectPrompt("declareAttackers").mustAttack).toEqual([g.permanent("Juggernaut").id]);
    g.answer({ kind: "attackers", attacks: [{ attacker: g.permanent("Juggernaut").id, defender: g.playerId("Ben") }] });
    g.passUntilPrompt("declareBlockers");
    expect(g.expectPrompt("declareBlockers").options.map((o) => g.nameOfObject(o.blocker))).toEqual(["Grizzly Bears"]);
    const p = duel({ battlefield: ["Crafty Pathmage", "Grizzly Bears", "Hill Giant"] });
    p.activate("Crafty Pathmage");
    expect(p.targetOptionNames().sort()).toEqual(["Crafty Pathmage", "Grizzly Bears"]);
  });
});
