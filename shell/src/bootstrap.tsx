import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi, syncSessionAcrossTabs, validateStoredSession } from '@financeiro/api';
import { UiProvider } from '@financeiro/ui';
import { createAppRouter } from './App';
import { registerAreaRemotes } from './remotes/loadArea';
import { installTrustedScriptLoading } from './remotes/trustedTypes';
import { fetchRuntimeConfig } from './runtimeConfig';
import { sessionExpiredHandler } from './sessionExpiry';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await fetchRuntimeConfig();
  installTrustedScriptLoading(config.remotes);
  registerAreaRemotes(config.remotes);
  const router = createAppRouter();
  configureApi({ baseURL: config.apiUrl, onSessionExpired: sessionExpiredHandler(router) });
  // A logout or a failed refresh in another tab signs this one out too; a sign-in there is picked up.
  syncSessionAcrossTabs();
  await validateStoredSession();
  root.render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

void start();
