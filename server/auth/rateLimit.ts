/**
 * Token buckets per key: `limit` requests per `windowMs`, refilled continuously (as GoTrue's
 * limiter does), so a client that keeps to the rate is never blocked and a burst is cut at `limit`.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    // 0 switches the limit off (useful for load tests).
    if (this.limit <= 0) return true;
    const now = this.now();
    const rate = this.limit / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updated: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.updated) * rate);
    bucket.updated = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return allowed;
  }

  /** Forgets buckets that have refilled completely, bounding memory. */
  prune(): void {
    const now = this.now();
    const rate = this.limit / this.windowMs;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * rate >= this.limit) this.buckets.delete(key);
    }
  }
}
