// The Oracle compiler's templates for tokens described by the text, library searches, painlands, lords and "for each"
// counts, and triggers on other objects and players: the IR each reads, the exact text it writes back, and what it lowers to.

import { describe, expect, it } from "vitest";
import type { CardType } from "../../server/card-language/card-definition.ts";
import { compile, render } from "../../server/card-language/oracle/compile.ts";
import { lower } from "../../server/card-language/oracle/lower.ts";
import { compiledTokens } from "../../server/card-language/oracle/pool.ts";
import { TOKENS } from "../../server/cards/index.ts";

function compiled(name: string, text: string) {
  const r = compile(name, text);
  if (!r.ok) throw new Error(`${name}: ${r.reason}: ${r.paragraph}`);
  expect(render(r.ir, name)).toBe(text);
  return r.ir;
}

function behaviour(name: string, text: string, types: CardType[]) {
  return lower(compiled(name, text), { name, types, tokens: TOKENS });
}

const noun = (extra: object) => ({ adjectives: [], nouns: [], controller: null, with: null, ...extra });

describe("tokens the text describes (111.4)", () => {
  it("reads the count, power and toughness, colors, subtypes and keywords of the tokens", () => {
    const ir = compiled("Siege-Gang Commander", "When Siege-Gang Commander enters the battlefield, create three 1/1 red Goblin creature tokens.");
    expect(ir).toEqual([
      {
        triggered: {
          when: { entersSelf: true },
          instructions: [{ createTokens: 3, token: { pt: [1, 1], colors: ["R"], subtypes: ["Goblin"], artifact: false, with: [], named: null } }],
        },
      },
    ]);
    expect(compiled("Dragon Roost", "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying.")).toEqual([
      {
        activated: {
          cost: "{5}{R}{R}",
          instructions: [{ createTokens: 1, token: { pt: [5, 5], colors: ["R"], subtypes: ["Dragon"], artifact: false, with: ["flying"], named: null } }],
          limit: null,
        },
      },
    ]);
  });

  it("a colorless artifact creature token with a name of its own is named so, and is an artifact", () => {
    const ir = compiled("The Hive", "{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.");
    const [key, def] = [...compiledTokens([ir], TOKENS)][0]!;
    expect(key).toBe("1/1 colorless Insect artifact creature token with flying named Wasp");
    expect(def).toMatchObject({
      name: "Wasp",
      types: ["Artifact", "Creature"],
      subtypes: ["Insect"],
      colors: [],
      power: 1,
      toughness: 1,
      keywords: ["Flying"],
      token: true,
    });
  });

  it("111.4: named after its subtypes; an identical description is the hand-written token, a different one with the same name is another", () => {
    const saproling = compiled("Verdant Force", "At the beginning of each upkeep, create a 1/1 green Saproling creature token.");
    expect(compiledTokens([saproling], TOKENS).size).toBe(0);
    expect(lower(saproling, { name: "Verdant Force", types: ["Creature"], tokens: TOKENS }).abilities[0]).toMatchObject({
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
      effects: [{ kind: "createTokens", count: 1, token: "Saproling Token" }],
    });
    // A 1/1 red Goblin is written by hand (Krenko, Mob Boss's); the one with haste is another token of the same name.
    const goblins = compiledTokens(
      [
        compiled("A", "When A enters the battlefield, create a 1/1 red Goblin creature token."),
        compiled("B", "When B enters the battlefield, create a 1/1 red Goblin creature token with haste."),
      ],
      TOKENS,
    );
    expect([...goblins.keys()]).toEqual(["1/1 red Goblin creature token with haste"]);
    expect([...goblins.values()].map((t) => t.name)).toEqual(["Goblin Token"]);
    expect(TOKENS.map((t) => t.name)).toContain("Goblin Token");
  });
});

describe("searching a library (701.23)", () => {
  it("for a basic land card, onto the battlefield tapped; for a land card, revealed, into the hand; for any card", () => {
    expect(
      behaviour("Rampant Growth", "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.", ["Sorcery"]).spell
        ?.effects,
    ).toEqual([{ kind: "searchLibraryToBattlefield", filter: { types: ["Land"], supertypes: ["Basic"] }, tapped: true }]);
    expect(
      behaviour("Sylvan Scrying", "Search your library for a land card, reveal it, put it into your hand, then shuffle.", ["Sorcery"]).spell?.effects,
    ).toEqual([{ kind: "searchLibraryToHand", filter: { types: ["Land"] }, reveal: true }]);
    expect(behaviour("Diabolic Tutor", "Search your library for a card, put that card into your hand, then shuffle.", ["Sorcery"]).spell?.effects).toEqual([
      { kind: "searchLibraryToHand", filter: {}, reveal: false },
    ]);
  });

  it("as an ability's instruction, and after 'you may'", () => {
    const wayfinder = compiled(
      "Civic Wayfinder",
      "When Civic Wayfinder enters the battlefield, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
    );
    expect(wayfinder[0]).toMatchObject({
      triggered: { instructions: [{ youMay: { searchLibrary: { adjectives: ["basic"], nouns: ["land"] }, reveal: true, put: "hand", pronoun: "it" } }] },
    });
    compiled(
      "Terramorphic Expanse",
      "{T}, Sacrifice Terramorphic Expanse: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
    );
  });
});

describe("painlands (605.1a)", () => {
  it("a mana ability that deals damage to its controller", () => {
    const b = behaviour("Adarkar Wastes", "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.", ["Land"]);
    expect(b.abilities[1]).toMatchObject({ kind: "mana", produces: [{ oneOf: ["W", "U"] }], damagesYou: 1 });
  });
});

describe("subtypes in noun phrases, lords and 'for each'", () => {
  it("a subtype before a card type, alone, plural, and in a cost", () => {
    expect(
      compiled("Lord of the Undead", "Other Zombie creatures get +1/+1.\n{1}{B}, {T}: Return target Zombie card from your graveyard to your hand."),
    ).toEqual([
      { anthem: { other: true, who: noun({ nouns: ["creature"], subtype: "Zombie" }), pt: ["+1", "+1"] } },
      {
        activated: {
          cost: "{1}{B}, {T}",
          instructions: [{ returnToHand: { targetCardInYourGraveyard: noun({ subtype: "Zombie" }) } }],
          limit: null,
        },
      },
    ]);
    expect(behaviour("Goblin King", "Other Goblins get +1/+1 and have mountainwalk.", ["Creature"]).abilities[0]).toMatchObject({
      effect: {
        affects: { kind: "permanents", filter: { subtypes: ["Goblin"] }, other: true },
        modifications: [
          { kind: "modifyPowerToughness", power: 1, toughness: 1 },
          { kind: "addKeywords", keywords: ["Mountainwalk"] },
        ],
      },
    });
    compiled("Elvish Champion", "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)");
    const siege = behaviour("Siege-Gang Commander", "{1}{R}, Sacrifice a Goblin: Siege-Gang Commander deals 2 damage to any target.", ["Creature"]);
    expect(siege.abilities[0]).toMatchObject({ cost: { parts: [{ kind: "sacrifice", filter: { subtypes: ["Goblin"], controller: "you" } }] } });
  });

  it("613.4c: gets +1/+1 for each permanent that matches, other and named ones included", () => {
    expect(
      behaviour("Yavimaya Enchantress", "Yavimaya Enchantress gets +1/+1 for each enchantment on the battlefield.", ["Creature"]).abilities[0],
    ).toMatchObject({
      effect: {
        affects: { kind: "self" },
        modifications: [{ kind: "modifyPowerToughnessForEach", power: 1, toughness: 1, count: { types: ["Enchantment"] }, other: false }],
      },
    });
    const rats = behaviour(
      "Relentless Rats",
      "Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.\nA deck can have any number of cards named Relentless Rats.",
      ["Creature"],
    );
    expect(rats.abilities.map((a) => (a.kind === "static" ? a.effect : null))).toMatchObject([
      { modifications: [{ count: { types: ["Creature"], name: "Relentless Rats" }, other: true }] },
      { kind: "anyNumberInDeck" },
    ]);
    expect(
      behaviour("Blanchwood Armor", "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.", ["Enchantment"]).abilities[0],
    ).toMatchObject({
      effect: { affects: { kind: "attached" }, modifications: [{ count: { controller: "you", subtypes: ["Forest"] } }] },
    });
    expect(
      behaviour("Mortivore", "Mortivore's power and toughness are each equal to the number of creature cards in all graveyards.", ["Creature"]).abilities[0],
    ).toMatchObject({ effect: { modifications: [{ kind: "powerToughnessFromCardsInGraveyards", filter: { types: ["Creature"] } }] } });
  });
});

describe("triggers on other objects and players (603.2)", () => {
  const trigger = (name: string, text: string) => behaviour(name, text, ["Creature"]).abilities[0];

  it("another creature entering, or one entering under your control", () => {
    expect(trigger("Soul Warden", "Whenever another creature enters the battlefield, you gain 1 life.")).toMatchObject({
      trigger: { on: "enters", what: { types: ["Creature"] }, other: true },
    });
    expect(trigger("Angelic Chorus", "Whenever a creature enters the battlefield under your control, you gain life equal to its toughness.")).toMatchObject({
      trigger: { on: "enters", what: { types: ["Creature"], controller: "you" } },
      effects: [{ kind: "gainLife", amount: { toughnessOfSubject: true } }],
    });
  });

  it("a player casting a spell of a color, or you casting a spell of one of several colors", () => {
    expect(trigger("Angel's Feather", "Whenever a player casts a white spell, you may gain 1 life.")).toMatchObject({
      trigger: { on: "spellCast", caster: "any", spells: { colors: ["W"] } },
      effects: [{ kind: "optional", text: "gain 1 life" }],
    });
    expect(trigger("Quirion Dryad", "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Quirion Dryad.")).toMatchObject({
      trigger: { on: "spellCast", caster: "you", spells: { colors: ["W", "U", "B", "R"] } },
    });
  });

  it("the end step and each upkeep; dying and going to a graveyard; damage to an opponent; opponents drawing and discarding", () => {
    expect(trigger("Spark Elemental", "At the beginning of the end step, sacrifice Spark Elemental.")).toMatchObject({
      trigger: { on: "beginningOfStep", step: "end", whose: "each" },
      effects: [{ kind: "sacrificeSelf" }],
    });
    expect(trigger("Bogardan Firefiend", "When Bogardan Firefiend dies, it deals 2 damage to target creature.")).toMatchObject({
      trigger: { on: "dies", what: "self" },
      effects: [{ kind: "dealDamage", amount: 2, to: { target: 0 } }],
    });
    expect(trigger("Hypnotic Specter", "Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.")).toMatchObject({
      trigger: { on: "dealsDamageToOpponent" },
      effects: [{ kind: "discardAtRandom", amount: 1, player: { controllerOfSubject: true } }],
    });
    expect(trigger("Underworld Dreams", "Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player.")).toMatchObject({
      trigger: { on: "draws", who: "opponent" },
      effects: [{ kind: "damagePlayers", amount: 1, players: { controllerOfSubject: true } }],
    });
    expect(trigger("Megrim", "Whenever an opponent discards a card, Megrim deals 2 damage to that player.")).toMatchObject({ trigger: { on: "discards" } });
    expect(trigger("Ancestor's Chosen", "When Ancestor's Chosen enters the battlefield, you gain 1 life for each card in your graveyard.")).toMatchObject({
      effects: [{ kind: "gainLife", amount: { cardsInGraveyard: { you: true } } }],
    });
  });

  it("400.7: after 'is put into a graveyard from the battlefield', ~ is the card in the graveyard", () => {
    expect(trigger("Rancor", "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.")).toMatchObject({
      trigger: { on: "toGraveyardFromBattlefield", what: "self" },
      effects: [{ kind: "returnFromGraveyardToHand", card: { triggerSubject: true } }],
    });
  });
});

describe("more triggers: steps, attacking, gaining life, drawing, casting a kind of spell, a creature dying", () => {
  const trigger = (name: string, text: string) => behaviour(name, text, ["Creature"]).abilities[0];

  it("'At the beginning of' a step names the step and whose it is", () => {
    expect(compiled("Advocate of the Beast", "At the beginning of your end step, put a +1/+1 counter on target Beast creature you control.")[0]).toMatchObject({
      triggered: { when: { atBeginningOf: "your end step" } },
    });
    expect(trigger("X", "At the beginning of your end step, put a +1/+1 counter on target Beast creature you control.")).toMatchObject({
      trigger: { on: "beginningOfStep", step: "end", whose: "your" },
      targets: [{ permanents: { types: ["Creature"], controller: "you", subtypes: ["Beast"] } }],
    });
    expect(trigger("X", "At the beginning of combat on your turn, put a +1/+1 counter on X.")).toMatchObject({
      trigger: { on: "beginningOfStep", step: "beginningOfCombat", whose: "your" },
    });
  });

  it("attacking, gaining life, drawing a card", () => {
    expect(trigger("Herald of Faith", "Whenever Herald of Faith attacks, you gain 2 life.")).toMatchObject({
      trigger: { on: "combatRole", what: "self", roles: ["attacks"] },
    });
    expect(trigger("Ajani's Pridemate", "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.")).toMatchObject({
      trigger: { on: "lifeGained", who: "you" },
    });
    expect(trigger("Lorescale Coatl", "Whenever you draw a card, put a +1/+1 counter on Lorescale Coatl.")).toMatchObject({
      trigger: { on: "draws", who: "you" },
    });
  });

  it("casting a spell of a card type, or a noncreature spell; a creature an opponent controls dying", () => {
    expect(compiled("Spellgorger Weird", "Whenever you cast a noncreature spell, put a +1/+1 counter on Spellgorger Weird.")[0]).toMatchObject({
      triggered: { when: { castsSpell: "you", what: { adjectives: [{ nonType: "creature" }], nouns: [] } } },
    });
    expect(trigger("Young Pyromancer", "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.")).toMatchObject({
      trigger: { on: "spellCast", caster: "you", spells: { types: ["Instant", "Sorcery"] } },
    });
    expect(trigger("Malakir Cullblade", "Whenever a creature an opponent controls dies, put a +1/+1 counter on Malakir Cullblade.")).toMatchObject({
      trigger: { on: "dies", what: { types: ["Creature"], controller: "opponent" } },
    });
  });
});

describe("searching a library and/or graveyard for a named card, 'that player', nontoken", () => {
  const trigger = (name: string, text: string) => behaviour(name, text, ["Creature"]).abilities[0];

  it("701.23: a card named with a comma of its own, from the library or the graveyard", () => {
    const text =
      "When Sorin's Guide enters the battlefield, you may search your library and/or graveyard for a card named Sorin, Vampire Lord, reveal it, and put it into your hand. If you search your library this way, shuffle.";
    expect(compiled("Sorin's Guide", text)[0]).toMatchObject({
      triggered: { instructions: [{ youMay: { searchLibraryAndGraveyardFor: "Sorin, Vampire Lord" } }] },
    });
    expect(trigger("Sorin's Guide", text)).toMatchObject({
      effects: [{ kind: "optional", effects: [{ kind: "searchLibraryToHand", filter: { name: "Sorin, Vampire Lord" }, reveal: true, orGraveyard: true }] }],
    });
  });

  it("'that player loses 2 life' is the player the trigger names; 'nontoken creature'", () => {
    expect(trigger("Fell Specter", "Whenever an opponent discards a card, that player loses 2 life.")).toMatchObject({
      effects: [{ kind: "loseLife", amount: 2, player: { controllerOfSubject: true } }],
    });
    expect(trigger("Open the Graves", "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature token.")).toMatchObject({
      trigger: { on: "dies", what: { types: ["Creature"], nontoken: true, controller: "you" } },
    });
  });
});

describe("lords that start a sentence with a creature type, or only grant keywords", () => {
  it("'Sliver creatures you control get +1/+1.' keeps its capital letter; 'Other Soldier creatures you control have first strike.'", () => {
    expect(behaviour("Predatory Sliver", "Sliver creatures you control get +1/+1.", ["Creature"]).abilities[0]).toMatchObject({
      effect: { affects: { filter: { types: ["Creature"], controller: "you", subtypes: ["Sliver"] }, other: false } },
    });
    expect(compiled("Rhox Pikemaster", "Other Soldier creatures you control have first strike.")).toEqual([
      { lord: { other: true, who: noun({ nouns: ["creature"], controller: "you", subtype: "Soldier" }), pt: null, has: ["first strike"] } },
    ]);
  });

  it("a noun phrase without a creature type isn't a lord: it is read as an anthem", () => {
    const r = compile("X", "Other creatures you control have first strike.");
    expect(r.ok && r.ir[0]).toMatchObject({ anthemHas: { other: true } });
  });
});

describe("'for each' in instructions", () => {
  it("608.2h: life and tokens for each permanent that matches, counted as the effect applies", () => {
    expect(
      behaviour("Aven Gagglemaster", "When Aven Gagglemaster enters the battlefield, you gain 2 life for each creature you control with flying.", ["Creature"])
        .abilities[0],
    ).toMatchObject({
      effects: [{ kind: "gainLife", amount: { count: { types: ["Creature"], controller: "you", keywords: ["Flying"] }, times: 2 } }],
    });
    expect(behaviour("Howl of the Night Pack", "Create a 2/2 green Wolf creature token for each Forest you control.", ["Sorcery"]).spell?.effects).toEqual([
      { kind: "createTokens", count: { count: { controller: "you", subtypes: ["Forest"] } }, token: "2/2 green Wolf creature token" },
    ]);
  });
});

describe("'it' after a trigger", () => {
  it("'Whenever ~ attacks, it gets +1/+1 until end of turn': the attacking creature, this one", () => {
    expect(behaviour("Benalish Veteran", "Whenever Benalish Veteran attacks, it gets +1/+1 until end of turn.", ["Creature"]).abilities[0]).toMatchObject({
      trigger: { on: "combatRole", what: "self", roles: ["attacks"] },
      effects: [{ kind: "modifyPowerToughness", power: 1, toughness: 1, object: { self: true } }],
    });
  });

  it("after a trigger that names no permanent, 'it' isn't lowered", () => {
    expect(() => behaviour("X", "Whenever you draw a card, it gets +1/+1 until end of turn.", ["Creature"])).toThrow(/"it"/);
  });
});

describe("after 'When ~ dies'", () => {
  it("'return it to its owner's hand' returns the card it became; 'target opponent discards a card at random'", () => {
    expect(behaviour("Immortal Phoenix", "When Immortal Phoenix dies, return it to its owner's hand.", ["Creature"]).abilities[0]).toMatchObject({
      effects: [{ kind: "returnFromGraveyardToHand", card: { triggerSubject: true } }],
    });
    // After "When X enters the battlefield", "it" is the permanent that entered.
    expect(behaviour("X", "When X enters the battlefield, return it to its owner's hand.", ["Creature"]).abilities[0]).toMatchObject({
      effects: [{ kind: "returnToHand", object: { triggerSubject: true } }],
    });
    expect(behaviour("Black Cat", "When Black Cat dies, target opponent discards a card at random.", ["Creature"]).abilities[0]).toMatchObject({
      targets: [{ players: "opponent" }],
      effects: [{ kind: "discardAtRandom", amount: 1, player: { target: 0 } }],
    });
  });
});
