/**
 * The API's contract as packages/api checks it: the OpenAPI document of the app (`app.swagger()`)
 * and the TypeScript types openapi-typescript makes of it, kept in packages/api/src/contrato/
 * (`pnpm --filter @financeiro/backend contrato` writes them; contrato.test.ts fails when they are
 * not up to date). Not loaded by the app.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { createDatabase } from '../db/client';
import { defaultAppConfig } from '../config';

export const CONTRATO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/src/contrato');
export const DOCUMENTO = path.join(CONTRATO_DIR, 'openapi.json');
export const TIPOS = path.join(CONTRATO_DIR, 'openapi.ts');

/** The OpenAPI document as /docs/json serves it (the routes need no data to describe themselves). */
export async function documento(): Promise<Record<string, unknown>> {
  const db = await createDatabase({ memory: true });
  const app = buildApp({ db, config: defaultAppConfig({ jwtSecret: 'contrato-sem-segredo-real-com-32-caracteres', logLevel: 'silent' }) });
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    await db.close();
  }
}

export const textoDocumento = (doc: Record<string, unknown>) => `${JSON.stringify(doc, null, 1)}\n`;

export async function textoTipos(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: true });
  return `// Gerado por \`pnpm --filter @financeiro/backend contrato\` a partir de openapi.json: não editar.\n${astToString(ast)}`;
}
