// Test-only cards: rules the real card pool can't reach (cost reductions by colored, colorless, hybrid and
// Phyrexian symbols, 118.7; an ability written as in the example of 602.1a; a targeted triggered ability,
// 603.3d; a splice card that needs a creature target, 702.47b). They exist only in `testEngine`; the
// server's registry never sees them. Pass `testEngine` as the second argument of `scenario(setup, testEngine)`.

import { ALL_CARDS, buildRegistry, TOKENS } from "../../server/cards/index.ts";
import type { CardDefinition } from "../../server/card-language/card-definition.ts";
import { ability, card, cost, effect, tapSelf, target } from "../../server/card-language/card-dsl.ts";
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

export const testCards: readonly CardDefinition[] = [
  // 118.7b–f
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
];

export const testEngine = createEngine(buildRegistry([...ALL_CARDS, ...TOKENS, ...testCards]));

/** `duel` with the test-only cards available. */
export function testDuel(ana: Side, ben: Side = {}): Scenario {
  return duel(ana, ben, {}, testEngine);
}
