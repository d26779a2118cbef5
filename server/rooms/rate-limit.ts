// A token bucket: `burst` messages at once, refilled at `perSecond`. Used per connection so that a client
// sending too fast is told so (RATE_LIMITED) instead of slowing the table for everyone.

export class RateLimiter {
  private readonly perSecond: number;
  private readonly burst: number;
  private tokens: number;
  private last: number;

  constructor(perSecond: number, burst: number, now: number) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
