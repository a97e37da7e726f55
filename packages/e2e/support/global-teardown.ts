import fs from 'node:fs';
import { stopApiPropria } from './apis-proprias';
import { clearReleaseMarkers } from './releases';
import { apps, clearNginxDir, clearState, readState, stopProcess, waitUntilDown } from './stack';

export default async function globalTeardown() {
  const state = readState();
  if (state.backend) stopProcess(state.backend);
  for (const api of Object.values(state.apisProprias ?? {})) if (api) stopApiPropria(api);
  if (state.syncApi) {
    stopProcess(state.syncApi.pid);
    fs.rmSync(state.syncApi.dataDir, { recursive: true, force: true });
  }
  // A release build still running (the release journeys were not run, or failed early) ends with the run.
  if (state.releaseBuilder) stopProcess(state.releaseBuilder);
  clearReleaseMarkers();
  for (const pid of Object.values(state.apps)) stopProcess(pid);
  for (const app of apps) await waitUntilDown(`http://localhost:${app.port}/mf-manifest.json`);
  clearNginxDir();
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  clearState();
}
