// Sandbox positions from which random players soon meet the prompts that random games reach only now and
// then (the legend rule, ordering triggers, an opponent's choice, splicing…). The engine fuzzer plays from
// them so that every prompt kind is fuzzed in a short run. Libraries are short: the games end soon after.

import type { SandboxPlayer, SandboxSetup } from "../engine/index.ts";
import type { PromptKind } from "../../shared/prompt.ts";

export interface PromptPosition {
  readonly name: string;
  /** The rare prompt kinds a random player meets from here, most of the time. */
  readonly reaches: readonly PromptKind[];
  readonly setup: SandboxSetup;
}

const library = (): string[] => ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const lands = (name: string, n: number): string[] => Array.from({ length: n }, () => name);

function duel(ana: Omit<SandboxPlayer, "name">, ben: Omit<SandboxPlayer, "name">, rest: Omit<SandboxSetup, "players"> = {}): SandboxSetup {
  return {
    turn: 3,
    ...rest,
    players: [
      { name: "Ana", library: library(), ...ana },
      { name: "Ben", library: library(), ...ben },
    ],
  };
}

/** 118.7e: no card of the server's pool has a hybrid cost reduction; the test suite fuzzes that prompt with a test card. */
export const NEEDS_TEST_CARDS: readonly PromptKind[] = ["chooseReduction"];

export const PROMPT_POSITIONS: readonly PromptPosition[] = [
  // 704.5j: the check before Ana's first priority finds two legendary permanents with one name.
  { name: "two Isamarus", reaches: ["legendRule"], setup: duel({ battlefield: ["Isamaru, Hound of Konda", "Isamaru, Hound of Konda"] }, {}) },
  // 603.3b: Ben's end step is passed through, then two different abilities trigger in Ana's upkeep (603.4: at 40 life).
  {
    name: "upkeep triggers",
    reaches: ["orderTriggers"],
    setup: duel({ life: 40, battlefield: ["Phyrexian Arena", "Felidar Sovereign"] }, {}, { activePlayer: 1, step: "end" }),
  },
  // 514.1: nine uncastable cards in hand at Ana's cleanup.
  {
    name: "a full hand at the end step",
    reaches: ["discard"],
    setup: duel({ hand: Array.from({ length: 9 }, () => "Colossal Dreadmaw") }, {}, { step: "end" }),
  },
  // 601.6a, then "each of those creatures' controllers may draw up to three cards" (608.2e).
  {
    name: "Fatal Lore at three",
    reaches: ["chooseOpponent", "chooseModes", "chooseNumber"],
    setup: {
      turn: 3,
      players: [
        // Mode one draws three cards: Ana's library lasts for a few of them.
        { name: "Ana", library: lands("Swamp", 15), hand: ["Fatal Lore", "Fatal Lore", "Fatal Lore", "Fatal Lore"], battlefield: lands("Swamp", 16) },
        { name: "Ben", library: library(), battlefield: ["Grizzly Bears", "Hill Giant", "Savannah Lions"] },
        { name: "Cid", library: library(), battlefield: ["Grizzly Bears", "Coral Eel"] },
      ],
    },
  },
  // 701.23: Tinker sacrifices Sol Ring and finds an artifact.
  {
    name: "Tinker",
    reaches: ["searchLibrary"],
    setup: duel({ hand: ["Tinker"], battlefield: [...lands("Island", 3), "Sol Ring"], library: ["Darksteel Myr", "Island", "Bronze Sable"] }, {}),
  },
  {
    name: "Benevolent Bodyguards",
    reaches: ["chooseColor"],
    setup: duel(
      { battlefield: ["Benevolent Bodyguard", "Benevolent Bodyguard", "Benevolent Bodyguard", "Grizzly Bears", "Grizzly Bears"] },
      { battlefield: ["Hill Giant"] },
    ),
  },
  // 701.34a: Steady Progress proliferates among permanents and players with counters.
  {
    name: "Steady Progress",
    reaches: ["proliferate"],
    setup: duel(
      { hand: ["Steady Progress"], battlefield: [...lands("Island", 3), { card: "Triskelion", counters: { "+1/+1": 2 } }], library: ["Island"] },
      { poison: 2 },
    ),
  },
  {
    name: "Diabolic Edicts",
    reaches: ["chooseObject"],
    setup: duel(
      { hand: ["Diabolic Edict", "Diabolic Edict"], battlefield: [...lands("Swamp", 4), "Grizzly Bears", "Savannah Lions"] },
      { battlefield: ["Grizzly Bears", "Hill Giant", "Coral Eel"] },
    ),
  },
  // 702.47a: Glacial Ray is Arcane and splices onto Arcane.
  {
    name: "two Glacial Rays",
    reaches: ["chooseSplices"],
    setup: duel({ hand: ["Glacial Ray", "Glacial Ray"], battlefield: lands("Mountain", 4) }, { battlefield: ["Grizzly Bears"] }),
  },
  {
    name: "Pyrotechnics",
    reaches: ["divide"],
    setup: duel({ hand: ["Pyrotechnics", "Pyrotechnics"], battlefield: lands("Mountain", 10) }, { battlefield: ["Grizzly Bears", "Hill Giant"] }),
  },
  // 702.19b: a trampler blocked; the damage is assigned among blockers and the player.
  {
    name: "blocked Colossal Dreadmaws",
    reaches: ["declareAttackers", "declareBlockers", "assignCombatDamage"],
    setup: duel(
      { battlefield: ["Colossal Dreadmaw", "Colossal Dreadmaw"] },
      { battlefield: ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"] },
      { step: "beginningOfCombat" },
    ),
  },
  // 606, 508.1b: loyalty abilities on both sides, and creatures that may attack a planeswalker rather than a player.
  {
    name: "planeswalkers",
    reaches: ["declareAttackers", "declareBlockers"],
    setup: duel(
      { battlefield: ["Jace Beleren", "Chandra Nalaar", "Garruk Wildspeaker", "Colossal Dreadmaw", "Hill Giant", ...lands("Forest", 2)] },
      { hand: ["Grizzly Bears"], battlefield: ["Liliana Vess", "Ajani Goldmane", "Grizzly Bears", "Savannah Lions"] },
    ),
  },
  // 118.12a: Ben answers Ana's spell with Mana Leak.
  {
    name: "Mana Leak",
    reaches: ["payUnless"],
    setup: duel(
      { hand: ["Grizzly Bears", "Grizzly Bears"], battlefield: lands("Forest", 7) },
      { hand: ["Mana Leak", "Mana Leak"], battlefield: lands("Island", 4) },
    ),
  },
  {
    name: "Liar's Pendulum",
    reaches: ["nameCard", "chooseOption"],
    setup: duel({ hand: ["Lightning Bolt"], battlefield: ["Liar's Pendulum", ...lands("Mountain", 2)] }, {}),
  },
];
