import type { Clock } from './clock';

/**
 * Spaces requests at least `1000 / perSecond` ms apart (a token bucket of capacity 1), so any
 * one-second window [t, t + 1 s) holds at most `perSecond` requests. Reservations are taken
 * synchronously, so concurrent callers queue in call order.
 */
export class RateLimiter {
  private nextFree = 0;
  readonly intervalMs: number;

  constructor(
    perSecond: number,
    private readonly clock: Clock,
  ) {
    if (!(perSecond > 0)) throw new Error('perSecond deve ser positivo');
    this.intervalMs = Math.ceil(1000 / perSecond);
  }

  /** Resolves when the caller may send its request; returns the time it was granted. */
  async acquire(): Promise<number> {
    const now = this.clock.now();
    const at = Math.max(now, this.nextFree);
    this.nextFree = at + this.intervalMs;
    if (at > now) await this.clock.sleep(at - now);
    return at;
  }
}
