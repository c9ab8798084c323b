/** How many submissions a team link may send at once, and how fast its allowance comes back. */
export interface RateLimit {
  burst: number
  perSecond: number
}

/** A phone sealing two declarations and changing its mind a few times fits well inside this. */
export const defaultTeamRateLimit: RateLimit = { burst: 20, perSecond: 5 }

/** A token bucket per key (a team's link): `take` says whether one more submission is allowed now. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now
  ) {}

  /** Spends one submission of `key`'s allowance, or returns false when it has none left. */
  take(key: string): boolean {
    const now = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now }
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond)
    bucket.at = now
    this.buckets.set(key, bucket)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  /** Forgets a key (a dead link's token, once its last socket has gone). */
  forget(key: string): void {
    this.buckets.delete(key)
  }
}
