import { useCallback, useEffect, useRef, useState } from 'react';
import { errorToText } from './errors';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure as the spec's text (errorToText), or null. */
  error: string | null;
  reload: () => Promise<void>;
  /**
   * True when `data` answers the current `deps` and no load runs. False from the very render in which
   * the deps change (a search just typed, a filter just chosen), before the load even starts, until its
   * answer arrives: a list that keeps its previous rows while it reloads says by this that they are about
   * to be replaced (its `aria-busy`), so neither a person nor a journey acts on rows that will move.
   */
  settled: boolean;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Loads data for a screen and reloads it when `deps` change. A late answer of an earlier
 * request never overwrites a newer one.
 */
export function useApi<T>(load: () => Promise<T>, deps: readonly unknown[]): ApiState<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  /** The deps the shown data answers. */
  const [answered, setAnswered] = useState<readonly unknown[] | null>(null);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    const forDeps = depsRef.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (ticket === latest.current) {
        setData(value);
        setError(null);
        setAnswered(forDeps);
      }
    } catch (failure) {
      if (ticket === latest.current) setError(errorToText(failure));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { data, loading, error, reload, settled: !loading && answered !== null && sameDeps(answered, deps) };
}
