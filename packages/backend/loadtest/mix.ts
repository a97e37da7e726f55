/**
 * The pure parts of the load test's scheduler (no I/O; tested in mix.test.ts): the roles of the
 * virtual users, a seeded random source, the weighted choice of the next screen, think times and
 * the timetable of the periodic writes.
 */

export type Papel = 'admin' | 'financeiro' | 'rh';

/** One admin in five; the rest split between financeiro and rh (as the demo accounts' sections). */
export function papeisDosUsuarios(total: number): Papel[] {
  return Array.from({ length: total }, (_, i) => (i % 5 === 0 ? 'admin' : i % 5 === 1 || i % 5 === 3 ? 'financeiro' : 'rh'));
}

/** mulberry32: a small seeded generator, so two runs draw the same sequence of screens. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Weighted<T> {
  weight: number;
  value: T;
}

/** The item whose slice of the total weight holds `random()` (weights > 0). */
export function pickWeighted<T>(random: () => number, items: readonly Weighted<T>[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (!(total > 0)) throw new Error('pickWeighted: nenhum item com peso');
  let point = random() * total;
  for (const item of items) {
    point -= item.weight;
    if (point < 0) return item.value;
  }
  return items[items.length - 1]!.value;
}

export const pickOne = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A think time between screens: uniform in [mean/2, 3·mean/2]. */
export const thinkTime = (random: () => number, meanMs: number) => meanMs * (0.5 + random());

/**
 * The instants (ms from the start) of a job that runs every `periodMs` from `offsetMs`, before
 * `durationMs`.
 */
export function timetable(durationMs: number, periodMs: number, offsetMs: number): number[] {
  const times: number[] = [];
  for (let at = offsetMs; at < durationMs; at += periodMs) times.push(at);
  return times;
}

/** Offsets that spread `count` jobs of one period evenly over it (the k-th starts at k·period/count). */
export const spreadOffsets = (count: number, periodMs: number) => Array.from({ length: count }, (_, k) => Math.floor((k * periodMs) / count));
