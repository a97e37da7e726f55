import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Box } from '@chakra-ui/react';
import { configureApi, validateStoredSession } from '@financeiro/api';
import { UiProvider } from '../UiProvider';
import { StandaloneLogin } from './StandaloneLogin';

interface StandaloneConfig {
  apiUrl: string;
}

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * Runs a remote alone, for QA in isolation: the same routes the shell would mount, inside the
 * UI provider, behind the standalone page's own sign-in form (no credential is built in).
 */
export async function renderStandalone({ routes, home }: { routes: StandaloneRoute[]; home: string }) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = (await (await fetch('/config.json', { cache: 'no-cache' })).json()) as StandaloneConfig;
  configureApi({ baseURL: config.apiUrl });
  await validateStoredSession();
  const router = createBrowserRouter([...routes, { path: '*', element: <Navigate to={home} replace /> }]);
  root.render(
    <UiProvider>
      <Box p={6} minH="100vh" bg="gray.50">
        <StandaloneLogin>
          <RouterProvider router={router} />
        </StandaloneLogin>
      </Box>
    </UiProvider>,
  );
}
