// The card registry: every card the server knows, by name. One card per file; tokens under tokens/.

import type { CardDefinition, CardRegistry } from "../card-language/card-definition.ts";
import actOfTreason from "./act-of-treason.ts";
import altarsReap from "./altars-reap.ts";
import ambushViper from "./ambush-viper.ts";
import arcSlogger from "./arc-slogger.ts";
import argothianEnchantress from "./argothian-enchantress.ts";
import auraBlast from "./aura-blast.ts";
import battleScreech from "./battle-screech.ts";
import benevolentBodyguard from "./benevolent-bodyguard.ts";
import birdsOfParadise from "./birds-of-paradise.ts";
import blackKnight from "./black-knight.ts";
import blindingBeam from "./blinding-beam.ts";
import bloodMoon from "./blood-moon.ts";
import boggartBrute from "./boggart-brute.ts";
import boneSplinters from "./bone-splinters.ts";
import bonesplitter from "./bonesplitter.ts";
import bronzeSable from "./bronze-sable.ts";
import burstLightning from "./burst-lightning.ts";
import capsize from "./capsize.ts";
import chaliceOfTheVoid from "./chalice-of-the-void.ts";
import circleOfProtectionRed from "./circle-of-protection-red.ts";
import clone from "./clone.ts";
import coastalTower from "./coastal-tower.ts";
import colossalDreadmaw from "./colossal-dreadmaw.ts";
import controlMagic from "./control-magic.ts";
import copyArtifact from "./copy-artifact.ts";
import coralEel from "./coral-eel.ts";
import counterspell from "./counterspell.ts";
import crusade from "./crusade.ts";
import crushContraband from "./crush-contraband.ts";
import crypticCommand from "./cryptic-command.ts";
import darkRitual from "./dark-ritual.ts";
import darksteelMyr from "./darksteel-myr.ts";
import daze from "./daze.ts";
import deathBomb from "./death-bomb.ts";
import deathlace from "./deathlace.ts";
import diabolicEdict from "./diabolic-edict.ts";
import dismember from "./dismember.ts";
import divination from "./divination.ts";
import doomBlade from "./doom-blade.ts";
import dreamHalls from "./dream-halls.ts";
import drudgeSkeletons from "./drudge-skeletons.ts";
import dryadArbor from "./dryad-arbor.ts";
import electrodominance from "./electrodominance.ts";
import elvishVisionary from "./elvish-visionary.ts";
import essenceOfTheWild from "./essence-of-the-wild.ts";
import everflowingChalice from "./everflowing-chalice.ts";
import evermind from "./evermind.ts";
import evilPresence from "./evil-presence.ts";
import fatalLore from "./fatal-lore.ts";
import felidarSovereign from "./felidar-sovereign.ts";
import fencingAce from "./fencing-ace.ts";
import festeringGoblin from "./festering-goblin.ts";
import fireball from "./fireball.ts";
import fog from "./fog.ts";
import forceOfWill from "./force-of-will.ts";
import forest from "./forest.ts";
import fork from "./fork.ts";
import furnaceOfRath from "./furnace-of-rath.ts";
import giantGrowth from "./giant-growth.ts";
import giantSpider from "./giant-spider.ts";
import gilderBairn from "./gilder-bairn.ts";
import gitaxianProbe from "./gitaxian-probe.ts";
import glacialRay from "./glacial-ray.ts";
import gladecoverScout from "./gladecover-scout.ts";
import gloom from "./gloom.ts";
import gloriousAnthem from "./glorious-anthem.ts";
import goblinPiker from "./goblin-piker.ts";
import gravedigger from "./gravedigger.ts";
import grizzlyBears from "./grizzly-bears.ts";
import gush from "./gush.ts";
import helmOfAwakening from "./helm-of-awakening.ts";
import hesitation from "./hesitation.ts";
import hillGiant from "./hill-giant.ts";
import holyDay from "./holy-day.ts";
import holyStrength from "./holy-strength.ts";
import innocentBlood from "./innocent-blood.ts";
import isamaruHoundOfKonda from "./isamaru-hound-of-konda.ts";
import island from "./island.ts";
import lavaSpike from "./lava-spike.ts";
import liarsPendulum from "./liars-pendulum.ts";
import lightningBolt from "./lightning-bolt.ts";
import llanowarElves from "./llanowar-elves.ts";
import lodestoneGolem from "./lodestone-golem.ts";
import lordOfAtlantis from "./lord-of-atlantis.ts";
import lotusPetal from "./lotus-petal.ts";
import manOWar from "./man-o-war.ts";
import manaLeak from "./mana-leak.ts";
import massCalcify from "./mass-calcify.ts";
import memoryLapse from "./memory-lapse.ts";
import mentalMisstep from "./mental-misstep.ts";
import merfolkOfThePearlTrident from "./merfolk-of-the-pearl-trident.ts";
import mindControl from "./mind-control.ts";
import miseryCharm from "./misery-charm.ts";
import moggFanatic from "./mogg-fanatic.ts";
import mountain from "./mountain.ts";
import nightmare from "./nightmare.ts";
import obstinateFamiliar from "./obstinate-familiar.ts";
import orimsThunder from "./orims-thunder.ts";
import pacifism from "./pacifism.ts";
import perish from "./perish.ts";
import persuasion from "./persuasion.ts";
import phantasmalBear from "./phantasmal-bear.ts";
import phyrexianArena from "./phyrexian-arena.ts";
import plagueSpores from "./plague-spores.ts";
import plains from "./plains.ts";
import prodigalSorcerer from "./prodigal-sorcerer.ts";
import pyrotechnics from "./pyrotechnics.ts";
import quicksilverGargantuan from "./quicksilver-gargantuan.ts";
import ragingGoblin from "./raging-goblin.ts";
import raiseTheAlarm from "./raise-the-alarm.ts";
import rancor from "./rancor.ts";
import remand from "./remand.ts";
import riverBoa from "./river-boa.ts";
import rollingThunder from "./rolling-thunder.ts";
import rootwalla from "./rootwalla.ts";
import rustedSentinel from "./rusted-sentinel.ts";
import savannahLions from "./savannah-lions.ts";
import seedsOfStrength from "./seeds-of-strength.ts";
import serraAngel from "./serra-angel.ts";
import shock from "./shock.ts";
import solRing from "./sol-ring.ts";
import sowerOfTemptation from "./sower-of-temptation.ts";
import spectralProcession from "./spectral-procession.ts";
import sphereOfResistance from "./sphere-of-resistance.ts";
import spoilsOfTheVault from "./spoils-of-the-vault.ts";
import streamOfLife from "./stream-of-life.ts";
import swamp from "./swamp.ts";
import thaliaGuardianOfThraben from "./thalia-guardian-of-thraben.ts";
import thinkTwice from "./think-twice.ts";
import thornOfAmethyst from "./thorn-of-amethyst.ts";
import thornscapeFamiliar from "./thornscape-familiar.ts";
import threaten from "./threaten.ts";
import thrillOfPossibility from "./thrill-of-possibility.ts";
import thunderscapeFamiliar from "./thunderscape-familiar.ts";
import tinker from "./tinker.ts";
import traitorousBlood from "./traitorous-blood.ts";
import trinisphere from "./trinisphere.ts";
import triskelion from "./triskelion.ts";
import twincast from "./twincast.ts";
import typhoidRats from "./typhoid-rats.ts";
import vampireNighthawk from "./vampire-nighthawk.ts";
import voidWinnower from "./void-winnower.ts";
import walkingCorpse from "./walking-corpse.ts";
import wallOfTears from "./wall-of-tears.ts";
import whiteKnight from "./white-knight.ts";
import windDrake from "./wind-drake.ts";
import wormsOfTheEarth from "./worms-of-the-earth.ts";
import birdToken from "./tokens/bird.ts";
import soldierToken from "./tokens/soldier.ts";
import spiritToken from "./tokens/spirit.ts";

/** Every card that can be in a deck. */
export const ALL_CARDS: readonly CardDefinition[] = [
  actOfTreason,
  altarsReap,
  ambushViper,
  arcSlogger,
  argothianEnchantress,
  auraBlast,
  battleScreech,
  benevolentBodyguard,
  birdsOfParadise,
  blackKnight,
  blindingBeam,
  bloodMoon,
  boggartBrute,
  boneSplinters,
  bonesplitter,
  bronzeSable,
  burstLightning,
  capsize,
  chaliceOfTheVoid,
  circleOfProtectionRed,
  clone,
  coastalTower,
  colossalDreadmaw,
  controlMagic,
  copyArtifact,
  coralEel,
  counterspell,
  crusade,
  crushContraband,
  crypticCommand,
  darkRitual,
  darksteelMyr,
  daze,
  deathBomb,
  deathlace,
  diabolicEdict,
  dismember,
  divination,
  doomBlade,
  dreamHalls,
  drudgeSkeletons,
  dryadArbor,
  electrodominance,
  elvishVisionary,
  essenceOfTheWild,
  everflowingChalice,
  evermind,
  evilPresence,
  fatalLore,
  felidarSovereign,
  fencingAce,
  festeringGoblin,
  fireball,
  fog,
  forceOfWill,
  forest,
  fork,
  furnaceOfRath,
  giantGrowth,
  giantSpider,
  gilderBairn,
  gitaxianProbe,
  glacialRay,
  gladecoverScout,
  gloom,
  gloriousAnthem,
  goblinPiker,
  gravedigger,
  grizzlyBears,
  gush,
  helmOfAwakening,
  hesitation,
  hillGiant,
  holyDay,
  holyStrength,
  innocentBlood,
  isamaruHoundOfKonda,
  island,
  lavaSpike,
  liarsPendulum,
  lightningBolt,
  llanowarElves,
  lodestoneGolem,
  lordOfAtlantis,
  lotusPetal,
  manaLeak,
  manOWar,
  massCalcify,
  memoryLapse,
  mentalMisstep,
  merfolkOfThePearlTrident,
  mindControl,
  miseryCharm,
  moggFanatic,
  mountain,
  nightmare,
  obstinateFamiliar,
  orimsThunder,
  pacifism,
  perish,
  persuasion,
  phantasmalBear,
  phyrexianArena,
  plagueSpores,
  plains,
  prodigalSorcerer,
  pyrotechnics,
  quicksilverGargantuan,
  ragingGoblin,
  raiseTheAlarm,
  rancor,
  remand,
  riverBoa,
  rollingThunder,
  rootwalla,
  rustedSentinel,
  savannahLions,
  seedsOfStrength,
  serraAngel,
  shock,
  solRing,
  sowerOfTemptation,
  spectralProcession,
  sphereOfResistance,
  spoilsOfTheVault,
  streamOfLife,
  swamp,
  thaliaGuardianOfThraben,
  thinkTwice,
  thornOfAmethyst,
  thornscapeFamiliar,
  threaten,
  thrillOfPossibility,
  thunderscapeFamiliar,
  tinker,
  traitorousBlood,
  trinisphere,
  triskelion,
  twincast,
  typhoidRats,
  vampireNighthawk,
  voidWinnower,
  walkingCorpse,
  wallOfTears,
  whiteKnight,
  windDrake,
  wormsOfTheEarth,
];

/** Token definitions, created by effects (111); never in a deck. */
export const TOKENS: readonly CardDefinition[] = [birdToken, soldierToken, spiritToken];

export function buildRegistry(cards: readonly CardDefinition[]): CardRegistry {
  const registry = new Map<string, CardDefinition>();
  for (const c of cards) {
    if (registry.has(c.name)) throw new Error(`two cards are named ${c.name}`);
    registry.set(c.name, c);
  }
  return registry;
}

export const cardRegistry: CardRegistry = buildRegistry([...ALL_CARDS, ...TOKENS]);
