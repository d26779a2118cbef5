// The card registry: every card the server knows, by name. One card per file; tokens under tokens/.

import type { CardDefinition, CardRegistry } from "../card-language/card-definition.ts";
import { COPY_TOKEN } from "../card-language/card-dsl.ts";
import abundance from "./abundance.ts";
import accursedSpirit from "./accursed-spirit.ts";
import actOfTreason from "./act-of-treason.ts";
import adaptiveAutomaton from "./adaptive-automaton.ts";
import afflictedDeserter from "./afflicted-deserter.ts";
import ajaniGoldmane from "./ajani-goldmane.ts";
import akkiLavarunner from "./akki-lavarunner.ts";
import altarsReap from "./altars-reap.ts";
import alteredEgo from "./altered-ego.ts";
import ambushViper from "./ambush-viper.ts";
import anointedProcession from "./anointed-procession.ts";
import animateLand from "./animate-land.ts";
import arcSlogger from "./arc-slogger.ts";
import arcaneTeachings from "./arcane-teachings.ts";
import argothianEnchantress from "./argothian-enchantress.ts";
import auraBlast from "./aura-blast.ts";
import auraOfSilence from "./aura-of-silence.ts";
import avatarOfMight from "./avatar-of-might.ts";
import avenSquire from "./aven-squire.ts";
import balaGedRecovery from "./bala-ged-recovery.ts";
import battleScreech from "./battle-screech.ts";
import benalishCavalry from "./benalish-cavalry.ts";
import benevolentBodyguard from "./benevolent-bodyguard.ts";
import birdAdmirer from "./bird-admirer.ts";
import birdsOfParadise from "./birds-of-paradise.ts";
import blackKnight from "./black-knight.ts";
import blindingBeam from "./blinding-beam.ts";
import bloodMoon from "./blood-moon.ts";
import bloodrageVampire from "./bloodrage-vampire.ts";
import boggartBrute from "./boggart-brute.ts";
import boneSplinters from "./bone-splinters.ts";
import bonecrusherGiant from "./bonecrusher-giant.ts";
import branchsnapLorian from "./branchsnap-lorian.ts";
import bonesplitter from "./bonesplitter.ts";
import bronzeSable from "./bronze-sable.ts";
import burstLightning from "./burst-lightning.ts";
import cacklingCounterpart from "./cackling-counterpart.ts";
import capsize from "./capsize.ts";
import captivatingVampire from "./captivating-vampire.ts";
import caressOfPhyrexia from "./caress-of-phyrexia.ts";
import chaliceOfTheVoid from "./chalice-of-the-void.ts";
import chandraNalaar from "./chandra-nalaar.ts";
import chimericStaff from "./chimeric-staff.ts";
import circleOfProtectionRed from "./circle-of-protection-red.ts";
import clone from "./clone.ts";
import cloudSprite from "./cloud-sprite.ts";
import coastalTower from "./coastal-tower.ts";
import coatOfArms from "./coat-of-arms.ts";
import colossalDreadmaw from "./colossal-dreadmaw.ts";
import compositeGolem from "./composite-golem.ts";
import consumeSpirit from "./consume-spirit.ts";
import controlMagic from "./control-magic.ts";
import copyArtifact from "./copy-artifact.ts";
import coralEel from "./coral-eel.ts";
import corpsejackMenace from "./corpsejack-menace.ts";
import counterspell from "./counterspell.ts";
import crucibleOfWorlds from "./crucible-of-worlds.ts";
import cruelSadist from "./cruel-sadist.ts";
import crusade from "./crusade.ts";
import crushContraband from "./crush-contraband.ts";
import crypticCommand from "./cryptic-command.ts";
import cryptoplasm from "./cryptoplasm.ts";
import crystalBall from "./crystal-ball.ts";
import cytoshape from "./cytoshape.ts";
import darkRitual from "./dark-ritual.ts";
import darksteelMyr from "./darksteel-myr.ts";
import dauthiMarauder from "./dauthi-marauder.ts";
import dawnglowInfusion from "./dawnglow-infusion.ts";
import daze from "./daze.ts";
import deathBomb from "./death-bomb.ts";
import deathlace from "./deathlace.ts";
import delverOfSecrets from "./delver-of-secrets.ts";
import devotedDruid from "./devoted-druid.ts";
import diabolicEdict from "./diabolic-edict.ts";
import dismember from "./dismember.ts";
import divination from "./divination.ts";
import doomBlade from "./doom-blade.ts";
import doublingCube from "./doubling-cube.ts";
import doublingSeason from "./doubling-season.ts";
import dreadWarlock from "./dread-warlock.ts";
import dreamHalls from "./dream-halls.ts";
import drudgeSkeletons from "./drudge-skeletons.ts";
import dryadArbor from "./dryad-arbor.ts";
import duplicant from "./duplicant.ts";
import electrodominance from "./electrodominance.ts";
import eliteVanguard from "./elite-vanguard.ts";
import elvenRiders from "./elven-riders.ts";
import elvishVisionary from "./elvish-visionary.ts";
import emeraldCharm from "./emerald-charm.ts";
import essenceOfTheWild from "./essence-of-the-wild.ts";
import everflowingChalice from "./everflowing-chalice.ts";
import evermind from "./evermind.ts";
import evilPresence from "./evil-presence.ts";
import falseDemise from "./false-demise.ts";
import farAway from "./far-away.ts";
import fatalLore from "./fatal-lore.ts";
import fear from "./fear.ts";
import felidarSovereign from "./felidar-sovereign.ts";
import fencingAce from "./fencing-ace.ts";
import festeringGoblin from "./festering-goblin.ts";
import fireIce from "./fire-ice.ts";
import fireball from "./fireball.ts";
import fling from "./fling.ts";
import fog from "./fog.ts";
import forceOfWill from "./force-of-will.ts";
import forest from "./forest.ts";
import fork from "./fork.ts";
import furnaceOfRath from "./furnace-of-rath.ts";
import gaeasHerald from "./gaeas-herald.ts";
import garrukWildspeaker from "./garruk-wildspeaker.ts";
import gatherCourage from "./gather-courage.ts";
import giantGrowth from "./giant-growth.ts";
import giantSpider from "./giant-spider.ts";
import gilderBairn from "./gilder-bairn.ts";
import gitaxianProbe from "./gitaxian-probe.ts";
import glacialRay from "./glacial-ray.ts";
import gladecoverScout from "./gladecover-scout.ts";
import glasspoolMimic from "./glasspool-mimic.ts";
import gloom from "./gloom.ts";
import gloriousAnthem from "./glorious-anthem.ts";
import goblinPiker from "./goblin-piker.ts";
import grafRats from "./graf-rats.ts";
import gravedigger from "./gravedigger.ts";
import grinningDemon from "./grinning-demon.ts";
import grizzlyBears from "./grizzly-bears.ts";
import gush from "./gush.ts";
import hardenedScales from "./hardened-scales.ts";
import harvesttideInfiltrator from "./harvesttide-infiltrator.ts";
import helmOfAwakening from "./helm-of-awakening.ts";
import hesitation from "./hesitation.ts";
import hillGiant from "./hill-giant.ts";
import holyDay from "./holy-day.ts";
import holyStrength from "./holy-strength.ts";
import howlingMine from "./howling-mine.ts";
import innocentBlood from "./innocent-blood.ts";
import instigatorGang from "./instigator-gang.ts";
import isamaruHoundOfKonda from "./isamaru-hound-of-konda.ts";
import island from "./island.ts";
import jaceBeleren from "./jace-beleren.ts";
import joinerAdept from "./joiner-adept.ts";
import jushiApprentice from "./jushi-apprentice.ts";
import karplusanStrider from "./karplusan-strider.ts";
import kazanduMammoth from "./kazandu-mammoth.ts";
import knightOfThePilgrimsRoad from "./knight-of-the-pilgrims-road.ts";
import kruinOutlaw from "./kruin-outlaw.ts";
import lavaSpike from "./lava-spike.ts";
import legacyWeapon from "./legacy-weapon.ts";
import leylineOfTheVoid from "./leyline-of-the-void.ts";
import liarsPendulum from "./liars-pendulum.ts";
import lightningBolt from "./lightning-bolt.ts";
import lilianaVess from "./liliana-vess.ts";
import llanowarElves from "./llanowar-elves.ts";
import lodestoneGolem from "./lodestone-golem.ts";
import lordOfAtlantis from "./lord-of-atlantis.ts";
import lotusPetal from "./lotus-petal.ts";
import manOWar from "./man-o-war.ts";
import manaLeak from "./mana-leak.ts";
import manabarbs from "./manabarbs.ts";
import marchOfTheMachines from "./march-of-the-machines.ts";
import massCalcify from "./mass-calcify.ts";
import meditationPuzzle from "./meditation-puzzle.ts";
import memoryLapse from "./memory-lapse.ts";
import mentalMisstep from "./mental-misstep.ts";
import merfolkOfThePearlTrident from "./merfolk-of-the-pearl-trident.ts";
import midnightScavengers from "./midnight-scavengers.ts";
import mimicVat from "./mimic-vat.ts";
import mindControl from "./mind-control.ts";
import mindSculpt from "./mind-sculpt.ts";
import miseryCharm from "./misery-charm.ts";
import mistralSinger from "./mistral-singer.ts";
import moggFanatic from "./mogg-fanatic.ts";
import momentOfTriumph from "./moment-of-triumph.ts";
import moritteOfTheFrost from "./moritte-of-the-frost.ts";
import moonlitWake from "./moonlit-wake.ts";
import mountain from "./mountain.ts";
import nezumiShortfang from "./nezumi-shortfang.ts";
import moonmist from "./moonmist.ts";
import mycosynthLattice from "./mycosynth-lattice.ts";
import nightmare from "./nightmare.ts";
import obstinateFamiliar from "./obstinate-familiar.ts";
import oliviaVoldaren from "./olivia-voldaren.ts";
import opt from "./opt.ts";
import orimsThunder from "./orims-thunder.ts";
import otherworldlyJourney from "./otherworldly-journey.ts";
import overgrowth from "./overgrowth.ts";
import pacifism from "./pacifism.ts";
import parallelLives from "./parallel-lives.ts";
import perish from "./perish.ts";
import persuasion from "./persuasion.ts";
import pestilentHaze from "./pestilent-haze.ts";
import phantasmalBear from "./phantasmal-bear.ts";
import phyrexianArena from "./phyrexian-arena.ts";
import pithingNeedle from "./pithing-needle.ts";
import plagiarize from "./plagiarize.ts";
import plagueSpores from "./plague-spores.ts";
import plains from "./plains.ts";
import platinumAngel from "./platinum-angel.ts";
import preyUpon from "./prey-upon.ts";
import prodigalSorcerer from "./prodigal-sorcerer.ts";
import pyrotechnics from "./pyrotechnics.ts";
import quicksilverGargantuan from "./quicksilver-gargantuan.ts";
import quirionElves from "./quirion-elves.ts";
import ragingGoblin from "./raging-goblin.ts";
import raiseTheAlarm from "./raise-the-alarm.ts";
import rancor from "./rancor.ts";
import regeneration from "./regeneration.ts";
import remand from "./remand.ts";
import rimeshieldFrostGiant from "./rimeshield-frost-giant.ts";
import riteOfReplication from "./rite-of-replication.ts";
import riverBoa from "./river-boa.ts";
import rollingThunder from "./rolling-thunder.ts";
import rootMaze from "./root-maze.ts";
import rootwalla from "./rootwalla.ts";
import ruleOfLaw from "./rule-of-law.ts";
import runeclawBear from "./runeclaw-bear.ts";
import rustedSentinel from "./rusted-sentinel.ts";
import savannahLions from "./savannah-lions.ts";
import seedbornMuse from "./seedborn-muse.ts";
import seedsOfStrength from "./seeds-of-strength.ts";
import serraAngel from "./serra-angel.ts";
import severedLegion from "./severed-legion.ts";
import shock from "./shock.ts";
import solRing from "./sol-ring.ts";
import soulblast from "./soulblast.ts";
import sowerOfTemptation from "./sower-of-temptation.ts";
import spectralProcession from "./spectral-procession.ts";
import sphereOfResistance from "./sphere-of-resistance.ts";
import spiritMantle from "./spirit-mantle.ts";
import spoilsOfTheVault from "./spoils-of-the-vault.ts";
import sporemound from "./sporemound.ts";
import sporewebWeaver from "./sporeweb-weaver.ts";
import steadyProgress from "./steady-progress.ts";
import steelGolem from "./steel-golem.ts";
import storyCircle from "./story-circle.ts";
import streamOfLife from "./stream-of-life.ts";
import swamp from "./swamp.ts";
import switcheroo from "./switcheroo.ts";
import tarmogoyf from "./tarmogoyf.ts";
import temperedVeteran from "./tempered-veteran.ts";
import thaliaGuardianOfThraben from "./thalia-guardian-of-thraben.ts";
import thinkTwice from "./think-twice.ts";
import thornOfAmethyst from "./thorn-of-amethyst.ts";
import thornscapeFamiliar from "./thornscape-familiar.ts";
import threaten from "./threaten.ts";
import thrillOfPossibility from "./thrill-of-possibility.ts";
import thrummingbird from "./thrummingbird.ts";
import thunderscapeFamiliar from "./thunderscape-familiar.ts";
import timeStretch from "./time-stretch.ts";
import tinker from "./tinker.ts";
import traitorousBlood from "./traitorous-blood.ts";
import trinisphere from "./trinisphere.ts";
import triskelion from "./triskelion.ts";
import trueBeliever from "./true-believer.ts";
import twincast from "./twincast.ts";
import typhoidRats from "./typhoid-rats.ts";
import unholyHunger from "./unholy-hunger.ts";
import unstableShapeshifter from "./unstable-shapeshifter.ts";
import upwelling from "./upwelling.ts";
import vampireNighthawk from "./vampire-nighthawk.ts";
import vesuvanDoppelganger from "./vesuvan-doppelganger.ts";
import villageIronsmith from "./village-ironsmith.ts";
import voiceOfAll from "./voice-of-all.ts";
import villageWatch from "./village-watch.ts";
import voidWinnower from "./void-winnower.ts";
import vulturousZombie from "./vulturous-zombie.ts";
import walkingCorpse from "./walking-corpse.ts";
import wallOfTears from "./wall-of-tears.ts";
import wheelOfSunAndMoon from "./wheel-of-sun-and-moon.ts";
import wanderingOnes from "./wandering-ones.ts";
import whiteKnight from "./white-knight.ts";
import windDrake from "./wind-drake.ts";
import woodlandChangeling from "./woodland-changeling.ts";
import wormsOfTheEarth from "./worms-of-the-earth.ts";
import avatarToken from "./tokens/avatar.ts";
import beastToken from "./tokens/beast.ts";
import birdToken from "./tokens/bird.ts";
import saprolingToken from "./tokens/saproling.ts";
import soldierToken from "./tokens/soldier.ts";
import spiritToken from "./tokens/spirit.ts";
import compiledCoreSets from "./compiled/core-sets.json" with { type: "json" };
import type { CardIR } from "../card-language/oracle/ir.ts";
import { compiledDefinition } from "../card-language/oracle/pool.ts";

/** The cards written by hand: those the Oracle compiler can't take, and those whose hand file says more. */
export const HAND_WRITTEN_CARDS: readonly CardDefinition[] = [
  abundance,
  accursedSpirit,
  actOfTreason,
  adaptiveAutomaton,
  afflictedDeserter,
  ajaniGoldmane,
  akkiLavarunner,
  altarsReap,
  alteredEgo,
  ambushViper,
  anointedProcession,
  animateLand,
  arcaneTeachings,
  arcSlogger,
  argothianEnchantress,
  auraBlast,
  auraOfSilence,
  avatarOfMight,
  avenSquire,
  balaGedRecovery,
  battleScreech,
  benalishCavalry,
  benevolentBodyguard,
  birdAdmirer,
  birdsOfParadise,
  blackKnight,
  blindingBeam,
  bloodMoon,
  bloodrageVampire,
  boggartBrute,
  bonecrusherGiant,
  branchsnapLorian,
  boneSplinters,
  bonesplitter,
  bronzeSable,
  burstLightning,
  cacklingCounterpart,
  capsize,
  captivatingVampire,
  caressOfPhyrexia,
  chaliceOfTheVoid,
  chandraNalaar,
  chimericStaff,
  circleOfProtectionRed,
  clone,
  cloudSprite,
  coastalTower,
  coatOfArms,
  colossalDreadmaw,
  compositeGolem,
  consumeSpirit,
  controlMagic,
  copyArtifact,
  coralEel,
  corpsejackMenace,
  counterspell,
  crucibleOfWorlds,
  cruelSadist,
  crusade,
  crushContraband,
  crypticCommand,
  cryptoplasm,
  crystalBall,
  cytoshape,
  darkRitual,
  darksteelMyr,
  dauthiMarauder,
  dawnglowInfusion,
  daze,
  deathBomb,
  deathlace,
  delverOfSecrets,
  devotedDruid,
  diabolicEdict,
  dismember,
  divination,
  doomBlade,
  doublingCube,
  doublingSeason,
  dreadWarlock,
  dreamHalls,
  drudgeSkeletons,
  dryadArbor,
  duplicant,
  electrodominance,
  eliteVanguard,
  elvenRiders,
  elvishVisionary,
  emeraldCharm,
  essenceOfTheWild,
  everflowingChalice,
  evermind,
  evilPresence,
  falseDemise,
  farAway,
  fatalLore,
  fear,
  felidarSovereign,
  fencingAce,
  festeringGoblin,
  fireball,
  fireIce,
  fling,
  fog,
  forceOfWill,
  forest,
  fork,
  furnaceOfRath,
  gaeasHerald,
  garrukWildspeaker,
  gatherCourage,
  giantGrowth,
  giantSpider,
  gilderBairn,
  gitaxianProbe,
  glacialRay,
  gladecoverScout,
  glasspoolMimic,
  gloom,
  gloriousAnthem,
  goblinPiker,
  grafRats,
  gravedigger,
  grinningDemon,
  grizzlyBears,
  gush,
  hardenedScales,
  harvesttideInfiltrator,
  helmOfAwakening,
  hesitation,
  hillGiant,
  holyDay,
  holyStrength,
  howlingMine,
  innocentBlood,
  instigatorGang,
  isamaruHoundOfKonda,
  island,
  jaceBeleren,
  joinerAdept,
  jushiApprentice,
  karplusanStrider,
  kazanduMammoth,
  knightOfThePilgrimsRoad,
  kruinOutlaw,
  lavaSpike,
  legacyWeapon,
  leylineOfTheVoid,
  liarsPendulum,
  lightningBolt,
  lilianaVess,
  llanowarElves,
  lodestoneGolem,
  lordOfAtlantis,
  lotusPetal,
  manabarbs,
  manaLeak,
  manOWar,
  marchOfTheMachines,
  massCalcify,
  meditationPuzzle,
  memoryLapse,
  mentalMisstep,
  merfolkOfThePearlTrident,
  midnightScavengers,
  mimicVat,
  mindControl,
  mindSculpt,
  miseryCharm,
  mistralSinger,
  moggFanatic,
  momentOfTriumph,
  moritteOfTheFrost,
  moonlitWake,
  mountain,
  nezumiShortfang,
  moonmist,
  mycosynthLattice,
  nightmare,
  obstinateFamiliar,
  oliviaVoldaren,
  opt,
  orimsThunder,
  otherworldlyJourney,
  overgrowth,
  pacifism,
  parallelLives,
  perish,
  persuasion,
  pestilentHaze,
  phantasmalBear,
  phyrexianArena,
  pithingNeedle,
  plagiarize,
  plagueSpores,
  plains,
  platinumAngel,
  preyUpon,
  prodigalSorcerer,
  pyrotechnics,
  quicksilverGargantuan,
  quirionElves,
  ragingGoblin,
  raiseTheAlarm,
  rancor,
  regeneration,
  remand,
  rimeshieldFrostGiant,
  riteOfReplication,
  riverBoa,
  rollingThunder,
  rootMaze,
  rootwalla,
  ruleOfLaw,
  runeclawBear,
  rustedSentinel,
  savannahLions,
  seedbornMuse,
  seedsOfStrength,
  serraAngel,
  severedLegion,
  shock,
  solRing,
  soulblast,
  sowerOfTemptation,
  spectralProcession,
  sphereOfResistance,
  spiritMantle,
  spoilsOfTheVault,
  sporemound,
  sporewebWeaver,
  steadyProgress,
  steelGolem,
  storyCircle,
  streamOfLife,
  swamp,
  switcheroo,
  tarmogoyf,
  temperedVeteran,
  thaliaGuardianOfThraben,
  thinkTwice,
  thornOfAmethyst,
  thornscapeFamiliar,
  threaten,
  thrillOfPossibility,
  thrummingbird,
  thunderscapeFamiliar,
  timeStretch,
  tinker,
  traitorousBlood,
  trinisphere,
  triskelion,
  trueBeliever,
  twincast,
  typhoidRats,
  unholyHunger,
  unstableShapeshifter,
  upwelling,
  vampireNighthawk,
  vesuvanDoppelganger,
  villageIronsmith,
  voiceOfAll,
  villageWatch,
  voidWinnower,
  vulturousZombie,
  walkingCorpse,
  wallOfTears,
  wheelOfSunAndMoon,
  wanderingOnes,
  whiteKnight,
  windDrake,
  woodlandChangeling,
  wormsOfTheEarth,
];

/** Token definitions, created by effects (111); never in a deck. */
export const TOKENS: readonly CardDefinition[] = [COPY_TOKEN, avatarToken, beastToken, birdToken, saprolingToken, soldierToken, spiritToken];

export function buildRegistry(cards: readonly CardDefinition[]): CardRegistry {
  const registry = new Map<string, CardDefinition>();
  for (const c of cards) {
    if (registry.has(c.name)) throw new Error(`two cards are named ${c.name}`);
    registry.set(c.name, c);
  }
  return registry;
}

const handWritten = new Set(HAND_WRITTEN_CARDS.map((c) => c.name));

/** The cards the Oracle compiler takes (their IR in compiled/core-sets.json), other than those written by hand. */
// The file is written by `npm run cards -- compile`, and a test checks it is what the compiler makes of the data now.
export const COMPILED_CARDS: readonly CardDefinition[] = Object.entries(compiledCoreSets as unknown as Record<string, CardIR>)
  .filter(([name]) => !handWritten.has(name))
  .map(([name, ir]) => compiledDefinition(name, ir));

/** Every card that can be in a deck: written by hand or compiled. */
export const POOL_CARDS: readonly CardDefinition[] = [...HAND_WRITTEN_CARDS, ...COMPILED_CARDS];

export const cardRegistry: CardRegistry = buildRegistry([...POOL_CARDS, ...TOKENS]);
