#!/usr/bin/env node
/**
 * Runs one of the API's entry points from its bundle (scripts/bundle.mjs), in this process:
 *   node scripts/start.mjs main|admin-create|audit-verify [arguments of the entry point]
 * (`pnpm start`, `pnpm admin:create`, `pnpm audit:verify`). The entry point reads its own arguments, as when it ran
 * alone; the V8 flags given to this Node apply to it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, ENTRADAS } from './bundle.mjs';

const entrada = process.argv[2];
if (!ENTRADAS.includes(entrada)) {
  console.error(`Uso: node scripts/start.mjs <${ENTRADAS.join('|')}> [argumentos]`);
  process.exit(2);
}
process.argv.splice(2, 1);
await import(pathToFileURL(path.join(await bundle(), `${entrada}.mjs`)).href);
