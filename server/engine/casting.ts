// 601: casting a spell, one step at a time. Each step that needs a decision is a prompt; a cancel or an
// impossible step reverses the whole proposal (601.2, 732.1) by returning to the procedure's snapshot.

import type { CardDefinition, TargetRequirement } from "./card-definition.ts";
import { expectAnswer } from "./answers.ts";
import { requirementOf } from "./mana.ts";
import { payManaCost } from "./payment.ts";
import { Reversal, type ProcedureContext } from "./procedure.ts";
import type { ObjectId, PlayerId, Spell, Target } from "./state.ts";
import { legalTargets, targetName } from "./targets.ts";
import { takeFromHand } from "./zones.ts";

/** The target requirements of a spell: its instances of "target" or, for an Aura, its enchant ability (303.4a). */
export function spellTargetRequirements(def: CardDefinition): readonly TargetRequirement[] {
  if (def.spell) return def.spell.targets;
  if (def.enchant) return [def.enchant];
  return [];
}

export function castSpell(ctx: ProcedureContext, player: PlayerId, card: ObjectId): void {
  const d = ctx.d;
  // 601.2a: the card moves from where it is to the stack and becomes its topmost object, controlled by the caster.
  const fromHand = takeFromHand(d, player, card);
  if (!fromHand) throw new Reversal("the card is not in its owner's hand", "601.2a");
  const def = d.def(fromHand.card);
  const id = d.newId();
  const spell: Spell = { kind: "spell", id, card: fromHand.card, owner: fromHand.owner, controller: player, targets: [], cast: false };
  d.stack().push(spell);
  d.emit({ type: "stackPushed", object: id, name: spell.card, controller: player, kind: "spell", from: "hand", fromId: card });

  // 601.2b: announcements (modes, splice, optional costs, X, hybrid and Phyrexian payment) come with the cards that need them.

  // 601.2c: targets, one requirement at a time.
  const targets: Target[][] = [];
  spellTargetRequirements(def).forEach((req, index) => {
    const options = legalTargets(d.state, d.cards, req, player);
    if (options.length < req.min) throw new Reversal(`there is no legal choice for "${req.text}"`, "601.2c");
    const answer = ctx.ask(
      player,
      () => ({
        kind: "chooseTargets",
        object: id,
        requirement: index,
        text: req.text,
        min: req.min,
        max: req.max,
        options: legalTargets(d.state, d.cards, req, player),
      }),
      { cancellable: true },
    );
    targets.push([...expectAnswer(answer, "targets").targets]);
  });
  if (targets.length > 0) {
    d.stackObject(id)!.targets = targets;
    const flat = targets.flat();
    d.emit({ type: "targetsChosen", object: id, name: spell.card, targets: flat, targetNames: flat.map((t) => targetName(d.state, t)) });
  }

  // 601.2d (division) has nothing to divide yet. 601.2e: the proposal's legality was checked when it began
  // (601.3, priority options) and each target as it was chosen.

  // 601.2f: the total cost is the mana cost; it is locked in now.
  if (def.manaCost === null) throw new Reversal("it has no mana cost, so it can't be cast for it", "118.6");
  const total = requirementOf(def.manaCost);

  // 601.2g–h: mana abilities, then the payment.
  payManaCost(ctx, player, id, total);

  // 601.2i: the spell becomes cast.
  (d.stackObject(id) as { cast: boolean }).cast = true;
  d.emit({ type: "spellCast", player, object: id, name: spell.card });
}
