// A chess clock for a table: each player's time runs while the game waits on them, and each answer adds
// the table's increment. Pure bookkeeping on timestamps given by the caller; the room sets the timer.

import type { PlayerId } from "../../shared/game-types.ts";

export class ChessClock {
  private readonly remaining: number[];
  private readonly incrementMs: number;
  private running: PlayerId | null = null;
  private since = 0;

  constructor(seats: number, initialMs: number, incrementMs: number) {
    this.remaining = Array.from({ length: seats }, () => initialMs);
    this.incrementMs = incrementMs;
  }

  /** Whose time is running, if anyone's. */
  get runningFor(): PlayerId | null {
    return this.running;
  }

  /** Milliseconds `player` has left at `now`. */
  remainingMs(player: PlayerId, now: number): number {
    const left = this.remaining[player] ?? 0;
    return player === this.running ? Math.max(0, left - (now - this.since)) : left;
  }

  /**
   * The game now waits on `waitingOn` (null: on nobody). `answered` is the player whose answer led here,
   * who gets the increment — unless their time had already run out.
   */
  update(now: number, waitingOn: PlayerId | null, answered: PlayerId | null): void {
    if (this.running !== null) this.remaining[this.running] = this.remainingMs(this.running, now);
    if (answered !== null && (this.remaining[answered] ?? 0) > 0) this.remaining[answered]! += this.incrementMs;
    this.running = waitingOn;
    this.since = now;
  }

  /** Sets the times as a record kept them: `running`'s time runs from `now` (the time in between counts for no one). */
  restore(remainingMs: readonly number[], running: PlayerId | null, now: number): void {
    remainingMs.forEach((ms, i) => {
      if (i < this.remaining.length) this.remaining[i] = ms;
    });
    this.running = running;
    this.since = now;
  }

  /** Milliseconds until the running player's time is up; null when no time is running. */
  msUntilFlag(now: number): number | null {
    return this.running === null ? null : this.remainingMs(this.running, now);
  }
}
