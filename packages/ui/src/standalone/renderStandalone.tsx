import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Box, Text } from '@chakra-ui/react';
import { configureApi, errorToText, login, useSession, validateStoredSession } from '@financeiro/api';
import { UiProvider } from '../UiProvider';

interface StandaloneConfig {
  apiUrl: string;
  devSession?: { usuario: string; senha: string };
}

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * Runs a remote alone, for QA in isolation: the same routes the shell would mount, inside the
 * UI provider, with a development session (the demo administrator unless configured otherwise).
 */
export async function renderStandalone({ routes, home }: { routes: StandaloneRoute[]; home: string }) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = (await (await fetch('/config.json', { cache: 'no-cache' })).json()) as StandaloneConfig;
  configureApi({ baseURL: config.apiUrl });
  let problem: string | null = null;
  if (!(await validateStoredSession())) {
    if (config.devSession) {
      await login(config.devSession.usuario, config.devSession.senha).catch((error: unknown) => {
        problem = `Sessão de desenvolvimento: ${errorToText(error)}`;
      });
    } else {
      problem = 'Sessão de desenvolvimento desativada (DEV_SESSION=off).';
    }
  }
  const router = createBrowserRouter([...routes, { path: '*', element: <Navigate to={home} replace /> }]);
  root.render(
    <UiProvider>
      <Box p={6} minH="100vh" bg="gray.50">
        {problem ? <Text color="red.600">{problem}</Text> : null}
        {useSession.getState().token ? <RouterProvider router={router} /> : null}
      </Box>
    </UiProvider>,
  );
}
