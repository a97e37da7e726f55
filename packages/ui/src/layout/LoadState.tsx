import type { ReactElement, ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** What a screen's load looks like: a useApi result, or a hand-written load with the same fields. */
export interface LoadableState<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure as the spec's text (errorToText), or null. */
  error: string | null;
  reload: () => unknown;
}

export interface LoadOptions {
  /** Text beside the spinner (default 'Carregando...'). */
  loadingText?: string;
  /** Keep showing the data already loaded while a reload runs (filters); default: the spinner. */
  keepData?: boolean;
}

/**
 * The one branch of a load: the error state (with 'Tentar novamente' calling `reload`) when it
 * failed, the spinner while it runs, or null once the data is there.
 */
export function pendingLoad<T>(state: LoadableState<T>, { loadingText, keepData = false }: LoadOptions = {}): ReactElement | null {
  if (state.error !== null) return <ErrorState message={state.error} onRetry={state.reload} retrying={state.loading} />;
  if (state.loading && (!keepData || state.data === undefined)) return <LoadingState text={loadingText} />;
  return null;
}

export interface LoadStateProps<T> extends LoadOptions {
  state: LoadableState<T>;
  /** The screen's content, given the loaded data. */
  children: (data: T) => ReactNode;
}

/** `<LoadState state={useApi(...)}>{(data) => ...}</LoadState>`: spinner, error state or the content. */
export function LoadState<T>({ state, children, ...options }: LoadStateProps<T>) {
  // Once a load succeeded `data` holds what it returned (undefined only if T allows it).
  return pendingLoad(state, options) ?? <>{children(state.data as T)}</>;
}
