// Test-only cards: rules the real card pool can't reach (cost reductions by colored, colorless, hybrid and
// Phyrexian symbols, 118.7; an ability written as in the example of 602.1a; a targeted triggered ability,
// 603.3d; a splice card that needs a creature target, 702.47b; continuous effects in each layer, 613;
// replacement and prevention effects, 614–616). They exist only in `testEngine`; the server's registry never
// sees them. Pass `testEngine` as the second argument of `scenario(setup, testEngine)`.

import { HAND_WRITTEN_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import type { CardDefinition, Modification, ObjectFilter, Replacement } from "../../server/card-language/card-definition.ts";
import { ability, affects, card, cost, effect, modify, tapSelf, target, token, transforming } from "../../server/card-language/card-dsl.ts";
import { createEngine } from "../../server/engine/engine.ts";
import { parseManaCost } from "../../shared/mana.ts";
import { duel, type Scenario, type Side } from "./scenario.ts";

/** "Spells you cast cost [amount] less to cast." on a colorless artifact with no other ability. */
function reducer(amount: string): CardDefinition {
  const text = `Spells you cast cost ${amount} less to cast.`;
  return card({
    name: `Test Reducer: ${amount}`,
    cost: "{0}",
    types: ["Artifact"],
    text,
    abilities: [ability.static(text, { kind: "costReduction", spells: {}, caster: "you", amount: parseManaCost(amount) })],
  });
}

/**
 * Seed 002's "Absorption de la force" (step 5, the assignment of the targets), which can't be identified:
 * a test-only card with exactly the text the seed describes — two different targets, one gets +2/+2 and
 * the other -2/-2. Under the current rules that assignment is the choice made for each instance of
 * "target" (601.2c).
 */
export const strengthSiphon = card({
  name: "Test Seed Card: Strength Siphon",
  cost: "{B}{G}",
  types: ["Instant"],
  text: "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.",
  spell: {
    targets: [target.creature(), target.another(target.creature({}, "another target creature"), 0)],
    effects: [effect.pumpUntilEndOfTurn(2, 2, { target: 0 }), effect.pumpUntilEndOfTurn(-2, -2, { target: 1 })],
  },
});

/** A {0} Aura with one continuous effect on the enchanted creature (613): one change per layer it names. */
function testAura(name: string, effectText: string, ...modifications: Modification[]): CardDefinition {
  return card({
    name,
    cost: "{0}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    text: `Enchant creature\n${effectText}`,
    enchant: { ...target.creature(), text: "enchant creature" },
    abilities: [ability.continuous(effectText, affects.attached, ...modifications)],
  });
}

/** A {0} instant: "Target creature gets +P/+T until end of turn." (613.7b: its effect's timestamp is when it resolves.) */
function testPump(power: number, toughness: number): CardDefinition {
  const sign = (n: number): string => (n < 0 ? String(n) : `+${n}`);
  const text = `Target creature gets ${sign(power)}/${sign(toughness)} until end of turn.`;
  return card({
    name: `Test Pump: ${sign(power)}/${sign(toughness)}`,
    cost: "{0}",
    types: ["Instant"],
    text,
    spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(power, toughness)] },
  });
}

/** A {0} instant: "Target creature becomes [color]." (layer 5, 613.1e). */
function testPaint(name: string, color: "W" | "R", word: string): CardDefinition {
  return card({
    name,
    cost: "{0}",
    types: ["Instant"],
    text: `Target creature becomes ${word}.`,
    spell: { targets: [target.creature()], effects: [effect.becomeColor(color)] },
  });
}

/** A {0} enchantment with one continuous effect on the permanents that match (613). */
function testEnchantment(name: string, text: string, filter: ObjectFilter, ...modifications: Modification[]): CardDefinition {
  return card({ name, cost: "{0}", types: ["Enchantment"], text, abilities: [ability.continuous(text, affects.permanents(filter), ...modifications)] });
}

/**
 * 613: continuous effects in each layer, for the examples of 613 and the rules around them, where the real pool
 * has no card with the effect. Each does exactly one thing, so a test shows one layer's rule at a time.
 */
export const layerCards: readonly CardDefinition[] = [
  // 611.2, 800.4m: a duration that ends as its controller's next turn begins.
  card({
    name: "Test Lasting Pump",
    cost: "{0}",
    types: ["Instant"],
    text: "Target creature gets +2/+2 until your next turn.",
    spell: { targets: [target.creature()], effects: [effect.pumpUntilYourNextTurn(2, 2)] },
  }),
  testPump(0, 1),
  testPump(5, 0),
  testPump(4, 4),
  testAura("Test Switch Aura", "Enchanted creature's power and toughness are switched.", modify.switchPowerToughness()),
  testAura("Test Shrink Aura", "Enchanted creature has base power and toughness 0/1.", modify.setPowerToughness(0, 1)),
  testAura("Test Flight Aura", "Enchanted creature has flying.", modify.addKeywords("Flying")),
  testAura("Test Grounding Aura", "Enchanted creature loses flying.", modify.loseKeywords("Flying")),
  testAura("Test White Aura", "Enchanted creature is white.", modify.setColors("W")),
  testAura("Test Mute Aura", "Enchanted creature loses all abilities.", modify.loseAllAbilities()),
  // 613.1f: Auras granting whole abilities (layer 6): an activated one, one limited to once each turn (602.5b), a triggered one.
  testAura(
    "Test Pinger Aura",
    'Enchanted creature has "{T}: This creature deals 1 damage to any target."',
    modify.addAbilities(
      ability.activated(cost(null, tapSelf), "This creature deals 1 damage to any target.", { targets: [target.any()], effects: [effect.dealDamage(1)] }),
    ),
  ),
  testAura(
    "Test Surge Aura",
    'Enchanted creature has "{0}: This creature gets +1/+1 until end of turn. Activate only once each turn."',
    modify.addAbilities(
      ability.activated(cost("{0}"), "This creature gets +1/+1 until end of turn. Activate only once each turn.", {
        effects: [effect.pumpUntilEndOfTurn(1, 1, { self: true })],
        oncePerTurn: true,
      }),
    ),
  ),
  testAura(
    "Test Tithe Aura",
    'Enchanted creature has "At the beginning of your upkeep, you gain 1 life."',
    modify.addAbilities(
      ability.triggered(
        "At the beginning of your upkeep, you gain 1 life.",
        { on: "beginningOfStep", step: "upkeep", whose: "your" },
        { effects: [effect.gainLife(1, { you: true })] },
      ),
    ),
  ),
  // 613.1f: granted static abilities are found like printed ones: a prevention effect, and a "can't".
  testAura(
    "Test Ward Aura",
    'Enchanted creature has "Prevent all damage that would be dealt to this creature."',
    modify.addAbilities(
      ability.replacement("Prevent all damage that would be dealt to this creature.", { kind: "preventDamage", damage: { to: "self" }, amount: "all" }),
    ),
  ),
  testAura(
    "Test Earthbound Aura",
    'Enchanted creature has "Players can\'t play lands."',
    modify.addAbilities(ability.static("Players can't play lands.", { kind: "cantPlayLands" })),
  ),
  // 613.6: one effect with a part in layer 5 and a part in layer 7c.
  testAura("Test Glory Aura", "Enchanted creature gets +1/+1 and is white.", modify.setColors("W"), modify.powerToughness(1, 1)),
  // 613.6: a part in layer 2 and a part in layer 6 (Act of Treason's, as a static effect).
  testAura("Test Treason Aura", "You control enchanted creature. It has haste.", modify.control(), modify.addKeywords("Haste")),
  testAura("Test Multicolor Ward Aura", "Enchanted creature has protection from multicolored.", modify.addKeywords({ protectionFrom: "multicolored" })),
  testAura("Test Sanctuary Aura", "Enchanted creature has protection from everything.", modify.addKeywords({ protectionFrom: "everything" })),
  testEnchantment(
    "Test Sanctuary",
    "Bears you control have protection from everything.",
    { subtypes: ["Bear"], controller: "you" },
    modify.addKeywords({ protectionFrom: "everything" }),
  ),
  testAura("Test Spellproof Aura", "Enchanted creature has protection from instants.", modify.addKeywords({ protectionFrom: "Instant" })),
  testAura("Test Shade Aura", "Enchanted creature has hexproof from black and shadow.", modify.addKeywords({ hexproofFrom: "B" }, "Shadow")),
  testAura("Test Exalted Aura", "Enchanted creature has exalted.", modify.addKeywords("Exalted")),
  testAura("Test Prowess Aura", "Enchanted creature has prowess.", modify.addKeywords("Prowess")),
  testPaint("Test Whiten", "W", "white"),
  testPaint("Test Redden", "R", "red"),
  // The example of 613.5 (Honor of the Pure is not in the pool).
  testEnchantment(
    "Test Honor of the Pure",
    "White creatures you control get +1/+1.",
    { types: ["Creature"], colors: ["W"], controller: "you" },
    modify.powerToughness(1, 1),
  ),
  testEnchantment("Test Bulwark", "Creatures you control get +0/+2.", { types: ["Creature"], controller: "you" }, modify.powerToughness(0, 2)),
  // 613.6: the layer-4 part decides what the layer-7b part applies to, though they stop being noncreature artifacts.
  testEnchantment(
    "Test Animation",
    "Noncreature artifacts are 2/2 artifact creatures.",
    { types: ["Artifact"], notTypes: ["Creature"] },
    modify.addTypes(["Creature"]),
    modify.setPowerToughness(2, 2),
  ),
  testEnchantment("Test Blanket", "All creatures lose all abilities.", { types: ["Creature"] }, modify.loseAllAbilities()),
  // 613.8: depends on what makes a creature white (layer 5).
  testEnchantment("Test Blue Wash", "White creatures are blue.", { types: ["Creature"], colors: ["W"] }, modify.setColors("U")),
  // 613.6: a static effect in layers 5 and 7c whose ability can be removed in layer 6 between them.
  card({
    name: "Test Banner Bearer",
    cost: "{0}",
    types: ["Creature"],
    subtypes: ["Soldier"],
    pt: [1, 1],
    text: "Other creatures you control are white and get +1/+1.",
    abilities: [
      ability.continuous(
        "Other creatures you control are white and get +1/+1.",
        affects.permanents({ types: ["Creature"], controller: "you" }, true),
        modify.setColors("W"),
        modify.powerToughness(1, 1),
      ),
    ],
  }),
  // 613.7e: an Equipment gets a new timestamp each time it becomes attached (the "loses flying" half of Colossus Hammer).
  card({
    name: "Test Grounding Gear",
    cost: "{0}",
    types: ["Artifact"],
    subtypes: ["Equipment"],
    text: "Equipped creature loses flying.\nEquip {0}",
    abilities: [ability.continuous("Equipped creature loses flying.", affects.attached, modify.loseKeywords("Flying")), ability.equip(cost("{0}"))],
  }),
];

/** A {0} enchantment with one replacement or prevention effect (614, 615). */
function testReplacer(name: string, text: string, replacement: Replacement): CardDefinition {
  return card({ name, cost: "{0}", types: ["Enchantment"], text, abilities: [ability.replacement(text, replacement)] });
}

/**
 * 614–616: replacement and prevention effects for the examples of 614, 615 and 616 whose cards the real pool
 * doesn't have: the example's card where it names one ("Test Daunting Defender"), otherwise the example's text.
 */
export const replacementCards: readonly CardDefinition[] = [
  // The example of 615.10.
  card({
    name: "Test Daunting Defender",
    cost: "{4}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    pt: [3, 3],
    text: "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
    abilities: [
      ability.replacement("If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.", {
        kind: "preventDamage",
        damage: { to: { types: ["Creature"], subtypes: ["Cleric"], controller: "you" } },
        amount: 1,
      }),
    ],
  }),
  // The examples of 614.12: Orb of Dreams, and Scarwood Treefolk (an effect from the permanent itself).
  card({
    name: "Test Orb of Dreams",
    cost: "{3}",
    types: ["Artifact"],
    text: "Permanents enter tapped.",
    abilities: [ability.replacement("Permanents enter tapped.", { kind: "entersTapped", what: {} })],
  }),
  card({
    name: "Test Scarwood Treefolk",
    cost: "{3}{G}",
    types: ["Creature"],
    subtypes: ["Treefolk"],
    pt: [3, 3],
    text: "This creature enters tapped.",
    // The example's wording (the card data's Oracle texts say "enters the battlefield tapped").
    abilities: [ability.replacement("This creature enters tapped.", { kind: "entersTapped", what: "self" })],
  }),
  // 614.10: "Skip your [step]" as a static ability.
  testReplacer("Test Draw Skipper", "Skip your draw step.", { kind: "skipStep", step: "draw" }),
  testReplacer("Test Upkeep Skipper", "Skip your upkeep step.", { kind: "skipStep", step: "upkeep" }),
  testReplacer("Test Untap Skipper", "Skip your untap step.", { kind: "skipStep", step: "untap" }),
  // 614.17d: a "can't" that stops a land entering, without Worms of the Earth's "Players can't play lands".
  testReplacer("Test Land Barrier", "Lands can't enter the battlefield.", { kind: "cantEnter", what: { types: ["Land"] } }),
  card({
    name: "Test Land Search",
    cost: "{G}",
    types: ["Sorcery"],
    text: "Search your library for a land card, put it onto the battlefield, then shuffle.",
    spell: { effects: [effect.searchLibraryToBattlefield({ types: ["Land"] })] },
  }),
  // The shield of 615.7.
  card({
    name: "Test Prevent Three",
    cost: "{W}",
    types: ["Instant"],
    text: "Prevent the next 3 damage that would be dealt to any target this turn.",
    spell: { targets: [target.any()], effects: [effect.preventNextDamage(3)] },
  }),
  // The first example of 616.1f.
  testReplacer("Test Exile Instead", "If a card would be put into a graveyard from anywhere, instead exile it.", {
    kind: "graveyardInstead",
    what: {},
    to: "exile",
  }),
  card({
    name: "Test Shuffling Creature",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    pt: [2, 2],
    text: "If this creature would die, instead shuffle it into its owner's library.",
    abilities: [
      ability.replacement("If this creature would die, instead shuffle it into its owner's library.", {
        kind: "graveyardInstead",
        what: "self",
        to: "library",
      }),
    ],
  }),
  // The example of 616.2.
  testReplacer("Test Life Into Cards", "If you would gain life, draw that many cards instead.", {
    kind: "replaceLifeGain",
    instead: [effect.drawCards({ eventAmount: true })],
  }),
  testReplacer("Test Draws Into Recursion", "If you would draw a card, return a card from your graveyard to your hand instead.", {
    kind: "replaceDraw",
    optional: false,
    instead: [effect.returnChosenFromGraveyard({}, "return a card from your graveyard to your hand")],
  }),
];

/** "Transform target creature." (701.27, 712.9). */
export const transformSpell = card({
  name: "Test Transform Spell",
  cost: "{0}",
  types: ["Instant"],
  text: "Transform target creature.",
  spell: { targets: [target.creature()], effects: [effect.transform({ target: 0 })] },
});

export const testCards: readonly CardDefinition[] = [
  // 118.7b–f
  reducer("{2}"),
  reducer("{G}"),
  reducer("{C}"),
  reducer("{W/B}"),
  reducer("{2/W}"),
  reducer("{B/P}"),
  // 118.7d: a cost with a colorless component.
  card({ name: "Test Colorless Relic", cost: "{2}{C}", types: ["Artifact"], text: "" }),
  // The example of 602.1a: "{2}, {T}: You gain 1 life."
  card({
    name: "Test Cost Example",
    cost: "{1}",
    types: ["Artifact"],
    text: "{2}, {T}: You gain 1 life.",
    abilities: [ability.activated(cost("{2}", tapSelf), "You gain 1 life.", { effects: [effect.gainLife(1, { you: true })] })],
  }),
  // 603.3d, 608.2b: a triggered ability with a target.
  card({
    name: "Test Trigger: Spell Pinger",
    cost: "{1}",
    types: ["Artifact"],
    text: "Whenever you cast a spell, this artifact deals 1 damage to target creature.",
    abilities: [
      ability.triggered(
        "Whenever you cast a spell, this artifact deals 1 damage to target creature.",
        { on: "spellCast", caster: "you", spells: {} },
        { targets: [target.creature()], effects: [effect.dealDamage(1)] },
      ),
    ],
  }),
  strengthSiphon,
  // Seed 001's example of 117.12 (now 118.12), in the wording it quotes; Hesitation's Oracle text says "and counter".
  card({
    name: "Test Seed Card: Hesitation",
    cost: "{1}{U}",
    types: ["Enchantment"],
    text: "When a player casts a spell, sacrifice Test Seed Card: Hesitation. If you do, counter that spell.",
    abilities: [
      ability.triggered(
        "When a player casts a spell, sacrifice Test Seed Card: Hesitation. If you do, counter that spell.",
        { on: "spellCast", caster: "any", spells: {} },
        { effects: [effect.sacrificeSelfThen(effect.counter({ triggerSubject: true }))] },
      ),
    ],
  }),
  // 702.47b: a splice card whose text needs a creature target.
  card({
    name: "Test Splice: Arcane Growth",
    cost: "{G}",
    types: ["Instant"],
    subtypes: ["Arcane"],
    text: "Target creature gets +1/+1 until end of turn.\nSplice onto Arcane {G}",
    costs: { splice: { onto: "Arcane", cost: cost("{G}") } },
    spell: { targets: [target.creature()], effects: [effect.pumpUntilEndOfTurn(1, 1)] },
  }),
  // 606.5's example: Carth the Lion's "Planeswalkers' loyalty abilities you control cost an additional [+1] to activate."
  card({
    name: "Test Carth",
    cost: "{0}",
    types: ["Artifact"],
    text: "Planeswalkers' loyalty abilities you control cost an additional [+1] to activate.",
    abilities: [
      ability.static("Planeswalkers' loyalty abilities you control cost an additional [+1] to activate.", { kind: "loyaltyCostIncrease", amount: 1 }),
    ],
  }),
  // 712.13a's example: Mystic Reflection's first paragraph (its foretell needs face-down exile, not supported yet).
  card({
    name: "Test Reflection",
    cost: "{1}{U}",
    types: ["Instant"],
    text: "Choose target nonlegendary creature. The next time one or more creatures or planeswalkers enter the battlefield this turn, they enter as copies of the chosen creature.",
    spell: {
      targets: [target.creature({ notSupertypes: ["Legendary"] }, "target nonlegendary creature")],
      effects: [
        effect.nextEntersAsCopy(
          { types: ["Creature", "Planeswalker"] },
          "The next time one or more creatures or planeswalkers enter the battlefield this turn, they enter as copies of the chosen creature.",
        ),
      ],
    },
  }),
  // 712.13a's example: Invasion of Kylem, a Siege battle (310, not supported) whose back face is a sorcery. Its front
  // face here is an enchantment with the same mana cost.
  transforming(
    { name: "Test Invasion", cost: "{2}{R}{W}", types: ["Enchantment"], text: "" },
    { name: "Test Invasion Sorcery", colorIndicator: ["R", "W"], types: ["Sorcery"], text: "Draw a card.", spell: { effects: [effect.drawCards(1)] } },
  ),
  transformSpell,
  // 613: one effect per layer.
  ...layerCards,
  // 614–616: one replacement or prevention effect each.
  ...replacementCards,
];

export const testEngine = createEngine(buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS, ...testCards]));

/**
 * 707.10e's example card, which isn't in the card data: Frontline Heroism, with the text the example quotes. Its token,
 * a 1/1 red Soldier with haste, is named "Soldier Token" (111.4) like the pool's white Soldier (Raise the Alarm's):
 * the registry keys tokens by name, so `frontlineEngine` leaves the white one out.
 */
const redSoldier = token({ subtypes: ["Soldier"], colors: ["R"], pt: [1, 1], keywords: ["Haste"] });
const frontlineText =
  "Whenever you cast a spell that targets only a single creature you control, create a 1/1 red Soldier creature token with haste, then copy that spell. The copy targets that token.";
export const frontlineHeroism = card({
  name: "Test Frontline Heroism",
  cost: "{0}",
  types: ["Enchantment"],
  text: frontlineText,
  abilities: [
    ability.triggered(
      frontlineText,
      { on: "spellCast", caster: "you", spells: {}, targetsOnly: { types: ["Creature"], controller: "you" } },
      { effects: [effect.createTokenThenCopyTargetingIt(redSoldier.name)] },
    ),
  ],
});
export const frontlineEngine = createEngine(
  buildRegistry([...HAND_WRITTEN_CARDS, ...TOKENS.filter((t) => t.name !== redSoldier.name), redSoldier, frontlineHeroism]),
);

/** `duel` with the test-only cards available. */
export function testDuel(ana: Side, ben: Side = {}): Scenario {
  return duel(ana, ben, {}, testEngine);
}
