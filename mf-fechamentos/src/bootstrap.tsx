import { renderStandalone } from '@financeiro/ui';
import App from './App';
import Dashboard from './Dashboard';
import Relatorios from './Relatorios';

// Standalone page of this remote (QA in isolation); the shell loads ./App through its manifest.
void renderStandalone({
  home: '/fechamentos',
  routes: [
    { path: '/fechamentos/*', element: <App /> },
    { path: '/dashboard/*', element: <Dashboard /> },
    { path: '/relatorios/*', element: <Relatorios /> },
  ],
});
