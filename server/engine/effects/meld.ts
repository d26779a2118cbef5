// 701.42: meld. One card of a meld pair has an ability that exiles it and its counterpart and melds them: both are
// put onto the battlefield as one permanent, their back faces up and combined (712.4a, 712.14c).

import type { Draft } from "../kernel/draft.ts";
import type { CardObject, ObjectId, Permanent, PlayerId } from "../kernel/state.ts";
import { ownAndControlWith } from "../layers/battlefield-facts.ts";
import { isMeldPair } from "../layers/printed.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { enterBattlefield, exilePermanent, takeFromExile } from "../objects/zones.ts";

/**
 * "Exile them, then meld them into [the combined face]": `source` and a creature named `name` its controller owns and
 * controls (chosen if there are several) are exiled, then melded. `object`: the resolving ability.
 */
export function exileAndMeld(ctx: ProcedureContext, object: ObjectId, source: ObjectId, controller: PlayerId, name: string): void {
  const d = ctx.d;
  const named = ownAndControlWith(d, controller, source, name);
  if (!named) return;
  const options = named.map((p) => p.id);
  const answer =
    options.length === 1 ? undefined : ctx.ask(controller, () => ({ kind: "chooseObject", object, text: `exile ${name} to meld`, options, optional: false }));
  const partner = answer ? expectAnswer(answer, "choose").object : options[0]!;
  const exiled: CardObject[] = [];
  d.simultaneously(() => {
    for (const id of [source, partner]) exiled.push(...exilePermanent(d, id, { reason: "exiled to meld", rule: "701.42a" }, { by: controller }));
  });
  meld(d, exiled, controller);
}

/**
 * 701.42a, 712.14c: the two cards enter the battlefield under `controller`'s control as a single permanent with their
 * back faces up. 701.42b–c: only the two cards of one meld pair can be melded (here, both still in exile, where the
 * ability put them: not a token, nor a card a replacement effect sent elsewhere); otherwise they stay where they are.
 */
export function meld(d: Draft, cards: readonly CardObject[], controller: PlayerId): Permanent | undefined {
  const [a, b] = cards;
  const exiled = (c: CardObject) => d.state.exile.some((x) => x.id === c.id);
  if (cards.length !== 2 || !a || !b || !exiled(a) || !exiled(b) || a.owner !== b.owner || !isMeldPair(d.def(a.card), d.def(b.card))) return undefined;
  return enterBattlefield(d, a.card, a.owner, controller, "exile", {
    face: 1,
    melded: b.card,
    leave: () => {
      takeFromExile(d, a.id);
      takeFromExile(d, b.id);
    },
  });
}
