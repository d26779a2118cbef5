// The card registry: every card the server knows, by name.

import type { CardDefinition, CardRegistry } from "../engine/card-definition.ts";
import bronzeSable from "./bronze-sable.ts";
import coralEel from "./coral-eel.ts";
import divination from "./divination.ts";
import forest from "./forest.ts";
import giantGrowth from "./giant-growth.ts";
import grizzlyBears from "./grizzly-bears.ts";
import hillGiant from "./hill-giant.ts";
import holyStrength from "./holy-strength.ts";
import isamaru from "./isamaru-hound-of-konda.ts";
import island from "./island.ts";
import lightningBolt from "./lightning-bolt.ts";
import mountain from "./mountain.ts";
import plains from "./plains.ts";
import savannahLions from "./savannah-lions.ts";
import solRing from "./sol-ring.ts";
import swamp from "./swamp.ts";
import walkingCorpse from "./walking-corpse.ts";

export const ALL_CARDS: readonly CardDefinition[] = [
  plains,
  island,
  swamp,
  mountain,
  forest,
  bronzeSable,
  coralEel,
  divination,
  giantGrowth,
  grizzlyBears,
  hillGiant,
  holyStrength,
  isamaru,
  lightningBolt,
  savannahLions,
  solRing,
  walkingCorpse,
];

export function buildRegistry(cards: readonly CardDefinition[]): CardRegistry {
  const registry = new Map<string, CardDefinition>();
  for (const c of cards) {
    if (registry.has(c.name)) throw new Error(`two cards are named ${c.name}`);
    registry.set(c.name, c);
  }
  return registry;
}

export const cardRegistry: CardRegistry = buildRegistry(ALL_CARDS);
