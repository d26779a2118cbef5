// The flow of the game: turns, steps, priority and the procedures that run between prompts.
// Every function here edits a Draft and returns once the game waits on a prompt (or is over).

import { activateAbility } from "../stack/activation.ts";
import { castSpell } from "../stack/casting.ts";
import { combatDamage, declareAttackers, declareBlockers, firstStrikeInCombat } from "../combat/combat.ts";
import { staticEffects } from "../layers/battlefield-facts.ts";
import type { Draft } from "../kernel/draft.ts";
import { activateManaAbility, emptyManaPools } from "../stack/mana.ts";
import { takeMulligans } from "./mulligan.ts";
import { inGame, leaveGame, nextInTurnOrder } from "../objects/players.ts";
import { priorityActions } from "./priority.ts";
import { execute, Reversal, type Outcome, type ProcedureContext, type ProcedureHooks, type ProcedureRun } from "../procedure/procedure.ts";
import { isReversible, type ProcedureCall } from "../procedure/procedure-call.ts";
import type { Answer } from "../../../shared/prompt.ts";
import { resolveTopOfStack } from "../stack/resolution.ts";
import { performStateBasedActions, stateBasedActionsApply } from "../sba/state-based-actions.ts";
import type { FaceIndex } from "../../card-language/card-definition.ts";
import { PHASE_OF, type LeaveReason, type PlayerId, type Step, type TranscriptEntry } from "../kernel/state.ts";
import { discardToHandSize, endCleanupEffects } from "./cleanup.ts";
import { putTriggeredAbilitiesOnStack } from "../triggers/put-on-stack.ts";
import { drawCard, enterBattlefield, takeFromGraveyard, takeFromHand } from "../objects/zones.ts";
import { emit } from "../events/emit.ts";
import { replace } from "../events/replacement.ts";
import { characteristics, controllerOf, staticEffectsOn } from "../layers/characteristics.ts";
import { noteControlChanges } from "../objects/control.ts";
import { turnFaceUp } from "../stack/morph.ts";
import { shownName } from "../layers/printed.ts";
import { checkDayAndNight, followDayAndNight } from "../objects/day-night.ts";

const hooks: ProcedureHooks = {
  body(ctx: ProcedureContext, call: ProcedureCall): void {
    switch (call.kind) {
      case "mulligans":
        takeMulligans(ctx);
        return;
      case "cast":
        castSpell(ctx, call.player, call.card, call.faceDown ? { faceDown: true } : call.face === undefined ? {} : { face: call.face });
        return;
      case "turnFaceUp":
        turnFaceUp(ctx, call.player, call.permanent);
        return;
      case "activate":
        activateAbility(ctx, call.player, call.source, call.ability);
        return;
      case "playLand":
        playLand(ctx.d, call.player, call.card, call.face);
        return;
      case "activateMana":
        activateManaAbility(ctx.d, call.player, call.source, call.ability, call.mana);
        return;
      case "resolve":
        resolveTopOfStack(ctx);
        return;
      case "stateCheck":
        beforePriority(ctx);
        return;
      case "turnActions":
        turnActions(ctx, call.step);
        return;
    }
  },
  onLeave(d, entry) {
    leaveGame(d, entry.player, entry.reason);
  },
  onReversal(d, run, reversal) {
    reverse(d, run, reversal);
  },
};

/** 117.5: state-based actions until none apply, then waiting triggered abilities onto the stack; repeated until neither happens. */
function beforePriority(ctx: ProcedureContext): void {
  const d = ctx.d;
  for (;;) {
    performStateBasedActions(ctx);
    if (d.state.result || d.state.pendingTriggers.length === 0) return;
    putTriggeredAbilitiesOnStack(ctx);
  }
}

/** Whether anything must happen before a player receives priority (117.5). */
function somethingBeforePriority(d: Draft): boolean {
  return d.state.pendingTriggers.length > 0 || stateBasedActionsApply(d);
}

function turnActions(ctx: ProcedureContext, step: Step): void {
  switch (step) {
    case "declareAttackers":
      declareAttackers(ctx);
      return;
    case "declareBlockers":
      declareBlockers(ctx);
      return;
    case "firstStrikeDamage":
    case "combatDamage":
      combatDamage(ctx, step === "firstStrikeDamage");
      return;
    case "draw":
      // 504.1: the active player draws a card.
      drawCard(ctx.d, ctx.d.state.turn.active);
      return;
    case "cleanup":
      discardToHandSize(ctx);
      endCleanupEffects(ctx.d);
      return;
    default:
      throw new Error(`engine bug: no turn-based actions with decisions in step ${step}`);
  }
}

/** 732.1: the game returns to the moment before the action was proposed; the stack objects it created disappear. */
function reverse(d: Draft, run: ProcedureRun, reversal: Reversal): void {
  if (!isReversible(run.call)) throw new Error(`engine bug: ${run.call.kind} can't be reversed (${reversal.reason})`);
  const before = new Set(run.snapshot.stack.map((o) => o.id));
  const created = d.state.stack.filter((o) => !before.has(o.id));
  d.restore(run.snapshot);
  let name = "";
  for (const o of created) {
    name = o.kind === "spell" ? shownName(o) : `${o.sourceCard}'s ability`;
    emit(d, { type: "stackRemoved", object: o.id, name, reason: "reversed", rule: reversal.rule });
  }
  const { player } = run.call;
  const why = { reason: reversal.reason, rule: reversal.rule };
  // A special action creates no stack object (702.37e).
  if (run.call.kind === "turnFaceUp")
    emit(d, { type: "castReversed", player, name: "Turning a face-down creature face up", ability: false, specialAction: true, ...why });
  else emit(d, { type: "castReversed", player, name, ability: run.call.kind === "activate", ...why });
  // Players who left while the spell was being cast stay gone (104.3a).
  for (const entry of run.transcript) {
    if (entry.kind !== "left") continue;
    leaveGame(d, entry.player, entry.reason);
    refreshPriorityAfterLeaving(d, entry.player);
  }
}

function run(d: Draft, call: ProcedureCall): Outcome {
  const snapshot = d.freeze();
  const outcome = execute(d, { call, snapshot, transcript: [], delivered: snapshot.eventSeq }, hooks);
  if (outcome === "completed") after(d, call);
  return outcome;
}

/** Continues a suspended procedure with one more transcript entry (an answer, or a player leaving). */
function resume(d: Draft, entry: TranscriptEntry): void {
  const pending = d.state.pending!;
  const promptSeq = d.state.promptSeq;
  d.rewind(pending.snapshot, pending.delivered);
  d.state.promptSeq = promptSeq;
  const runAgain: ProcedureRun = { ...pending, transcript: [...pending.transcript, entry] };
  if (execute(d, runAgain, hooks) === "completed") after(d, pending.call);
}

/** What follows each procedure. */
function after(d: Draft, call: ProcedureCall): void {
  switch (call.kind) {
    case "mulligans":
      return beginTurn(d, d.state.startingPlayer);
    case "cast":
    case "activate":
    case "playLand":
    case "activateMana":
    case "turnFaceUp":
      return givePriority(d, call.player, NONE_PASSED); // 117.3c; 116.3, 605.3a: the player keeps priority
    case "resolve":
      return givePriority(d, d.state.turn.active, NONE_PASSED); // 117.3b
    case "stateCheck":
      return promptPriority(d, call.player);
    case "turnActions":
      return afterTurnActions(d, call.step);
  }
}

// ---- Entry points -------------------------------------------------------------------------------

export function startGame(d: Draft): void {
  run(d, { kind: "mulligans" });
}

/** Starts a sandbox game with the active player receiving priority in the given step. */
export function startAt(d: Draft): void {
  givePriority(d, d.state.turn.active, NONE_PASSED);
}

export function answer(d: Draft, answer: Answer): void {
  if (d.state.pending) return resume(d, { kind: "answer", answer });
  const player = d.state.prompt!.player;
  switch (answer.kind) {
    case "pass":
      return pass(d, player);
    case "playLand":
    case "cast": {
      const { kind, card, face } = answer;
      if (answer.kind === "cast" && answer.faceDown) run(d, { kind: "cast", player, card, faceDown: true });
      else run(d, face === undefined ? { kind, player, card } : { kind, player, card, face });
      return;
    }
    case "turnFaceUp":
      run(d, { kind: "turnFaceUp", player, permanent: answer.permanent });
      return;
    case "activate": {
      run(d, { kind: "activate", player, source: answer.source, ability: answer.ability });
      return;
    }
    case "activateMana":
      run(d, { kind: "activateMana", player, source: answer.source, ability: answer.ability, mana: answer.mana });
      return;
    default:
      throw new Error(`engine bug: answer ${answer.kind} reached the priority prompt`);
  }
}

/** 104.3a, 800.4a: a player leaves the game at any time, even while another player is deciding. */
export function playerLeaves(d: Draft, player: PlayerId, reason: LeaveReason): void {
  const pending = d.state.pending;
  if (pending && isReversible(pending.call) && pending.call.player === player) {
    reverse(d, pending, new Reversal("its caster left the game", "800.4a"));
  } else if (pending) {
    return resume(d, { kind: "left", player, reason });
  }
  leaveGame(d, player, reason);
  refreshPriorityAfterLeaving(d, player);
}

/** 800.4a: priority passes on if the player who left held it; the passes they made no longer count. */
function refreshPriorityAfterLeaving(d: Draft, left: PlayerId): void {
  const priority = d.state.priority;
  if (d.state.result || !priority) return;
  const passed = priority.passed.filter((p) => p !== left);
  if (priority.player === left) return givePriority(d, nextInTurnOrder(d.state, left), passed);
  d.state.priority = { ...priority, passed };
  promptPriority(d, priority.player);
}

// ---- Priority -----------------------------------------------------------------------------------

const NONE_PASSED: readonly PlayerId[] = [];

/** 117.5: state-based actions and triggers are handled each time a player would receive priority. */
function givePriority(d: Draft, player: PlayerId, passed: readonly PlayerId[]): void {
  if (d.state.result) return;
  // What was changed so far is final: sealed, the checks below (and the next input's) can remember what they find.
  d.seal();
  const receiver = inGame(d.state, player) ? player : nextInTurnOrder(d.state, player); // 800.4j
  d.state.priority = { player: receiver, passed };
  // 702.145c–d, f–g: not state-based actions, but done at once whenever they apply: first of all.
  followDayAndNight(d);
  // Most of the time nothing applies; the check is cheaper than running the procedure.
  if (somethingBeforePriority(d)) run(d, { kind: "stateCheck", player: receiver });
  else {
    // 704.5h counts deathtouch damage "since the last time state-based actions were checked": this was a check.
    if (d.state.deathtouched.length > 0) d.state.deathtouched = [];
    promptPriority(d, receiver);
  }
}

function promptPriority(d: Draft, player: PlayerId): void {
  noteControlChanges(d);
  const receiver = inGame(d.state, player) ? player : nextInTurnOrder(d.state, player);
  d.state.priority = { player: receiver, passed: d.state.priority?.passed ?? NONE_PASSED };
  d.state.promptSeq++;
  d.state.prompt = { id: d.state.promptSeq, player: receiver, cancellable: false, kind: "priority", actions: priorityActions(d, receiver) };
}

/** 117.3d, 117.4: the next player receives priority, or, when all have passed in succession, the top object resolves or the step ends. */
function pass(d: Draft, player: PlayerId): void {
  emit(d, { type: "passed", player });
  const passed = [...(d.state.priority?.passed ?? NONE_PASSED), player];
  if (!d.state.players.every((p) => p.status !== "playing" || passed.includes(p.id))) return givePriority(d, nextInTurnOrder(d.state, player), passed);
  if (d.state.stack.length > 0) {
    run(d, { kind: "resolve" });
    return;
  }
  endStep(d, true);
}

/** 305.1: playing a land is a special action; it doesn't use the stack, and the player keeps priority (116.3). */
function playLand(d: Draft, player: PlayerId, card: number, face: FaceIndex | undefined): void {
  const pl = d.state.players[player]!;
  // 116.2a: from the player's hand, or from their graveyard when an effect allows it (the option listed it).
  const inHand = pl.hand.find((c) => c.id === card);
  const played = inHand ?? pl.graveyard.find((c) => c.id === card)!;
  d.player(player).landsPlayed++;
  // 712.12: a modal double-faced card enters with the land face chosen up. 614.17d: a land that can't enter stays
  // in the zone it was in (the land play is used).
  const perm = enterBattlefield(d, played.card, played.owner, player, inHand ? "hand" : "graveyard", {
    leave: () => (inHand ? takeFromHand(d, player, card) : takeFromGraveyard(d, player, card)),
    ...(face === undefined ? {} : { face }),
  });
  if (perm)
    emit(d, {
      type: "landPlayed",
      player,
      fromHand: card,
      permanent: perm.id,
      name: characteristics(d, perm).name,
      ...(inHand ? {} : { from: "graveyard" as const }),
    });
}

// ---- Turns and steps ----------------------------------------------------------------------------

function beginTurn(d: Draft, next: PlayerId): void {
  if (d.state.result) return;
  // 800.4k: a player who has left the game doesn't begin a turn.
  const player = inGame(d.state, next) ? next : nextInTurnOrder(d.state, next);
  const previous = d.state.turn.number > 0 ? d.state.turn.active : null;
  endEffectsUntilNextTurn(d, d.state.turn.active, player);
  const number = d.state.turn.number + 1;
  d.state.turn = { number, active: player, step: "untap" };
  d.state.combat = null;
  d.state.activationsThisTurn = {};
  for (const p of d.state.players) if (p.damageThisTurn > 0) d.player(p.id).damageThisTurn = 0;
  for (const p of d.state.players) if (p.lifeGainedThisTurn > 0) d.player(p.id).lifeGainedThisTurn = 0;
  d.state.spellsCastLastTurn = d.state.spellsCastThisTurn;
  d.state.spellsCastThisTurn = [];
  const pl = d.player(player);
  pl.lastTurn = number;
  pl.landsPlayed = 0;
  emit(d, { type: "turnBegan", turn: number, player });
  beginStep(d, "untap", previous);
}

/**
 * "Until your next turn" ends as that player's turn begins — or, for a player who left the game, when it would
 * have begun (800.4m): as the turn passes their seat, between the previous active player and the new one.
 */
function endEffectsUntilNextTurn(d: Draft, previous: PlayerId, active: PlayerId): void {
  if (!d.state.effects.some((e) => e.kind === "characteristics" && e.duration === "untilYourNextTurn")) return;
  const n = d.state.players.length;
  const reached = new Set<PlayerId>();
  for (let i = 1; i <= n; i++) {
    const seat = (previous + i) % n;
    if (seat === active || !inGame(d.state, seat)) reached.add(seat);
    if (seat === active) break;
  }
  d.state.effects = d.state.effects.filter((e) => !(e.kind === "characteristics" && e.duration === "untilYourNextTurn" && reached.has(e.controller)));
}

/** `previousActive`: as the untap step begins, the previous turn's active player (null in the game's first turn). */
function beginStep(d: Draft, step: Step, previousActive: PlayerId | null = null): void {
  // 614.10: a step a player skips doesn't begin; nothing scheduled for it happens (614.10a).
  if (!replace(d, { kind: "step", player: d.state.turn.active, step })) {
    const next = followingStep(d, step);
    return next === null ? beginTurn(d, nextInTurnOrder(d.state, d.state.turn.active)) : beginStep(d, next);
  }
  d.state.turn = { ...d.state.turn, step };
  d.state.priority = null;
  emit(d, { type: "stepBegan", step, phase: PHASE_OF[step] });
  const active = d.state.turn.active;
  switch (step) {
    case "untap": {
      // 502.2: the game checks whether it becomes day or night.
      if (previousActive !== null) checkDayAndNight(d, previousActive);
      // 502.3: the active player untaps their permanents; no player receives priority (502.4).
      const skips = d.state.effects.filter((e): e is Extract<typeof e, { kind: "skipUntap" }> => e.kind === "skipUntap" && e.player === active);
      const frozen = skips.some((e) => e.object === undefined);
      const held = new Set(skips.map((e) => e.object));
      // "Untap all permanents you control during each other player's untap step": at the same time (502.3).
      const alsoUntapping = staticEffects(d, "untapDuringOthersUntapSteps").map(({ perm }) => controllerOf(d, perm));
      const untapped: number[] = [];
      for (const perm of d.state.battlefield) {
        if (!perm.tapped || held.has(perm.id)) continue;
        // 502.3: "[this] doesn't untap during your untap step".
        if (staticEffectsOn(d, perm).some((e) => e.kind === "doesntUntap")) continue;
        const controller = controllerOf(d, perm);
        if (controller === active ? !(frozen && characteristics(d, perm).types.includes("Creature")) : alsoUntapping.includes(controller)) {
          d.permanent(perm.id)!.tapped = false;
          untapped.push(perm.id);
        }
      }
      if (untapped.length > 0) emit(d, { type: "untapped", objects: untapped });
      // "Creatures don't untap during [this player's] next untap step": that step has now happened.
      if (skips.length > 0) d.state.effects = d.state.effects.filter((e) => !(e.kind === "skipUntap" && e.player === active));
      return endStep(d, false);
    }
    case "draw":
    case "declareAttackers":
    case "declareBlockers":
    case "firstStrikeDamage":
    case "combatDamage":
    case "cleanup": {
      run(d, { kind: "turnActions", step });
      return;
    }
    default:
      return givePriority(d, active, NONE_PASSED);
  }
}

function afterTurnActions(d: Draft, step: Step): void {
  if (step !== "cleanup") return givePriority(d, d.state.turn.active, NONE_PASSED);
  // 514.3a: players receive priority in the cleanup step only if state-based actions or triggers are waiting.
  if (somethingBeforePriority(d)) return givePriority(d, d.state.turn.active, NONE_PASSED);
  endStep(d, false);
}

/** The step after `step` this turn, or null after cleanup. */
function followingStep(d: Draft, step: Step): Step | null {
  switch (step) {
    case "untap":
      return "upkeep";
    case "upkeep":
      // 103.8a: in a two-player game the starting player skips the draw step of their first turn.
      return d.state.players.length === 2 && d.state.turn.number === 1 ? "precombatMain" : "draw";
    case "draw":
      return "precombatMain";
    case "precombatMain":
      return "beginningOfCombat";
    case "beginningOfCombat":
      return "declareAttackers";
    // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
    case "declareAttackers":
      return d.state.combat?.attackersDeclared ? "declareBlockers" : "endOfCombat";
    // 510.4: a first-strike combat damage step when a creature in combat has first strike or double strike.
    case "declareBlockers":
      return firstStrikeInCombat(d) ? "firstStrikeDamage" : "combatDamage";
    case "firstStrikeDamage":
      return "combatDamage";
    case "combatDamage":
      return "endOfCombat";
    case "endOfCombat":
      return "postcombatMain";
    case "postcombatMain":
      return "end";
    case "end":
      return "cleanup";
    case "cleanup":
      return null;
  }
}

/**
 * 500.5: as a step ends, mana empties from pools (or, with the seed's mana burn, as a phase ends).
 * `afterPriority` is true when players passed in succession: a cleanup step that gave priority is followed
 * by another cleanup step (514.3a).
 */
function endStep(d: Draft, afterPriority: boolean): void {
  // Control that changed in this step (an effect ending in the cleanup step) is noted before the next turn.
  noteControlChanges(d);
  const step = d.state.turn.step;
  const next = step === "cleanup" && afterPriority ? "cleanup" : followingStep(d, step);
  const phaseEnds = next === null || PHASE_OF[next] !== PHASE_OF[step];
  if (!d.state.options.manaBurn || phaseEnds) emptyManaPools(d);
  // 511.3: as the end of combat step ends, all creatures are removed from combat.
  if (step === "endOfCombat") d.state.combat = null;
  if (next === null) return beginTurn(d, nextInTurnOrder(d.state, d.state.turn.active));
  beginStep(d, next);
}
