import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import { DOCUMENTO, TIPOS, documento, textoDocumento, textoTipos } from './contrato';
import { ROTAS_COM_RESPOSTA } from './schemas';

const atualizar = 'pnpm --filter @financeiro/backend contrato';
/** Built once for the two tests that read it: each build starts a PGlite and the whole app (1.6 s of CPU). */
let doDocumento: Promise<Record<string, unknown>> | undefined;
const oDocumento = () => (doDocumento ??= documento());

describe('contrato da API (issue 36)', () => {
  it('every operation of the OpenAPI document declares its success answer, and respostas.ts names only routes that exist', async () => {
    const doc = (await oDocumento()) as { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };
    const semResposta: string[] = [];
    const operacoes = new Set<string>();
    for (const [caminho, item] of Object.entries(doc.paths)) {
      for (const [metodo, operacao] of Object.entries(item)) {
        operacoes.add(`${metodo.toUpperCase()} ${caminho.replace(/\{(\w+)\}/g, ':$1')}`);
        if (!operacao.responses?.['200']?.content) semResposta.push(`${metodo.toUpperCase()} ${caminho}`);
      }
    }
    assert.deepEqual(semResposta, []);
    assert.deepEqual(ROTAS_COM_RESPOSTA.filter((rota) => !operacoes.has(rota)), []);
  });

  it('packages/api/src/contrato (the document and its types) is up to date with the app', async () => {
    const doc = await oDocumento();
    assert.equal(await fs.readFile(DOCUMENTO, 'utf8'), textoDocumento(doc), `openapi.json desatualizado: ${atualizar}`);
    assert.equal(await fs.readFile(TIPOS, 'utf8'), await textoTipos(doc), `openapi.ts desatualizado: ${atualizar}`);
  });

});
