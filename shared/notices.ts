// The table's notices (a player sits down, leaves, runs out of time…): a key and its parameters, so that a client
// can say them in its reader's language, and the English text, which the log keeps for clients that don't know
// the key and for the table's record.

import type { PlayerId } from "./game-types.ts";

/** Why a seated player is gone for good. */
export type SeatLoss = "left" | "away" | "awayAfterRestart";

export type Notice =
  | { readonly key: "serverRestarted" }
  /** `deck`: its label; null at a sandbox table, where the players take the position the host set up. */
  | { readonly key: "satDown"; readonly params: { readonly name: string; readonly seat: PlayerId; readonly deck: string | null } }
  /** A seated player chose another deck before the game (`deck`: its label, as in satDown). */
  | { readonly key: "deckChosen"; readonly params: { readonly name: string; readonly deck: string } }
  | { readonly key: "stoodUp"; readonly params: { readonly name: string; readonly seat: PlayerId } }
  | { readonly key: "gaveUpSeat"; readonly params: { readonly name: string; readonly seat: PlayerId; readonly why: SeatLoss } }
  | { readonly key: "leftGame"; readonly params: { readonly name: string; readonly why: SeatLoss } }
  | { readonly key: "idleWarning"; readonly params: { readonly name: string; readonly waitedSeconds: number; readonly limitSeconds: number } }
  | { readonly key: "idleLost"; readonly params: { readonly name: string; readonly limitSeconds: number } }
  | { readonly key: "timeUp"; readonly params: { readonly name: string } };

const SEAT_LOSS: Readonly<Record<SeatLoss, string>> = {
  left: "left the table",
  away: "did not come back in time",
  awayAfterRestart: "did not come back after the server restarted",
};

/** The notice in English; seats are numbered from 1 for people. */
export function noticeText(n: Notice): string {
  switch (n.key) {
    case "serverRestarted":
      return "The server restarted: the table is back as it was.";
    case "satDown":
      return `${n.params.name} sits down at seat ${n.params.seat + 1} with ${n.params.deck ?? "the sandbox position"}.`;
    case "deckChosen":
      return `${n.params.name} plays ${n.params.deck}.`;
    case "stoodUp":
      return `${n.params.name} stands up from seat ${n.params.seat + 1}.`;
    case "gaveUpSeat":
      return `${n.params.name} ${SEAT_LOSS[n.params.why]} and gives up seat ${n.params.seat + 1}.`;
    case "leftGame":
      return `${n.params.name} ${SEAT_LOSS[n.params.why]}.`;
    case "idleWarning":
      return `${n.params.name} has not answered for ${duration(n.params.waitedSeconds)}: after ${duration(n.params.limitSeconds)} they lose the game (the table's idle rule).`;
    case "idleLost":
      return `${n.params.name} did not answer for ${duration(n.params.limitSeconds)} and loses the game (the table's idle rule).`;
    case "timeUp":
      return `${n.params.name}'s time is up.`;
  }
}

/** "4 minutes", "30 seconds". */
function duration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  if (seconds % 60 !== 0 || seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
