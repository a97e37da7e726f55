import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi, validateStoredSession } from '@financeiro/api';
import { notify, UiProvider } from '@financeiro/ui';
import { createAppRouter } from './App';
import { registerAreaRemotes } from './remotes/loadArea';
import { fetchRuntimeConfig } from './runtimeConfig';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await fetchRuntimeConfig();
  registerAreaRemotes(config.remotes);
  const router = createAppRouter();
  configureApi({
    baseURL: config.apiUrl,
    onSessionExpired: (message) => {
      notify.error(message);
      void router.navigate('/', { replace: true });
    },
  });
  await validateStoredSession();
  root.render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

void start();
