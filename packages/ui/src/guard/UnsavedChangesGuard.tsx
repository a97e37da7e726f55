import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { UNSAVED_CHANGES_MESSAGES, confirmLeave, type UnsavedChangesMode } from './unsavedChanges';

export interface UnsavedChangesGuardResult {
  /** Lets the next in-app navigation through (call it right before navigating after a save). */
  allowNextNavigation: () => void;
}

/** Blocks in-app navigation (data routers only) and asks with the mode's text. */
function useRouterBlock(active: () => boolean, mode: UnsavedChangesMode) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave(mode)) blocker.proceed();
    else blocker.reset();
  }, [blocker, mode]);
}

/**
 * Warns before losing unsaved form data:
 * - closing or reloading the tab: the browser's own `beforeunload` prompt (always);
 * - in-app navigation: react-router's `useBlocker` + a confirm with the texts
 *   'Foram adicionados dados! ...' (mode 'new') or 'Foram feitas alterações! ...' (mode 'edit'),
 *   only when rendered inside a data router (createBrowserRouter/RouterProvider); with a plain
 *   <BrowserRouter> in-app navigation cannot be intercepted and only beforeunload applies.
 */
export function useUnsavedChangesGuard(dirty: boolean, mode: UnsavedChangesMode): UnsavedChangesGuardResult {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dirtyRef = useRef(dirty);
  const bypass = useRef(false);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) bypass.current = false;
  }, [dirty]);

  const active = useCallback(() => {
    if (!dirtyRef.current) return false;
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    return true;
  }, []);

  // Whether a data router is above does not change during the component's life, so the hook
  // order stays stable; useBlocker throws outside a data router.
  if (dataRouter) {
    useRouterBlock(active, mode); // eslint-disable-line react-hooks/rules-of-hooks
  }

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Legacy browsers need returnValue set; modern ones show their own text.
      event.returnValue = UNSAVED_CHANGES_MESSAGES[mode];
      return UNSAVED_CHANGES_MESSAGES[mode];
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, mode]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { allowNextNavigation };
}

export interface UnsavedChangesGuardProps {
  dirty: boolean;
  mode: UnsavedChangesMode;
}

/** Component form of useUnsavedChangesGuard (renders nothing). */
export function UnsavedChangesGuard({ dirty, mode }: UnsavedChangesGuardProps) {
  useUnsavedChangesGuard(dirty, mode);
  return null;
}
