import { renderStandalone } from '@financeiro/ui';
import App from './App';

// Standalone page of this remote (QA in isolation); the shell loads ./App through its manifest.
void renderStandalone({
  home: '/cadastros',
  routes: [{ path: '/cadastros/*', element: <App /> }],
});
