#!/usr/bin/env node
/**
 * `pnpm typecheck` of the backend: what `tsc --noEmit -p .` checks (every file of tsconfig.json, its errors
 * printed as tsc prints them), and, on the same TypeScript program, the answers' check of
 * `scripts/respostas.mjs --check` (respostas.schema.json up to date, every handler's answer fits its entry).
 * The answers' check was a test of the suite that built a program of its own: 25 s of the PostgreSQL step
 * on a fast day, 76 s on a slow one, for a parse and a check tsc had just made.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { conferirRespostas, programaDoBackend } from './respostas.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { program, configErrors } = programaDoBackend();
// The answers first, as the command alone checks them (on a checker that has met no type yet).
const respostasOk = conferirRespostas(program);
const diagnostics = [...configErrors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stdout.write(ts.formatDiagnostics(diagnostics, host));
}
process.exit(diagnostics.length || !respostasOk ? 1 : 0);
