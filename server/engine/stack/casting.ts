// 601: casting a spell, one step at a time. Each step that needs a decision is a prompt; a cancel or an
// impossible step reverses the whole proposal (601.2, 732.1) by returning to the procedure's snapshot.

import type { ManaCost } from "../../../shared/mana.ts";
import { parseManaCost } from "../../../shared/mana.ts";
import {
  additionalCosts,
  announceDivision,
  announceSymbols,
  announceX,
  chooseCosts,
  chooseModes,
  chooseSplices,
  chooseTargets,
  describeTargets,
  manaValueOnStack,
  FLASHBACK,
} from "./announcements.ts";
import type { CardDefinition, FaceIndex } from "../../card-language/card-definition.ts";
import { controllerOf, faceDefinition, matchesFilter, printed, spellFacts } from "../layers/characteristics.ts";
import { FACE_DOWN, FACE_DOWN_NAME } from "../layers/printed.ts";
import { MORPH, morphCost } from "./morph.ts";
import { determineTotalCost, spellSubject, symbolsToPay, type ChosenCosts } from "./costs.ts";
import { casterMatches, staticEffects } from "../layers/battlefield-facts.ts";
import type { Draft } from "../kernel/draft.ts";
import { payTotalCost } from "./payment.ts";
import { Reversal, type ProcedureContext } from "../procedure/procedure.ts";
import { mainText, targetSlots, textParts } from "./spell-text.ts";
import { NO_CHOICES, NO_COUNTERS, type CardObject, type Choices, type ObjectId, type PlayerId, type Spell } from "../kernel/state.ts";
import type { Targeter } from "./targets.ts";
import { takeFromExile, takeFromGraveyard, takeFromHand } from "../objects/zones.ts";
import { emit } from "../events/emit.ts";

function updateSpell(d: Draft, id: ObjectId, change: Partial<Spell>): void {
  Object.assign(d.stackObject(id)!, change);
}

/**
 * 601.3, 601.5, 601.2e: effects that forbid a player to cast spells with certain qualities, or more than a number of
 * spells each turn.
 */
export function castingForbidden(d: Draft, player: PlayerId, def: CardDefinition, manaValue: number): string | null {
  const silenced = d.state.effects.find((e) => e.kind === "opponentsCantCast" && e.controller !== player);
  if (silenced) return `${silenced.sourceCard} forbids it this turn`;
  const facts = { chars: printed(def, player), manaValue, tapped: false, counters: NO_COUNTERS, token: false, attacking: false };
  const cast = d.state.spellsCastThisTurn.filter((p) => p === player).length;
  for (const { perm, effect } of staticEffects(d, "cantCast")) {
    const controller = controllerOf(d, perm);
    if (
      casterMatches(effect.who, controller, player) &&
      (effect.morePerTurnThan === undefined || cast >= effect.morePerTurnThan) &&
      matchesFilter(facts, effect.spells, controller)
    )
      return `${perm.card} forbids it`;
  }
  return null;
}

export interface CastOptions {
  /** 118.9: "without paying its mana cost" is the alternative cost used (cast by an effect, 608.2g). */
  readonly withoutPayingManaCost?: boolean;
  /** The face or half cast (709.3, 712.11b, 715.3); absent for the card's own (its front face, a fused split card). */
  readonly face?: FaceIndex;
  /** 702.37c: cast face down using its morph ability, for {3}. */
  readonly faceDown?: boolean;
}

/** Where the card to cast is: the player's hand or graveyard, or exile (715.3d); taken out of that zone. */
function takeToCast(d: Draft, player: PlayerId, cardId: ObjectId): { card: CardObject; from: Spell["from"] } | undefined {
  if (d.state.players[player]!.hand.some((c) => c.id === cardId)) return { card: takeFromHand(d, player, cardId)!, from: "hand" };
  if (d.state.exile.some((c) => c.id === cardId)) return { card: takeFromExile(d, cardId)!, from: "exile" };
  const card = takeFromGraveyard(d, player, cardId);
  return card && { card, from: "graveyard" };
}

/** Casts the spell; a question or the cast's reversal is thrown (procedure.ts). */
export function castSpell(ctx: ProcedureContext, player: PlayerId, cardId: ObjectId, options: CastOptions = {}): void {
  const d = ctx.d;
  // 601.2a: the card moves from where it is to the stack and becomes its topmost object, controlled by the caster.
  const taken = takeToCast(d, player, cardId);
  if (!taken) throw new Reversal("the card is not where it could be cast from", "601.3");
  const { card, from } = taken;
  // 709.3b, 712.8f, 715.3b: on the stack it has only the characteristics of the face or half cast. 708.4, 702.37c: one
  // cast face down is turned face down before it is put onto the stack: a 2/2 creature spell with nothing else.
  const face = options.face;
  const faceDown = options.faceDown === true;
  if (faceDown && !morphCost(d.def(card.card))) throw new Reversal("only a card with morph can be cast face down", "702.37d");
  const def = faceDown ? FACE_DOWN : faceDefinition(d.def(card.card), face);
  const id = d.newId();
  const spell: Spell = { kind: "spell", id, card: card.card, owner: card.owner, controller: player, cast: false, from, choices: NO_CHOICES };
  const placed: Spell = faceDown ? { ...spell, faceDown: true } : face === undefined ? spell : { ...spell, face };
  d.stack().push(placed);
  const name = faceDown ? FACE_DOWN_NAME : def.name;
  emit(d, { type: "stackPushed", object: id, name, controller: player, kind: "spell", from, fromId: cardId });
  // The spell's colors and types as the object view has them on the stack (a Mycosynth Lattice makes it colorless).
  const { colors, types, subtypes } = spellFacts(d, placed).chars;
  const by: Targeter = { controller: player, colors, types, subtypes, self: id };

  // 601.2b: modes, splices, alternative and additional costs, X, hybrid and Phyrexian payments — in this order.
  const text = mainText(def);
  const modal = text.modes ? chooseModes(ctx, player, id, def, text, by) : { modes: [], entwined: false, chooser: null };
  const splices = chooseSplices(ctx, player, id, def, by);
  // 702.37c: {3} rather than its mana cost, following the rules for alternative costs.
  const costs = faceDown ? { alternative: MORPH, kicks: 0, buyback: false } : chooseCosts(ctx, player, id, def, from, options.withoutPayingManaCost ?? false);
  let choices: Choices = {
    ...NO_CHOICES,
    modes: modal.modes,
    modeChooser: modal.chooser,
    entwined: modal.entwined,
    splices,
    kicks: costs.kicks,
    buyback: costs.buyback,
    alternativeCost: costs.alternative?.id ?? null,
  };
  const chosenCosts: ChosenCosts = {
    base: costs.alternative ? costs.alternative.cost : def.manaCost ? { mana: def.manaCost, parts: [], text: "" } : null,
    additional: additionalCosts(ctx, def, choices),
  };
  if (costs.alternative || costs.kicks > 0 || costs.buyback || modal.entwined)
    emit(d, {
      type: "costsAnnounced",
      object: id,
      name,
      alternative: costs.alternative?.text ?? null,
      kicks: costs.kicks,
      buyback: costs.buyback,
      entwined: modal.entwined,
    });
  const symbols = symbolsToPay(chosenCosts);
  choices = { ...choices, x: announceX(ctx, player, id, name, symbols) };
  const symbolChoices = announceSymbols(ctx, player, id, symbols);
  updateSpell(d, id, { choices });

  // 601.2c: targets; 601.2d: division.
  const parts = textParts(d.cards, def, splices);
  const targets = chooseTargets(ctx, player, id, targetSlots(parts, choices), { ...by, modeChooser: modal.chooser }, { cancellable: true })!;
  choices = { ...choices, targets };
  updateSpell(d, id, { choices });
  if (targets.some((t) => t.length > 0))
    emit(d, { type: "targetsChosen", object: id, name, targets: targets.flat(), targetNames: describeTargets(ctx, targets) });
  choices = { ...choices, division: announceDivision(ctx, player, id, name, parts, choices) };
  updateSpell(d, id, { choices });

  // 601.2e: the proposed spell must be legal to cast, now that its mana value is known (601.3a, 601.5).
  const manaValue = manaValueOnStack(def, choices.x);
  const forbidden = castingForbidden(d, player, def, manaValue);
  if (forbidden) throw new Reversal(`it can't be cast with mana value ${manaValue}: ${forbidden}`, "601.2e");

  // 601.2f: the total cost, locked in.
  const total = determineTotalCost(ctx, spellSubject(def, id, player, manaValue), chosenCosts, choices.x, symbolChoices, extraTargetIncrease(parts, choices));

  // 601.2g–h: mana abilities, then payment.
  payTotalCost(ctx, { player, object: id, source: null, spellColors: colors }, total);

  // 601.2i: the spell becomes cast; abilities that trigger on casting trigger now (triggers.ts watches this event).
  updateSpell(d, id, { cast: true });
  d.state.spellsCastThisTurn = [...d.state.spellsCastThisTurn, player];
  emit(d, { type: "spellCast", player, object: id, name });
}

/** "This spell costs {1} more to cast for each target beyond the first" (Fireball). */
function extraTargetIncrease(parts: ReturnType<typeof textParts>, choices: Choices): ManaCost {
  const out: ManaCost[number][] = [];
  for (const part of parts) {
    const extra = part.text.costPerExtraTarget;
    if (!extra) continue;
    const n = (choices.targets[part.firstSlot + extra.target]?.length ?? 0) - 1;
    for (let i = 0; i < n; i++) out.push(...extra.amount);
  }
  return out;
}

export const NO_EXTRA_COST: ManaCost = parseManaCost("");
export { FLASHBACK };
