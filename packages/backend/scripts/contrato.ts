/** Writes packages/api/src/contrato/openapi.json and openapi.ts from the app (src/http/contrato.ts). */
import fs from 'node:fs/promises';
import { DOCUMENTO, TIPOS, documento, textoDocumento, textoTipos } from '../src/http/contrato';

const doc = await documento();
await fs.writeFile(DOCUMENTO, textoDocumento(doc));
await fs.writeFile(TIPOS, await textoTipos(doc));
console.log(`${DOCUMENTO}\n${TIPOS}`);
