// Warp World's effect: each player shuffles every permanent they own into their library, reveals as many cards from the
// top, and puts the artifact, creature and land cards among them onto the battlefield, then the enchantment cards, then
// the rest on the bottom of their library (401.4: in the order they choose).

import type { ObjectId, PlayerId } from "../kernel/state.ts";
import type { CardType } from "../../card-language/card-definition.ts";
import { expectAnswer } from "../procedure/answers.ts";
import type { ProcedureContext } from "../procedure/procedure.ts";
import { apnapOrder, inGame } from "../objects/players.ts";
import { enterBattlefield, movePermanent, shuffleLibrary } from "../objects/zones.ts";
import { enchantableHosts } from "../objects/attach.ts";
import { chooseOrder } from "../objects/arrange.ts";
import { cardFacts } from "../layers/characteristics.ts";
import { emit } from "../events/emit.ts";

/** A revealed card still on top of its owner's library, waiting for where it goes. */
interface Revealed {
  readonly owner: PlayerId;
  readonly card: string;
}

export function reshufflePermanents(ctx: ProcedureContext, object: ObjectId, sourceName: string): void {
  const d = ctx.d;
  const players = apnapOrder(d.state);
  // All the permanents leave at once; "that many" counts each player's permanents (tokens too, 111.8) that left.
  const owned = new Map(players.map((p) => [p, d.state.battlefield.filter((perm) => perm.owner === p).map((perm) => perm.id)]));
  d.simultaneously(() => {
    for (const ids of owned.values()) for (const id of ids) movePermanent(d, id, "library", { reason: `shuffled by ${sourceName}`, rule: "608.2c" });
  });
  const revealed: Revealed[] = [];
  for (const p of players) {
    if (!inGame(d.state, p)) continue;
    shuffleLibrary(d, p);
    const left = owned.get(p)!.filter((id) => !d.state.battlefield.some((perm) => perm.id === id)).length;
    const top = d.state.players[p]!.library.slice(0, left);
    if (top.length === 0) continue;
    emit(d, { type: "revealed", player: p, from: "library", names: top });
    for (const card of top) revealed.push({ owner: p, card });
  }
  putOntoBattlefield(ctx, object, revealed, ["Artifact", "Creature", "Land"]);
  putOntoBattlefield(ctx, object, revealed, ["Enchantment"]);
  // 401.4: the rest go to the bottom, in the order each owner chooses.
  for (const p of players) {
    const rest = revealed.filter((r) => r.owner === p).map((r) => r.card);
    if (rest.length === 0) continue;
    const ordered = chooseOrder(ctx, p, object, rest, "the revealed card to put on the bottom of your library next (the first chosen is the bottom card)");
    const library = d.library(p);
    for (const card of rest) library.splice(library.indexOf(card), 1);
    library.push(...ordered.reverse());
  }
}

/**
 * Puts every revealed card of one of `types` onto the battlefield under its owner's control, all at once; an Aura enchants
 * what its owner chooses among what it could (303.4f), or stays revealed if nothing (303.4g). A token that left the
 * battlefield can't come back (111.8). What enters leaves `revealed`.
 */
function putOntoBattlefield(ctx: ProcedureContext, object: ObjectId, revealed: Revealed[], types: readonly CardType[]): void {
  const d = ctx.d;
  const going: { owner: PlayerId; card: string; attachedTo: ObjectId | null }[] = [];
  for (const r of [...revealed]) {
    const def = d.def(r.card);
    if (def.token || !cardFacts(d, def, r.owner).chars.types.some((t) => types.includes(t))) continue;
    let attachedTo: ObjectId | null = null;
    if (def.subtypes.includes("Aura")) {
      const options = enchantableHosts(d, r.card, r.owner, d.state.battlefield);
      if (options.length === 0) continue;
      const text = `choose what ${def.name} enchants`;
      const answer = options.length === 1 ? undefined : ctx.ask(r.owner, () => ({ kind: "chooseObject", object, text, options, optional: false }));
      attachedTo = answer ? expectAnswer(answer, "choose").object : options[0]!;
    }
    going.push({ owner: r.owner, card: r.card, attachedTo });
  }
  d.simultaneously(() => {
    for (const g of going) {
      const leave = () => {
        const library = d.library(g.owner);
        library.splice(library.indexOf(g.card), 1);
        revealed.splice(
          revealed.findIndex((r) => r.owner === g.owner && r.card === g.card),
          1,
        );
      };
      enterBattlefield(d, g.card, g.owner, g.owner, "library", { attachedTo: g.attachedTo, leave });
    }
  });
}
