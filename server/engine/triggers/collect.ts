// 603.2: triggered abilities watch every event as it happens (events/emit.ts feeds them); an ability whose
// trigger event occurs triggers and waits (pendingTriggers) until the next time a player would receive
// priority, when put-on-stack.ts puts it on the stack.

import type { CombatRole, ObjectFilter, TriggerCondition, TriggeredAbility, TriggerEvent } from "../../card-language/card-definition.ts";
import {
  cardFacts,
  characteristics,
  controllerOf,
  definitionOf,
  hasGrantedAbilities,
  matchesFilter,
  permanentMatches,
  spellFacts,
} from "../layers/characteristics.ts";
import { ownAndControlWith, stateConditionHolds } from "../layers/battlefield-facts.ts";
import { factsOf } from "../layers/definition-facts.ts";
import { lastKnownCharacteristics } from "../layers/last-known.ts";
import { objectFacts } from "../layers/filters.ts";
import type { Draft } from "../kernel/draft.ts";
import { perGame } from "../kernel/game-memo.ts";
import type { GameEvent } from "../../../shared/events.ts";
import type { AbilityKey, ObjectId, PendingTrigger, Permanent, PlayerId, Spell } from "../kernel/state.ts";
import { shownName } from "../layers/printed.ts";
import { bindChosenColor, choicesFor } from "../layers/entry-choices.ts";
import { rulesText } from "../layers/copiable.ts";

/** 603.4: an intervening "if" clause, about the ability's controller or its source. */
export function conditionMet(d: Draft, condition: TriggerCondition | undefined, controller: PlayerId, source: ObjectId): boolean {
  if (!condition) return true;
  if ("sourceNotRenowned" in condition) return d.state.battlefield.find((p) => p.id === source)?.renowned !== true;
  if ("sourceUntapped" in condition) return d.state.battlefield.find((p) => p.id === source)?.tapped === false;
  if ("lifeAtLeast" in condition) return (d.state.players[controller]?.life ?? 0) >= condition.lifeAtLeast;
  if ("ownAndControlSelfAnd" in condition) return ownAndControlWith(d, controller, source, condition.ownAndControlSelfAnd) !== null;
  if ("notCastFromHand" in condition) {
    // As it is now, or as it last existed on the battlefield (603.4: checked again as the ability resolves).
    const self = d.state.battlefield.find((p) => p.id === source) ?? d.lastKnown.get(source);
    return self?.castFrom !== "hand";
  }
  if ("activePlayerHandAtMost" in condition) return (d.state.players[d.state.turn.active]?.hand.length ?? 0) <= condition.activePlayerHandAtMost;
  if ("cardsInYourGraveyard" in condition) {
    const graveyard = d.state.players[controller]?.graveyard ?? [];
    return graveyard.filter((c) => matchesFilter(cardFacts(d, d.def(c.card), c.owner), condition.cardsInYourGraveyard, controller)).length >= condition.atLeast;
  }
  if ("creatureDiedThisTurn" in condition || "youControl" in condition || "lifeGainedThisTurnAtLeast" in condition || "lifeAboveStartingBy" in condition)
    return stateConditionHolds(d, condition, controller, source);
  const lastTurn = d.state.spellsCastLastTurn;
  if ("noSpellsLastTurn" in condition) return lastTurn.length === 0;
  const atLeast = condition.aPlayerCastLastTurn;
  return d.state.players.some((p) => lastTurn.filter((caster) => caster === p.id).length >= atLeast);
}

/** 603.3a: the ability's controller is its source's controller as it triggers. */
function trigger(d: Draft, watching: Watching, subject: ObjectId | null, subjectController?: PlayerId, eventAmount?: number, subjectPlayer?: PlayerId): void {
  const source = watching.perm;
  const sourceChars = lastKnownCharacteristics(d, source);
  addPending(d, {
    source: source.id,
    sourceCard: shownName(source),
    sourceColors: sourceChars.colors,
    ...(sourceChars.power === null ? {} : { sourcePower: sourceChars.power }),
    controller: sourceChars.controller,
    ability: watching.key,
    text: watching.ability,
    subject,
    ...(subjectController === undefined ? {} : { subjectController }),
    ...(eventAmount === undefined ? {} : { eventAmount }),
    ...(subjectPlayer === undefined ? {} : { subjectPlayer }),
  });
}

/**
 * A triggered ability of a card outside the battlefield (in a graveyard, 113.6m; being discarded from a hand, 113.6k):
 * its owner controls it (the card's controller there).
 */
function triggerFromCard(
  d: Draft,
  card: { readonly id: ObjectId; readonly card: string; readonly owner: PlayerId },
  key: AbilityKey,
  ability: TriggeredAbility,
): void {
  const chars = cardFacts(d, d.def(card.card), card.owner).chars;
  addPending(d, { source: card.id, sourceCard: chars.name, sourceColors: chars.colors, controller: card.owner, ability: key, text: ability, subject: null });
}

/** The triggered abilities of a card (in a zone other than the battlefield) whose trigger is `on`, with their keys. */
function cardAbilitiesOn(d: Draft, card: string, owner: PlayerId, on: TriggerEvent["on"]): { key: AbilityKey; ability: TriggeredAbility }[] {
  const def = d.def(card);
  if (!factsOf(def).triggersOn.has(on)) return [];
  return cardFacts(d, def, owner).chars.abilities.flatMap(({ key, ability: a }) =>
    a.kind === "triggered" && a.trigger.on === on ? [{ key, ability: a }] : [],
  );
}

function addPending(d: Draft, t: PendingTrigger): void {
  d.state.pendingTriggers = [...d.state.pendingTriggers, t];
}

export interface Watching {
  readonly perm: Permanent;
  readonly ability: TriggeredAbility;
  readonly key: AbilityKey;
  /** Which of the ability's trigger events this is (603.2: "enters the battlefield or attacks" has two). */
  readonly trigger: TriggerEvent;
}

const NONE_WATCHING: readonly Watching[] = [];

/** Each triggered ability of the permanents in `where` whose trigger matches, with its key (checked for every event: kept cheap). */
function abilitiesOn(d: Draft, where: readonly Permanent[], on: TriggerEvent["on"]): readonly Watching[] {
  let out: Watching[] | null = null;
  for (const perm of where) {
    // The printed abilities say which permanents may watch this event, unless an effect grants the permanent abilities;
    // the view says which abilities they have now (613, layer 6).
    const left = !d.state.battlefield.includes(perm);
    if (!left && !factsOf(definitionOf(d.cards, perm)).triggersOn.has(on) && !hasGrantedAbilities(d, perm)) continue;
    // One that has left (a "dies" or "put into a graveyard" trigger) has the abilities it last had (603.10a).
    // 113.6m: one that functions only in another zone doesn't trigger from the battlefield.
    for (const { key, ability: a } of lastKnownCharacteristics(d, perm).abilities) {
      if (a.kind !== "triggered" || a.functionsIn !== undefined) continue;
      const t = a.trigger.on === on ? a.trigger : a.alsoOn?.on === on ? a.alsoOn : null;
      if (t) (out ??= []).push({ perm, ability: a, key, trigger: t });
    }
  }
  return out ?? NONE_WATCHING;
}

interface WatchingMemo {
  readonly cards: Draft["cards"];
  readonly battlefield: readonly Permanent[];
  /** Effects may grant or remove abilities (613, layer 6). */
  readonly effects: Draft["state"]["effects"];
  readonly byEvent: Map<TriggerEvent["on"], readonly Watching[]>;
}

/** The abilities found watching each kind of event on the game's last frozen battlefield asked about. */
const watchingMemo = perGame((): { last: WatchingMemo | null } => ({ last: null }));

/**
 * `abilitiesOn` the battlefield. Most events (a step beginning, a spell cast) find the battlefield as the
 * event before did: while it is frozen (draft.ts), what watches it is kept.
 */
function watchingBattlefield(d: Draft, on: TriggerEvent["on"]): readonly Watching[] {
  const { battlefield, effects } = d.state;
  if (!d.isFrozen(battlefield) || !d.isFrozen(effects)) return abilitiesOn(d, battlefield, on);
  const m = watchingMemo(d.state);
  let last = m.last;
  if (last?.battlefield !== battlefield || last.effects !== effects || last.cards !== d.cards)
    m.last = last = { cards: d.cards, battlefield, effects, byEvent: new Map() };
  let watching = last.byEvent.get(on);
  if (!watching) last.byEvent.set(on, (watching = abilitiesOn(d, battlefield, on)));
  return watching;
}

/** Whether `perm` is attached to a permanent `player` controls ("enchanted creature's controller"). */
function attachedToOneOf(d: Draft, perm: Permanent, player: PlayerId): boolean {
  const host = perm.attachedTo === null ? undefined : d.state.battlefield.find((p) => p.id === perm.attachedTo);
  return host !== undefined && controllerOf(d, host) === player;
}

/** "A spell that targets only a single [filter]": every target chosen for it is one object, a permanent that matches. */
function targetsOnlyOne(d: Draft, spell: Spell, filter: ObjectFilter, you: PlayerId): boolean {
  const all = spell.choices.targets.flat();
  const first = all[0];
  if (first?.kind !== "object" || all.some((t) => t.kind !== "object" || t.id !== first.id)) return false;
  const perm = d.state.battlefield.find((p) => p.id === first.id);
  return perm !== undefined && permanentMatches(d, perm, filter, you);
}

function matchesWhat(d: Draft, what: "self" | ObjectFilter, perm: Permanent, subject: Permanent, you: PlayerId): boolean {
  if (what === "self") return perm.id === subject.id;
  return permanentMatches(d, subject, what, you);
}

/**
 * 508.3a, 509.3a, 509.3c: the "combatRole" abilities watching `role` of a creature: its own, those of the permanents
 * attached to it, and those of any permanent watching creatures that match ("Whenever a creature with flying attacks").
 */
function combatRoleTriggers(d: Draft, id: ObjectId, role: CombatRole): void {
  const creature = d.state.battlefield.find((p) => p.id === id);
  if (!creature) return;
  for (const w of watchingBattlefield(d, "combatRole")) {
    const t = w.trigger as Extract<TriggerEvent, { on: "combatRole" }>;
    if (!t.roles.includes(role)) continue;
    const about =
      t.what === "self" ? w.perm.id === id : t.what === "attached" ? w.perm.attachedTo === id : permanentMatches(d, creature, t.what, controllerOf(d, w.perm));
    if (!about) continue;
    if (conditionMet(d, w.ability.condition, controllerOf(d, w.perm), w.perm.id)) trigger(d, w, id, controllerOf(d, creature));
  }
}

/** "Whenever [an opponent / you] draws / discards a card" (121.1, 701.9a): "that player" is the one who did. */
function playerActionTriggers(d: Draft, on: "draws" | "discards", player: PlayerId): void {
  for (const w of watchingBattlefield(d, on)) {
    const who = (w.ability.trigger as Extract<TriggerEvent, { on: "draws" | "discards" }>).who;
    if ((controllerOf(d, w.perm) === player) === (who === "you")) trigger(d, w, null, player);
  }
}

/**
 * 120.2: "whenever [this / enchanted creature] deals damage", with the amount. Combat damage is dealt at once (510.2): what a
 * creature deals in one combat damage step triggers the ability once, for the total, before anyone could act.
 */
function dealsDamageTriggers(d: Draft, sourceId: ObjectId, amount: number, combat: boolean): void {
  const watchers = d.state.battlefield.filter((p) => p.id === sourceId || p.attachedTo === sourceId);
  for (const w of abilitiesOn(d, watchers, "dealsDamage")) {
    const t = w.ability.trigger as Extract<TriggerEvent, { on: "dealsDamage" }>;
    if ((t.what === "self") !== (w.perm.id === sourceId)) continue;
    triggerForDamage(d, w, sourceId, amount, combat);
  }
}

/** 106.12a: the abilities that trigger on `source` being tapped for mana. */
export function tappedForManaWatchers(d: Draft, source: ObjectId): Watching[] {
  const land = d.state.battlefield.find((p) => p.id === source);
  if (!land) return [];
  const isLand = characteristics(d, land).types.includes("Land");
  return watchingBattlefield(d, "tappedForMana").filter(({ perm, ability }) => {
    const t = ability.trigger as Extract<TriggerEvent, { on: "tappedForMana" }>;
    return isLand && (t.what === "land" || perm.attachedTo === source);
  });
}

/** 605.1b: a triggered ability without targets that only adds mana is a mana ability (it resolves at once, 605.4a). */
export function isManaAbility(ability: TriggeredAbility): boolean {
  return ability.targets.length === 0 && ability.effects.every((e) => e.kind === "addMana");
}

/**
 * 510.2: combat damage is dealt at once, so an ability watching damage ("deals damage", "is dealt damage") triggers once
 * for all the combat damage of a step, with the total as "that much"; other damage triggers it each time.
 */
function triggerForDamage(d: Draft, w: Watching, subject: ObjectId, amount: number, combat: boolean): void {
  const same = (p: PendingTrigger): boolean => combat && p.source === w.perm.id && p.ability === w.key && p.eventAmount !== undefined;
  const earlier = d.state.pendingTriggers.findIndex(same);
  if (earlier >= 0) {
    const pending = [...d.state.pendingTriggers];
    pending[earlier] = { ...pending[earlier]!, eventAmount: pending[earlier]!.eventAmount! + amount };
    d.state.pendingTriggers = pending;
  } else trigger(d, w, subject, undefined, amount);
}

/** Called for every event as it is emitted: records the abilities it triggers. */
export function collectTriggers(d: Draft, event: GameEvent): void {
  switch (event.type) {
    case "spellCast": {
      const spell = d.state.stack.find((o) => o.id === event.object);
      if (spell?.kind !== "spell") return;
      const facts = spellFacts(d, spell);
      for (const w of watchingBattlefield(d, "spellCast")) {
        const { perm, ability } = w;
        const t = w.trigger as Extract<TriggerEvent, { on: "spellCast" }>;
        if (t.caster === "you" && spell.controller !== controllerOf(d, perm)) continue;
        if (t.caster === "opponent" && spell.controller === controllerOf(d, perm)) continue;
        // 607.2d: "a spell of the chosen color": the color chosen as the source entered.
        const spells = bindChosenColor(t.spells, choicesFor(perm, rulesText(d, perm)));
        if (!matchesFilter(facts, spells, controllerOf(d, perm))) continue;
        if (t.manaValueEqualsCounters !== undefined && facts.manaValue !== (perm.counters[t.manaValueEqualsCounters] ?? 0)) continue;
        if (t.targetsOnly && !targetsOnlyOne(d, spell, t.targetsOnly, controllerOf(d, perm))) continue;
        if (conditionMet(d, ability.condition, controllerOf(d, perm), perm.id)) trigger(d, w, spell.id);
      }
      return;
    }
    case "permanentEntered": {
      const entered = d.state.battlefield.find((p) => p.id === event.object);
      if (!entered) return;
      for (const w of watchingBattlefield(d, "enters")) {
        const { perm, ability } = w;
        const t = w.trigger as Extract<TriggerEvent, { on: "enters" }>;
        if (t.other && perm.id === entered.id) continue;
        const what = t.orSelf && perm.id === entered.id ? "self" : t.what;
        if (matchesWhat(d, what, perm, entered, controllerOf(d, perm)) && conditionMet(d, ability.condition, controllerOf(d, perm), perm.id))
          trigger(d, w, entered.id);
      }
      return;
    }
    case "zoneChanged": {
      if (event.to !== "graveyard") return;
      // Leaves-the-battlefield abilities look back in time (603.10a): the permanents that were on the battlefield just
      // before, the one leaving included, are the ones that can trigger.
      const left = event.from === "battlefield" && event.oldId !== null ? d.lastKnown.get(event.oldId) : undefined;
      const before = d.lookBack ?? d.state.battlefield;
      const watchers = left && !before.some((p) => p.id === left.id) ? [...before, left] : before;
      // "Whenever a card is put into a graveyard from anywhere": each card, so twice for a melded permanent (712.21).
      if (event.newId !== null && !d.def(event.name).token)
        for (const w of left ? abilitiesOn(d, watchers, "cardToGraveyard") : watchingBattlefield(d, "cardToGraveyard")) {
          const t = w.trigger as Extract<TriggerEvent, { on: "cardToGraveyard" }>;
          const you = lastKnownCharacteristics(d, w.perm).controller;
          if (t.whose === "opponent" && event.owner === you) continue;
          if (conditionMet(d, w.ability.condition, you, w.perm.id)) trigger(d, w, event.newId);
        }
      // "Dies": put into a graveyard from the battlefield — once for a melded permanent: one permanent left (712.21).
      if (!left || event.meldedCard === 2) return;
      // "When [this] is put into a graveyard from the battlefield", whatever it was.
      for (const w of abilitiesOn(d, [left], "toGraveyardFromBattlefield")) trigger(d, w, event.newId);
      // A creature dies if it was one as it last existed on the battlefield (113.7a).
      if (!lastKnownCharacteristics(d, left).types.includes("Creature")) return;
      for (const w of abilitiesOn(d, watchers, "dies")) {
        const { perm, ability } = w;
        const t = w.trigger as Extract<TriggerEvent, { on: "dies" }>;
        const you = lastKnownCharacteristics(d, perm).controller;
        // "When enchanted creature dies": the Aura was attached to it as it left (603.10a: as the Aura last was).
        if (t.other && perm.id === left.id) continue;
        if (t.dealtDamageBySourceThisTurn && !(left.damagedBy?.turn === d.state.turn.number && left.damagedBy.sources.includes(perm.id))) continue;
        const matches =
          t.what === "self"
            ? perm.id === left.id
            : t.what === "attached"
              ? perm.attachedTo === left.id
              : matchesFilter(objectFacts(lastKnownCharacteristics(d, left), left.tapped, 0, left.counters, d.def(left.card).token), t.what, you);
        // "that player": the creature's controller as it last existed.
        if (matches && conditionMet(d, ability.condition, you, perm.id)) trigger(d, w, event.newId, lastKnownCharacteristics(d, left).controller);
      }
      return;
    }
    case "stepBegan": {
      const active = d.state.turn.active;
      for (const w of watchingBattlefield(d, "beginningOfStep")) {
        const { perm, ability } = w;
        const t = w.trigger as Extract<TriggerEvent, { on: "beginningOfStep" }>;
        if (t.step !== event.step || (t.whose === "your" && controllerOf(d, perm) !== active)) continue;
        if (t.whose === "opponent" && controllerOf(d, perm) === active) continue;
        if (t.whose === "attachedController" && !attachedToOneOf(d, perm, active)) continue;
        if (conditionMet(d, ability.condition, controllerOf(d, perm), perm.id)) trigger(d, w, null);
      }
      // 113.6m: abilities that function in a graveyard ("return [this] from your graveyard to your hand").
      for (const player of d.state.players)
        for (const card of player.graveyard)
          for (const { key, ability } of cardAbilitiesOn(d, card.card, card.owner, "beginningOfStep")) {
            const t = ability.trigger as Extract<TriggerEvent, { on: "beginningOfStep" }>;
            if (ability.functionsIn !== "graveyard" || t.step !== event.step) continue;
            if ((t.whose === "your" && card.owner !== active) || (t.whose === "opponent" && card.owner === active)) continue;
            if (conditionMet(d, ability.condition, card.owner, card.id)) triggerFromCard(d, card, key, ability);
          }
      // 603.7: delayed triggered abilities waiting for this step trigger now, once.
      const due = d.state.delayedTriggers.filter((t) => t.step === event.step);
      if (due.length > 0) {
        d.state.delayedTriggers = d.state.delayedTriggers.filter((t) => t.step !== event.step);
        for (const { step: _, ...t } of due) addPending(d, t);
      }
      return;
    }
    case "discarded": {
      // 113.6k: "When a spell or ability an opponent controls causes you to discard [this]", as the card is discarded.
      if (event.by !== undefined && event.by !== event.player)
        for (const { key, ability } of cardAbilitiesOn(d, event.name, event.player, "discarded"))
          triggerFromCard(d, { id: event.card, card: event.name, owner: event.player }, key, ability);
      playerActionTriggers(d, "discards", event.player);
      return;
    }
    case "targetsChosen": {
      // 603.2e: it becomes the target once, however many instances of "target" chose it.
      const objects = new Set(event.targets.filter((t) => t.kind === "object").map((t) => t.id));
      const by = d.state.stack.find((o) => o.id === event.object);
      for (const id of objects) {
        const perm = d.state.battlefield.find((p) => p.id === id);
        if (!perm) continue;
        // "When enchanted creature becomes the target …": the Auras attached to it watch too.
        const attached = d.state.battlefield.filter((p) => p.attachedTo === perm.id);
        for (const w of abilitiesOn(d, [perm, ...attached], "becomesTarget")) {
          const t = w.trigger as Extract<TriggerEvent, { on: "becomesTarget" }>;
          if ((t.what === "attached") !== (w.perm.id !== perm.id)) continue;
          if (t.by === "spell" && by?.kind !== "spell") continue;
          if (t.by === "opponent" && (by === undefined || by.controller === controllerOf(d, perm))) continue;
          trigger(d, w, event.object, by?.kind === "spell" ? by.controller : undefined);
        }
      }
      return;
    }
    case "attackersDeclared": {
      // 508.3a: "whenever [a creature] attacks": each creature declared as an attacker.
      for (const a of event.attacks) combatRoleTriggers(d, a.attacker, "attacks");
      // 506.5: a creature attacks alone if it's the only creature declared as an attacker.
      if (event.attacks.length !== 1) return;
      const attacker = d.state.battlefield.find((p) => p.id === event.attacks[0]!.attacker);
      if (!attacker) return;
      for (const w of watchingBattlefield(d, "attacksAlone")) {
        const t = w.trigger as Extract<TriggerEvent, { on: "attacksAlone" }>;
        if (matchesWhat(d, t.what, w.perm, attacker, controllerOf(d, w.perm))) trigger(d, w, attacker.id);
      }
      return;
    }
    case "transformed": {
      // 701.27e: "transforms into [name]": it has that name just after it transformed (the event's `into`).
      const perm = d.state.battlefield.find((p) => p.id === event.object);
      if (perm)
        for (const w of abilitiesOn(d, [perm], "transformsInto"))
          if ((w.trigger as Extract<TriggerEvent, { on: "transformsInto" }>).name === event.into) trigger(d, w, null);
      return;
    }
    case "blockersDeclared": {
      // 509.3a, 509.3c: once for each creature that blocks, and once for each that becomes blocked, however many.
      for (const blocker of new Set(event.blocks.map((b) => b.blocker))) combatRoleTriggers(d, blocker, "blocks");
      for (const attacker of new Set(event.blocks.map((b) => b.attacker))) combatRoleTriggers(d, attacker, "becomesBlocked");
      for (const block of event.blocks) {
        const perm = d.state.battlefield.find((p) => p.id === block.blocker);
        if (!perm) continue;
        const blocked = d.state.battlefield.find((p) => p.id === block.attacker);
        for (const w of abilitiesOn(d, [perm], "blocks")) {
          const t = w.trigger as Extract<TriggerEvent, { on: "blocks" }>;
          if (!t.attackers || (blocked && permanentMatches(d, blocked, t.attackers, controllerOf(d, perm)))) trigger(d, w, block.attacker);
        }
        // 509.1h: the attacker becomes blocked by each of its blockers.
        const attacker = d.state.battlefield.find((p) => p.id === block.attacker);
        if (!attacker) continue;
        for (const w of abilitiesOn(d, [attacker], "blockedBy")) {
          const t = w.trigger as Extract<TriggerEvent, { on: "blockedBy" }>;
          // "that creature's controller": the blocker's.
          if (permanentMatches(d, perm, t.blockers, controllerOf(d, attacker))) trigger(d, w, perm.id, controllerOf(d, perm));
        }
      }
      return;
    }
    case "drew":
      playerActionTriggers(d, "draws", event.player);
      return;
    case "manaAdded": {
      if (!event.tapped) return;
      for (const w of tappedForManaWatchers(d, event.source)) if (!isManaAbility(w.ability)) trigger(d, w, event.source, event.player);
      return;
    }
    case "damageDealt": {
      const source = event.target.kind === "player" ? d.state.battlefield.find((p) => p.id === event.source) : undefined;
      if (source && event.combat) {
        // Its own abilities, and those of what is attached to it ("Whenever equipped creature deals combat damage").
        const watchers = d.state.battlefield.filter((p) => p.id === source.id || p.attachedTo === source.id);
        for (const w of abilitiesOn(d, watchers, "dealsCombatDamageToPlayer")) {
          const t = w.trigger as Extract<TriggerEvent, { on: "dealsCombatDamageToPlayer" }>;
          if ((t.what === "attached") !== (w.perm.id !== source.id)) continue;
          if (conditionMet(d, w.ability.condition, controllerOf(d, w.perm), w.perm.id)) trigger(d, w, null, event.target.id, event.amount, event.target.id);
        }
      }
      // "that player": the opponent dealt damage.
      if (source && event.target.id !== controllerOf(d, source))
        for (const w of abilitiesOn(d, [source], "dealsDamageToOpponent")) trigger(d, w, null, event.target.id, undefined, event.target.id);
      dealsDamageTriggers(d, event.source, event.amount, event.combat);
      const dealtTo = event.target.kind === "object" ? d.state.battlefield.find((p) => p.id === event.target.id) : undefined;
      // "Whenever [this] deals combat damage to a creature": that creature is the subject.
      const by = dealtTo && event.combat ? d.state.battlefield.find((p) => p.id === event.source) : undefined;
      if (by && dealtTo && characteristics(d, dealtTo).types.includes("Creature"))
        for (const w of abilitiesOn(d, [by], "dealsCombatDamageToCreature")) trigger(d, w, dealtTo.id);
      // "Whenever [this] is dealt damage": the source is the subject, the damage "that many".
      if (dealtTo) for (const w of abilitiesOn(d, [dealtTo], "dealtDamage")) triggerForDamage(d, w, event.source, event.amount, event.combat);
      return;
    }
    case "lifeChanged": {
      // 119.9, 119.9: "whenever [you gain] life" triggers once for each life-gaining event, whatever the amount.
      const gained = event.to - event.from;
      if (gained <= 0) return;
      for (const w of watchingBattlefield(d, "lifeGained")) {
        const t = w.trigger as Extract<TriggerEvent, { on: "lifeGained" }>;
        const you = controllerOf(d, w.perm);
        if (t.who === "you" && event.player !== you) continue;
        if (conditionMet(d, w.ability.condition, you, w.perm.id)) trigger(d, w, null, undefined, gained);
      }
      return;
    }
    default:
      return;
  }
}
