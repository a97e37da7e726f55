import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { configureApi, syncSessionAcrossTabs, validateStoredSession } from '@financeiro/api';
import { createAppRouter } from './App';
import { registerAreaRemotes } from './remotes/loadArea';
import { installRemoteTimeout, remoteTimeoutMs } from './remotes/timeout';
import { installTrustedScriptLoading } from './remotes/trustedTypes';
import { fetchRuntimeConfig } from './runtimeConfig';
import { sessionExpiredHandler } from './sessionExpiry';
import { useActiveUi } from './ui/loadUi';

/** The UI provider wraps the router once a screen has loaded it (the login page does not need it). */
function Root({ children }: { children: ReactNode }) {
  const ui = useActiveUi();
  return ui ? <ui.UiProvider>{children}</ui.UiProvider> : <>{children}</>;
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await fetchRuntimeConfig();
  installTrustedScriptLoading(config.remotes);
  installRemoteTimeout(remoteTimeoutMs(config));
  registerAreaRemotes(config.remotes);
  const router = createAppRouter();
  configureApi({ baseURL: config.apiUrl, onSessionExpired: sessionExpiredHandler(router) });
  // A logout or a failed refresh in another tab signs this one out too; a sign-in there is picked up.
  syncSessionAcrossTabs();
  await validateStoredSession();
  root.render(
    <Root>
      <RouterProvider router={router} />
    </Root>,
  );
}

void start();
