import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { useProjetosDemo } from '../../test/projetos-demo';
import { rows } from '../../db/sql';
import { diferencas, verificarCadeia } from '.';
import { jsonCanonico } from './service';

interface Linha {
  id: number;
  usuario_id: number | null;
  usuario_nome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: { campo: string; antes: unknown; depois: unknown }[];
  request_id: string | null;
}

describe('audit trail', () => {
  const demo = useProjetosDemo({ restore: ['cliente'] });
  const { send, exec } = demo;
  const entradasDe = (chave: string) =>
    rows<Linha>(demo.ctx.database.db, sql`SELECT id::int, usuario_id, usuario_nome, acao, entidade, chave, campos, request_id FROM auditoria WHERE entidade = 'cliente' AND chave = ${chave} ORDER BY id`);

  it('records a change with its author, request id and the fields before and after, in the change’s transaction', async () => {
    const criado = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Auditado', key: 'aud' } });
    assert.equal(criado.statusCode, 200, criado.body);
    const id = String(criado.json<{ data: { id: number } }>().data.id);
    const renomeado = await send('PATCH', `/cliente/${id}`, { name: 'Cliente Auditado Novo' });
    assert.equal(renomeado.statusCode, 200, renomeado.body);
    const [usuario] = await rows<{ id: number; name: string }>(demo.ctx.database.db, sql`SELECT id, name FROM users WHERE usuario = 'financeiro'`);
    const entradas = await entradasDe(id);
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.usuario_id, e.usuario_nome, e.campos]),
      [
        ['criar', usuario!.id, usuario!.name, [{ campo: 'Nome', antes: null, depois: 'Cliente Auditado' }, { campo: 'Chave', antes: null, depois: 'AUD' }]],
        ['alterar', usuario!.id, usuario!.name, [{ campo: 'Nome', antes: 'Cliente Auditado', depois: 'Cliente Auditado Novo' }]],
      ],
    );
    assert.ok(entradas.every((e) => e.request_id && /^req-/.test(e.request_id)), JSON.stringify(entradas));
    assert.notEqual(entradas[0]!.request_id, entradas[1]!.request_id);
  });

  it('records nothing when nothing changed, and nothing when the change is refused', async () => {
    await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Outro', key: 'outro' } });
    const criado = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Igual', key: 'igual' } });
    const id = String(criado.json<{ data: { id: number } }>().data.id);
    assert.equal((await send('PATCH', `/cliente/${id}`, { name: 'Cliente Igual' })).statusCode, 200);
    const duplicado = await send('PATCH', `/cliente/${id}`, { name: 'Cliente Outro' });
    assert.equal(duplicado.statusCode, 400, duplicado.body);
    assert.deepEqual((await entradasDe(id)).map((e) => e.acao), ['criar']);
  });

  it('keeps entries append-only and names the first entry whose content or link was changed', async () => {
    await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Cadeia', key: 'cad' } });
    const db = demo.ctx.database.db;
    const inteira = await verificarCadeia(db, 2);
    assert.equal(inteira.quebra, undefined);
    assert.ok(inteira.verificadas >= 3, String(inteira.verificadas));
    const recusada = (erro: unknown) => /só são acrescentadas/.test(String((erro as { cause?: unknown }).cause ?? erro));
    await assert.rejects(exec(sql`UPDATE auditoria SET usuario_nome = 'outra pessoa'`), recusada);
    await assert.rejects(exec(sql`DELETE FROM auditoria`), recusada);
    const [alvo] = await rows<{ id: number }>(db, sql`SELECT id::int FROM auditoria ORDER BY id DESC OFFSET 1 LIMIT 1`);
    const desfazer = new Error('desfazer');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE auditoria DISABLE TRIGGER auditoria_somente_insercao`);
        await tx.execute(sql`UPDATE auditoria SET campos = '[{"campo":"Nome","antes":null,"depois":"Outro"}]' WHERE id = ${alvo!.id}`);
        assert.deepEqual((await verificarCadeia(tx)).quebra?.id, alvo!.id);
        await tx.execute(sql`DELETE FROM auditoria WHERE id = ${alvo!.id}`);
        const semEla = await verificarCadeia(tx);
        assert.equal(semEla.quebra?.id, alvo!.id + 1);
        assert.match(semEla.quebra!.motivo, /hash anterior/);
        throw desfazer;
      }),
      desfazer,
    );
    assert.equal((await verificarCadeia(db)).quebra, undefined);
  });
});

describe('diferencas', () => {
  const campos = [
    { campo: 'Salário', valor: (c: { salario: string; nome: string }) => c.salario, tipo: 'dinheiro' as const, sigilo: 'salario' as const },
    { campo: 'Nome', valor: (c: { salario: string; nome: string }) => c.nome },
  ];
  it('lists only changed fields; money compares as a number', () => {
    assert.deepEqual(diferencas({ salario: '4500.00', nome: 'Ana' }, { salario: '4500', nome: 'Ana' }, campos), []);
    assert.deepEqual(diferencas({ salario: '4500.00', nome: 'Ana' }, { salario: '4747.50', nome: 'Ana' }, campos), [
      { campo: 'Salário', antes: '4500.00', depois: '4747.50', tipo: 'dinheiro', sigilo: 'salario' },
    ]);
    assert.deepEqual(diferencas(null, { salario: '10', nome: '' }, campos), [{ campo: 'Salário', antes: null, depois: '10', tipo: 'dinheiro', sigilo: 'salario' }]);
  });
});

describe('jsonCanonico (what the chain hashes)', () => {
  it('sorts every object’s keys, integer-like ones as text too, and leaves undefined members out', () => {
    assert.equal(jsonCanonico({ depois: 1, antes: null, campo: 'Nome' }), '{"antes":null,"campo":"Nome","depois":1}');
    assert.equal(
      jsonCanonico({ b: 1, a: [{ d: undefined, c: 'x "y"' }, undefined, [{ f: 2, e: 1 }]], z: { '10': 'dez', '2': 'dois', k: true } }),
      '{"a":[{"c":"x \\"y\\""},null,[{"e":1,"f":2}]],"b":1,"z":{"10":"dez","2":"dois","k":true}}',
    );
    assert.equal(jsonCanonico(undefined), 'null');
    assert.equal(jsonCanonico([]), '[]');
  });
});
