import fs from 'node:fs';
import { apps, clearNginxDir, clearState, readState, stopProcess, waitUntilDown } from './stack';

export default async function globalTeardown() {
  const state = readState();
  stopProcess(state.backend);
  for (const pid of Object.values(state.apps)) stopProcess(pid);
  for (const app of apps) await waitUntilDown(`http://localhost:${app.port}/mf-manifest.json`);
  clearNginxDir();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  clearState();
}
