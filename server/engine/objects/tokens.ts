// 111, 701.7: creating tokens. Creating is an event of its own, which replacement effects may modify ("it creates
// twice that many of those tokens instead", 614.16) before each token enters the battlefield — an event within it,
// with its own replacement effects (616.1g).

import type { CopiableValues, FaceIndex } from "../../card-language/card-definition.ts";
import type { Draft } from "../kernel/draft.ts";
import type { Permanent, PlayerId } from "../kernel/state.ts";
import { emit } from "../events/emit.ts";
import { replace } from "../events/replacement.ts";
import { inGame } from "./players.ts";
import { enterBattlefield } from "./zones.ts";

/** What each token is: of a token definition (`card`), or a copy of an object (`copy`, with the card COPY_TOKEN). */
export interface TokenSpec {
  readonly card: string;
  /** The tokens' name, for the log: the definition's, or the copied object's. */
  readonly name: string;
  readonly copy?: CopiableValues;
  /** 707.8a: a double-faced token copy enters with the face up that the copied permanent has. */
  readonly face?: FaceIndex;
}

/**
 * 111.2, 701.7a: `controller` creates `count` tokens; they enter the battlefield under that player's control one by one.
 * Returns those on the battlefield ("that token", 707.10e).
 */
export function createTokens(d: Draft, controller: PlayerId, count: number, spec: TokenSpec): Permanent[] {
  const created: Permanent[] = [];
  // 800.4b: no token is created under the control of a player who has left the game.
  if (count <= 0 || !inGame(d.state, controller)) return created;
  const event = replace(d, {
    kind: "createTokens",
    controller,
    count,
    card: spec.card,
    name: spec.name,
    copy: spec.copy ?? null,
    ...(spec.face === undefined ? {} : { face: spec.face }),
  });
  if (event?.kind !== "createTokens") return created;
  for (let i = 0; i < event.count; i++) {
    emit(d, { type: "tokenCreated", name: event.name, controller: event.controller, ...(event.copy ? { copy: true as const } : {}) });
    const token = enterBattlefield(d, event.card, event.controller, event.controller, null, {
      ...(event.copy ? { copy: event.copy } : {}),
      ...(event.face === undefined ? {} : { face: event.face }),
    });
    if (token) created.push(token);
  }
  return created.filter((t) => d.state.battlefield.some((p) => p.id === t.id));
}
