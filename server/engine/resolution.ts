// 608: resolving the top object of the stack.

import { spellTargetRequirements } from "./casting.ts";
import type { Draft } from "./draft.ts";
import { performEffect } from "./effects.ts";
import type { ProcedureContext } from "./procedure.ts";
import type { Spell, Target } from "./state.ts";
import { isLegalTarget } from "./targets.ts";
import { createPermanent, putIntoGraveyard } from "./zones.ts";

export function resolveTopOfStack(ctx: ProcedureContext): void {
  const d = ctx.d;
  const top = d.state.stack[d.state.stack.length - 1];
  if (!top) throw new Error("engine bug: resolving an empty stack");
  if (top.kind !== "spell") throw new Error("engine bug: abilities on the stack are not supported yet");
  d.emit({ type: "resolving", object: top.id, name: top.card });
  resolveSpell(d, top);
}

function resolveSpell(d: Draft, spell: Spell): void {
  const def = d.def(spell.card);
  const requirements = spellTargetRequirements(def);
  // 608.2b: targets are checked again; illegal ones are left out, and if every one is illegal the spell does nothing.
  const legal: Target[][] = spell.targets.map((group, i) =>
    group.filter((t) => isLegalTarget(d.state, d.cards, requirements[i]!, spell.controller, t)),
  );
  const hadTargets = spell.targets.some((g) => g.length > 0);
  if (hadTargets && legal.every((g) => g.length === 0)) {
    removeFromStack(d, spell);
    d.emit({ type: "countered", object: spell.id, name: spell.card, reason: "all its targets are illegal", rule: "608.2b" });
    d.emit({ type: "stackRemoved", object: spell.id, name: spell.card, reason: "countered", rule: "608.2b" });
    putIntoGraveyard(d, spell.card, spell.owner, "stack", spell.id);
    return;
  }
  if (def.spell) {
    // 608.2c: the instructions are followed in order; 608.2k: then the card goes to its owner's graveyard.
    const ctx = { source: spell.id, sourceName: spell.card, controller: spell.controller, targets: legal };
    for (const effect of def.spell.effects) performEffect(d, ctx, effect);
    removeFromStack(d, spell);
    d.emit({ type: "stackRemoved", object: spell.id, name: spell.card, reason: "resolved" });
    putIntoGraveyard(d, spell.card, spell.owner, "stack", spell.id);
    return;
  }
  // 608.3a/c: a permanent spell enters the battlefield under its controller's control; an Aura attached to its target.
  removeFromStack(d, spell);
  d.emit({ type: "stackRemoved", object: spell.id, name: spell.card, reason: "resolved" });
  const enchanted = def.enchant ? legal[0]![0] : undefined;
  const perm = createPermanent(d, spell.card, spell.owner, spell.controller, {
    attachedTo: enchanted?.kind === "object" ? enchanted.id : null,
  });
  d.emit({ type: "zoneChanged", name: spell.card, owner: spell.owner, from: "stack", to: "battlefield", oldId: spell.id, newId: perm.id });
  if (enchanted?.kind === "object") {
    const host = d.state.battlefield.find((p) => p.id === enchanted.id)!;
    d.emit({ type: "attached", object: perm.id, name: perm.card, to: host.id, toName: host.card });
  }
}

function removeFromStack(d: Draft, spell: Spell): void {
  const stack = d.stack();
  stack.splice(stack.findIndex((o) => o.id === spell.id), 1);
}
