// One-shot and continuous effects of resolving spells and abilities (608.2c, 609–611). Effects that need
// a decision on resolution ask for it (608.2d); information about targets is determined once, when the
// effect applies, from what the targets last were (608.2h).

import { COLORS, manaValue, type Color } from "../../../shared/mana.ts";
import { resolveAmount } from "../stack/announcements.ts";
import type {
  Ability,
  Amount,
  ChosenPermanent,
  ObjectFilter,
  CopiableValues,
  CopyException,
  CounterRecipient,
  EachPermanent,
  Effect,
  Modification,
  ObjectRef,
  PlayerAction,
  PlayerOption,
  PlayerRef,
  TextWord,
} from "../../card-language/card-definition.ts";
import {
  cardFacts,
  characteristics,
  powerToughness,
  lastKnownSourceFacts,
  colorsOf,
  controllerOf,
  definitionOf,
  hasKeyword,
  keywordsOf,
  matchesFilter,
  permanentFacts,
  permanentMatches,
  printedAbility,
  spellFacts,
  abilityWithKey,
} from "../layers/characteristics.ts";
import { lastKnownCharacteristics } from "../layers/last-known.ts";
import { conditionMet } from "../triggers/collect.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";
import { copySpell, copySpellTargeting } from "../stack/copy-spell.ts";
import { changeSingleTarget } from "../stack/change-targets.ts";
import type { Draft } from "../kernel/draft.ts";
import { expectAnswer } from "../procedure/answers.ts";
import { addMana, manaOf, requirementOf } from "../stack/mana.ts";
import { describeMana, offerPayment } from "../stack/payment.ts";
import { apnapOrder, cantWin, changeLife, inGame, losePlayers } from "../objects/players.ts";
import { ProcedureContext, Reversal } from "../procedure/procedure.ts";
import { castSpell } from "../stack/casting.ts";
import { conditionHolds } from "../stack/spell-text.ts";
import {
  NO_CHOICES,
  NO_COUNTERS,
  type CardObject,
  type Choices,
  type ContinuousEffect,
  type ObjectId,
  type Permanent,
  type PlayerId,
  type Shield,
  type Spell,
  type StackAbility,
  type Target,
} from "../kernel/state.ts";
import {
  endEffectsOn,
  enterBattlefield,
  drawCards,
  exilePermanent,
  findCard,
  linkMelded,
  moveCard,
  movePermanent,
  takeCard,
  withMeldedCard,
  permanentToGraveyard,
  putIntoExile,
  putIntoGraveyard,
  putIntoHand,
  removeFromCombat,
  returnPermanentToHand,
  shuffleLibrary,
  takeFromGraveyard,
  takeFromHand,
} from "../objects/zones.ts";
import { emit } from "../events/emit.ts";
import { countersOf, putCounters, removeCounters } from "../objects/counters.ts";
import { addPhasesAfterThisMainPhase } from "../turn/phases.ts";
import { discardAtRandom, discardCard, discardChosen } from "../objects/discard.ts";
import { type CreatureDealtDamage, dealDamage } from "../objects/damage.ts";
import { registerInsteadPerformer, replace, type DamageSource } from "../events/replacement.ts";
import { noteControlChanges } from "../objects/control.ts";
import { keywordText } from "../../card-language/keyword-abilities.ts";
import { cardNames, nameableCardNames } from "../layers/definition-facts.ts";
import { becomeCopy } from "../objects/permanents.ts";
import { copyOf, tokenCopyValues } from "../layers/copiable.ts";
import { createTokens } from "../objects/tokens.ts";
import { COPY_TOKEN } from "../../card-language/card-dsl.ts";
import { exileAndMeld } from "./meld.ts";
import { attach, canEnchant, enchantableHosts, isEnchanted } from "../objects/attach.ts";
import { chooseOrder } from "../objects/arrange.ts";
import { reshufflePermanents } from "./reshuffle-permanents.ts";
import { rulesText } from "../layers/copiable.ts";
import { textWords, wordText } from "../layers/text-change.ts";
import { shownName, shownNameOr } from "../layers/printed.ts";
import { revealIfFaceDown } from "../objects/face-down.ts";
import { transformPermanent } from "../objects/transform.ts";
import { chooseFromHand, handOnTopThenSearch } from "./hand.ts";
import { lookAtTop, lookAtTopAndDistribute, revealTop, shuffleGraveyardIntoLibrary } from "./library.ts";

/** What an object chosen as a target was when the resolution began (608.2h). */
export interface LastKnown {
  readonly card: string;
  readonly controller: PlayerId;
  readonly manaValue: number;
  /** A permanent's power and toughness (null for a spell). */
  readonly power: number | null;
  readonly toughness: number | null;
}

/** What effects need to know about the spell or ability applying them. */
export interface EffectContext {
  /** The resolving stack object. */
  readonly object: ObjectId;
  /** The source of its effects: the spell itself, or the permanent whose ability it is. */
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly sourceColors: readonly Color[];
  readonly controller: PlayerId;
  readonly choices: Choices;
  /** The targets of this text's requirements, as chosen, with whether each is still legal (608.2b). */
  readonly targets: readonly (readonly Target[])[];
  readonly legal: readonly (readonly boolean[])[];
  /** 601.2d: the amount each target of a slot gets. */
  readonly division: readonly (readonly number[])[];
  readonly lastKnown: ReadonlyMap<ObjectId, LastKnown>;
  readonly subject: ObjectId | null;
  /** The controller of the spell that is the subject, if it is one. */
  readonly subjectController?: PlayerId;
  /** The player the trigger event was about ("that player"). */
  readonly subjectPlayer?: PlayerId;
  /** 608.2h: the subject's copiable values as it last existed on the battlefield, if it has left. */
  readonly subjectCopiable?: CopiableValues;
  /** 608.2h: the source's power as the ability was created, for "its power" once the source has left. */
  readonly sourcePower?: number;
  /** For what a replacement effect does instead: the amount of the event it replaced ("that many", 614.1a); for a triggered ability, its trigger event's ("that much"). */
  readonly eventAmount?: number;
  /** For what follows an instruction ("for each card exiled this way"): how many objects it acted on. */
  readonly thisWay?: number;
  /** 113.7a: what the source was attached to as it left the battlefield, if it has. */
  readonly sourceAttachedTo?: ObjectId;
}

/** The resolving spell or ability's source, as it deals damage (609.7). */
function damageSource(e: EffectContext): DamageSource {
  return { id: e.source, name: e.sourceName, colors: e.sourceColors, controller: e.controller };
}

function legalTargets(e: EffectContext, slot: number): Target[] {
  return (e.targets[slot] ?? []).filter((_, i) => e.legal[slot]?.[i]);
}

function objects(d: Draft, e: EffectContext, ref: ObjectRef): ObjectId[] {
  if ("self" in ref) return [e.source];
  if ("attachedToSource" in ref) {
    const source = d.state.battlefield.find((p) => p.id === e.source);
    const to = source ? source.attachedTo : e.sourceAttachedTo;
    return to === null || to === undefined ? [] : [to];
  }
  // 712.21c: "that card", for a melded permanent that left the battlefield, finds both cards.
  if ("triggerSubject" in ref) return e.subject === null ? [] : withMeldedCard(d, e.subject);
  if ("each" in ref) return eachPermanent(d, e, ref);
  if ("attachedToSource" in ref) {
    const host = d.state.battlefield.find((p) => p.id === e.source)?.attachedTo;
    return typeof host === "number" ? [host] : [];
  }
  return legalTargets(e, ref.target)
    .filter((t) => t.kind === "object")
    .map((t) => t.id);
}

/** "each [filter] [that player controls]": the permanents that match as the effect applies. */
function eachPermanent(d: Draft, e: EffectContext, ref: EachPermanent): ObjectId[] {
  const controllers = ref.controlledBy ? players(d, e, ref.controlledBy) : null;
  const owners = ref.ownedBy ? players(d, e, ref.ownedBy) : null;
  return d.state.battlefield
    .filter(
      (p) =>
        !(ref.other && p.id === e.source) &&
        permanentMatches(d, p, ref.each, e.controller) &&
        (controllers === null || controllers.includes(controllerOf(d, p))) &&
        (owners === null || owners.includes(p.owner)),
    )
    .map((p) => p.id);
}

function players(d: Draft, e: EffectContext, ref: PlayerRef): PlayerId[] {
  if ("you" in ref) return [e.controller];
  if ("each" in ref) return apnapOrder(d.state);
  if ("eachOpponent" in ref) return apnapOrder(d.state).filter((p) => p !== e.controller);
  if ("controllerOfSubject" in ref) return e.subjectController === undefined ? [] : [e.subjectController];
  if ("subjectPlayer" in ref) return e.subjectPlayer === undefined || !inGame(d.state, e.subjectPlayer) ? [] : [e.subjectPlayer];
  if ("activePlayer" in ref) return [d.state.turn.active];
  if ("modeChooser" in ref) return e.choices.modeChooser === null || !inGame(d.state, e.choices.modeChooser) ? [] : [e.choices.modeChooser];
  if ("target" in ref)
    return legalTargets(e, ref.target)
      .filter((t) => t.kind === "player")
      .map((t) => t.id);
  const slot = "controllerOfTarget" in ref ? ref.controllerOfTarget : ref.playerOrControllerOfTarget;
  return legalTargets(e, slot).flatMap((t) => {
    if (t.kind === "player") return "playerOrControllerOfTarget" in ref ? [t.id] : [];
    const known = e.lastKnown.get(t.id);
    return known ? [known.controller] : [];
  });
}

/** The permanents and players counters are put on or removed from. */
function recipients(d: Draft, e: EffectContext, ref: CounterRecipient): Target[] {
  if ("target" in ref) return legalTargets(e, ref.target);
  if (
    "you" in ref ||
    "activePlayer" in ref ||
    "eachOpponent" in ref ||
    ("each" in ref && ref.each === true) ||
    "subjectPlayer" in ref ||
    "controllerOfTarget" in ref ||
    "playerOrControllerOfTarget" in ref
  )
    return players(d, e, ref as PlayerRef).map((id) => ({ kind: "player", id }));
  return objects(d, e, ref as ObjectRef).map((id) => ({ kind: "object", id }));
}

/**
 * An amount, or null when it needs information about a target that is illegal (608.2b). `thatPlayer`: the player the
 * effect is applying to, for amounts counted for each player ("for each creature they control").
 */
function amountOf(d: Draft, e: EffectContext, amount: Amount, thatPlayer?: PlayerId): number | null {
  if (typeof amount === "number" || "x" in amount) return resolveAmount(amount, e.choices);
  if ("manaValueOfTarget" in amount) {
    const t = legalTargets(e, amount.manaValueOfTarget)[0];
    return t ? (e.lastKnown.get(t.id)?.manaValue ?? null) : null;
  }
  if ("powerOfTarget" in amount) {
    const t = legalTargets(e, amount.powerOfTarget)[0];
    return t ? (e.lastKnown.get(t.id)?.power ?? null) : null;
  }
  if ("toughnessOfTarget" in amount) {
    const t = legalTargets(e, amount.toughnessOfTarget)[0];
    return t ? (e.lastKnown.get(t.id)?.toughness ?? null) : null;
  }
  if ("eventAmount" in amount) return e.eventAmount ?? 0;
  if ("lifeGainedThisTurn" in amount) return d.state.players[e.controller]?.lifeGainedThisTurn ?? 0;
  if ("yourLifeTotal" in amount) return d.state.players[e.controller]?.life ?? 0;
  if ("highestManaValue" in amount) {
    const mine = d.state.battlefield.filter((p) => controllerOf(d, p) === e.controller && permanentMatches(d, p, amount.highestManaValue, e.controller));
    return Math.max(0, ...mine.map((p) => permanentFacts(d, p).manaValue));
  }
  if ("thisWay" in amount) return e.thisWay ?? 0;
  if ("sacrificedPower" in amount) return e.choices.sacrificed?.[0]?.power ?? 0;
  if ("sourcePower" in amount) {
    const perm = d.state.battlefield.find((p) => p.id === e.source);
    return perm ? powerToughness(d, perm).power : (e.sourcePower ?? 0);
  }
  if ("creaturesBlockingSource" in amount) return d.state.combat?.blockers.filter((b) => b.attacker === e.source).length ?? 0;
  if ("sacrificedTotalPower" in amount) return (e.choices.sacrificed ?? []).reduce((sum, s) => sum + Math.max(0, s.power), 0);
  if ("cardsInHand" in amount) {
    const [player] = players(d, e, amount.cardsInHand);
    const n = player === undefined ? 0 : d.state.players[player]!.hand.length;
    return amount.fewerThan === undefined ? n : Math.max(0, amount.fewerThan - n);
  }
  if ("count" in amount) {
    const times = amount.times ?? 1;
    if (amount.controlledBy === undefined) return times * d.state.battlefield.filter((p) => permanentMatches(d, p, amount.count, e.controller)).length;
    if (thatPlayer === undefined) return 0;
    return times * d.state.battlefield.filter((p) => controllerOf(d, p) === thatPlayer && permanentMatches(d, p, amount.count, e.controller)).length;
  }
  if ("halfLibrary" in amount) {
    const [player] = players(d, e, amount.halfLibrary);
    return player === undefined ? 0 : Math.floor(d.state.players[player]!.library.length / 2);
  }
  if ("toughnessOfSubject" in amount) {
    // 608.2h: the object as it is now, or as it last existed on the battlefield.
    const subject = e.subject === null ? undefined : (d.state.battlefield.find((p) => p.id === e.subject) ?? d.lastKnown.get(e.subject));
    return subject ? (lastKnownCharacteristics(d, subject).toughness ?? 0) : 0;
  }
  if ("cardsInGraveyard" in amount) return players(d, e, amount.cardsInGraveyard).reduce((n, p) => n + d.state.players[p]!.graveyard.length, 0);
  const source = d.state.battlefield.find((p) => p.id === e.source);
  return source?.counters[amount.countersOnSource] ?? 0;
}

export function performEffects(ctx: ProcedureContext, e: EffectContext, effects: readonly Effect[]): void {
  // An indexed loop: questions are thrown through it, and unwinding a for-of iterator is costly.
  for (let i = 0; i < effects.length; i++) {
    const effect = effects[i]!;
    if (conditionHolds(effect.when, e.choices)) performEffect(ctx, e, effect);
  }
}

function performEffect(ctx: ProcedureContext, e: EffectContext, effect: Effect): void {
  const d = ctx.d;
  switch (effect.kind) {
    case "dealDamage": {
      const amount = amountOf(d, e, effect.amount);
      if (amount === null) return;
      const source =
        effect.cantBePrevented && conditionHolds(effect.cantBePrevented, e.choices) ? { ...damageSource(e), unpreventable: true as const } : damageSource(e);
      if ("each" in effect.to) {
        for (const id of objects(d, e, effect.to)) dealDamage(d, source, { kind: "object", id }, amount, false);
        return;
      }
      const slot = effect.to.target;
      const chosen = e.targets[slot] ?? [];
      // "Divided evenly" is among the targets still legal as the spell resolves (Fireball's ruling, 608.2b).
      const legalCount = chosen.filter((_, i) => e.legal[slot]?.[i]).length;
      const damaged: ObjectId[] = [];
      chosen.forEach((t, i) => {
        if (!e.legal[slot]?.[i]) return;
        const each = effect.split === "divided" ? (e.division[slot]?.[i] ?? 0) : effect.split === "evenly" ? Math.floor(amount / legalCount) : amount;
        const creature = dealDamage(d, source, t, each, false);
        if (creature !== null) damaged.push(creature);
      });
      // "A creature dealt damage this way …": each one that was, whichever object the damage was redirected to (614.9).
      if (effect.toEachCreatureDealtDamage) for (const id of damaged) performEffects(ctx, { ...e, subject: id }, effect.toEachCreatureDealtDamage);
      return;
    }
    case "drawCards":
      for (const p of players(d, e, effect.player)) drawCards(d, p, amountOf(d, e, effect.amount, p) ?? 0);
      return;
    case "drawUpTo": {
      // 608.2e: each player chooses in APNAP order, knowing the earlier choices; then they draw.
      const drawers = new Set(players(d, e, effect.player));
      const counts: [PlayerId, number][] = [];
      for (const p of apnapOrder(d.state)) {
        if (!drawers.has(p)) continue;
        const answer = ctx.ask(p, () => ({ kind: "chooseNumber", object: e.object, text: `draw up to ${effect.amount} cards`, min: 0, max: effect.amount }));
        const n = answer ? expectAnswer(answer, "number").value : 0;
        counts.push([p, n]);
        emit(d, { type: "optionChosen", player: p, text: `draw up to ${effect.amount} cards`, option: String(n) });
      }
      for (const [p, n] of counts) drawCards(d, p, n);
      return;
    }
    case "gainLife":
    case "loseLife":
      for (const p of players(d, e, effect.player)) {
        const amount = amountOf(d, e, effect.amount, p);
        if (amount !== null) changeLife(d, p, effect.kind === "gainLife" ? amount : -amount);
      }
      return;
    case "modifyPowerToughness": {
      const times = effect.forEach === undefined ? 1 : (amountOf(d, e, effect.forEach) ?? 0);
      const power = effect.power * times;
      const toughness = effect.toughness * times;
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        addEffect(d, e, [id], { kind: "modifyPowerToughness", power, toughness }, effect.duration);
        emit(d, {
          type: "powerToughnessModified",
          object: id,
          name: shownName(perm),
          power,
          toughness,
          ...(effect.duration === "untilYourNextTurn" ? { untilNextTurnOf: e.controller } : {}),
        });
      }
      return;
    }
    case "counter":
      for (const id of objects(d, e, effect.spell)) {
        const target = d.state.stack.find((o) => o.id === id);
        // A spell, or an ability on the stack (701.6b); one still being put there isn't countered before it's complete.
        if (!target || (target.kind === "ability" && !target.ready) || (target.kind === "spell" && !counterable(d, target))) continue;
        if (effect.unlessPays) {
          const mana = requirementOf(effect.unlessPays);
          const text = `pay ${describeMana(mana)} or ${stackObjectName(target)} is countered`;
          const paid = offerPayment(ctx, target.controller, e.object, text, mana);
          emit(d, { type: "paymentOffered", player: target.controller, object: e.object, text, paid });
          if (paid) continue;
        }
        // 800.4a: a payer who left while deciding took their spell off the stack with them.
        const still = d.state.stack.find((o) => o.id === id);
        if (still?.kind === "spell") counterSpell(d, still, e.sourceName);
        else if (still?.kind === "ability") {
          emit(d, { type: "countered", object: still.id, name: still.sourceCard, reason: `countered by ${e.sourceName}`, rule: "701.6b" });
          removeAbility(d, still, "countered", "701.6b");
        }
      }
      return;
    case "becomeRenowned":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.permanent(id);
        if (!perm || perm.renowned) continue;
        perm.renowned = true;
        emit(d, { type: "becameRenowned", object: id, name: shownName(perm) });
      }
      return;
    case "mill": {
      const amount = amountOf(d, e, effect.amount) ?? 0;
      for (const p of players(d, e, effect.player)) mill(d, p, amount);
      return;
    }
    case "exileTopRepeatingWhileNamesShared":
      for (const p of players(d, e, effect.player)) {
        const why = { reason: `exiled by ${e.sourceName}`, rule: "608.2c" };
        for (let repeat = true; repeat && d.state.players[p]!.library.length > 0; ) {
          const names = d.library(p).splice(0, effect.amount);
          for (const name of names) putIntoExile(d, name, p, "library", null, why);
          repeat = new Set(names).size < names.length;
        }
      }
      return;
    case "scry":
      scry(ctx, e, effect.amount);
      return;
    case "fight":
      fight(d, objects(d, e, effect.object)[0], objects(d, e, effect.other)[0]);
      return;
    case "damageEqualToPower":
      damageEqualToPower(d, objects(d, e, effect.object)[0], objects(d, e, effect.to)[0]);
      return;
    case "ifHandSize": {
      const [player] = players(d, e, effect.player);
      const n = player === undefined ? null : d.state.players[player]!.hand.length;
      if (n !== null && n >= (effect.atLeast ?? 0) && n <= (effect.atMost ?? Number.POSITIVE_INFINITY)) performEffects(ctx, e, effect.then);
      return;
    }
    case "ifSpentToCast": {
      const spell = d.state.stack.find((o) => o.id === e.object);
      if (spell?.kind === "spell" && (spell.spent?.[effect.mana] ?? 0) > 0) performEffects(ctx, e, effect.then);
      return;
    }
    case "ifCardsInYourGraveyard": {
      const graveyard = d.state.players[e.controller]!.graveyard;
      const n = graveyard.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), c.owner), effect.filter, e.controller)).length;
      if (n >= effect.atLeast) performEffects(ctx, e, effect.then);
      return;
    }
    case "returnToHand": {
      const returnEach = (): void => {
        for (const id of objects(d, e, effect.object)) {
          const spell = d.state.stack.find((o) => o.id === id);
          if (spell?.kind === "spell") moveSpellOffStack(d, spell, "hand", "returned");
          else returnPermanentToHand(d, id, { reason: `returned by ${e.sourceName}`, rule: "608.2c" });
        }
      };
      // "Return all / each [permanents]": they leave the battlefield at the same time (603.10a looks back at them all).
      if ("each" in effect.object) d.simultaneously(returnEach);
      else returnEach();
      return;
    }
    case "putOnLibraryBottom":
      for (const id of objects(d, e, effect.object))
        movePermanent(d, id, "libraryBottom", { reason: `put on the bottom of its owner's library by ${e.sourceName}`, rule: "608.2c" });
      return;
    case "exileGraveyard":
      for (const p of players(d, e, effect.player))
        for (const card of [...d.state.players[p]!.graveyard]) moveCard(d, card.id, "exile", { reason: `exiled by ${e.sourceName}`, rule: "608.2c" });
      return;
    case "putOnLibraryTop":
      for (const id of objects(d, e, effect.object)) {
        const why = { reason: `put on top of its owner's library by ${e.sourceName}`, rule: "608.2c" };
        // A permanent, or a card in a graveyard ("put target card from your graveyard on top of your library").
        if (d.state.battlefield.some((p) => p.id === id)) movePermanent(d, id, "libraryTop", why);
        else if (findCard(d, id)?.zone === "graveyard") moveCard(d, id, "libraryTop", why);
      }
      return;
    case "destroy":
      for (const id of objects(d, e, effect.object)) {
        const moved = destroy(d, id, `destroyed by ${e.sourceName}`, "701.8a", !effect.noRegeneration);
        // "If that [permanent] is put into a graveyard this way": not if it was regenerated or went elsewhere instead (614.6).
        if (effect.ifPutIntoGraveyard && moved.some((o) => findCard(d, o.id)?.zone === "graveyard")) performEffects(ctx, e, effect.ifPutIntoGraveyard);
      }
      return;
    case "exile":
      for (const id of objects(d, e, effect.object)) {
        const linked = effect.linked ? { exiledWith: e.source } : {};
        const moved = exilePermanent(d, id, { reason: `exiled by ${e.sourceName}`, rule: "608.2c" }, { by: e.controller, ...linked });
        // "That card": the card it became in exile, if it went there (712.21c: with a melded permanent's other card).
        const exiled = moved.find((o) => findCard(d, o.id)?.zone === "exile");
        if (effect.then && exiled) performEffects(ctx, { ...e, subject: exiled.id }, effect.then);
      }
      return;
    case "exileCard": {
      // 712.21c: one choice, and the same action, for both cards of a melded permanent: "that card" is both again in exile.
      const exiled: CardObject[] = [];
      for (const id of objects(d, e, effect.card)) {
        if (findCard(d, id)?.zone !== "graveyard") continue;
        const moved = moveCard(d, id, "exile", { reason: `exiled by ${e.sourceName}`, rule: "608.2c" }, effect.linked ? { exiledWith: e.source } : {});
        if (moved && findCard(d, moved.id)?.zone === "exile") exiled.push(moved);
      }
      if (exiled.length === 2 && "triggerSubject" in effect.card) linkMelded(d, exiled[0]!, exiled[1]!);
      // "If you do, …": the card it became in exile is the subject of what follows.
      if (exiled.length > 0) performEffects(ctx, { ...e, subject: exiled[0]!.id, thisWay: exiled.length }, effect.then);
      return;
    }
    case "returnOtherLinkedToGraveyard": {
      const these = e.subject === null ? [] : withMeldedCard(d, e.subject);
      const others = d.state.exile.filter((c) => c.exiledWith === e.source && !these.includes(c.id)).map((c) => c.id);
      for (const id of others) moveCard(d, id, "graveyard", { reason: `returned by ${e.sourceName}`, rule: "608.2c" });
      return;
    }
    case "returnToBattlefield":
      for (const id of objects(d, e, effect.card)) {
        const found = findCard(d, id);
        // 111.8: a token that left the battlefield can't come back; a card in a hand isn't "that card" here.
        if (!found || found.zone === "hand" || d.def(found.card.card).token) continue;
        const controller = effect.under === "you" ? e.controller : found.card.owner;
        if (!inGame(d.state, controller)) continue;
        enterBattlefield(d, found.card.card, found.card.owner, controller, found.zone, {
          counters: effect.counters ?? NO_COUNTERS,
          leave: () => takeCard(d, id),
          ...(effect.tapped ? { tapped: true } : {}),
        });
      }
      return;
    case "meld":
      exileAndMeld(ctx, e.object, e.source, e.controller, effect.with);
      return;
    case "tap":
      for (const id of objects(d, e, effect.object)) tap(d, id);
      return;
    case "mayTapOrUntap":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        // 608.2d: the choice is made as the effect applies; tapping a tapped permanent or untapping an untapped one does nothing (701.26).
        const text = `tap or untap ${shownName(perm)}`;
        const answer = ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text, options: ["tap", "untap", "neither"] }));
        const choice = answer ? expectAnswer(answer, "option").option : "neither";
        emit(d, { type: "optionChosen", player: e.controller, text, option: choice });
        if (choice === "tap") tap(d, id);
        else if (choice === "untap") untap(d, [id]);
      }
      return;
    case "gainControl":
      if (effect.to) {
        const [to] = players(d, e, effect.to);
        if (to !== undefined)
          for (const id of objects(d, e, effect.object))
            if (d.state.battlefield.some((p) => p.id === id)) addEffect(d, e, [id], { kind: "gainControl", player: to }, "indefinite");
        noteControlChanges(d);
        return;
      }
      for (const id of objects(d, e, effect.object)) {
        if (!d.state.battlefield.some((p) => p.id === id)) continue;
        const source = d.state.battlefield.find((p) => p.id === e.source);
        if (effect.to) {
          // "Target opponent gains control of it": that player, for good (611.2a).
          const [to] = players(d, e, effect.to);
          if (to !== undefined) addEffect(d, e, [id], { kind: "gainControl", player: to }, "indefinite");
        } else if (effect.duration === "endOfTurn" || effect.duration === "indefinite") addEffect(d, e, [id], { kind: "gainControl" }, effect.duration);
        else if (effect.duration === "whileEnchanted") {
          // 611.2b: "for as long as that creature is enchanted": nothing if it isn't now.
          if (isEnchanted(d, id)) addEffect(d, e, [id], { kind: "gainControl" }, { whileSource: id, enchanted: true });
        }
        // 611.2b: a "for as long as" duration that has already ended does nothing.
        else if (!source) continue;
        else if (effect.duration === "whileSourceRemains") addEffect(d, e, [id], { kind: "gainControl" }, { whileSource: e.source });
        else if (controllerOf(d, source) === e.controller)
          addEffect(d, e, [id], { kind: "gainControl" }, { whileSource: e.source, controlledBy: e.controller });
      }
      noteControlChanges(d);
      return;
    case "becomes": {
      const pt = effect.powerToughness && {
        power: amountOf(d, e, effect.powerToughness.power) ?? 0,
        toughness: amountOf(d, e, effect.powerToughness.toughness) ?? 0,
      };
      const modifications: Modification[] = [{ kind: "addTypes", types: effect.types, subtypes: effect.subtypes }];
      if (effect.colors) modifications.push({ kind: "setColors", colors: effect.colors });
      if (pt) modifications.push({ kind: "setPowerToughness", ...pt });
      if (effect.colors) modifications.push({ kind: "setColors", colors: effect.colors });
      if (effect.keywords) modifications.push({ kind: "addKeywords", keywords: effect.keywords });
      if (effect.abilities) modifications.push({ kind: "addAbilities", abilities: effect.abilities });
      // 611.2b: a "for as long as" duration that has already ended does nothing.
      if (effect.duration === "whileSourceRemains" && !d.state.battlefield.some((p) => p.id === e.source)) return;
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        addEffect(d, e, [id], modifications, effect.duration === "whileSourceRemains" ? { whileSource: e.source } : effect.duration);
        emit(d, {
          type: "became",
          object: id,
          name: shownName(perm),
          types: [...effect.subtypes, ...effect.types],
          ...pt,
          untilEndOfTurn: effect.duration === "endOfTurn",
        });
      }
      return;
    }
    case "becomeCopy": {
      const [id] = objects(d, e, effect.object);
      const perm = d.state.battlefield.find((p) => p.id === id);
      if (!perm) return;
      const of = "chosen" in effect.of ? choosePermanent(ctx, e, effect.of) : objects(d, e, effect.of)[0];
      const original = d.state.battlefield.find((p) => p.id === of);
      // 608.2h: "that creature", gone from the battlefield: its copiable values as it last existed there.
      const gone = !original && "triggerSubject" in effect.of ? e.subjectCopiable : undefined;
      if (!original && !gone) return;
      // 707.9a: "except it has this ability": the resolving ability, part of the copiable values from then on.
      const resolving = d.state.stack.find((o) => o.id === e.object);
      const except: readonly CopyException[] = [
        ...(effect.except ?? []),
        ...(effect.keepThisAbility && resolving?.kind === "ability" ? [{ kind: "addAbilities", abilities: [resolving.text] } as const] : []),
      ];
      const values = original ? copyOf(d, original, except) : { ...gone!, except: [...gone!.except, ...except] };
      becomeCopy(d, perm.id, values, e.sourceName, e.controller, effect.duration ?? "indefinite");
      const copied = original ? (original.faceDown ? shownName(original) : characteristics(d, original).name) : definitionOf(d.cards, gone!).name;
      emit(d, { type: "becameCopy", object: perm.id, name: shownName(perm), of: copied });
      return;
    }
    case "nextEntersAsCopy": {
      const original = d.state.battlefield.find((p) => p.id === objects(d, e, effect.of)[0]);
      if (!original) return;
      addShield(d, e, { kind: "entersAsCopy", what: effect.what, of: original.id, values: copyOf(d, original, []) }, effect.text);
      return;
    }
    case "exchangeControl": {
      // 701.12a: if the entire exchange can't be completed, no part of it occurs.
      const [a, b, ...rest] = objects(d, e, effect.objects).map((id) => d.state.battlefield.find((p) => p.id === id));
      if (!a || !b || rest.length > 0) return;
      const [fromA, fromB] = [controllerOf(d, a), controllerOf(d, b)];
      // 701.12b: between permanents of one controller, the exchange does nothing.
      if (fromA === fromB) return;
      addEffect(d, e, [a.id], { kind: "gainControl", player: fromB }, "indefinite");
      addEffect(d, e, [b.id], { kind: "gainControl", player: fromA }, "indefinite");
      noteControlChanges(d);
      return;
    }
    case "tapAll":
      for (const perm of d.state.battlefield) if (permanentMatches(d, perm, effect.filter, e.controller)) tap(d, perm.id);
      return;
    case "combatRestrictionThisTurn": {
      // 509.1b: a restriction the permanent has until end of turn, read where its own restrictions are.
      const except = effect.exceptBy;
      const restriction: Extract<Modification, { kind: "addAbilities" }>["abilities"][number] = except
        ? {
            kind: "static",
            text: `This creature can't be blocked this turn except by ${except.text}.`,
            effect: { kind: "blockableOnlyBy", blockers: except.blockers },
          }
        : {
            kind: "static",
            text: "This creature can't be blocked this turn.",
            effect: { kind: "combatRestriction", affects: "self", cantAttack: false, cantBlock: false, cantBeBlocked: true },
          };
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        addEffect(d, e, [id], { kind: "addAbilities", abilities: [restriction] }, "endOfTurn");
        emit(d, {
          type: "combatRestrictedThisTurn",
          object: id,
          name: shownName(perm),
          restriction: effect.restriction,
          ...(except ? { exceptBy: except.text } : {}),
        });
      }
      return;
    }
    case "skipNextUntap":
      for (const p of players(d, e, effect.player))
        d.effects().push({
          kind: "skipUntap",
          timestamp: d.newTimestamp(),
          sourceCard: e.sourceName,
          controller: e.controller,
          player: p,
          duration: "nextUntapStep",
        });
      return;
    case "doesntUntapNext":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        d.effects().push({
          kind: "skipUntap",
          timestamp: d.newTimestamp(),
          sourceCard: e.sourceName,
          controller: e.controller,
          player: controllerOf(d, perm),
          object: id,
          duration: "nextUntapStep",
        });
      }
      return;
    case "addMana":
      for (const player of effect.player ? players(d, e, effect.player) : [e.controller]) {
        addMana(d, player, manaOf(effect.mana));
        emit(d, { type: "manaAdded", player, source: e.source, name: e.sourceName, mana: manaOf(effect.mana) });
      }
      return;
    case "createTokens":
      for (const p of effect.player ? players(d, e, effect.player) : [e.controller])
        createTokens(d, p, amountOf(d, e, effect.count, p) ?? 0, { card: effect.token, name: d.def(effect.token).name });
      return;
    case "createTokenCopies": {
      const original = d.state.battlefield.find((p) => p.id === objects(d, e, effect.of)[0]);
      // 111.12: no token is created as a copy of an object that no longer exists.
      if (!original) return;
      const copy = tokenCopyValues(d, original);
      createTokens(d, e.controller, amountOf(d, e, effect.count) ?? 0, {
        card: COPY_TOKEN.name,
        name: characteristics(d, original).name,
        copy,
        // 707.8a: a double-faced token enters with the face up that the original has.
        ...(copy.doubleFaced && original.face !== undefined ? { face: original.face } : {}),
      });
      return;
    }
    case "createTokenCopyOfLinkedCard": {
      // 607.2a: the cards its linked ability exiled; 608.2d: which one is chosen as the ability resolves.
      const options = d.state.exile.filter((c) => c.exiledWith === e.source).map((c) => c.id);
      if (options.length === 0) return;
      const text = "choose a card exiled with it to copy";
      const answer = options.length === 1 ? null : ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text, options, optional: false }));
      const card = d.state.exile.find((c) => c.id === (answer ? expectAnswer(answer, "choose").object : options[0]))!;
      // 707.8a: a copy of a double-faced card not on the battlefield is a double-faced token, front face up.
      const tokens = createTokens(d, e.controller, 1, {
        card: COPY_TOKEN.name,
        name: cardFacts(d, d.def(card.card), card.owner).chars.name,
        copy: tokenCopyValues(d, card),
      });
      for (const token of tokens) performEffects(ctx, { ...e, subject: token.id }, effect.then);
      return;
    }
    case "searchLibraryToBattlefield": {
      const found = searchLibrary(ctx, e, effect.filter);
      // 614.17d: a card that can't enter stays in the library.
      if (found)
        enterBattlefield(d, found.name, e.controller, e.controller, "library", {
          leave: () => d.library(e.controller).splice(found.index, 1),
          ...(effect.tapped ? { tapped: true } : {}),
        });
      shuffleLibrary(d, e.controller);
      return;
    }
    case "searchLibraryToHand": {
      // "and/or graveyard": a card taken from the graveyard ends the search; declining it, the player searches the library.
      if (effect.orGraveyard && takeFromOwnGraveyard(ctx, e, effect.filter)) return;
      const max = effect.maxManaValue === undefined ? undefined : (amountOf(d, e, effect.maxManaValue) ?? 0);
      const found = searchLibrary(ctx, e, max === undefined ? effect.filter : { ...effect.filter, maxManaValue: max });
      if (found) {
        // 701.20a: revealed, it is shown to every player.
        if (effect.reveal) emit(d, { type: "revealed", player: e.controller, from: "library", names: [found.name] });
        d.library(e.controller).splice(found.index, 1);
        putIntoHand(d, found.name, e.controller, "library", null);
      }
      shuffleLibrary(d, e.controller);
      return;
    }
    case "discardAtRandom":
      for (const p of players(d, e, effect.player)) discardAtRandom(d, p, effect.amount, "701.9b");
      return;
    case "searchLibraryToTop": {
      // The card found is set aside while the rest is shuffled, then put on top (701.23, 701.24).
      const found = searchLibrary(ctx, e, effect.filter);
      if (found) d.library(e.controller).splice(found.index, 1);
      shuffleLibrary(d, e.controller);
      if (found) d.library(e.controller).unshift(found.name);
      return;
    }
    case "lookAtHand":
      for (const p of players(d, e, effect.player))
        emit(d, { type: "handLookedAt", viewer: e.controller, player: p, names: d.state.players[p]!.hand.map((c) => c.card) });
      return;
    case "shuffleIntoLibrary":
      for (const p of players(d, e, effect.player)) {
        const { hand, graveyard } = d.state.players[p]!;
        const cards = [...(effect.hand ? hand : []), ...graveyard].map((c) => c.id);
        for (const id of cards) moveCard(d, id, "library", { reason: `shuffled by ${e.sourceName}`, rule: "701.24a" }, {}, false);
        // The source goes to its owner's library, which may be another player's.
        const source = effect.self ? d.state.battlefield.find((x) => x.id === e.source) : undefined;
        const owner = source?.owner;
        if (source) movePermanent(d, source.id, "library", { reason: `shuffled by ${e.sourceName}`, rule: "701.24a" });
        if (owner !== p) shuffleLibrary(d, p);
      }
      return;
    case "exileThisSpell": {
      const spell = d.state.stack.find((o) => o.id === e.object);
      if (spell?.kind === "spell") moveSpellOffStack(d, spell, "exile", "resolved");
      return;
    }
    case "returnFromGraveyardToHand":
      for (const id of objects(d, e, effect.card)) {
        const owner = d.state.players.find((p) => p.graveyard.some((c) => c.id === id))?.id;
        const card = owner === undefined ? undefined : takeFromGraveyard(d, owner, id);
        if (card) putIntoHand(d, card.card, card.owner, "graveyard", id);
      }
      return;
    case "returnChosenFromGraveyard": {
      const options = d.state.players[e.controller]!.graveyard.filter((c) =>
        matchesFilter(cardFacts(d, d.def(c.card), e.controller), effect.filter, e.controller),
      ).map((c) => c.id);
      if (options.length === 0) return;
      const answer = ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text: effect.text, options, optional: false }));
      const id = answer ? expectAnswer(answer, "choose").object : options[0]!;
      const card = takeFromGraveyard(d, e.controller, id);
      if (card) putIntoHand(d, card.card, card.owner, "graveyard", id);
      return;
    }
    case "anyPlayerMay": {
      // Each player in APNAP order may do one of the options (101.4); once one does, the others aren't asked.
      for (const p of apnapOrder(d.state)) {
        const mine = (o: Extract<PlayerOption, { kind: "sacrifice" }>) =>
          d.state.battlefield.filter((x) => controllerOf(d, x) === p && permanentMatches(d, x, o.filter, p)).map((x) => x.id);
        const possible = effect.options.filter((o) => o.kind !== "sacrifice" || mine(o).length >= o.count);
        const options = [...possible.map((o) => o.text), "neither"];
        const answer = ctx.ask(p, () => ({ kind: "chooseOption", object: e.object, text: effect.text, options }));
        const picked = possible.find((o) => answer !== undefined && o.text === expectAnswer(answer, "option").option);
        emit(d, { type: "optionChosen", player: p, text: effect.text, option: picked?.text ?? "neither" });
        if (!picked) continue;
        if (picked.kind === "takeDamage") dealDamage(d, damageSource(e), { kind: "player", id: p }, picked.amount, false);
        else {
          const chosen: ObjectId[] = [];
          for (let i = 0; i < picked.count; i++) {
            const left = mine(picked).filter((id) => !chosen.includes(id));
            const a = ctx.ask(p, () => ({ kind: "chooseObject", object: e.object, text: picked.text, options: left, optional: false }));
            chosen.push(a ? expectAnswer(a, "choose").object : left[0]!);
          }
          d.simultaneously(() => {
            for (const id of chosen) permanentToGraveyard(d, id, { reason: `sacrificed for ${e.sourceName}`, rule: "701.21a" });
          });
        }
        performEffects(ctx, e, effect.then);
        return;
      }
      return;
    }
    case "optional": {
      // 603.5: "you may" — the choice is made as the ability resolves.
      const answer = ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text: effect.text, options: ["yes", "no"] }));
      const yes = answer !== undefined && expectAnswer(answer, "option").option === "yes";
      emit(d, { type: "optionChosen", player: e.controller, text: effect.text, option: yes ? "yes" : "no" });
      if (yes) performEffects(ctx, e, effect.effects);
      return;
    }
    case "preventAllCombatDamage":
      addShield(
        d,
        e,
        {
          kind: "preventDamage",
          to: null,
          from: null,
          sources: effect.by?.sources ?? null,
          combatOnly: true,
          amount: "all",
          once: false,
          ...(effect.to ? { toPermanents: effect.to.permanents } : {}),
        },
        `Prevent all combat damage that would be dealt this turn${effect.to ? ` to ${effect.to.text}` : ""}${effect.by ? ` by ${effect.by.text}` : ""}.`,
      );
      return;
    case "preventAllDamageBy":
      addShield(
        d,
        e,
        { kind: "preventDamage", to: null, from: null, sources: effect.sources, combatOnly: false, amount: "all", once: false },
        `Prevent all damage that ${effect.text} would deal this turn.`,
      );
      return;
    case "redirectCombatDamageFromUnblockedToSource":
      if (!d.state.battlefield.some((p) => p.id === e.source)) return;
      addShield(
        d,
        e,
        { kind: "redirectDamage", from: { kind: "player", id: e.controller }, to: e.source, combatOnly: true, byUnblockedOnly: true },
        `All combat damage that would be dealt to ${d.state.players[e.controller]!.name} by unblocked creatures this turn is dealt to ${e.sourceName} instead.`,
      );
      return;
    case "preventAllDamageToYouAnd":
      addShield(
        d,
        e,
        {
          kind: "preventDamage",
          to: { kind: "player", id: e.controller },
          toPermanents: effect.permanents,
          from: null,
          sources: null,
          combatOnly: false,
          amount: "all",
          once: false,
        },
        effect.text,
      );
      return;
    case "preventNextDamage":
      for (const t of legalTargets(e, effect.to.target)) {
        const name =
          t.kind === "player"
            ? d.state.players[t.id]!.name
            : shownNameOr(
                d.state.battlefield.find((p) => p.id === t.id),
                "it",
              );
        const shield: Shield = { kind: "preventDamage", to: t, from: null, sources: null, combatOnly: false, amount: effect.amount, once: false };
        addShield(d, e, shield, `Prevent the next ${effect.amount} damage that would be dealt to ${name} this turn.`);
      }
      return;
    case "preventNextDamageFromChosenSource": {
      // 609.7a: the source is chosen as the ability resolves — a permanent, a spell, or the source of an ability on the
      // stack that has left the battlefield (offered as that ability, seen as its source last was); 615.9: the shield
      // checks the source's qualities again when it would deal damage.
      const leftSources = d.state.stack.filter(
        (o): o is StackAbility =>
          o.kind === "ability" &&
          !d.state.battlefield.some((p) => p.id === o.source) &&
          d.cards.has(o.sourceCard) &&
          matchesFilter(lastKnownSourceFacts(d.def(o.sourceCard), o.controller, o.sourceColors), effect.sources, e.controller),
      );
      const options = [
        ...d.state.battlefield.filter((p) => permanentMatches(d, p, effect.sources, e.controller)).map((p) => p.id),
        ...d.state.stack.filter((o) => o.kind === "spell" && matchesFilter(spellFacts(d, o), effect.sources, e.controller)).map((o) => o.id),
        ...leftSources.map((o) => o.id),
      ];
      if (options.length === 0) return;
      const answer = ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text: "choose a source of damage", options, optional: false }));
      const chosen = answer ? expectAnswer(answer, "choose").object : options[0]!;
      const viaAbility = leftSources.find((o) => o.id === chosen);
      const from = viaAbility ? viaAbility.source : chosen;
      const name =
        viaAbility?.sourceCard ??
        shownNameOr(d.state.battlefield.find((p) => p.id === chosen) ?? (d.state.stack.find((o) => o.id === chosen) as Spell | undefined), "a source");
      emit(d, { type: "optionChosen", player: e.controller, text: "choose a source of damage", option: name });
      addShield(
        d,
        e,
        { kind: "preventDamage", to: { kind: "player", id: e.controller }, from, sources: effect.sources, combatOnly: false, amount: "all", once: true },
        `The next time ${name} would deal damage to ${d.state.players[e.controller]!.name} this turn, prevent that damage.`,
      );
      return;
    }
    case "cantBeRegenerated":
      for (const id of objects(d, e, effect.object))
        if (d.state.battlefield.some((p) => p.id === id))
          d.effects().push({
            kind: "cantBeRegenerated",
            object: id,
            timestamp: d.newTimestamp(),
            sourceCard: e.sourceName,
            controller: e.controller,
            duration: "endOfTurn",
          });
      return;
    case "regenerate":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (perm) addShield(d, e, { kind: "regenerate", object: id }, `The next time ${shownName(perm)} would be destroyed this turn, regenerate it.`);
      }
      return;
    case "replaceDrawsThisTurn":
      for (const player of players(d, e, effect.player))
        addShield(
          d,
          e,
          { kind: "replaceDraws", player, instead: effect.instead },
          `Until end of turn, if ${d.state.players[player]!.name} would draw a card, instead that player skips that draw.`,
        );
      return;
    case "exileIfWouldDie":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (perm) addShield(d, e, { kind: "exileIfWouldDie", object: id }, `If ${shownName(perm)} would die this turn, exile it instead.`);
      }
      return;
    case "attachSelf": {
      const equipment = d.state.battlefield.find((p) => p.id === e.source);
      const to = objects(d, e, effect.to)[0];
      const host = d.state.battlefield.find((p) => p.id === to);
      if (!equipment || !host) return;
      // 301.5c: an Equipment that's also a creature can't equip a creature, and none equips itself.
      if (host.id === equipment.id || characteristics(d, equipment).types.includes("Creature")) return;
      attach(d, equipment.id, host.id);
      return;
    }
    case "putAuraOntoBattlefield":
      putAuraOntoBattlefield(ctx, e, effect);
      return;
    case "attachToAnother":
      for (const id of objects(d, e, effect.object)) {
        const aura = d.state.battlefield.find((p) => p.id === id);
        if (!aura) continue;
        // 701.3b–c: another permanent it can enchant (not the one it's attached to, nor itself); none, nothing happens.
        const text = rulesText(d, aura);
        const quality = characteristics(d, aura);
        const options = d.state.battlefield
          .filter((p) => p.id !== aura.id && p.id !== aura.attachedTo && canEnchant(d, text, quality, controllerOf(d, aura), p))
          .map((p) => p.id);
        if (options.length === 0) continue;
        const prompt = `attach ${shownName(aura)} to another permanent it can enchant`;
        const answer = ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text: prompt, options, optional: false }));
        attach(d, aura.id, answer ? expectAnswer(answer, "choose").object : options[0]!);
      }
      return;
    case "sacrificeSelf":
      sacrificeSource(d, e, "701.21a");
      return;
    case "sacrificeSelfThen":
      // 118.12: "Sacrifice [this]. If you do, …" — if it can't be sacrificed, nothing else happens.
      if (sacrificeSource(d, e, "118.12")) performEffects(ctx, e, effect.then);
      return;
    case "gainProtectionFromChosenColor":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        const answer = ctx.ask(e.controller, () => ({
          kind: "chooseColor",
          object: e.object,
          text: `protection from the color of your choice for ${shownName(perm)}`,
          options: COLORS,
        }));
        const color = answer ? expectAnswer(answer, "color").color : "W";
        addEffect(d, e, [id], { kind: "addKeywords", keywords: [{ protectionFrom: color }] }, "endOfTurn");
        emit(d, { type: "protectionGained", object: id, name: shownName(perm), from: color });
      }
      return;
    case "doubleCounters":
      for (const id of objects(d, e, effect.object)) {
        // 701.10e: as many of each kind as it has as the effect applies, each kind put on in turn.
        const on: Target = { kind: "object", id };
        for (const [kind, n] of Object.entries(countersOf(d.state, on)))
          if (effect.counter === undefined || kind === effect.counter) putCounters(d, on, kind, n);
      }
      return;
    case "proliferate": {
      // 701.34a: any number of the permanents and players that have a counter, chosen as it resolves (608.2d).
      const options: Target[] = [
        ...d.state.battlefield.filter((p) => Object.keys(p.counters).length > 0).map((p): Target => ({ kind: "object", id: p.id })),
        ...apnapOrder(d.state)
          .filter((p) => Object.keys(d.state.players[p]!.counters).length > 0)
          .map((p): Target => ({ kind: "player", id: p })),
      ];
      if (options.length === 0) return;
      const answer = ctx.ask(e.controller, () => ({ kind: "proliferate", object: e.object, options }));
      const chosen = answer ? expectAnswer(answer, "proliferate").chosen : options;
      // One more counter of each kind each has, one would-event per kind (so Hardened Scales applies to each).
      for (const on of chosen) for (const kind of Object.keys(countersOf(d.state, on))) putCounters(d, on, kind, 1);
      return;
    }
    case "destroyAll": {
      // 608.2j: only the characteristics the text names are checked, as the effect applies; all are destroyed at once.
      const doomed = d.state.battlefield.filter((p) => permanentMatches(d, p, effect.filter, e.controller)).map((p) => p.id);
      d.simultaneously(() => {
        for (const id of doomed) destroy(d, id, `destroyed by ${e.sourceName}`, "701.8a", !effect.noRegeneration);
      });
      return;
    }
    case "sacrifice": {
      // 608.2e: each player chooses in APNAP order, knowing the choices before theirs; then all are sacrificed at once.
      const sacrificing =
        effect.players === "each" ? apnapOrder(d.state) : apnapOrder(d.state).filter((p) => players(d, e, effect.players as PlayerRef).includes(p));
      const filter = effect.other ? (p: ObjectId) => p !== e.source : () => true;
      const chosen = chooseControlledPermanents(ctx, e, sacrificing, effect.filter, `sacrifice ${effect.text}`, filter);
      d.simultaneously(() => {
        for (const { id } of chosen) permanentToGraveyard(d, id, { reason: `sacrificed to ${e.sourceName}`, rule: "608.2e" });
      });
      // "If you can't, …": for each player who had nothing to sacrifice.
      if (effect.ifCant) for (const p of sacrificing) if (!chosen.some((c) => c.player === p)) performEffects(ctx, e, effect.ifCant);
      return;
    }
    case "returnChosenPermanent": {
      const returning = apnapOrder(d.state).filter((p) => players(d, e, effect.players).includes(p));
      const chosen = chooseControlledPermanents(ctx, e, returning, effect.filter, `return ${effect.text} to its owner's hand`);
      for (const { id } of chosen) returnPermanentToHand(d, id, { reason: `returned by ${e.sourceName}`, rule: "608.2c" });
      return;
    }
    case "unless":
      // 118.12: the player chooses whether to do it as the effect applies; one who can't doesn't.
      if (!offerAction(ctx, e, effect.action, effect.player && players(d, e, effect.player)[0])) performEffects(ctx, e, effect.effects);
      return;
    case "ifCondition":
      performEffects(ctx, e, conditionMet(d, effect.condition, e.controller, e.source) ? effect.then : (effect.otherwise ?? []));
      return;
    case "ifYouDo":
      // 603.5, 608.2c: "If you do": what follows only if the player did it.
      if (offerAction(ctx, e, effect.action)) performEffects(ctx, e, effect.then);
      return;
    case "returnAllFromGraveyardToHand": {
      const turn = d.state.turn.number;
      const cards = d.state.players[e.controller]!.graveyard.filter(
        (c) =>
          (!effect.fromBattlefieldThisTurn || c.fromBattlefieldOnTurn === turn) &&
          matchesFilter(cardFacts(d, d.def(c.card), c.owner), effect.filter, e.controller),
      );
      for (const c of cards) moveCard(d, c.id, "hand", { reason: `returned by ${e.sourceName}`, rule: "608.2c" });
      return;
    }
    case "shuffleSelfIntoLibrary": {
      // 608.2n: a spell that leaves the stack as it resolves isn't put into a graveyard afterwards.
      const spell = d.state.stack.find((o) => o.id === e.object);
      if (spell?.kind !== "spell") return;
      moveSpellOffStack(d, spell, "libraryTop", "resolved", "608.2n");
      if (!spell.copy && spell.choices.alternativeCost !== "flashback") shuffleLibrary(d, spell.owner);
      return;
    }
    case "doubleLifeTotal":
      // 701.10d: the player gains or loses the life that makes their total twice what it is.
      for (const p of players(d, e, effect.player)) changeLife(d, p, d.state.players[p]!.life);
      return;
    case "putFromHand": {
      // 608.2e: each chooses in APNAP order, knowing the earlier choices; then the cards enter together.
      const putting = players(d, e, effect.players);
      const chosen: { player: PlayerId; id: ObjectId; card: string }[] = [];
      for (const p of apnapOrder(d.state)) {
        if (!putting.includes(p)) continue;
        const options = d.state.players[p]!.hand.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), c.owner), effect.filter, p)).map((c) => c.id);
        if (options.length === 0) continue;
        const text = `put ${effect.text} from your hand onto the battlefield`;
        const answer = ctx.ask(p, () => ({ kind: "chooseObject", object: e.object, text, options, optional: true }));
        if (!answer || answer.kind === "decline") continue;
        const id = expectAnswer(answer, "choose").object;
        const card = d.state.players[p]!.hand.find((c) => c.id === id)!.card;
        chosen.push({ player: p, id, card });
        emit(d, { type: "optionChosen", player: p, text, option: card });
      }
      d.simultaneously(() => {
        for (const c of chosen) enterBattlefield(d, c.card, c.player, c.player, "hand", { leave: () => takeFromHand(d, c.player, c.id) });
      });
      return;
    }
    case "mayPay": {
      const mana = requirementOf(effect.mana);
      const text = `pay ${describeMana(mana)}`;
      const paid = offerPayment(ctx, e.controller, e.object, text, mana);
      emit(d, { type: "paymentOffered", player: e.controller, object: e.object, text, paid });
      if (paid) performEffects(ctx, e, effect.then);
      return;
    }
    case "reshufflePermanents":
      reshufflePermanents(ctx, e.object, e.sourceName);
      return;
    case "flipCoin": {
      // 705.1–705.3: the controller calls heads or tails; the result is the game's random choice.
      const text = "call the coin flip";
      const answer = ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text, options: ["heads", "tails"] }));
      const call = answer ? expectAnswer(answer, "option").option : "heads";
      const result = d.random(2) === 0 ? "heads" : "tails";
      const won = call === result;
      emit(d, { type: "coinFlipped", player: e.controller, call, result, won });
      performEffects(ctx, e, won ? effect.ifWin : effect.ifLose);
      return;
    }
    case "extraTurns":
      for (const player of players(d, e, effect.player)) {
        d.state.extraTurns = [...Array<PlayerId>(effect.count).fill(player), ...(d.state.extraTurns ?? [])];
        emit(d, { type: "extraTurnsAdded", player, count: effect.count });
      }
      return;
    case "revealUntilLandOrNonland":
      revealUntilLandOrNonland(ctx, e);
      return;
    case "revealUntilNamed": {
      const name = nameACard(ctx, e);
      const library = d.state.players[e.controller]!.library;
      // 709.4a: a card has the chosen name if one of its names is it.
      const at = library.findIndex((c) => cardNames(d.def(c)).includes(name));
      const revealed = at < 0 ? library : library.slice(0, at + 1);
      emit(d, { type: "revealed", player: e.controller, from: "library", names: revealed });
      const taken = d.library(e.controller).splice(0, revealed.length);
      if (at >= 0) putIntoHand(d, taken.pop()!, e.controller, "library", null);
      for (const card of taken) putIntoExile(d, card, e.controller, "library", null);
      changeLife(d, e.controller, -taken.length);
      return;
    }
    case "guessNamedCard": {
      const name = nameACard(ctx, e);
      const guesser = players(d, e, effect.opponent)[0];
      let guess: string | null = null;
      if (guesser !== undefined) {
        const text = `Is there a card named ${name} in ${d.state.players[e.controller]!.name}'s hand?`;
        const answer = ctx.ask(guesser, () => ({ kind: "chooseOption", object: e.object, text, options: ["yes", "no"] }));
        guess = answer ? expectAnswer(answer, "option").option : null;
        if (guess) emit(d, { type: "optionChosen", player: guesser, text, option: guess });
      }
      const reveal = ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text: "Reveal your hand?", options: ["reveal", "don't reveal"] }));
      if (!reveal || expectAnswer(reveal, "option").option !== "reveal") return;
      const hand = d.state.players[e.controller]!.hand.map((c) => c.card);
      emit(d, { type: "revealed", player: e.controller, from: "hand", names: hand });
      const wrong = guess !== null && (guess === "yes") !== hand.some((c) => cardNames(d.def(c)).includes(name));
      if (wrong) drawCards(d, e.controller, 1);
      return;
    }
    case "counterInstead":
      for (const id of objects(d, e, effect.spell)) {
        const spell = d.state.stack.find((o) => o.id === id);
        if (spell?.kind !== "spell" || !counterable(d, spell)) continue;
        emit(d, {
          type: "countered",
          object: spell.id,
          name: shownName(spell),
          reason: `countered by ${e.sourceName}, ${effect.to === "hand" ? "into its owner's hand" : "onto the top of its owner's library"}`,
          rule: "608.2c",
        });
        moveSpellOffStack(d, spell, effect.to, "countered", "701.6a");
      }
      return;
    case "castFromHandFree":
      castFromHandWithoutPaying(ctx, e, amountOf(d, e, effect.maxManaValue) ?? 0);
      return;
    case "addPhasesAfterThisMainPhase":
      addPhasesAfterThisMainPhase(d, effect.phases);
      return;
    case "endTheTurn":
      endTheTurn(d, e.object, e.sourceName);
      return;
    case "winGame":
      winGame(d, e.controller, `${e.sourceName} says so`);
      return;
    case "loseGame": {
      // 104.3e: an effect says a player loses the game.
      const losing = players(d, e, effect.player).filter((p) => inGame(d.state, p));
      if (losing.length > 0)
        losePlayers(
          d,
          losing.map((p) => ({ player: p, reason: `${e.sourceName} says so`, rule: "104.3e" })),
        );
      return;
    }
    case "becomeColor":
      for (const id of objects(d, e, effect.object)) {
        const obj = d.state.battlefield.find((p) => p.id === id) ?? d.state.stack.find((o) => o.id === id);
        if (!obj) continue;
        addEffect(d, e, [id], { kind: "setColors", colors: [effect.color] }, "indefinite");
        emit(d, { type: "colorChanged", object: id, name: "card" in obj ? shownName(obj) : obj.sourceCard, colors: [effect.color] });
      }
      return;
    case "changeText":
      for (const id of objects(d, e, effect.object)) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (perm) changeText(ctx, e, perm, effect.words);
      }
      return;
    case "damagePlayers": {
      const amount = amountOf(d, e, effect.amount);
      if (amount === null) return;
      for (const p of players(d, e, effect.players)) dealDamage(d, damageSource(e), { kind: "player", id: p }, amount, false);
      return;
    }
    case "cantBlockThisTurn": {
      const attacker = effect.attacker ? (objects(d, e, effect.attacker)[0] ?? null) : null;
      // "Can't block [this]": nothing to do once [this] is gone (400.7: a new object would be another).
      if (effect.attacker && (attacker === null || !d.state.battlefield.some((p) => p.id === attacker))) return;
      for (const id of objects(d, e, effect.object)) {
        if (!d.state.battlefield.some((p) => p.id === id)) continue;
        d.effects().push({
          kind: "cantBlock",
          timestamp: d.newTimestamp(),
          sourceCard: e.sourceName,
          controller: e.controller,
          blocker: id,
          attacker,
          duration: "endOfTurn",
        });
      }
      return;
    }
    case "opponentsCantCastThisTurn":
      d.effects().push({ kind: "opponentsCantCast", timestamp: d.newTimestamp(), sourceCard: e.sourceName, controller: e.controller, duration: "endOfTurn" });
      return;
    case "damageCantBePrevented":
      d.effects().push({ kind: "damageUnpreventable", timestamp: d.newTimestamp(), sourceCard: e.sourceName, controller: e.controller, duration: "endOfTurn" });
      return;
    case "transform":
      for (const id of objects(d, e, effect.object)) transform(d, id, e);
      return;
    case "flip":
      for (const id of objects(d, e, effect.object)) flip(d, id);
      return;
    case "lookAtTop":
      lookAtTop(ctx, e.controller, e.object, effect.amount, effect.take, effect.rest, effect.takeExactly);
      return;
    case "lookAtTopAndDistribute":
      lookAtTopAndDistribute(ctx, e.controller, e.object, effect.destinations);
      return;
    case "chooseFromHand":
      for (const p of players(d, e, effect.player)) chooseFromHand(ctx, e.controller, e.object, p, effect);
      return;
    case "handOnTopThenSearch":
      for (const p of players(d, e, effect.player)) handOnTopThenSearch(ctx, e.controller, e.object, p);
      return;
    case "changeTarget":
      for (const id of objects(d, e, effect.spell)) {
        const spell = d.state.stack.find((o) => o.id === id);
        if (spell?.kind === "spell") changeSingleTarget(ctx, spell, e.controller);
      }
      return;
    case "revealTop":
      for (const p of players(d, e, effect.player)) revealTop(ctx, p);
      return;
    case "shuffleGraveyardIntoLibrary":
      for (const p of players(d, e, effect.player)) shuffleGraveyardIntoLibrary(ctx, p);
      return;
    case "lookAtTopMayReveal":
      lookAtTopMayReveal(ctx, e, effect.filter, effect.then);
      return;
    case "copySpell":
      for (const id of objects(d, e, effect.spell)) {
        const spell = d.state.stack.find((o) => o.id === id);
        if (spell?.kind === "spell") copySpell(ctx, spell, e.controller, { except: effect.except, newTargets: effect.newTargets, by: e.sourceName });
      }
      return;
    case "createTokenThenCopyTargetingIt": {
      const created = createTokens(d, e.controller, 1, { card: effect.token, name: d.def(effect.token).name });
      for (const id of objects(d, e, effect.spell)) {
        const spell = d.state.stack.find((o) => o.id === id);
        if (spell?.kind === "spell")
          copySpellTargeting(
            ctx,
            spell,
            e.controller,
            e.sourceName,
            created.map((t) => t.id),
          );
      }
      return;
    }
    case "createDelayedTrigger": {
      // 603.7a: the delayed ability is one of its source's (its key names it there: a copy's are those it copied, 707.2);
      // it carries its text until it triggers (113.7a).
      const source = d.state.battlefield.find((p) => p.id === e.source) ?? d.lastKnown.get(e.source);
      const text = source ? abilityWithKey(lastKnownCharacteristics(d, source).abilities, effect.ability) : printedAbility(d.def(e.sourceName), effect.ability);
      if (text?.kind !== "delayed") throw new Error(`engine bug: ${e.sourceName} has no delayed ability ${effect.ability}`);
      d.state.delayedTriggers = [
        ...d.state.delayedTriggers,
        {
          source: e.source,
          sourceCard: e.sourceName,
          sourceColors: e.sourceColors,
          controller: e.controller,
          ability: effect.ability,
          text,
          subject: e.subject,
          step: effect.step,
        },
      ];
      return;
    }
    case "putCounters": {
      const amount = amountOf(d, e, effect.amount);
      if (amount === null) return;
      for (const t of recipients(d, e, effect.on)) putCounters(d, t, effect.counter, amount);
      return;
    }
    case "removeCounters": {
      const amount = amountOf(d, e, effect.amount);
      if (amount === null) return;
      for (const t of recipients(d, e, effect.from)) removeCounters(d, t, effect.counter, amount);
      return;
    }
    case "untap":
      untap(d, objects(d, e, effect.object));
      return;
    case "gainKeywords":
    case "loseKeywords": {
      const ids = objects(d, e, effect.object).filter((id) => d.state.battlefield.some((p) => p.id === id));
      if (ids.length === 0) return;
      const gain = effect.kind === "gainKeywords";
      const indefinite = gain && effect.indefinite === true;
      // 611.2c: locked to the permanents it affected as it began.
      addEffect(d, e, ids, { kind: gain ? "addKeywords" : "loseKeywords", keywords: effect.keywords }, indefinite ? "indefinite" : "endOfTurn");
      const keywords = effect.keywords.map(keywordText);
      const type = gain ? "keywordsGained" : "keywordsLost";
      for (const id of ids)
        emit(d, {
          type,
          object: id,
          name: shownName(d.state.battlefield.find((p) => p.id === id)!),
          keywords,
          ...(indefinite ? { indefinite: true as const } : {}),
        });
      return;
    }
    case "gainAbilities": {
      // 611.2c: locked to the permanents it affected as it began.
      const ids = objects(d, e, effect.object).filter((id) => d.state.battlefield.some((p) => p.id === id));
      if (ids.length === 0) return;
      addEffect(d, e, ids, { kind: "addAbilities", abilities: effect.abilities }, "endOfTurn");
      const abilities = effect.abilities.map((a) => a.text);
      for (const id of ids)
        emit(d, { type: "keywordsGained", object: id, name: shownName(d.state.battlefield.find((p) => p.id === id)!), keywords: [], abilities });
      return;
    }
    case "discard":
      for (const p of players(d, e, effect.player)) discardChosen(ctx, p, effect.amount, "701.9b", e.controller);
      return;
    case "graveyardsToBattlefield": {
      // All at once, each card leaving its owner's graveyard; each enters under the effect's controller's control.
      const cards = d.state.players.flatMap((p) =>
        p.graveyard.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), p.id), effect.filter, e.controller)).map((c) => ({ owner: p.id, c })),
      );
      // 614.17d: a card that can't enter stays in its graveyard.
      for (const { owner, c } of cards) enterBattlefield(d, c.card, owner, e.controller, "graveyard", { leave: () => takeFromGraveyard(d, owner, c.id) });
      return;
    }
    default:
      return assertNever(effect);
  }
}

/**
 * 612.1, 608.2d: the effect's controller chooses, as it resolves, the kind of word (among `words`), the word replaced and
 * the new one; the text change lasts indefinitely (for as long as the permanent stays, 400.7).
 */
function changeText(ctx: ProcedureContext, e: EffectContext, perm: Permanent, words: readonly TextWord[]): void {
  const d = ctx.d;
  const kinds: Record<TextWord, string> = { color: "a color word", basicLandType: "a basic land type" };
  const pick = (text: string, options: readonly string[]): string => {
    const answer = options.length === 1 ? undefined : ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text, options }));
    const option = answer ? expectAnswer(answer, "option").option : options[0]!;
    emit(d, { type: "optionChosen", player: e.controller, text, option });
    return option;
  };
  const name = shownName(perm);
  const chosenKind = pick(
    `change the text of ${name}: replace`,
    words.map((w) => kinds[w]),
  );
  const word = words.find((w) => kinds[w] === chosenKind)!;
  const shown = (w: string) => wordText({ word }, w);
  const all = textWords(word);
  const replaced = pick(`the ${kinds[word].slice(2)} to replace in ${name}'s text`, all.map(shown));
  const from = all.find((w) => shown(w) === replaced)!;
  const others = all.filter((w) => w !== from);
  const replacement = pick(`replace ${shown(from)} in ${name}'s text with`, others.map(shown));
  const to = others.find((w) => shown(w) === replacement)!;
  addEffect(d, e, [perm.id], { kind: "changeText", word, from, to }, "indefinite");
  emit(d, { type: "textChanged", object: perm.id, name, from: shown(from), to: shown(to) });
}

/**
 * 608.2d, 608.2e: each of `choosers`, in APNAP order, chooses a permanent they control that matches (and `allowed`), knowing
 * the choices before theirs; a player with none chooses nothing.
 */
/**
 * 118.12, 603.5: asks a player — the effect's controller, or `who` ("unless that player sacrifices a creature") — whether
 * to do an action as the effect applies ("discard a card", "sacrifice another creature"), then which cards or
 * permanents; whether they did it. One who can't doesn't.
 */
function offerAction(ctx: ProcedureContext, e: EffectContext, action: PlayerAction, who?: PlayerId): boolean {
  const d = ctx.d;
  const you = who ?? e.controller;
  const text = action.kind === "sacrificeSelf" ? `sacrifice ${e.sourceName}` : action.text;
  const options = (): ObjectId[] => {
    if (action.kind === "discard")
      return d.state.players[you]!.hand.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), c.owner), action.filter, you)).map((c) => c.id);
    const mine = d.state.battlefield.filter((p) => controllerOf(d, p) === you);
    if (action.kind === "sacrificeSelf") return mine.filter((p) => p.id === e.source).map((p) => p.id);
    return mine.filter((p) => permanentMatches(d, p, action.filter, you) && !(action.other && p.id === e.source)).map((p) => p.id);
  };
  const count = action.kind === "sacrificeSelf" ? 1 : action.count;
  if (options().length < count) return false;
  const answer = ctx.ask(you, () => ({ kind: "chooseOption", object: e.object, text, options: ["yes", "no"] }));
  const done = answer !== undefined && expectAnswer(answer, "option").option === "yes";
  emit(d, { type: "optionChosen", player: you, text, option: done ? "yes" : "no" });
  if (!done) return false;
  for (let i = 0; i < count; i++) {
    const now = options();
    const a =
      action.kind === "sacrificeSelf" ? undefined : ctx.ask(you, () => ({ kind: "chooseObject", object: e.object, text, options: now, optional: false }));
    const chosen = a ? expectAnswer(a, "choose").object : now[0]!;
    if (action.kind === "discard") discardCard(d, you, chosen, "701.9a", you);
    else permanentToGraveyard(d, chosen, { reason: `sacrificed to ${e.sourceName}`, rule: "701.21a" });
  }
  return true;
}

function chooseControlledPermanents(
  ctx: ProcedureContext,
  e: EffectContext,
  choosers: readonly PlayerId[],
  filter: ObjectFilter,
  text: string,
  allowed: (id: ObjectId) => boolean = () => true,
): { player: PlayerId; id: ObjectId }[] {
  const d = ctx.d;
  const chosen: { player: PlayerId; id: ObjectId }[] = [];
  for (const p of choosers) {
    const options = d.state.battlefield.filter((x) => allowed(x.id) && controllerOf(d, x) === p && permanentMatches(d, x, filter, p)).map((x) => x.id);
    if (options.length === 0) continue;
    const answer = ctx.ask(p, () => ({ kind: "chooseObject", object: e.object, text, options, optional: false }));
    if (!answer) continue;
    const choice = expectAnswer(answer, "choose").object;
    chosen.push({ player: p, id: choice });
    // 101.4b: the next players know this choice when making theirs.
    emit(d, { type: "optionChosen", player: p, text, option: shownName(d.state.battlefield.find((x) => x.id === choice)!) });
  }
  return chosen;
}

/**
 * 303.4f: an Aura put onto the battlefield without being cast: the player putting it onto the battlefield chooses what it
 * enchants (not targeted), something it can enchant; 303.4g: if there is nothing, it stays where it is.
 */
function putAuraOntoBattlefield(ctx: ProcedureContext, e: EffectContext, effect: Extract<Effect, { kind: "putAuraOntoBattlefield" }>): void {
  const d = ctx.d;
  const you = e.controller;
  const hosts = (card: string): ObjectId[] =>
    enchantableHosts(
      d,
      card,
      you,
      "self" in effect.attachTo
        ? d.state.battlefield.filter((p) => p.id === e.source)
        : d.state.battlefield.filter((p) => permanentMatches(d, p, (effect.attachTo as ChosenPermanent).chosen, you)),
    );
  const isAura = (card: string) => d.def(card).subtypes.includes("Aura");
  let id: ObjectId | undefined;
  if (effect.aura === "fromYourHand") {
    const options = d.state.players[you]!.hand.filter((c) => isAura(c.card) && hosts(c.card).length > 0).map((c) => c.id);
    if (options.length === 0) return;
    const text = "put an Aura card from your hand onto the battlefield";
    const answer = ctx.ask(you, () => ({ kind: "chooseObject", object: e.object, text, options, optional: effect.optional }));
    if (!answer || answer.kind === "decline") return;
    id = expectAnswer(answer, "choose").object;
  } else id = objects(d, e, effect.aura)[0];
  const found = id === undefined ? undefined : findCard(d, id);
  if (!found || (found.zone === "hand") !== (effect.aura === "fromYourHand") || !isAura(found.card.card)) return;
  const options = hosts(found.card.card);
  if (options.length === 0) return;
  const text = "self" in effect.attachTo ? "" : effect.attachTo.text;
  const answer = options.length === 1 ? undefined : ctx.ask(you, () => ({ kind: "chooseObject", object: e.object, text, options, optional: false }));
  const host = answer ? expectAnswer(answer, "choose").object : options[0]!;
  enterBattlefield(d, found.card.card, found.card.owner, you, found.zone, { attachedTo: host, leave: () => takeCard(d, found.card.id) });
}

/** 701.23: the controller searches their library for a card that matches (701.23b: and may find nothing). */
function searchLibrary(ctx: ProcedureContext, e: EffectContext, filter: ObjectFilter): { index: number; name: string } | null {
  const d = ctx.d;
  const library = d.state.players[e.controller]!.library;
  const options = library.map((name, index) => ({ index, name })).filter((c) => matchesFilter(cardFacts(d, d.def(c.name), e.controller), filter, e.controller));
  const answer = ctx.ask(e.controller, () => ({ kind: "searchLibrary", object: e.object, options }));
  const index = answer ? expectAnswer(answer, "libraryCard").index : null;
  const name = index === null ? null : library[index]!;
  emit(d, { type: "libraryCardFound", player: e.controller, name });
  return index === null || name === null ? null : { index, name };
}

/** A card its controller may choose from their graveyard, revealed and put into their hand; whether one was. */
function takeFromOwnGraveyard(ctx: ProcedureContext, e: EffectContext, filter: ObjectFilter): boolean {
  const d = ctx.d;
  const options = d.state.players[e.controller]!.graveyard.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), e.controller), filter, e.controller)).map(
    (c) => c.id,
  );
  if (options.length === 0) return false;
  const text = "put a card from your graveyard into your hand (or search your library)";
  const answer = ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text, options, optional: true }));
  if (!answer || answer.kind === "decline") return false;
  const id = expectAnswer(answer, "choose").object;
  const card = takeFromGraveyard(d, e.controller, id);
  if (!card) return false;
  emit(d, { type: "revealed", player: e.controller, from: "graveyard", names: [card.card] });
  putIntoHand(d, card.card, card.owner, "graveyard", id);
  return true;
}

/** 608.2d: "Choose a [filter] on the battlefield": the effect's controller chooses one as it applies; undefined if there is none. */
function choosePermanent(ctx: ProcedureContext, e: EffectContext, choice: ChosenPermanent): ObjectId | undefined {
  const d = ctx.d;
  const options = d.state.battlefield.filter((p) => permanentMatches(d, p, choice.chosen, e.controller)).map((p) => p.id);
  if (options.length === 0) return undefined;
  const answer = ctx.ask(e.controller, () => ({ kind: "chooseObject", object: e.object, text: choice.text, options, optional: false }));
  const id = answer ? expectAnswer(answer, "choose").object : options[0]!;
  emit(d, { type: "optionChosen", player: e.controller, text: choice.text, option: characteristics(d, d.state.battlefield.find((p) => p.id === id)!).name });
  return id;
}

/** 701.27a: an instruction to transform a permanent (objects/transform.ts says whether it can). */
function transform(d: Draft, id: ObjectId, e: EffectContext): void {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm) return;
  // 702.145b, 702.145e: daybound and nightbound permanents transform only as it becomes day or night.
  const keywords = keywordsOf(d, perm);
  if (hasKeyword(keywords, "Daybound") || hasKeyword(keywords, "Nightbound")) return;
  // 701.27f: an ability of the permanent transforms it only if it hasn't transformed since the ability was put on the stack.
  const ownAbility = e.source === id && e.object !== id;
  if (ownAbility && perm.transformedAt !== undefined && perm.transformedAt > e.object) return;
  transformPermanent(d, id);
}

/** 710.2, 710.4: the permanent becomes flipped, for good; one already flipped stays so (110.5c: its status, whatever it copies). */
function flip(d: Draft, id: ObjectId): void {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm || perm.flipped) return;
  const from = characteristics(d, perm).name;
  const edited = d.permanent(id)!;
  edited.flipped = true;
  emit(d, { type: "flipped", object: id, name: from, into: characteristics(d, edited).name });
}

/** "Look at the top card of your library. You may reveal that card. If a [filter] card is revealed this way, [effects]." */
function lookAtTopMayReveal(ctx: ProcedureContext, e: EffectContext, filter: ObjectFilter, then: readonly Effect[]): void {
  const d = ctx.d;
  const top = d.state.players[e.controller]!.library[0];
  if (top === undefined) return;
  const facts = cardFacts(d, d.def(top), e.controller);
  // Only the player looks: the card's name is in their own prompt, not in an event.
  const text = `The top card of your library is ${facts.chars.name}. Reveal it?`;
  const answer = ctx.ask(e.controller, () => ({ kind: "chooseOption", object: e.object, text, options: ["reveal", "don't reveal"] }));
  if (!answer || expectAnswer(answer, "option").option !== "reveal") return;
  emit(d, { type: "revealed", player: e.controller, from: "library", names: [top] });
  if (matchesFilter(facts, filter, e.controller)) performEffects(ctx, e, then);
}

function assertNever(x: never): never {
  throw new Error(`engine bug: unhandled effect ${JSON.stringify(x)}`);
}

/** 608.2d: "choose a card name": any card the game knows (tokens aren't cards). */
function nameACard(ctx: ProcedureContext, e: EffectContext): string {
  const d = ctx.d;
  const options = nameableCardNames(d.cards);
  const answer = ctx.ask(e.controller, () => ({ kind: "nameCard", object: e.object, text: "name a card", options }));
  const name = answer ? expectAnswer(answer, "name").name : options[0]!;
  emit(d, { type: "cardNamed", player: e.controller, name });
  return name;
}

/**
 * 608.2g: a spell cast while another resolves — put on the stack and cast through 601.2a–h, with no priority
 * afterwards. Casting it "without paying its mana cost" is its alternative cost (118.9); cancelling it, or a
 * step it can't complete, reverses only that cast (732.1) and the resolution goes on.
 */
function castFromHandWithoutPaying(ctx: ProcedureContext, e: EffectContext, maxManaValue: number): void {
  const d = ctx.d;
  const eligible = (): ObjectId[] =>
    d.state.players[e.controller]!.hand.filter((c) => {
      const def = d.def(c.card);
      return !def.types.includes("Land") && (def.manaCost ? manaValue(def.manaCost) : 0) <= maxManaValue;
    }).map((c) => c.id);
  // 732.1: a reversed cast returns to the moment before it was proposed — the choice to cast is offered again.
  for (;;) {
    if (eligible().length === 0) return;
    const answer = ctx.ask(e.controller, () => ({
      kind: "chooseObject",
      object: e.object,
      text: `cast a spell with mana value ${maxManaValue} or less from your hand without paying its mana cost`,
      options: eligible(),
      optional: true,
    }));
    if (!answer || answer.kind === "decline") return;
    const card = expectAnswer(answer, "choose").object;
    const name = d.state.players[e.controller]!.hand.find((c) => c.id === card)!.card;
    const before = d.freeze();
    try {
      castSpell(ctx, e.controller, card, { withoutPayingManaCost: true });
      return;
    } catch (signal) {
      if (!(signal instanceof Reversal)) throw signal;
      d.restore(before);
      emit(d, { type: "castReversed", player: e.controller, name, ability: false, reason: signal.reason, rule: signal.rule });
    }
  }
}

/** 104.2b: an effect says a player wins the game; every other player loses it (104.3e). */
function winGame(d: Draft, winner: PlayerId, reason: string): void {
  if (!inGame(d.state, winner) || cantWin(d, winner)) return;
  emit(d, { type: "playerWon", player: winner, reason, rule: "104.2b" });
  losePlayers(
    d,
    d.state.players
      .filter((p) => p.id !== winner && p.status === "playing")
      .map((p) => ({ player: p.id, reason: `${d.state.players[winner]!.name} won the game`, rule: "104.2b" })),
  );
}

/** 701.26a: a permanent becomes tapped (an event replacement effects may modify). */
/** 701.21a: the source of the effect is sacrificed if it is a permanent its controller controls; whether it was. */
function sacrificeSource(d: Draft, e: EffectContext, rule: string): boolean {
  const self = d.state.battlefield.find((p) => p.id === e.source);
  if (!self || controllerOf(d, self) !== e.controller) return false;
  permanentToGraveyard(d, self.id, { reason: "sacrificed", rule });
  return true;
}

/** 701.26b: the permanents among these that are tapped become untapped. */
function untap(d: Draft, ids: readonly ObjectId[]): void {
  const untapped = ids.filter((id) => d.state.battlefield.find((p) => p.id === id)?.tapped);
  for (const id of untapped) d.permanent(id)!.tapped = false;
  if (untapped.length > 0) emit(d, { type: "untapped", objects: untapped });
}

function tap(d: Draft, id: ObjectId): void {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm || perm.tapped || replace(d, { kind: "tap", object: id }) === null) return;
  d.permanent(id)!.tapped = true;
  emit(d, { type: "tapped", object: id, name: shownName(perm) });
}

export type { DamageSource };
export { dealDamage, type CreatureDealtDamage };

/**
 * Moves a spell off the stack to `to`. A spell cast with flashback is exiled instead of going anywhere
 * else (702.34a); the spliced text it had is gone with it (702.47e).
 */
export function moveSpellOffStack(
  d: Draft,
  spell: Spell,
  to: "graveyard" | "hand" | "libraryTop" | "adventure" | "exile",
  reason: "countered" | "returned" | "resolved" | "removed",
  rule?: string,
): void {
  const leave = (): void => {
    const stack = d.stack();
    stack.splice(
      stack.findIndex((o) => o.id === spell.id),
      1,
    );
    endEffectsOn(d, spell.id);
    // 708.9: a face-down spell leaving the stack for another zone than the battlefield is revealed.
    revealIfFaceDown(d, spell);
    emit(d, { type: "stackRemoved", object: spell.id, name: shownName(spell), reason, ...(rule ? { rule } : {}) });
  };
  // Into a graveyard, it stays on the stack while a player chooses among replacement effects (616.1).
  const toGraveyard = !spell.copy && spell.choices.alternativeCost !== "flashback" && to === "graveyard";
  if (toGraveyard) {
    putIntoGraveyard(d, spell.card, spell.owner, "stack", spell.id, undefined, leave);
    return;
  }
  leave();
  // 704.5e: a copy of a spell ceases to exist wherever it would go. It is no card, and no player could act in between.
  if (spell.copy)
    emit(d, {
      type: "ceasedToExist",
      object: spell.id,
      name: shownName(spell),
      owner: spell.owner,
      zone: to === "libraryTop" ? "library" : to === "adventure" ? "exile" : to,
      rule: "704.5e",
    });
  else if (spell.choices.alternativeCost === "flashback")
    putIntoExile(d, spell.card, spell.owner, "stack", spell.id, { reason: "it was cast with flashback", rule: "702.34a" });
  else if (to === "hand") putIntoHand(d, spell.card, spell.owner, "stack", spell.id);
  else if (to === "exile")
    putIntoExile(
      d,
      spell.card,
      spell.owner,
      "stack",
      spell.id,
      rule === "723.1b" ? { reason: "the turn ended", rule } : { reason: "its instructions exile it", rule: "608.2n" },
    );
  // 715.3d: its controller exiles it, and may cast it from there (not as an Adventure) while it stays exiled.
  else if (to === "adventure")
    putIntoExile(d, spell.card, spell.owner, "stack", spell.id, { reason: "it resolved as an Adventure", rule: "715.3d" }, spell.controller);
  else if (to === "libraryTop") {
    d.library(spell.owner).unshift(spell.card);
    emit(d, { type: "zoneChanged", name: spell.card, owner: spell.owner, from: "stack", to: "library", oldId: spell.id, newId: null });
  }
}

/** Removes an ability from the stack: it has resolved, or it is countered (701.6b) and doesn't resolve. */
export function removeAbility(d: Draft, ability: StackAbility, reason: "resolved" | "countered" | "removed", rule?: string): void {
  const stack = d.stack();
  stack.splice(
    stack.findIndex((o) => o.id === ability.id),
    1,
  );
  emit(d, { type: "stackRemoved", object: ability.id, name: ability.sourceCard, reason, ...(rule ? { rule } : {}) });
}

/**
 * 723.1a–b: ending the turn, as the spell or ability doing it resolves: triggered abilities waiting to be put on the
 * stack cease to exist, and every object on the stack, the resolving one too, is exiled — a copy or an ability, being no
 * card, ceases to exist. 723.1c–d follow once it is done (stack/resolution.ts, turn/flow.ts).
 */
function endTheTurn(d: Draft, resolving: ObjectId, by: string): void {
  d.state.pendingTriggers = [];
  for (const o of [...d.state.stack].reverse()) {
    // The resolving one leaves as its resolution ends; the others never resolve.
    const reason = o.id === resolving ? "resolved" : "removed";
    if (o.kind === "spell") moveSpellOffStack(d, o, "exile", reason, "723.1b");
    else removeAbility(d, o, reason, "723.1b");
  }
  d.state.turn = { ...d.state.turn, ended: true };
  emit(d, { type: "turnEnded", player: d.state.turn.active, by });
}

/** 701.6a: a countered spell is removed from the stack and put into its owner's graveyard; it doesn't resolve. */
/**
 * 113.6g: a spell with "This spell can't be countered" isn't countered by anything that would counter it; nor, 101.2,
 * is a spell a permanent's "[spells] can't be countered" applies to.
 */
function counterable(d: Draft, spell: Spell): boolean {
  const facts = spellFacts(d, spell);
  const cant = (a: Ability): boolean => a.kind === "static" && a.effect.kind === "cantBeCountered" && conditionHolds(a.effect.when, spell.choices);
  if (facts.chars.abilities.some((k) => cant(k.ability))) return false;
  return !staticEffects(d, "spellsCantBeCountered").some(({ perm, effect }) => matchesFilter(facts, effect.spells, controllerOf(d, perm)));
}

export function counterSpell(d: Draft, spell: Spell, by: string): void {
  emit(d, { type: "countered", object: spell.id, name: shownName(spell), reason: `countered by ${by}`, rule: "701.6a" });
  moveSpellOffStack(d, spell, "graveyard", "countered", "701.6a");
}

export function lastKnownOf(d: Draft, targets: readonly (readonly Target[])[]): Map<ObjectId, LastKnown> {
  const known = new Map<ObjectId, LastKnown>();
  for (const t of targets.flat()) {
    if (t.kind !== "object") continue;
    const perm = d.state.battlefield.find((p) => p.id === t.id);
    // Its mana value from the object view: a copy has the copied mana cost (707.2).
    if (perm)
      known.set(t.id, {
        card: perm.card,
        controller: controllerOf(d, perm),
        manaValue: permanentFacts(d, perm).manaValue,
        ...powerToughness(d, perm),
      });
    const spell = d.state.stack.find((o) => o.id === t.id);
    if (spell?.kind === "spell")
      known.set(t.id, { card: spell.card, controller: spell.controller, manaValue: spellFacts(d, spell).manaValue, power: null, toughness: null });
  }
  return known;
}

/**
 * 701.8: destroying moves a permanent to its owner's graveyard — unless it is indestructible (702.12b), or a
 * regeneration shield replaces the destruction (701.19a; not when it "can't be regenerated", 701.19c).
 */
/** 701.8: destroys a permanent; the objects it became where it went (none if it wasn't destroyed). */
export function destroy(d: Draft, id: ObjectId, reason: string, rule: string, regenerable = true): CardObject[] {
  const perm = d.state.battlefield.find((p) => p.id === id);
  if (!perm || keywordsOf(d, perm).includes("Indestructible")) return [];
  const event = replace(d, { kind: "destroy", object: id, regenerable });
  if (event?.kind === "regenerate") regenerate(d, event.object);
  if (event?.kind !== "destroy") return [];
  return permanentToGraveyard(d, id, { reason, rule });
}

/** 701.19a: remove all damage marked on it, tap it, and remove it from combat. */
function regenerate(d: Draft, id: ObjectId): void {
  const perm = d.permanent(id);
  if (!perm) return;
  perm.damage = 0;
  perm.tapped = true;
  if (d.state.deathtouched.includes(id)) d.state.deathtouched = d.state.deathtouched.filter((x) => x !== id);
  removeFromCombat(d, id);
  emit(d, { type: "regenerated", object: id, name: shownName(perm) });
}

/** 611.2, 614, 615: a replacement or prevention shield from a resolving spell or ability, until end of turn or used up. */
function addShield(d: Draft, e: EffectContext, shield: Shield, text: string): void {
  d.effects().push({
    kind: "shield",
    timestamp: d.newTimestamp(),
    sourceCard: e.sourceName,
    controller: e.controller,
    source: e.source,
    shield,
    text,
    duration: "endOfTurn",
  });
}

/** Performs what a replacement effect of a static ability does instead (614.1a), as its source's controller. */
registerInsteadPerformer((d, instead) => {
  const ctx = d.asker;
  if (!(ctx instanceof ProcedureContext)) throw new Error("engine bug: a replacement effect's instructions outside a procedure");
  const source = d.state.battlefield.find((p) => p.id === instead.source);
  performEffects(
    ctx,
    {
      object: instead.source,
      source: instead.source,
      sourceName: instead.sourceName,
      sourceColors: source ? colorsOf(d, source) : [],
      controller: instead.controller,
      choices: NO_CHOICES,
      targets: [],
      legal: [],
      division: [],
      lastKnown: new Map(),
      subject: null,
      eventAmount: instead.eventAmount,
    },
    instead.effects,
  );
});

/** 611.2: a continuous effect from a resolving spell or ability, locked to the objects it affects (611.2c), applied in its layer (613). */
function addEffect(
  d: Draft,
  e: EffectContext,
  affected: readonly ObjectId[],
  modification: Modification | readonly Modification[],
  duration: Extract<ContinuousEffect, { kind: "characteristics" }>["duration"],
): void {
  d.effects().push({
    kind: "characteristics",
    timestamp: d.newTimestamp(),
    sourceCard: e.sourceName,
    controller: e.controller,
    affected,
    // One effect may change several characteristics, each in its own layer (613.6).
    modifications: "kind" in modification ? [modification] : modification,
    duration,
  });
}

/** A spell's card name, or "[source]'s ability". */
function stackObjectName(o: Spell | StackAbility): string {
  return o.kind === "spell" ? shownName(o) : `${o.sourceCard}'s ability`;
}

/** 122.1: puts counters of a kind on a permanent. */
/** 701.17a: the player puts the top N cards of their library into their graveyard, all at once. */
function mill(d: Draft, player: PlayerId, amount: number): void {
  if (!inGame(d.state, player) || amount <= 0) return;
  // Each stays on top of the library until where it goes is settled (616.1).
  const milled = d.state.players[player]!.library.slice(0, amount);
  for (const card of milled) putIntoGraveyard(d, card, player, "library", null, { reason: "milled", rule: "701.17a" }, () => d.library(player).shift());
}

/**
 * "Choose land or nonland and reveal cards from the top of your library until you reveal a card of the chosen kind. Put
 * that card into your hand and put all other cards revealed this way on the bottom of your library in any order."
 */
function revealUntilLandOrNonland(ctx: ProcedureContext, e: EffectContext): void {
  const d = ctx.d;
  const you = e.controller;
  const text = "choose land or nonland";
  const answer = ctx.ask(you, () => ({ kind: "chooseOption", object: e.object, text, options: ["land", "nonland"] }));
  const land = !answer || expectAnswer(answer, "option").option === "land";
  emit(d, { type: "optionChosen", player: you, text, option: land ? "land" : "nonland" });
  const library = d.state.players[you]!.library;
  const at = library.findIndex((c) => d.def(c).types.includes("Land") === land);
  const revealed = at < 0 ? [...library] : library.slice(0, at + 1);
  if (revealed.length === 0) return;
  emit(d, { type: "revealed", player: you, from: "library", names: revealed });
  // The order is asked before any card moves: a game waiting for the answer has every card in a zone.
  const others = at >= 0 ? revealed.slice(0, -1) : revealed;
  const onBottom = chooseOrder(ctx, e.controller, e.object, others, "the card to put on the bottom of your library next (the first chosen goes first)");
  const taken = d.library(you).splice(0, revealed.length);
  if (at >= 0) putIntoHand(d, taken.pop()!, you, "library", null);
  d.library(you).push(...onBottom);
}

/**
 * 701.22a: look at the top N cards of the library, put any number of them on the bottom in any order and the rest
 * on top in any order. The player says where each goes, then the order of each group (top first, bottom first).
 */
function scry(ctx: ProcedureContext, e: EffectContext, amount: number): void {
  const d = ctx.d;
  const you = e.controller;
  // 701.22b: scry 0 is no scry event.
  const seen = d.state.players[you]!.library.slice(0, amount);
  if (seen.length === 0) return;
  const top: string[] = [];
  const bottom: string[] = [];
  seen.forEach((card, i) => {
    const text = `scry: put ${card} (card ${i + 1} of ${seen.length}) on the top or the bottom of your library`;
    const answer = ctx.ask(you, () => ({ kind: "chooseOption", object: e.object, text, options: ["top", "bottom"] }));
    (answer && expectAnswer(answer, "option").option === "bottom" ? bottom : top).push(card);
  });
  const ordered = (cards: string[], where: string): string[] => chooseOrder(ctx, you, e.object, cards, `scry: the card to put ${where} next`);
  const onTop = ordered(top, "on top (the first chosen is the top card)");
  const onBottom = ordered(bottom, "on the bottom (the first chosen is the bottom card)");
  const library = d.library(you);
  library.splice(0, seen.length);
  library.unshift(...onTop);
  library.push(...onBottom.reverse());
  emit(d, { type: "scried", player: you, top: onTop.length, bottom: onBottom.length });
}

/**
 * 701.14: each of two creatures deals damage equal to its power to the other (not combat damage, 701.14d); if either
 * is no longer a creature on the battlefield, or an illegal target, neither deals damage (701.14b).
 */
/** A creature on the battlefield with this id, if there is one. */
function creatureWithId(d: Draft, id: ObjectId | undefined): Permanent | undefined {
  const perm = id === undefined ? undefined : d.state.battlefield.find((p) => p.id === id);
  return perm && characteristics(d, perm).types.includes("Creature") ? perm : undefined;
}

function permanentDamageSource(d: Draft, p: Permanent): DamageSource {
  return { id: p.id, name: shownName(p), colors: colorsOf(d, p), controller: controllerOf(d, p) };
}

function fight(d: Draft, a: ObjectId | undefined, b: ObjectId | undefined): void {
  const first = creatureWithId(d, a);
  const second = creatureWithId(d, b);
  if (!first || !second) return;
  const [firstPower, secondPower] = [powerToughness(d, first).power, powerToughness(d, second).power];
  // Each deals damage equal to its power as the fight began; state-based actions see both at once afterwards.
  dealDamage(d, permanentDamageSource(d, first), { kind: "object", id: second.id }, firstPower, false);
  dealDamage(d, permanentDamageSource(d, second), { kind: "object", id: first.id }, secondPower, false);
}

/** "[Creature] deals damage equal to its power to [creature]": nothing if either is gone (608.2b). */
function damageEqualToPower(d: Draft, a: ObjectId | undefined, b: ObjectId | undefined): void {
  const source = creatureWithId(d, a);
  const to = creatureWithId(d, b);
  if (!source || !to) return;
  dealDamage(d, permanentDamageSource(d, source), { kind: "object", id: to.id }, powerToughness(d, source).power, false);
}
