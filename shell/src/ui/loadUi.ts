import { useSyncExternalStore } from 'react';

type UiModule = typeof import('./UiModule');

/**
 * Chakra and @financeiro/ui (the shared singletons, about 165 KB gzipped) are not on the login page:
 * they load with the first other screen. `loadUi` only downloads (the login form starts it when
 * the user submits); `activateUi` also puts the UiProvider above the router (see Root), which
 * every screen but the login needs.
 */
let pending: Promise<UiModule> | undefined;
let active: UiModule | undefined;
const listeners = new Set<() => void>();

export function loadUi(): Promise<UiModule> {
  pending ??= import('./UiModule');
  return pending;
}

export async function activateUi(): Promise<UiModule> {
  const ui = await loadUi();
  if (!active) {
    active = ui;
    for (const listener of listeners) listener();
  }
  return ui;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The UI module once a screen activated it, else undefined. */
export function useActiveUi(): UiModule | undefined {
  return useSyncExternalStore(subscribe, () => active);
}
