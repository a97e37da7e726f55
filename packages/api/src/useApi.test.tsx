import { act, renderHook } from '@testing-library/react';
import { useApi } from './useApi';

/** A load whose answers the test releases by hand, in any order. */
function controlledLoads() {
  const pending = new Map<string, (value: string) => void>();
  const load = (query: string) => new Promise<string>((resolve) => pending.set(query, resolve));
  const answer = async (query: string) => {
    await act(async () => pending.get(query)!(`rows of ${query}`));
  };
  return { load, answer };
}

describe('useApi settled', () => {
  it('is false from the render in which the deps change, before the load starts, until the answer to the new deps arrives', async () => {
    const { load, answer } = controlledLoads();
    const seen: Array<{ query: string; settled: boolean; data: string | undefined }> = [];
    const { result, rerender } = renderHook(({ query }) => {
      const state = useApi(() => load(query), [query]);
      seen.push({ query, settled: state.settled, data: state.data });
      return state;
    }, { initialProps: { query: '' } });
    expect(result.current.settled).toBe(false);
    await answer('');
    expect(result.current).toMatchObject({ data: 'rows of ', settled: true });

    // The search typed key by key: the very render with the new text already says the rows are stale.
    seen.length = 0;
    rerender({ query: 'A' });
    expect(seen[0]).toEqual({ query: 'A', settled: false, data: 'rows of ' });
    rerender({ query: 'AU' });
    rerender({ query: 'AUR' });
    // A late answer for an earlier text neither replaces the rows nor settles the list.
    await answer('A');
    expect(result.current).toMatchObject({ data: 'rows of ', settled: false });
    await answer('AUR');
    expect(result.current).toMatchObject({ data: 'rows of AUR', settled: true });
  });

  it('is false while a reload of the same deps runs', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useApi(() => load('x'), ['x']));
    await answer('x');
    expect(result.current.settled).toBe(true);
    let reloading: Promise<void> = Promise.resolve();
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current.settled).toBe(false);
    await answer('x');
    await act(() => reloading);
    expect(result.current.settled).toBe(true);
  });
});
