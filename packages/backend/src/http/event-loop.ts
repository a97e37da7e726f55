/**
 * Long work shares the event loop (issue 21, point 2): a loop over thousands of rows calls the
 * function `cedente()` returns once per row; after `fatiaMs` of work it waits for one turn of the
 * event loop (setImmediate: after the pending I/O), so the other requests — /health, a login, a
 * list — are read and answered between two slices instead of after the whole file.
 */

/** Milliseconds a loop may keep the event loop before it lets the other requests in. */
export const FATIA_MS = 10;

/** One turn of the event loop (setImmediate: after the pending I/O — a socket takes what was just written to it). */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A function to await on every iteration: free (no timer, no macrotask) until `fatiaMs` have passed
 * since the last pause, then it yields one turn of the event loop.
 */
export function cedente(fatiaMs: number = FATIA_MS): () => Promise<void> {
  let inicio = performance.now();
  return async () => {
    if (performance.now() - inicio < fatiaMs) return;
    await turn();
    inicio = performance.now();
  };
}
