import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, REPO_ROOT } from './stack';

/**
 * The releases of mf-cadastros the release journeys (tests/release-remoto.spec.ts) publish: one built
 * against a newer @financeiro/ui of the shell's line, one against the next line. Each is a production
 * build of a remote (~20 s of CPU on the 2026 machines): the global setup starts them, one after the
 * other, so they build while the first journeys run (a browser and a server wait more than they compute)
 * instead of inside the release journeys; a journey waits for its release only if it is not built yet.
 */
export const RELEASES = {
  sameLine: { release: '2026.11.26-e2e', sharedVersions: '@financeiro/ui=0.1.9' },
  nextLine: { release: '2026.11.26-ui-0.2', sharedVersions: '@financeiro/ui=0.2.0' },
} as const;

export const cadastros = apps.find((app) => app.dir === 'mf-cadastros')!;
export const RELEASES_DIR = path.join(REPO_ROOT, cadastros.dir, 'dist', 'releases');
const MARKERS = path.join(os.tmpdir(), 'financeiro-e2e-releases');
const BUILDER = path.join(__dirname, 'build-releases.cjs');

const marker = (release: string, kind: 'queued' | 'done' | 'log') => path.join(MARKERS, `${release}.${kind}`);

/** Spawns the builder for `releases` (one after the other) in a process group of its own; returns its id. */
function build(releases: Array<{ release: string; sharedVersions: string }>): number {
  fs.mkdirSync(MARKERS, { recursive: true });
  for (const { release } of releases) {
    fs.rmSync(path.join(RELEASES_DIR, release), { recursive: true, force: true });
    fs.writeFileSync(marker(release, 'queued'), '');
  }
  const specs = releases.map(({ release, sharedVersions }) => `${release}=${sharedVersions}`);
  const child = spawn(process.execPath, [BUILDER, MARKERS, cadastros.dir, ...specs], { detached: true, stdio: 'ignore' });
  child.unref();
  return child.pid as number;
}

/** Starts building every release (global setup); returns the builder's process id, for the teardown. */
export function startReleaseBuilds(): number {
  fs.rmSync(MARKERS, { recursive: true, force: true });
  return build(Object.values(RELEASES));
}

/** Removes the builder's markers and logs (teardown). */
export function clearReleaseMarkers(): void {
  fs.rmSync(MARKERS, { recursive: true, force: true });
}

/**
 * Waits until `release` has been built (by the global setup's builder, or from here and now when this
 * run did not queue it) and returns the address of its manifest. A failed build fails with its output.
 */
export async function releaseBuilt(spec: { release: string; sharedVersions: string }): Promise<string> {
  const { release } = spec;
  if (!fs.existsSync(marker(release, 'queued'))) build([spec]);
  // Checked every 200 ms until the builder writes the marker; the journey's own time limit is the ceiling.
  while (!fs.existsSync(marker(release, 'done'))) await new Promise((resolve) => setTimeout(resolve, 200));
  const { code } = JSON.parse(fs.readFileSync(marker(release, 'done'), 'utf8')) as { code: number };
  if (code !== 0) {
    const log = fs.readFileSync(marker(release, 'log'), 'utf8');
    throw new Error(`pnpm release:build ${cadastros.dir} ${release} falhou (código ${code}):\n${log.split('\n').slice(-40).join('\n')}`);
  }
  return `http://localhost:${cadastros.port}/releases/${release}/mf-manifest.json`;
}
