/**
 * Entry of `scripts/test.mjs`: imports every test file of the run (TEST_FILES, a JSON list of paths)
 * into this one process, so node:test runs them in sequence without starting Node, tsx and the app's
 * modules again for each file. A file that cannot be imported becomes a failing test of its own.
 */
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const files: string[] = JSON.parse(process.env.TEST_FILES ?? '[]');
if (files.length === 0) throw new Error('TEST_FILES está vazio.');

for (const file of files) {
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    test(`importar ${path.relative(process.cwd(), file)}`, () => {
      throw error;
    });
  }
}
