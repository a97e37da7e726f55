/** Time source of the connector: the waits (rate limit, Retry-After, backoff) go through it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/**
 * Virtual time for tests: `sleep` advances the clock at once and records the wait, so a test
 * asserts the waits and the request spacing without waiting.
 */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  async sleep(ms: number): Promise<void> {
    const wait = Math.max(0, ms);
    this.sleeps.push(wait);
    this.current += wait;
    // Let other pending work run, as a real timer would.
    await Promise.resolve();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
