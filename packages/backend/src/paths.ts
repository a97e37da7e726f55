import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This package's folder, the first one up from this module's file that holds the backend's package.json: the
 * module runs from src/ (tsx: the tests, `pnpm dev`) or bundled into dist/<digest>/ (`pnpm start`,
 * scripts/bundle.mjs), at another depth, so no path may count the folders up from a module.
 */
function backendDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@financeiro/backend') return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json de @financeiro/backend não encontrado acima de ${fileURLToPath(import.meta.url)}`);
  }
}

export const BACKEND_DIR = backendDir();
/** Root of the pnpm workspace (packages/backend -> ../..). */
export const REPO_ROOT = path.resolve(BACKEND_DIR, '../..');
