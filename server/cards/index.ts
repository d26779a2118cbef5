// The card registry: every card the server knows, by name. One card per file; tokens under tokens/.

import type { CardDefinition, CardRegistry } from "../engine/card-definition.ts";
import altarsReap from "./altars-reap.ts";
import arcSlogger from "./arc-slogger.ts";
import argothianEnchantress from "./argothian-enchantress.ts";
import battleScreech from "./battle-screech.ts";
import benevolentBodyguard from "./benevolent-bodyguard.ts";
import birdsOfParadise from "./birds-of-paradise.ts";
import blackKnight from "./black-knight.ts";
import blindingBeam from "./blinding-beam.ts";
import boneSplinters from "./bone-splinters.ts";
import bonesplitter from "./bonesplitter.ts";
import bronzeSable from "./bronze-sable.ts";
import burstLightning from "./burst-lightning.ts";
import capsize from "./capsize.ts";
import chaliceOfTheVoid from "./chalice-of-the-void.ts";
import coralEel from "./coral-eel.ts";
import counterspell from "./counterspell.ts";
import crushContraband from "./crush-contraband.ts";
import crypticCommand from "./cryptic-command.ts";
import darkRitual from "./dark-ritual.ts";
import daze from "./daze.ts";
import deathBomb from "./death-bomb.ts";
import dismember from "./dismember.ts";
import divination from "./divination.ts";
import dreamHalls from "./dream-halls.ts";
import everflowingChalice from "./everflowing-chalice.ts";
import evermind from "./evermind.ts";
import fatalLore from "./fatal-lore.ts";
import fireball from "./fireball.ts";
import forceOfWill from "./force-of-will.ts";
import forest from "./forest.ts";
import giantGrowth from "./giant-growth.ts";
import gilderBairn from "./gilder-bairn.ts";
import gitaxianProbe from "./gitaxian-probe.ts";
import glacialRay from "./glacial-ray.ts";
import gladecoverScout from "./gladecover-scout.ts";
import gloom from "./gloom.ts";
import grizzlyBears from "./grizzly-bears.ts";
import gush from "./gush.ts";
import helmOfAwakening from "./helm-of-awakening.ts";
import hesitation from "./hesitation.ts";
import hillGiant from "./hill-giant.ts";
import holyStrength from "./holy-strength.ts";
import isamaruHoundOfKonda from "./isamaru-hound-of-konda.ts";
import island from "./island.ts";
import lavaSpike from "./lava-spike.ts";
import lightningBolt from "./lightning-bolt.ts";
import llanowarElves from "./llanowar-elves.ts";
import lodestoneGolem from "./lodestone-golem.ts";
import lotusPetal from "./lotus-petal.ts";
import manaLeak from "./mana-leak.ts";
import mentalMisstep from "./mental-misstep.ts";
import miseryCharm from "./misery-charm.ts";
import mountain from "./mountain.ts";
import orimsThunder from "./orims-thunder.ts";
import plains from "./plains.ts";
import prodigalSorcerer from "./prodigal-sorcerer.ts";
import pyrotechnics from "./pyrotechnics.ts";
import remand from "./remand.ts";
import rollingThunder from "./rolling-thunder.ts";
import rootwalla from "./rootwalla.ts";
import savannahLions from "./savannah-lions.ts";
import seedsOfStrength from "./seeds-of-strength.ts";
import solRing from "./sol-ring.ts";
import spectralProcession from "./spectral-procession.ts";
import sphereOfResistance from "./sphere-of-resistance.ts";
import streamOfLife from "./stream-of-life.ts";
import swamp from "./swamp.ts";
import thaliaGuardianOfThraben from "./thalia-guardian-of-thraben.ts";
import thinkTwice from "./think-twice.ts";
import thornOfAmethyst from "./thorn-of-amethyst.ts";
import thornscapeFamiliar from "./thornscape-familiar.ts";
import thrillOfPossibility from "./thrill-of-possibility.ts";
import thunderscapeFamiliar from "./thunderscape-familiar.ts";
import tinker from "./tinker.ts";
import trinisphere from "./trinisphere.ts";
import triskelion from "./triskelion.ts";
import voidWinnower from "./void-winnower.ts";
import walkingCorpse from "./walking-corpse.ts";
import whiteKnight from "./white-knight.ts";
import birdToken from "./tokens/bird.ts";
import spiritToken from "./tokens/spirit.ts";

/** Every card that can be in a deck. */
export const ALL_CARDS: readonly CardDefinition[] = [
  altarsReap,
  arcSlogger,
  argothianEnchantress,
  battleScreech,
  benevolentBodyguard,
  birdsOfParadise,
  blackKnight,
  blindingBeam,
  boneSplinters,
  bonesplitter,
  bronzeSable,
  burstLightning,
  capsize,
  chaliceOfTheVoid,
  coralEel,
  counterspell,
  crushContraband,
  crypticCommand,
  darkRitual,
  daze,
  deathBomb,
  dismember,
  divination,
  dreamHalls,
  everflowingChalice,
  evermind,
  fatalLore,
  fireball,
  forceOfWill,
  forest,
  giantGrowth,
  gilderBairn,
  gitaxianProbe,
  glacialRay,
  gladecoverScout,
  gloom,
  grizzlyBears,
  gush,
  helmOfAwakening,
  hesitation,
  hillGiant,
  holyStrength,
  isamaruHoundOfKonda,
  island,
  lavaSpike,
  lightningBolt,
  llanowarElves,
  lodestoneGolem,
  lotusPetal,
  manaLeak,
  mentalMisstep,
  miseryCharm,
  mountain,
  orimsThunder,
  plains,
  prodigalSorcerer,
  pyrotechnics,
  remand,
  rollingThunder,
  rootwalla,
  savannahLions,
  seedsOfStrength,
  solRing,
  spectralProcession,
  sphereOfResistance,
  streamOfLife,
  swamp,
  thaliaGuardianOfThraben,
  thinkTwice,
  thornOfAmethyst,
  thornscapeFamiliar,
  thrillOfPossibility,
  thunderscapeFamiliar,
  tinker,
  trinisphere,
  triskelion,
  voidWinnower,
  walkingCorpse,
  whiteKnight,
];

/** Token definitions, created by effects (111); never in a deck. */
export const TOKENS: readonly CardDefinition[] = [
  birdToken,
  spiritToken,
];

export function buildRegistry(cards: readonly CardDefinition[]): CardRegistry {
  const registry = new Map<string, CardDefinition>();
  for (const c of cards) {
    if (registry.has(c.name)) throw new Error(`two cards are named ${c.name}`);
    registry.set(c.name, c);
  }
  return registry;
}

export const cardRegistry: CardRegistry = buildRegistry([...ALL_CARDS, ...TOKENS]);
