import { renderStandalone } from '@financeiro/ui';
import App from './App';

// Standalone page of this remote (QA in isolation); the shell loads ./App through its manifest.
void renderStandalone({
  home: '/projetos/previsao/DEMO/1',
  routes: [{ path: '/projetos/previsao/:key/:id/*', element: <App /> }],
});
