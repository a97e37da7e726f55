import { useCallback, useEffect, useRef, useState } from 'react';
import { errorToText } from './errors';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure as the spec's text (errorToText), or null. */
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * Loads data for a screen and reloads it when `deps` change. A late answer of an earlier
 * request never overwrites a newer one.
 */
export function useApi<T>(load: () => Promise<T>, deps: readonly unknown[]): ApiState<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (ticket === latest.current) {
        setData(value);
        setError(null);
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

  return { data, loading, error, reload };
}
