/** A per-client token bucket: `burst` messages at once, refilled at `perSecond`. */
export class TokenBucket {
  #tokens: number;
  #at: number;
  /** Messages refused since the last accepted one (a flood detector). */
  refused = 0;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = burst;
    this.#at = now();
  }
  /** Whether one more message could pass now (nothing is taken). */
  peek(): boolean {
    return Math.min(this.burst, this.#tokens + ((this.now() - this.#at) / 1000) * this.perSecond) >= 1;
  }

  /** Whether one more message may pass now. */
  take(): boolean {
    const t = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((t - this.#at) / 1000) * this.perSecond);
    this.#at = t;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      this.refused = 0;
      return true;
    }
    this.refused++;
    return false;
  }
}
