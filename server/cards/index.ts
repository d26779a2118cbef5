// The card registry: every card the server knows, by name. One card per file; tokens under tokens/.

import type { CardDefinition, CardRegistry } from "../card-language/card-definition.ts";
import { COPY_TOKEN } from "../card-language/card-dsl.ts";
import abnormalEndurance from "./abnormal-endurance.ts";
import abundance from "./abundance.ts";
import academyResearchers from "./academy-researchers.ts";
import accursedSpirit from "./accursed-spirit.ts";
import acidicSlime from "./acidic-slime.ts";
import actOfTreason from "./act-of-treason.ts";
import adaptiveAutomaton from "./adaptive-automaton.ts";
import adherentOfHope from "./adherent-of-hope.ts";
import aerialEngineer from "./aerial-engineer.ts";
import aerialVolley from "./aerial-volley.ts";
import aeronautTinkerer from "./aeronaut-tinkerer.ts";
import aethershieldArtificer from "./aethershield-artificer.ts";
import afflictedDeserter from "./afflicted-deserter.ts";
import agonizingMemories from "./agonizing-memories.ts";
import ajaniCallerOfThePride from "./ajani-caller-of-the-pride.ts";
import ajaniGoldmane from "./ajani-goldmane.ts";
import ajaniWiseCounselor from "./ajani-wise-counselor.ts";
import ajanisMantra from "./ajanis-mantra.ts";
import ajanisPridemate from "./ajanis-pridemate.ts";
import akkiLavarunner from "./akki-lavarunner.ts";
import akromasMemorial from "./akromas-memorial.ts";
import altarsReap from "./altars-reap.ts";
import alteredEgo from "./altered-ego.ts";
import ambushViper from "./ambush-viper.ts";
import angelicAccord from "./angelic-accord.ts";
import angelicAscension from "./angelic-ascension.ts";
import angelicBenediction from "./angelic-benediction.ts";
import animateLand from "./animate-land.ts";
import anointedProcession from "./anointed-procession.ts";
import arbalestElite from "./arbalest-elite.ts";
import arcSlogger from "./arc-slogger.ts";
import arcaneTeachings from "./arcane-teachings.ts";
import arcticAven from "./arctic-aven.ts";
import argothianEnchantress from "./argothian-enchantress.ts";
import arisenGorgon from "./arisen-gorgon.ts";
import artificersEpiphany from "./artificers-epiphany.ts";
import audaciousThief from "./audacious-thief.ts";
import auraBlast from "./aura-blast.ts";
import auraGraft from "./aura-graft.ts";
import auraOfSilence from "./aura-of-silence.ts";
import avatarOfMight from "./avatar-of-might.ts";
import avenSquire from "./aven-squire.ts";
import avenWindreader from "./aven-windreader.ts";
import awakenerDruid from "./awakener-druid.ts";
import balaGedRecovery from "./bala-ged-recovery.ts";
import ballistaSquad from "./ballista-squad.ts";
import bandage from "./bandage.ts";
import banefire from "./banefire.ts";
import baneslayerAngel from "./baneslayer-angel.ts";
import battleRattleShaman from "./battle-rattle-shaman.ts";
import battleScreech from "./battle-screech.ts";
import beaconOfDestruction from "./beacon-of-destruction.ts";
import beaconOfImmortality from "./beacon-of-immortality.ts";
import beaconOfUnrest from "./beacon-of-unrest.ts";
import benalishCavalry from "./benalish-cavalry.ts";
import benevolentBodyguard from "./benevolent-bodyguard.ts";
import birdAdmirer from "./bird-admirer.ts";
import birdsOfParadise from "./birds-of-paradise.ts";
import blackKnight from "./black-knight.ts";
import blindingBeam from "./blinding-beam.ts";
import bloodBurglar from "./blood-burglar.ts";
import bloodCursedKnight from "./blood-cursed-knight.ts";
import bloodMoon from "./blood-moon.ts";
import bloodcrazedGoblin from "./bloodcrazed-goblin.ts";
import bloodfireColossus from "./bloodfire-colossus.ts";
import bloodrageVampire from "./bloodrage-vampire.ts";
import boggartBrute from "./boggart-brute.ts";
import boltHound from "./bolt-hound.ts";
import boneSplinters from "./bone-splinters.ts";
import bonecrusherGiant from "./bonecrusher-giant.ts";
import bonesplitter from "./bonesplitter.ts";
import boundingKrasis from "./bounding-krasis.ts";
import bountifulHarvest from "./bountiful-harvest.ts";
import brambleCreeper from "./bramble-creeper.ts";
import branchsnapLorian from "./branchsnap-lorian.ts";
import brawlBashOgre from "./brawl-bash-ogre.ts";
import brittleEffigy from "./brittle-effigy.ts";
import bronzeSable from "./bronze-sable.ts";
import burningAnger from "./burning-anger.ts";
import burstLightning from "./burst-lightning.ts";
import cacklingCounterpart from "./cackling-counterpart.ts";
import cagedZombie from "./caged-zombie.ts";
import calculatedDismissal from "./calculated-dismissal.ts";
import capsize from "./capsize.ts";
import captivatingVampire from "./captivating-vampire.ts";
import caressOfPhyrexia from "./caress-of-phyrexia.ts";
import causticTar from "./caustic-tar.ts";
import celestialEnforcer from "./celestial-enforcer.ts";
import celestialMessenger from "./celestial-messenger.ts";
import cephalidConstable from "./cephalid-constable.ts";
import chaliceOfTheVoid from "./chalice-of-the-void.ts";
import chandraFlamesFury from "./chandra-flames-fury.ts";
import chandraNalaar from "./chandra-nalaar.ts";
import chandraNovicePyromancer from "./chandra-novice-pyromancer.ts";
import chandrasFury from "./chandras-fury.ts";
import chandrasOutrage from "./chandras-outrage.ts";
import chiefOfTheFoundry from "./chief-of-the-foundry.ts";
import chimericStaff from "./chimeric-staff.ts";
import choMannoRevolutionary from "./cho-manno-revolutionary.ts";
import circleOfProtectionRed from "./circle-of-protection-red.ts";
import citanulFlute from "./citanul-flute.ts";
import cleansingNova from "./cleansing-nova.ts";
import clericOfTheForwardOrder from "./cleric-of-the-forward-order.ts";
import clockOfOmens from "./clock-of-omens.ts";
import clone from "./clone.ts";
import cloudSprite from "./cloud-sprite.ts";
import coastalTower from "./coastal-tower.ts";
import coatOfArms from "./coat-of-arms.ts";
import colossalDreadmaw from "./colossal-dreadmaw.ts";
import colossalMajesty from "./colossal-majesty.ts";
import colossusHammer from "./colossus-hammer.ts";
import colossusOfSardia from "./colossus-of-sardia.ts";
import combust from "./combust.ts";
import communeWithNature from "./commune-with-nature.ts";
import compositeGolem from "./composite-golem.ts";
import conclaveMentor from "./conclave-mentor.ts";
import condemn from "./condemn.ts";
import coneOfFlame from "./cone-of-flame.ts";
import congregate from "./congregate.ts";
import consumeSpirit from "./consume-spirit.ts";
import contaminatedBond from "./contaminated-bond.ts";
import controlMagic from "./control-magic.ts";
import copyArtifact from "./copy-artifact.ts";
import coralEel from "./coral-eel.ts";
import corpseHauler from "./corpse-hauler.ts";
import corpseKnight from "./corpse-knight.ts";
import corpsejackMenace from "./corpsejack-menace.ts";
import counterspell from "./counterspell.ts";
import courtCleric from "./court-cleric.ts";
import crimsonMuckwader from "./crimson-muckwader.ts";
import crownOfEmpires from "./crown-of-empires.ts";
import crucibleOfWorlds from "./crucible-of-worlds.ts";
import cruelRevival from "./cruel-revival.ts";
import cruelSadist from "./cruel-sadist.ts";
import crumblingColossus from "./crumbling-colossus.ts";
import crusade from "./crusade.ts";
import crushContraband from "./crush-contraband.ts";
import cryoclasm from "./cryoclasm.ts";
import crypticCaves from "./cryptic-caves.ts";
import crypticCommand from "./cryptic-command.ts";
import cryptoplasm from "./cryptoplasm.ts";
import crystalBall from "./crystal-ball.ts";
import cyclopsTyrant from "./cyclops-tyrant.ts";
import cytoshape from "./cytoshape.ts";
import daggersailAeronaut from "./daggersail-aeronaut.ts";
import darkPetition from "./dark-petition.ts";
import darkRitual from "./dark-ritual.ts";
import darksteelColossus from "./darksteel-colossus.ts";
import darksteelMyr from "./darksteel-myr.ts";
import dauntlessRiverMarshal from "./dauntless-river-marshal.ts";
import dauthiMarauder from "./dauthi-marauder.ts";
import dawnglowInfusion from "./dawnglow-infusion.ts";
import daze from "./daze.ts";
import deathBomb from "./death-bomb.ts";
import deathlace from "./deathlace.ts";
import delverOfSecrets from "./delver-of-secrets.ts";
import demandingDragon from "./demanding-dragon.ts";
import demonOfDeathsGate from "./demon-of-deaths-gate.ts";
import denizenOfTheDeep from "./denizen-of-the-deep.ts";
import departedDeckhand from "./departed-deckhand.ts";
import devotedDruid from "./devoted-druid.ts";
import devouringLight from "./devouring-light.ts";
import devoutDecree from "./devout-decree.ts";
import diabolicEdict from "./diabolic-edict.ts";
import diamondMare from "./diamond-mare.ts";
import diminish from "./diminish.ts";
import direFleetWarmonger from "./dire-fleet-warmonger.ts";
import discombobulate from "./discombobulate.ts";
import dismember from "./dismember.ts";
import distress from "./distress.ts";
import divination from "./divination.ts";
import divineVerdict from "./divine-verdict.ts";
import doomBlade from "./doom-blade.ts";
import doomedNecromancer from "./doomed-necromancer.ts";
import doorToNothingness from "./door-to-nothingness.ts";
import doublingCube from "./doubling-cube.ts";
import doublingSeason from "./doubling-season.ts";
import dragonEgg from "./dragon-egg.ts";
import dragonsHoard from "./dragons-hoard.ts";
import dragonskullSummit from "./dragonskull-summit.ts";
import dreadWarlock from "./dread-warlock.ts";
import dreadwaters from "./dreadwaters.ts";
import dreamHalls from "./dream-halls.ts";
import dreambornMuse from "./dreamborn-muse.ts";
import drownedCatacomb from "./drowned-catacomb.ts";
import drudgeSkeletons from "./drudge-skeletons.ts";
import dryadArbor from "./dryad-arbor.ts";
import dub from "./dub.ts";
import ductCrawler from "./duct-crawler.ts";
import duplicant from "./duplicant.ts";
import duress from "./duress.ts";
import dwindle from "./dwindle.ts";
import dwynensElite from "./dwynens-elite.ts";
import electrodominance from "./electrodominance.ts";
import elementalBond from "./elemental-bond.ts";
import eliminate from "./eliminate.ts";
import eliteVanguard from "./elite-vanguard.ts";
import elixirOfImmortality from "./elixir-of-immortality.ts";
import elvenRiders from "./elven-riders.ts";
import elvishArchdruid from "./elvish-archdruid.ts";
import elvishBerserker from "./elvish-berserker.ts";
import elvishClancaller from "./elvish-clancaller.ts";
import elvishPiper from "./elvish-piper.ts";
import elvishVisionary from "./elvish-visionary.ts";
import emberHauler from "./ember-hauler.ts";
import emeraldCharm from "./emerald-charm.ts";
import encroachingWastes from "./encroaching-wastes.ts";
import enigmaDrake from "./enigma-drake.ts";
import ensoulArtifact from "./ensoul-artifact.ts";
import epicureOfBlood from "./epicure-of-blood.ts";
import essenceOfTheWild from "./essence-of-the-wild.ts";
import eternalIsolation from "./eternal-isolation.ts";
import everflowingChalice from "./everflowing-chalice.ts";
import evermind from "./evermind.ts";
import evilPresence from "./evil-presence.ts";
import excommunicate from "./excommunicate.ts";
import eyeblightMassacre from "./eyeblight-massacre.ts";
import faerieConclave from "./faerie-conclave.ts";
import faerieMiscreant from "./faerie-miscreant.ts";
import faithsFetters from "./faiths-fetters.ts";
import falseDemise from "./false-demise.ts";
import farAway from "./far-away.ts";
import farseek from "./farseek.ts";
import fatalLore from "./fatal-lore.ts";
import fear from "./fear.ts";
import featOfResistance from "./feat-of-resistance.ts";
import felidarSovereign from "./felidar-sovereign.ts";
import fencingAce from "./fencing-ace.ts";
import festeringGoblin from "./festering-goblin.ts";
import fieryEmancipation from "./fiery-emancipation.ts";
import fieryImpulse from "./fiery-impulse.ts";
import fireIce from "./fire-ice.ts";
import fireServant from "./fire-servant.ts";
import fireball from "./fireball.ts";
import flamesOfTheFirebrand from "./flames-of-the-firebrand.ts";
import fling from "./fling.ts";
import flinthoofBoar from "./flinthoof-boar.ts";
import flowstoneSlide from "./flowstone-slide.ts";
import fog from "./fog.ts";
import fogElemental from "./fog-elemental.ts";
import forbiddingWatchtower from "./forbidding-watchtower.ts";
import forceOfWill from "./force-of-will.ts";
import foresee from "./foresee.ts";
import forest from "./forest.ts";
import forgeDevil from "./forge-devil.ts";
import fork from "./fork.ts";
import frostBreath from "./frost-breath.ts";
import frostLynx from "./frost-lynx.ts";
import frostTitan from "./frost-titan.ts";
import fry from "./fry.ts";
import fungalRebirth from "./fungal-rebirth.ts";
import furnaceOfRath from "./furnace-of-rath.ts";
import gaeasHerald from "./gaeas-herald.ts";
import gaeasRevenge from "./gaeas-revenge.ts";
import gargoyleSentinel from "./gargoyle-sentinel.ts";
import garrukWildspeaker from "./garruk-wildspeaker.ts";
import garruksPackleader from "./garruks-packleader.ts";
import garruksUprising from "./garruks-uprising.ts";
import gatherCourage from "./gather-courage.ts";
import gearsmithGuardian from "./gearsmith-guardian.ts";
import gearsmithProdigy from "./gearsmith-prodigy.ts";
import ghirapurAetherGrid from "./ghirapur-aether-grid.ts";
import ghirapurGuide from "./ghirapur-guide.ts";
import ghituEncampment from "./ghitu-encampment.ts";
import giantGrowth from "./giant-growth.ts";
import giantSpider from "./giant-spider.ts";
import gideonsPhalanx from "./gideons-phalanx.ts";
import gilderBairn from "./gilder-bairn.ts";
import gitaxianProbe from "./gitaxian-probe.ts";
import glacialCrasher from "./glacial-crasher.ts";
import glacialFortress from "./glacial-fortress.ts";
import glacialRay from "./glacial-ray.ts";
import gladecoverScout from "./gladecover-scout.ts";
import glasspoolMimic from "./glasspool-mimic.ts";
import gloom from "./gloom.ts";
import gloomSower from "./gloom-sower.ts";
import gloriousAnthem from "./glorious-anthem.ts";
import gnarledSage from "./gnarled-sage.ts";
import goblinArsonist from "./goblin-arsonist.ts";
import goblinArtillery from "./goblin-artillery.ts";
import goblinBirdGrabber from "./goblin-bird-grabber.ts";
import goblinEliteInfantry from "./goblin-elite-infantry.ts";
import goblinGrenade from "./goblin-grenade.ts";
import goblinLore from "./goblin-lore.ts";
import goblinPiker from "./goblin-piker.ts";
import goblinSmuggler from "./goblin-smuggler.ts";
import godsWilling from "./gods-willing.ts";
import goldenglowMoth from "./goldenglow-moth.ts";
import goreclawTerrorOfQalSisma from "./goreclaw-terror-of-qal-sisma.ts";
import grafRats from "./graf-rats.ts";
import graspingScoundrel from "./grasping-scoundrel.ts";
import gravePact from "./grave-pact.ts";
import graveTitan from "./grave-titan.ts";
import gravebornMuse from "./graveborn-muse.ts";
import gravedigger from "./gravedigger.ts";
import greatSableStag from "./great-sable-stag.ts";
import griffinRider from "./griffin-rider.ts";
import grindclock from "./grindclock.ts";
import grinningDemon from "./grinning-demon.ts";
import grizzlyBears from "./grizzly-bears.ts";
import gruesomeScourger from "./gruesome-scourger.ts";
import guardianSeraph from "./guardian-seraph.ts";
import guerrillaTactics from "./guerrilla-tactics.ts";
import gush from "./gush.ts";
import guttersnipe from "./guttersnipe.ts";
import hailOfArrows from "./hail-of-arrows.ts";
import hangedExecutioner from "./hanged-executioner.ts";
import harborBandit from "./harbor-bandit.ts";
import harborSerpent from "./harbor-serpent.ts";
import hardCover from "./hard-cover.ts";
import hardenedScales from "./hardened-scales.ts";
import harvesttideInfiltrator from "./harvesttide-infiltrator.ts";
import headGames from "./head-games.ts";
import heartOfLight from "./heart-of-light.ts";
import heartfireImmolator from "./heartfire-immolator.ts";
import helmOfAwakening from "./helm-of-awakening.ts";
import heraldOfThePantheon from "./herald-of-the-pantheon.ts";
import heraldOfTheSun from "./herald-of-the-sun.ts";
import heroicReinforcements from "./heroic-reinforcements.ts";
import hesitation from "./hesitation.ts";
import hiddenHorror from "./hidden-horror.ts";
import highGround from "./high-ground.ts";
import hillGiant from "./hill-giant.ts";
import historianOfZhalfir from "./historian-of-zhalfir.ts";
import holyDay from "./holy-day.ts";
import holyStrength from "./holy-strength.ts";
import hornetNest from "./hornet-nest.ts";
import howlingMine from "./howling-mine.ts";
import hungeringHydra from "./hungering-hydra.ts";
import huntTheWeak from "./hunt-the-weak.ts";
import huntedWumpus from "./hunted-wumpus.ts";
import huntersAmbush from "./hunters-ambush.ts";
import huntersFeast from "./hunters-feast.ts";
import hurkylsRecall from "./hurkyls-recall.ts";
import iceCage from "./ice-cage.ts";
import icyManipulator from "./icy-manipulator.ts";
import illusionaryServant from "./illusionary-servant.ts";
import imposingSovereign from "./imposing-sovereign.ts";
import inGarruksWake from "./in-garruks-wake.ts";
import incinerate from "./incinerate.ts";
import indestructibility from "./indestructibility.ts";
import indulgingPatrician from "./indulging-patrician.ts";
import infectiousHorror from "./infectious-horror.ts";
import infernalReckoning from "./infernal-reckoning.ts";
import infernalScarring from "./infernal-scarring.ts";
import innocentBlood from "./innocent-blood.ts";
import instigatorGang from "./instigator-gang.ts";
import intrepidHero from "./intrepid-hero.ts";
import invigoratingSurge from "./invigorating-surge.ts";
import isamaruHoundOfKonda from "./isamaru-hound-of-konda.ts";
import island from "./island.ts";
import isolate from "./isolate.ts";
import jaceBeleren from "./jace-beleren.ts";
import jacesErasure from "./jaces-erasure.ts";
import jacesPhantasm from "./jaces-phantasm.ts";
import jacesSanctum from "./jaces-sanctum.ts";
import jinxedIdol from "./jinxed-idol.ts";
import joinerAdept from "./joiner-adept.ts";
import jorubaiMurkLurker from "./jorubai-murk-lurker.ts";
import jushiApprentice from "./jushi-apprentice.ts";
import kalonianHydra from "./kalonian-hydra.ts";
import kapshoKitefins from "./kapsho-kitefins.ts";
import karganDragonrider from "./kargan-dragonrider.ts";
import karplusanStrider from "./karplusan-strider.ts";
import kazanduMammoth from "./kazandu-mammoth.ts";
import kirdChieftain from "./kird-chieftain.ts";
import kjeldoranRoyalGuard from "./kjeldoran-royal-guard.ts";
import knightOfDusk from "./knight-of-dusk.ts";
import knightOfThePilgrimsRoad from "./knight-of-the-pilgrims-road.ts";
import krenkoMobBoss from "./krenko-mob-boss.ts";
import kruinOutlaw from "./kruin-outlaw.ts";
import kytheonsTactics from "./kytheons-tactics.ts";
import lavaSpike from "./lava-spike.ts";
import lavabornMuse from "./lavaborn-muse.ts";
import lavakinBrawler from "./lavakin-brawler.ts";
import leafkinAvenger from "./leafkin-avenger.ts";
import legacyWeapon from "./legacy-weapon.ts";
import legionsJudgment from "./legions-judgment.ts";
import leoninVanguard from "./leonin-vanguard.ts";
import leylineOfAnticipation from "./leyline-of-anticipation.ts";
import leylineOfPunishment from "./leyline-of-punishment.ts";
import leylineOfSanctity from "./leyline-of-sanctity.ts";
import leylineOfTheVoid from "./leyline-of-the-void.ts";
import leylineOfVitality from "./leyline-of-vitality.ts";
import liarsPendulum from "./liars-pendulum.ts";
import lifeGoesOn from "./life-goes-on.ts";
import lifesLegacy from "./lifes-legacy.ts";
import lightOfPromise from "./light-of-promise.ts";
import lightningBolt from "./lightning-bolt.ts";
import lightningMare from "./lightning-mare.ts";
import lilianaVess from "./liliana-vess.ts";
import lilianasContract from "./lilianas-contract.ts";
import lilianasDevotee from "./lilianas-devotee.ts";
import lilianasSpecter from "./lilianas-specter.ts";
import liturgyOfBlood from "./liturgy-of-blood.ts";
import livingTotem from "./living-totem.ts";
import llanowarElves from "./llanowar-elves.ts";
import llanowarSentinel from "./llanowar-sentinel.ts";
import lodestoneGolem from "./lodestone-golem.ts";
import loftyDenial from "./lofty-denial.ts";
import lordOfAtlantis from "./lord-of-atlantis.ts";
import lordOfThePit from "./lord-of-the-pit.ts";
import lotusPetal from "./lotus-petal.ts";
import loyalSentry from "./loyal-sentry.ts";
import luminesce from "./luminesce.ts";
import lure from "./lure.ts";
import magmaquake from "./magmaquake.ts";
import magmaticInsight from "./magmatic-insight.ts";
import manOWar from "./man-o-war.ts";
import manaLeak from "./mana-leak.ts";
import manabarbs from "./manabarbs.ts";
import managorgerHydra from "./managorger-hydra.ts";
import manaweftSliver from "./manaweft-sliver.ts";
import manifoldKey from "./manifold-key.ts";
import marchOfTheMachines from "./march-of-the-machines.ts";
import massCalcify from "./mass-calcify.ts";
import masterThief from "./master-thief.ts";
import meditationPuzzle from "./meditation-puzzle.ts";
import memoryLapse from "./memory-lapse.ts";
import mentalMisstep from "./mental-misstep.ts";
import mentorOfTheMeek from "./mentor-of-the-meek.ts";
import merfolkOfThePearlTrident from "./merfolk-of-the-pearl-trident.ts";
import mesaEnchantress from "./mesa-enchantress.ts";
import midnightRitual from "./midnight-ritual.ts";
import midnightScavengers from "./midnight-scavengers.ts";
import mightOfTheMasses from "./might-of-the-masses.ts";
import mimicVat from "./mimic-vat.ts";
import mindBend from "./mind-bend.ts";
import mindControl from "./mind-control.ts";
import mindSculpt from "./mind-sculpt.ts";
import mindUnbound from "./mind-unbound.ts";
import mirrorImage from "./mirror-image.ts";
import miseryCharm from "./misery-charm.ts";
import mistralSinger from "./mistral-singer.ts";
import mobilization from "./mobilization.ts";
import moggFanatic from "./mogg-fanatic.ts";
import moldAdder from "./mold-adder.ts";
import moldervineReclamation from "./moldervine-reclamation.ts";
import momentOfTriumph from "./moment-of-triumph.ts";
import moonlitWake from "./moonlit-wake.ts";
import moonmist from "./moonmist.ts";
import moritteOfTheFrost from "./moritte-of-the-frost.ts";
import mortalCombat from "./mortal-combat.ts";
import mountain from "./mountain.ts";
import muYanlingCelestialWind from "./mu-yanling-celestial-wind.ts";
import mutilate from "./mutilate.ts";
import mycosynthLattice from "./mycosynth-lattice.ts";
import necrobite from "./necrobite.ts";
import negate from "./negate.ts";
import netcasterSpider from "./netcaster-spider.ts";
import nezumiShortfang from "./nezumi-shortfang.ts";
import niambiEsteemedSpeaker from "./niambi-esteemed-speaker.ts";
import nightfireGiant from "./nightfire-giant.ts";
import nightmare from "./nightmare.ts";
import nightmaresThirst from "./nightmares-thirst.ts";
import noRestForTheWicked from "./no-rest-for-the-wicked.ts";
import nomadMythmaker from "./nomad-mythmaker.ts";
import noxiousGrasp from "./noxious-grasp.ts";
import obstinateFamiliar from "./obstinate-familiar.ts";
import oliviaVoldaren from "./olivia-voldaren.ts";
import oneWithTheMachine from "./one-with-the-machine.ts";
import opt from "./opt.ts";
import orchardSpirit from "./orchard-spirit.ts";
import orcishArtillery from "./orcish-artillery.ts";
import orimsThunder from "./orims-thunder.ts";
import orneryDilophosaur from "./ornery-dilophosaur.ts";
import otherworldlyJourney from "./otherworldly-journey.ts";
import overgrowth from "./overgrowth.ts";
import pacifism from "./pacifism.ts";
import packLeader from "./pack-leader.ts";
import packMastiff from "./pack-mastiff.ts";
import palaceGuard from "./palace-guard.ts";
import paladinEnVec from "./paladin-en-vec.ts";
import paragonOfEternalWilds from "./paragon-of-eternal-wilds.ts";
import paragonOfFierceDefiance from "./paragon-of-fierce-defiance.ts";
import paragonOfGatheringMists from "./paragon-of-gathering-mists.ts";
import paragonOfNewDawns from "./paragon-of-new-dawns.ts";
import paragonOfOpenGraves from "./paragon-of-open-graves.ts";
import parallelLives from "./parallel-lives.ts";
import pariah from "./pariah.ts";
import patronOfTheValiant from "./patron-of-the-valiant.ts";
import peek from "./peek.ts";
import peelFromReality from "./peel-from-reality.ts";
import pegasusCourser from "./pegasus-courser.ts";
import perish from "./perish.ts";
import persuasion from "./persuasion.ts";
import pestilentHaze from "./pestilent-haze.ts";
import phageTheUntouchable from "./phage-the-untouchable.ts";
import phantasmalBear from "./phantasmal-bear.ts";
import phantasmalDragon from "./phantasmal-dragon.ts";
import phantasmalImage from "./phantasmal-image.ts";
import phantomBeast from "./phantom-beast.ts";
import phyrexianArena from "./phyrexian-arena.ts";
import pithingNeedle from "./pithing-needle.ts";
import plagiarize from "./plagiarize.ts";
import plagueMare from "./plague-mare.ts";
import plagueSpores from "./plague-spores.ts";
import plains from "./plains.ts";
import platinumAngel from "./platinum-angel.ts";
import poisonTipArcher from "./poison-tip-archer.ts";
import preordain from "./preordain.ts";
import preyUpon from "./prey-upon.ts";
import prickleboar from "./prickleboar.ts";
import pridemalkin from "./pridemalkin.ts";
import primalMight from "./primal-might.ts";
import prismRing from "./prism-ring.ts";
import prizedElephant from "./prized-elephant.ts";
import prizedUnicorn from "./prized-unicorn.ts";
import prodigalSorcerer from "./prodigal-sorcerer.ts";
import puppeteer from "./puppeteer.ts";
import pyreticRitual from "./pyretic-ritual.ts";
import pyrotechnics from "./pyrotechnics.ts";
import quicksand from "./quicksand.ts";
import quicksilverAmulet from "./quicksilver-amulet.ts";
import quicksilverGargantuan from "./quicksilver-gargantuan.ts";
import quirionElves from "./quirion-elves.ts";
import rabidBite from "./rabid-bite.ts";
import radiatingLightning from "./radiating-lightning.ts";
import ragingGoblin from "./raging-goblin.ts";
import raiseTheAlarm from "./raise-the-alarm.ts";
import rancor from "./rancor.ts";
import ravagingBlaze from "./ravaging-blaze.ts";
import razormaneMasticore from "./razormane-masticore.ts";
import reclusiveArtificer from "./reclusive-artificer.ts";
import reduceToAshes from "./reduce-to-ashes.ts";
import regalBloodlord from "./regal-bloodlord.ts";
import regenerate from "./regenerate.ts";
import regeneration from "./regeneration.ts";
import relentlessAssault from "./relentless-assault.ts";
import remand from "./remand.ts";
import reminisce from "./reminisce.ts";
import resplendentAngel from "./resplendent-angel.ts";
import reverberate from "./reverberate.ts";
import revive from "./revive.ts";
import reyaDawnbringer from "./reya-dawnbringer.ts";
import rhox from "./rhox.ts";
import riddleform from "./riddleform.ts";
import righteousness from "./righteousness.ts";
import rimeshieldFrostGiant from "./rimeshield-frost-giant.ts";
import ringOfThreeWishes from "./ring-of-three-wishes.ts";
import riteOfReplication from "./rite-of-replication.ts";
import riverBoa from "./river-boa.ts";
import roamingGhostlight from "./roaming-ghostlight.ts";
import roaringPrimadox from "./roaring-primadox.ts";
import roguesGloves from "./rogues-gloves.ts";
import rollingThunder from "./rolling-thunder.ts";
import rookieMistake from "./rookie-mistake.ts";
import rootMaze from "./root-maze.ts";
import rootboundCrag from "./rootbound-crag.ts";
import rootwalla from "./rootwalla.ts";
import rootwaterMatriarch from "./rootwater-matriarch.ts";
import ruleOfLaw from "./rule-of-law.ts";
import runeclawBear from "./runeclaw-bear.ts";
import rustedSentinel from "./rusted-sentinel.ts";
import sabertoothMauler from "./sabertooth-mauler.ts";
import safePassage from "./safe-passage.ts";
import sageOwl from "./sage-owl.ts";
import saiMasterThopterist from "./sai-master-thopterist.ts";
import samiteHealer from "./samite-healer.ts";
import sanctifiedCharge from "./sanctified-charge.ts";
import sanguineBond from "./sanguine-bond.ts";
import sarkhansUnsealing from "./sarkhans-unsealing.ts";
import savannahLions from "./savannah-lions.ts";
import scalpelexis from "./scalpelexis.ts";
import scepterOfEmpires from "./scepter-of-empires.ts";
import scholarOfStars from "./scholar-of-stars.ts";
import scorchingDragonfire from "./scorching-dragonfire.ts";
import scoriaWurm from "./scoria-wurm.ts";
import scrapyardMongrel from "./scrapyard-mongrel.ts";
import sculptingSteel from "./sculpting-steel.ts";
import scuttlingDoomEngine from "./scuttling-doom-engine.ts";
import seaMonster from "./sea-monster.ts";
import secureTheScene from "./secure-the-scene.ts";
import seedbornMuse from "./seedborn-muse.ts";
import seedsOfStrength from "./seeds-of-strength.ts";
import seismicAssault from "./seismic-assault.ts";
import seismicStrike from "./seismic-strike.ts";
import selflessSavior from "./selfless-savior.ts";
import sengirVampire from "./sengir-vampire.ts";
import serpentOfTheEndlessSea from "./serpent-of-the-endless-sea.ts";
import serraAngel from "./serra-angel.ts";
import serraAscendant from "./serra-ascendant.ts";
import severedLegion from "./severed-legion.ts";
import shacklegeist from "./shacklegeist.ts";
import shamanOfThePack from "./shaman-of-the-pack.ts";
import shieldMare from "./shield-mare.ts";
import shock from "./shock.ts";
import shrapnelBlast from "./shrapnel-blast.ts";
import shunt from "./shunt.ts";
import sigiledContender from "./sigiled-contender.ts";
import signInBlood from "./sign-in-blood.ts";
import silence from "./silence.ts";
import silversmoteGhoul from "./silversmote-ghoul.ts";
import skilledAnimator from "./skilled-animator.ts";
import skyshroudRanger from "./skyshroud-ranger.ts";
import sleep from "./sleep.ts";
import sleeperAgent from "./sleeper-agent.ts";
import smallpox from "./smallpox.ts";
import smashToSmithereens from "./smash-to-smithereens.ts";
import snarespinner from "./snarespinner.ts";
import solRing from "./sol-ring.ts";
import somberwaldAlpha from "./somberwald-alpha.ts";
import sorcererOfTheFang from "./sorcerer-of-the-fang.ts";
import soulBleed from "./soul-bleed.ts";
import soulSear from "./soul-sear.ts";
import soulblast from "./soulblast.ts";
import sowerOfTemptation from "./sower-of-temptation.ts";
import sparkhunterMasticore from "./sparkhunter-masticore.ts";
import sparkmageApprentice from "./sparkmage-apprentice.ts";
import spawningPool from "./spawning-pool.ts";
import speakerOfTheHeavens from "./speaker-of-the-heavens.ts";
import spectralProcession from "./spectral-procession.ts";
import sphereOfResistance from "./sphere-of-resistance.ts";
import spiritBonds from "./spirit-bonds.ts";
import spiritLink from "./spirit-link.ts";
import spiritMantle from "./spirit-mantle.ts";
import spittingEarth from "./spitting-earth.ts";
import spoilsOfTheVault from "./spoils-of-the-vault.ts";
import sporemound from "./sporemound.ts";
import sporewebWeaver from "./sporeweb-weaver.ts";
import squeeGoblinNabob from "./squee-goblin-nabob.ts";
import stabWound from "./stab-wound.ts";
import stabbingPain from "./stabbing-pain.ts";
import staffOfTheDeathMagus from "./staff-of-the-death-magus.ts";
import staffOfTheFlameMagus from "./staff-of-the-flame-magus.ts";
import staffOfTheMindMagus from "./staff-of-the-mind-magus.ts";
import staffOfTheSunMagus from "./staff-of-the-sun-magus.ts";
import staffOfTheWildMagus from "./staff-of-the-wild-magus.ts";
import stampedingWildebeests from "./stampeding-wildebeests.ts";
import statuteOfDenial from "./statute-of-denial.ts";
import staveOff from "./stave-off.ts";
import steadyProgress from "./steady-progress.ts";
import steelGolem from "./steel-golem.ts";
import steelOverseer from "./steel-overseer.ts";
import stitchersSupplier from "./stitchers-supplier.ts";
import stormCaller from "./storm-caller.ts";
import storyCircle from "./story-circle.ts";
import streamOfLife from "./stream-of-life.ts";
import strongholdDiscipline from "./stronghold-discipline.ts";
import suddenImpact from "./sudden-impact.ts";
import sunTitan from "./sun-titan.ts";
import sunbladeElf from "./sunblade-elf.ts";
import sunkenHope from "./sunken-hope.ts";
import sunpetalGrove from "./sunpetal-grove.ts";
import surgeMare from "./surge-mare.ts";
import swamp from "./swamp.ts";
import switcheroo from "./switcheroo.ts";
import swordOfTheAnimist from "./sword-of-the-animist.ts";
import swordOfVengeance from "./sword-of-vengeance.ts";
import sylvanBasilisk from "./sylvan-basilisk.ts";
import tarmogoyf from "./tarmogoyf.ts";
import tavernSwindler from "./tavern-swindler.ts";
import tectonicRift from "./tectonic-rift.ts";
import telepathy from "./telepathy.ts";
import tellingTime from "./telling-time.ts";
import temperedVeteran from "./tempered-veteran.ts";
import tendrilsOfCorruption from "./tendrils-of-corruption.ts";
import tezzeretsGatebreaker from "./tezzerets-gatebreaker.ts";
import tezzeretsStrider from "./tezzerets-strider.ts";
import thaliaGuardianOfThraben from "./thalia-guardian-of-thraben.ts";
import thievesGuildEnforcer from "./thieves-guild-enforcer.ts";
import thinkTwice from "./think-twice.ts";
import thopterEngineer from "./thopter-engineer.ts";
import thornLieutenant from "./thorn-lieutenant.ts";
import thornOfAmethyst from "./thorn-of-amethyst.ts";
import thorncasterSliver from "./thorncaster-sliver.ts";
import thornscapeFamiliar from "./thornscape-familiar.ts";
import threaten from "./threaten.ts";
import thrillOfPossibility from "./thrill-of-possibility.ts";
import throneOfEmpires from "./throne-of-empires.ts";
import throwingKnife from "./throwing-knife.ts";
import thrullSurgeon from "./thrull-surgeon.ts";
import thrummingbird from "./thrummingbird.ts";
import thud from "./thud.ts";
import thundermawHellkite from "./thundermaw-hellkite.ts";
import thunderscapeFamiliar from "./thunderscape-familiar.ts";
import timeReversal from "./time-reversal.ts";
import timeStop from "./time-stop.ts";
import timeStretch from "./time-stretch.ts";
import timeWarp from "./time-warp.ts";
import tinker from "./tinker.ts";
import tomeAnima from "./tome-anima.ts";
import tomeboundLich from "./tomebound-lich.ts";
import trainedCondor from "./trained-condor.ts";
import traitorousBlood from "./traitorous-blood.ts";
import transmogrifyingWand from "./transmogrifying-wand.ts";
import traumatize from "./traumatize.ts";
import treetopVillage from "./treetop-village.ts";
import trinisphere from "./trinisphere.ts";
import triskelion from "./triskelion.ts";
import trollhide from "./trollhide.ts";
import trueBeliever from "./true-believer.ts";
import trustedPegasus from "./trusted-pegasus.ts";
import turretOgre from "./turret-ogre.ts";
import twinbladeAssassins from "./twinblade-assassins.ts";
import twinbladePaladin from "./twinblade-paladin.ts";
import twincast from "./twincast.ts";
import twitch from "./twitch.ts";
import typhoidRats from "./typhoid-rats.ts";
import unchainedBerserker from "./unchained-berserker.ts";
import undeadSlayer from "./undead-slayer.ts";
import unholyHunger from "./unholy-hunger.ts";
import unstableShapeshifter from "./unstable-shapeshifter.ts";
import unsubstantiate from "./unsubstantiate.ts";
import upwelling from "./upwelling.ts";
import vampireBats from "./vampire-bats.ts";
import vampireNighthawk from "./vampire-nighthawk.ts";
import vesuvanDoppelganger from "./vesuvan-doppelganger.ts";
import villageIronsmith from "./village-ironsmith.ts";
import villageWatch from "./village-watch.ts";
import vineMare from "./vine-mare.ts";
import vineSnare from "./vine-snare.ts";
import vitoThornOfTheDuskRose from "./vito-thorn-of-the-dusk-rose.ts";
import vivienOfTheArkbow from "./vivien-of-the-arkbow.ts";
import voiceOfAll from "./voice-of-all.ts";
import voidWinnower from "./void-winnower.ts";
import volleyVeteran from "./volley-veteran.ts";
import vrynWingmare from "./vryn-wingmare.ts";
import vulturousZombie from "./vulturous-zombie.ts";
import walkingCorpse from "./walking-corpse.ts";
import wallOfFrost from "./wall-of-frost.ts";
import wallOfLimbs from "./wall-of-limbs.ts";
import wallOfTears from "./wall-of-tears.ts";
import wanderingOnes from "./wandering-ones.ts";
import wardenOfEvosIsle from "./warden-of-evos-isle.ts";
import warpWorld from "./warp-world.ts";
import watcherOfTheSpheres from "./watcher-of-the-spheres.ts";
import wheelOfSunAndMoon from "./wheel-of-sun-and-moon.ts";
import whirlerRogue from "./whirler-rogue.ts";
import whiteKnight from "./white-knight.ts";
import wildInstincts from "./wild-instincts.ts";
import windDrake from "./wind-drake.ts";
import windbornMuse from "./windborn-muse.ts";
import windreaderSphinx from "./windreader-sphinx.ts";
import woodlandChangeling from "./woodland-changeling.ts";
import wormsOfTheEarth from "./worms-of-the-earth.ts";
import xathridSlyblade from "./xathrid-slyblade.ts";
import yawningFissure from "./yawning-fissure.ts";
import zendikarsRoil from "./zendikars-roil.ts";
import angelToken from "./tokens/angel.ts";
import angelWithVigilanceToken from "./tokens/angel-with-vigilance.ts";
import avatarToken from "./tokens/avatar.ts";
import batToken from "./tokens/bat.ts";
import beastToken from "./tokens/beast.ts";
import birdToken from "./tokens/bird.ts";
import catToken from "./tokens/cat.ts";
import dragonToken from "./tokens/dragon.ts";
import elementalToken from "./tokens/elemental.ts";
import elfWarriorToken from "./tokens/elf-warrior.ts";
import goblinToken from "./tokens/goblin.ts";
import insectFlyingDeathtouchToken from "./tokens/insect-flying-deathtouch.ts";
import knightWithVigilanceToken from "./tokens/knight-with-vigilance.ts";
import oxToken from "./tokens/ox.ts";
import saprolingToken from "./tokens/saproling.ts";
import soldierToken from "./tokens/soldier.ts";
import spiritToken from "./tokens/spirit.ts";
import thopterToken from "./tokens/thopter.ts";
import zombieToken from "./tokens/zombie.ts";
import compiledCoreSets from "./compiled/core-sets.json" with { type: "json" };
import type { CardIR } from "../card-language/oracle/ir.ts";
import { compiledDefinition, compiledTokens } from "../card-language/oracle/pool.ts";

/** The cards written by hand: those the Oracle compiler can't take, and those whose hand file says more. */
export const HAND_WRITTEN_CARDS: readonly CardDefinition[] = [
  abnormalEndurance,
  abundance,
  academyResearchers,
  accursedSpirit,
  acidicSlime,
  actOfTreason,
  adaptiveAutomaton,
  adherentOfHope,
  aerialEngineer,
  aerialVolley,
  aeronautTinkerer,
  aethershieldArtificer,
  afflictedDeserter,
  agonizingMemories,
  ajaniCallerOfThePride,
  ajaniGoldmane,
  ajanisMantra,
  ajanisPridemate,
  ajaniWiseCounselor,
  akkiLavarunner,
  akromasMemorial,
  altarsReap,
  alteredEgo,
  ambushViper,
  angelicAccord,
  angelicAscension,
  angelicBenediction,
  animateLand,
  anointedProcession,
  arbalestElite,
  arcaneTeachings,
  arcSlogger,
  arcticAven,
  argothianEnchantress,
  arisenGorgon,
  artificersEpiphany,
  audaciousThief,
  auraBlast,
  auraGraft,
  auraOfSilence,
  avatarOfMight,
  avenSquire,
  avenWindreader,
  awakenerDruid,
  balaGedRecovery,
  ballistaSquad,
  bandage,
  banefire,
  baneslayerAngel,
  battleRattleShaman,
  battleScreech,
  beaconOfDestruction,
  beaconOfImmortality,
  beaconOfUnrest,
  benalishCavalry,
  benevolentBodyguard,
  birdAdmirer,
  birdsOfParadise,
  blackKnight,
  blindingBeam,
  bloodBurglar,
  bloodcrazedGoblin,
  bloodCursedKnight,
  bloodfireColossus,
  bloodMoon,
  bloodrageVampire,
  boggartBrute,
  boltHound,
  bonecrusherGiant,
  boneSplinters,
  bonesplitter,
  boundingKrasis,
  bountifulHarvest,
  brambleCreeper,
  branchsnapLorian,
  brawlBashOgre,
  brittleEffigy,
  bronzeSable,
  burningAnger,
  burstLightning,
  cacklingCounterpart,
  cagedZombie,
  calculatedDismissal,
  capsize,
  captivatingVampire,
  caressOfPhyrexia,
  causticTar,
  celestialEnforcer,
  celestialMessenger,
  cephalidConstable,
  chaliceOfTheVoid,
  chandraFlamesFury,
  chandraNalaar,
  chandraNovicePyromancer,
  chandrasFury,
  chandrasOutrage,
  chiefOfTheFoundry,
  chimericStaff,
  choMannoRevolutionary,
  circleOfProtectionRed,
  citanulFlute,
  cleansingNova,
  clericOfTheForwardOrder,
  clockOfOmens,
  clone,
  cloudSprite,
  coastalTower,
  coatOfArms,
  colossalDreadmaw,
  colossalMajesty,
  colossusHammer,
  colossusOfSardia,
  combust,
  communeWithNature,
  compositeGolem,
  conclaveMentor,
  condemn,
  coneOfFlame,
  congregate,
  consumeSpirit,
  contaminatedBond,
  controlMagic,
  copyArtifact,
  coralEel,
  corpseHauler,
  corpsejackMenace,
  corpseKnight,
  counterspell,
  courtCleric,
  crimsonMuckwader,
  crownOfEmpires,
  crucibleOfWorlds,
  cruelRevival,
  cruelSadist,
  crumblingColossus,
  crusade,
  crushContraband,
  cryoclasm,
  crypticCaves,
  crypticCommand,
  cryptoplasm,
  crystalBall,
  cyclopsTyrant,
  cytoshape,
  daggersailAeronaut,
  darkPetition,
  darkRitual,
  darksteelColossus,
  darksteelMyr,
  dauntlessRiverMarshal,
  dauthiMarauder,
  dawnglowInfusion,
  daze,
  deathBomb,
  deathlace,
  delverOfSecrets,
  demandingDragon,
  demonOfDeathsGate,
  denizenOfTheDeep,
  departedDeckhand,
  devotedDruid,
  devouringLight,
  devoutDecree,
  diabolicEdict,
  diamondMare,
  diminish,
  direFleetWarmonger,
  discombobulate,
  dismember,
  distress,
  divination,
  divineVerdict,
  doomBlade,
  doomedNecromancer,
  doorToNothingness,
  doublingCube,
  doublingSeason,
  dragonEgg,
  dragonsHoard,
  dragonskullSummit,
  dreadWarlock,
  dreadwaters,
  dreambornMuse,
  dreamHalls,
  drownedCatacomb,
  drudgeSkeletons,
  dryadArbor,
  dub,
  ductCrawler,
  duplicant,
  duress,
  dwindle,
  dwynensElite,
  electrodominance,
  elementalBond,
  eliminate,
  eliteVanguard,
  elixirOfImmortality,
  elvenRiders,
  elvishArchdruid,
  elvishBerserker,
  elvishClancaller,
  elvishPiper,
  elvishVisionary,
  emberHauler,
  emeraldCharm,
  encroachingWastes,
  enigmaDrake,
  ensoulArtifact,
  epicureOfBlood,
  essenceOfTheWild,
  eternalIsolation,
  everflowingChalice,
  evermind,
  evilPresence,
  excommunicate,
  eyeblightMassacre,
  faerieConclave,
  faerieMiscreant,
  faithsFetters,
  falseDemise,
  farAway,
  farseek,
  fatalLore,
  fear,
  featOfResistance,
  felidarSovereign,
  fencingAce,
  festeringGoblin,
  fieryEmancipation,
  fieryImpulse,
  fireball,
  fireIce,
  fireServant,
  flamesOfTheFirebrand,
  fling,
  flinthoofBoar,
  flowstoneSlide,
  fog,
  fogElemental,
  forbiddingWatchtower,
  forceOfWill,
  foresee,
  forest,
  forgeDevil,
  fork,
  frostBreath,
  frostLynx,
  frostTitan,
  fry,
  fungalRebirth,
  furnaceOfRath,
  gaeasHerald,
  gaeasRevenge,
  gargoyleSentinel,
  garruksPackleader,
  garruksUprising,
  garrukWildspeaker,
  gatherCourage,
  gearsmithGuardian,
  gearsmithProdigy,
  ghirapurAetherGrid,
  ghirapurGuide,
  ghituEncampment,
  giantGrowth,
  giantSpider,
  gideonsPhalanx,
  gilderBairn,
  gitaxianProbe,
  glacialCrasher,
  glacialFortress,
  glacialRay,
  gladecoverScout,
  glasspoolMimic,
  gloom,
  gloomSower,
  gloriousAnthem,
  gnarledSage,
  goblinArsonist,
  goblinArtillery,
  goblinBirdGrabber,
  goblinEliteInfantry,
  goblinGrenade,
  goblinLore,
  goblinPiker,
  goblinSmuggler,
  godsWilling,
  goldenglowMoth,
  goreclawTerrorOfQalSisma,
  grafRats,
  graspingScoundrel,
  gravebornMuse,
  gravedigger,
  gravePact,
  graveTitan,
  greatSableStag,
  griffinRider,
  grindclock,
  grinningDemon,
  grizzlyBears,
  gruesomeScourger,
  guardianSeraph,
  guerrillaTactics,
  gush,
  guttersnipe,
  hailOfArrows,
  hangedExecutioner,
  harborBandit,
  harborSerpent,
  hardCover,
  hardenedScales,
  harvesttideInfiltrator,
  headGames,
  heartfireImmolator,
  heartOfLight,
  helmOfAwakening,
  heraldOfThePantheon,
  heraldOfTheSun,
  heroicReinforcements,
  hesitation,
  hiddenHorror,
  highGround,
  hillGiant,
  historianOfZhalfir,
  holyDay,
  holyStrength,
  hornetNest,
  howlingMine,
  hungeringHydra,
  huntedWumpus,
  huntersAmbush,
  huntersFeast,
  huntTheWeak,
  hurkylsRecall,
  iceCage,
  icyManipulator,
  illusionaryServant,
  imposingSovereign,
  incinerate,
  indestructibility,
  indulgingPatrician,
  infectiousHorror,
  infernalReckoning,
  infernalScarring,
  inGarruksWake,
  innocentBlood,
  instigatorGang,
  intrepidHero,
  invigoratingSurge,
  isamaruHoundOfKonda,
  island,
  isolate,
  jaceBeleren,
  jacesErasure,
  jacesPhantasm,
  jacesSanctum,
  jinxedIdol,
  joinerAdept,
  jorubaiMurkLurker,
  jushiApprentice,
  kalonianHydra,
  kapshoKitefins,
  karganDragonrider,
  karplusanStrider,
  kazanduMammoth,
  kirdChieftain,
  kjeldoranRoyalGuard,
  knightOfDusk,
  knightOfThePilgrimsRoad,
  krenkoMobBoss,
  kruinOutlaw,
  kytheonsTactics,
  lavabornMuse,
  lavakinBrawler,
  lavaSpike,
  leafkinAvenger,
  legacyWeapon,
  legionsJudgment,
  leoninVanguard,
  leylineOfAnticipation,
  leylineOfPunishment,
  leylineOfSanctity,
  leylineOfTheVoid,
  leylineOfVitality,
  liarsPendulum,
  lifeGoesOn,
  lifesLegacy,
  lightningBolt,
  lightningMare,
  lightOfPromise,
  lilianasContract,
  lilianasDevotee,
  lilianasSpecter,
  lilianaVess,
  liturgyOfBlood,
  livingTotem,
  llanowarElves,
  llanowarSentinel,
  lodestoneGolem,
  loftyDenial,
  lordOfAtlantis,
  lordOfThePit,
  lotusPetal,
  loyalSentry,
  luminesce,
  lure,
  magmaquake,
  magmaticInsight,
  manabarbs,
  managorgerHydra,
  manaLeak,
  manaweftSliver,
  manifoldKey,
  manOWar,
  marchOfTheMachines,
  massCalcify,
  masterThief,
  meditationPuzzle,
  memoryLapse,
  mentalMisstep,
  mentorOfTheMeek,
  merfolkOfThePearlTrident,
  mesaEnchantress,
  midnightRitual,
  midnightScavengers,
  mightOfTheMasses,
  mimicVat,
  mindBend,
  mindControl,
  mindSculpt,
  mindUnbound,
  mirrorImage,
  miseryCharm,
  mistralSinger,
  mobilization,
  moggFanatic,
  moldAdder,
  moldervineReclamation,
  momentOfTriumph,
  moonlitWake,
  moonmist,
  moritteOfTheFrost,
  mortalCombat,
  mountain,
  mutilate,
  muYanlingCelestialWind,
  mycosynthLattice,
  necrobite,
  negate,
  netcasterSpider,
  nezumiShortfang,
  niambiEsteemedSpeaker,
  nightfireGiant,
  nightmare,
  nightmaresThirst,
  nomadMythmaker,
  noRestForTheWicked,
  noxiousGrasp,
  obstinateFamiliar,
  oliviaVoldaren,
  oneWithTheMachine,
  opt,
  orchardSpirit,
  orcishArtillery,
  orimsThunder,
  orneryDilophosaur,
  otherworldlyJourney,
  overgrowth,
  pacifism,
  packLeader,
  packMastiff,
  palaceGuard,
  paladinEnVec,
  paragonOfEternalWilds,
  paragonOfFierceDefiance,
  paragonOfGatheringMists,
  paragonOfNewDawns,
  paragonOfOpenGraves,
  parallelLives,
  pariah,
  patronOfTheValiant,
  peek,
  peelFromReality,
  pegasusCourser,
  perish,
  persuasion,
  pestilentHaze,
  phageTheUntouchable,
  phantasmalBear,
  phantasmalDragon,
  phantasmalImage,
  phantomBeast,
  phyrexianArena,
  pithingNeedle,
  plagiarize,
  plagueMare,
  plagueSpores,
  plains,
  platinumAngel,
  poisonTipArcher,
  preordain,
  preyUpon,
  prickleboar,
  pridemalkin,
  primalMight,
  prismRing,
  prizedElephant,
  prizedUnicorn,
  prodigalSorcerer,
  puppeteer,
  pyreticRitual,
  pyrotechnics,
  quicksand,
  quicksilverAmulet,
  quicksilverGargantuan,
  quirionElves,
  rabidBite,
  radiatingLightning,
  ragingGoblin,
  raiseTheAlarm,
  rancor,
  ravagingBlaze,
  razormaneMasticore,
  reclusiveArtificer,
  reduceToAshes,
  regalBloodlord,
  regenerate,
  regeneration,
  relentlessAssault,
  remand,
  reminisce,
  resplendentAngel,
  reverberate,
  revive,
  reyaDawnbringer,
  rhox,
  riddleform,
  righteousness,
  rimeshieldFrostGiant,
  ringOfThreeWishes,
  riteOfReplication,
  riverBoa,
  roamingGhostlight,
  roaringPrimadox,
  roguesGloves,
  rollingThunder,
  rookieMistake,
  rootboundCrag,
  rootMaze,
  rootwalla,
  rootwaterMatriarch,
  ruleOfLaw,
  runeclawBear,
  rustedSentinel,
  sabertoothMauler,
  safePassage,
  sageOwl,
  saiMasterThopterist,
  samiteHealer,
  sanctifiedCharge,
  sanguineBond,
  sarkhansUnsealing,
  savannahLions,
  scalpelexis,
  scepterOfEmpires,
  scholarOfStars,
  scorchingDragonfire,
  scoriaWurm,
  scrapyardMongrel,
  sculptingSteel,
  scuttlingDoomEngine,
  seaMonster,
  secureTheScene,
  seedbornMuse,
  seedsOfStrength,
  seismicAssault,
  seismicStrike,
  selflessSavior,
  sengirVampire,
  serpentOfTheEndlessSea,
  serraAngel,
  serraAscendant,
  severedLegion,
  shacklegeist,
  shamanOfThePack,
  shieldMare,
  shock,
  shrapnelBlast,
  shunt,
  sigiledContender,
  signInBlood,
  silence,
  silversmoteGhoul,
  skilledAnimator,
  skyshroudRanger,
  sleep,
  sleeperAgent,
  smallpox,
  smashToSmithereens,
  snarespinner,
  solRing,
  somberwaldAlpha,
  sorcererOfTheFang,
  soulblast,
  soulBleed,
  soulSear,
  sowerOfTemptation,
  sparkhunterMasticore,
  sparkmageApprentice,
  spawningPool,
  speakerOfTheHeavens,
  spectralProcession,
  sphereOfResistance,
  spiritBonds,
  spiritLink,
  spiritMantle,
  spittingEarth,
  spoilsOfTheVault,
  sporemound,
  sporewebWeaver,
  squeeGoblinNabob,
  stabbingPain,
  stabWound,
  staffOfTheDeathMagus,
  staffOfTheFlameMagus,
  staffOfTheMindMagus,
  staffOfTheSunMagus,
  staffOfTheWildMagus,
  stampedingWildebeests,
  statuteOfDenial,
  staveOff,
  steadyProgress,
  steelGolem,
  steelOverseer,
  stitchersSupplier,
  stormCaller,
  storyCircle,
  streamOfLife,
  strongholdDiscipline,
  suddenImpact,
  sunbladeElf,
  sunkenHope,
  sunpetalGrove,
  sunTitan,
  surgeMare,
  swamp,
  switcheroo,
  swordOfTheAnimist,
  swordOfVengeance,
  sylvanBasilisk,
  tarmogoyf,
  tavernSwindler,
  tectonicRift,
  telepathy,
  tellingTime,
  temperedVeteran,
  tendrilsOfCorruption,
  tezzeretsGatebreaker,
  tezzeretsStrider,
  thaliaGuardianOfThraben,
  thievesGuildEnforcer,
  thinkTwice,
  thopterEngineer,
  thorncasterSliver,
  thornLieutenant,
  thornOfAmethyst,
  thornscapeFamiliar,
  threaten,
  thrillOfPossibility,
  throneOfEmpires,
  throwingKnife,
  thrullSurgeon,
  thrummingbird,
  thud,
  thundermawHellkite,
  thunderscapeFamiliar,
  timeReversal,
  timeStop,
  timeStretch,
  timeWarp,
  tinker,
  tomeAnima,
  tomeboundLich,
  trainedCondor,
  traitorousBlood,
  transmogrifyingWand,
  traumatize,
  treetopVillage,
  trinisphere,
  triskelion,
  trollhide,
  trueBeliever,
  trustedPegasus,
  turretOgre,
  twinbladeAssassins,
  twinbladePaladin,
  twincast,
  twitch,
  typhoidRats,
  unchainedBerserker,
  undeadSlayer,
  unholyHunger,
  unstableShapeshifter,
  unsubstantiate,
  upwelling,
  vampireBats,
  vampireNighthawk,
  vesuvanDoppelganger,
  villageIronsmith,
  villageWatch,
  vineMare,
  vineSnare,
  vitoThornOfTheDuskRose,
  vivienOfTheArkbow,
  voiceOfAll,
  voidWinnower,
  volleyVeteran,
  vrynWingmare,
  vulturousZombie,
  walkingCorpse,
  wallOfFrost,
  wallOfLimbs,
  wallOfTears,
  wanderingOnes,
  wardenOfEvosIsle,
  warpWorld,
  watcherOfTheSpheres,
  wheelOfSunAndMoon,
  whirlerRogue,
  whiteKnight,
  wildInstincts,
  windbornMuse,
  windDrake,
  windreaderSphinx,
  woodlandChangeling,
  wormsOfTheEarth,
  xathridSlyblade,
  yawningFissure,
  zendikarsRoil,
];

/** Token definitions, created by effects (111); never in a deck. */
export const TOKENS: readonly CardDefinition[] = [
  COPY_TOKEN,
  angelToken,
  angelWithVigilanceToken,
  avatarToken,
  batToken,
  beastToken,
  birdToken,
  catToken,
  dragonToken,
  elementalToken,
  elfWarriorToken,
  goblinToken,
  insectFlyingDeathtouchToken,
  knightWithVigilanceToken,
  oxToken,
  saprolingToken,
  soldierToken,
  spiritToken,
  thopterToken,
  zombieToken,
];

/** The registry of `cards` by name, and of `byKey`: tokens known by another key than their name (two may share a name, 111.4). */
export function buildRegistry(cards: readonly CardDefinition[], byKey: ReadonlyMap<string, CardDefinition> = new Map()): CardRegistry {
  const registry = new Map<string, CardDefinition>();
  const add = (key: string, c: CardDefinition): void => {
    if (registry.has(key)) throw new Error(`two cards are named ${key}`);
    registry.set(key, c);
  };
  for (const c of cards) add(c.name, c);
  for (const [key, c] of byKey) add(key, c);
  return registry;
}

const handWritten = new Set(HAND_WRITTEN_CARDS.map((c) => c.name));

/** The cards the Oracle compiler takes (their IR in compiled/core-sets.json), other than those written by hand. */
// The file is written by `npm run cards -- compile`, and a test checks it is what the compiler makes of the data now.
const compiledIR = Object.entries(compiledCoreSets as unknown as Record<string, CardIR>).filter(([name]) => !handWritten.has(name));
export const COMPILED_CARDS: readonly CardDefinition[] = compiledIR.map(([name, ir]) => compiledDefinition(name, ir, TOKENS));

/** 111.4: the tokens compiled cards describe, by their keys (the words describing them), other than those written by hand. */
export const COMPILED_TOKENS: ReadonlyMap<string, CardDefinition> = compiledTokens(
  compiledIR.map(([, ir]) => ir),
  TOKENS,
);

/** Every card that can be in a deck: written by hand or compiled. */
export const POOL_CARDS: readonly CardDefinition[] = [...HAND_WRITTEN_CARDS, ...COMPILED_CARDS];

export const cardRegistry: CardRegistry = buildRegistry([...POOL_CARDS, ...TOKENS], COMPILED_TOKENS);
