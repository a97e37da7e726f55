import fs from 'node:fs';
import { clearState, readState, stopProcess } from './stack';

export default async function globalTeardown() {
  const state = readState();
  stopProcess(state.backend);
  for (const pid of Object.values(state.apps)) stopProcess(pid);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  clearState();
}
