// 730: day and night, designations the game itself can have, and daybound and nightbound (702.145), the
// keywords that bring them about and turn their permanents over as they change. What daybound and nightbound
// do happens at once whenever it applies (702.145c–d, f–g: not state-based actions): here, as it becomes day or
// night, and before anything else whenever a player would receive priority — nothing in between looks at it (a
// daybound permanent entering at night is turned over by the replacement effect in events/replacement.ts).

import type { Draft } from "../kernel/draft.ts";
import type { DayNight, ObjectId, PlayerId } from "../kernel/state.ts";
import { hasKeyword, keywordsOf } from "../layers/characteristics.ts";
import { emit } from "../events/emit.ts";
import { transformPermanent, transformsInto } from "./transform.ts";

/** What daybound and nightbound would do now: make it day or night, or transform permanents. */
interface Pending {
  readonly becomes: { readonly designation: DayNight; readonly rule: string } | null;
  readonly transform: readonly ObjectId[];
}

const NOTHING: Pending = { becomes: null, transform: [] };

function pending(d: Draft): Pending {
  const now = d.state.dayNight;
  let daybound = false;
  let nightbound = false;
  let transform: ObjectId[] | null = null;
  for (const perm of d.state.battlefield) {
    const keywords = keywordsOf(d, perm);
    const day = hasKeyword(keywords, "Daybound");
    const night = hasKeyword(keywords, "Nightbound");
    if (!day && !night) continue;
    daybound ||= day;
    nightbound ||= night;
    // 702.145c: front face up with daybound at night; 702.145f: back face up with nightbound by day. A permanent
    // that can't transform (712.9: a copy that isn't a double-faced card) stays as it is.
    const turns = (day && now === "night" && perm.face === undefined) || (night && now === "day" && perm.face === 1);
    if (turns && transformsInto(d, perm.id)) (transform ??= []).push(perm.id);
  }
  // 702.145d, 702.145g: with neither designation, a daybound permanent makes it day; only nightbound ones, night.
  if (now === undefined && daybound) return { becomes: { designation: "day", rule: "702.145d" }, transform: [] };
  if (now === undefined && nightbound) return { becomes: { designation: "night", rule: "702.145g" }, transform: [] };
  return transform ? { becomes: null, transform } : NOTHING;
}

/** 702.145c–d, f–g: does what daybound and nightbound call for now. */
export function followDayAndNight(d: Draft): void {
  const p = pending(d);
  if (p.becomes) becomeDayOrNight(d, p.becomes.designation, p.becomes.rule);
  // 702.145c, 702.145f: the permanent's controller transforms it: only its daybound or nightbound ability does (702.145b, e).
  for (const id of p.transform) transformPermanent(d, id);
}

/**
 * 730.1: it becomes day or night; from then on the game has exactly one of them. 702.145b, 702.145e: as it does,
 * front-face-up daybound permanents (as it becomes night) or back-face-up nightbound ones (as it becomes day) transform.
 */
export function becomeDayOrNight(d: Draft, designation: DayNight, rule: string): void {
  const previous = d.state.dayNight ?? null;
  if (previous === designation) return;
  d.state.dayNight = designation;
  emit(d, { type: "dayNight", designation, previous, rule });
  followDayAndNight(d);
}

/**
 * 502.2, 730.2: the untap step's second part: if it's day and the previous turn's active player cast no spells that
 * turn, it becomes night; if it's night and they cast two or more, day. With neither, nothing is checked (730.2c).
 */
export function checkDayAndNight(d: Draft, previousActive: PlayerId): void {
  const now = d.state.dayNight;
  if (now === undefined) return;
  const cast = d.state.spellsCastLastTurn.filter((p) => p === previousActive).length;
  if (now === "day" && cast === 0) becomeDayOrNight(d, "night", "730.2a");
  else if (now === "night" && cast >= 2) becomeDayOrNight(d, "day", "730.2b");
}
