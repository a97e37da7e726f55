import { clearReleaseMarkers } from './releases';
import { stopApiComBanco } from './semeada';
import { apps, clearNginxDir, clearState, readState, stopProcess, waitUntilDown } from './stack';

export default async function globalTeardown() {
  const state = readState();
  const apis = [state.syncApi, ...Object.values(state.apisProprias ?? {})].filter((api) => api !== undefined);
  // The stack's database is set before its API starts (a setup that failed between the two leaves no API).
  if (state.banco) apis.push({ pid: state.backend, banco: state.banco });
  await Promise.all(apis.map(stopApiComBanco));
  // A release build still running (the release journeys were not run, or failed early) ends with the run.
  if (state.releaseBuilder) stopProcess(state.releaseBuilder);
  clearReleaseMarkers();
  for (const pid of Object.values(state.apps)) stopProcess(pid);
  for (const app of apps) await waitUntilDown(`http://localhost:${app.port}/mf-manifest.json`);
  clearNginxDir();
  clearState();
}
