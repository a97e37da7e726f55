import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { useProjetosDemo } from '../../test/projetos-demo';
import { rows } from '../../db/sql';
import { diferencas, registrarAuditoria, verificarCadeia } from '.';
import { tuplaDoCampo } from '@financeiro/domain';
import { CAMPOS_COLABORADOR, type ColaboradorAuditado } from '../colaboradores';
import { ENTRADAS_POR_INSERT, escritorDaCriacao, hashDaEntrada, jsonCanonico, jsonDosCampos, type CampoComparado } from './service';

interface Linha {
  id: number;
  usuario_id: number | null;
  usuario_nome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: unknown[];
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
        // Each field a tuple [label, after, type, secrecy, before], the trailing nulls left out (migration 0112):
        // a creation has no before side (the readers take it as null).
        ['criar', usuario!.id, usuario!.name, [['Nome', 'Cliente Auditado'], ['Chave', 'AUD']]],
        ['alterar', usuario!.id, usuario!.name, [['Nome', 'Cliente Auditado Novo', null, null, 'Cliente Auditado']]],
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

  it('verifies a chain holding every stored shape of the fields, and names a changed entry of each shape', async () => {
    const db = demo.ctx.database.db;
    // Entries as recorded before migration 0112, chained by hand: objects with `"antes": null` (the first shape) and
    // a creation's objects without it (the shape between 0111 and 0112); both were jsonb, turned into json text by
    // 0112 (`::jsonb::json`: jsonb's own text, keys reordered, spaces added).
    const antigas = [
      { chave: 'forma-antiga', campos: [{ campo: 'Nome', antes: null, depois: 'Antigo' }, { campo: 'Salário', antes: null, depois: '4500.00', tipo: 'dinheiro', sigilo: 'salario' }] },
      { chave: 'forma-sem-antes', campos: [{ campo: 'Nome', depois: 'Sem antes' }, { campo: 'CPF', depois: '123.456.789-09', sigilo: 'cpf' }] },
    ];
    for (const antiga of antigas) {
      const [{ em, anterior }] = (await rows<{ em: Date; anterior: string }>(
        db,
        sql`SELECT date_trunc('milliseconds', now()) AS em, (SELECT hash FROM auditoria ORDER BY id DESC LIMIT 1) AS anterior`,
      )) as [{ em: Date; anterior: string }];
      const conteudo = { acao: 'criar', entidade: 'cliente', chave: antiga.chave, campos: antiga.campos as never, detalhes: null, requestId: null };
      const hash = hashDaEntrada(anterior, { ...conteudo, em: new Date(em), usuarioId: null, usuarioNome: 'sistema' });
      await exec(sql`INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id, hash_anterior, hash)
        VALUES (${new Date(em).toISOString()}::timestamptz, NULL, 'sistema', 'criar', 'cliente', ${antiga.chave}, ${JSON.stringify(antiga.campos)}::jsonb::json, NULL, NULL, ${anterior}, ${hash})`);
    }
    await db.transaction((tx) =>
      registrarAuditoria(tx, [
        { acao: 'criar', entidade: 'cliente', chave: 'forma-nova', campos: [{ campo: 'Nome', antes: null, depois: 'Novo' }, { campo: 'Salário', antes: null, depois: '4500.00', tipo: 'dinheiro', sigilo: 'salario' }] },
        { acao: 'alterar', entidade: 'cliente', chave: 'forma-nova-alterada', campos: [{ campo: 'Nome', antes: 'Novo', depois: 'Outro' }] },
      ]),
    );
    const formas = await rows<{ id: number; chave: string; campos: unknown }>(
      db,
      sql`SELECT id::int, chave, campos FROM auditoria WHERE chave IN ('forma-antiga', 'forma-sem-antes', 'forma-nova', 'forma-nova-alterada') ORDER BY id`,
    );
    assert.deepEqual(
      formas.map(({ chave, campos }) => ({ chave, campos })),
      [
        { chave: 'forma-antiga', campos: antigas[0]!.campos.map((campo) => ({ ...campo })) },
        { chave: 'forma-sem-antes', campos: antigas[1]!.campos },
        { chave: 'forma-nova', campos: [['Nome', 'Novo'], ['Salário', '4500.00', 'dinheiro', 'salario']] },
        { chave: 'forma-nova-alterada', campos: [['Nome', 'Outro', null, null, 'Novo']] },
      ],
    );
    const inteira = await verificarCadeia(db, 2);
    assert.equal(inteira.quebra, undefined, JSON.stringify(inteira.quebra));
    assert.equal(inteira.verificadas, (await rows(db, sql`SELECT id FROM auditoria`)).length);
    // One value changed in an entry of each shape (its text otherwise as stored): verify names that entry.
    const alteracoes: Array<[string, string]> = [
      ['forma-antiga', '[{"antes": null, "campo": "Nome", "depois": "Antigo"}, {"antes": null, "campo": "Salário", "depois": "9999.00", "tipo": "dinheiro", "sigilo": "salario"}]'],
      ['forma-sem-antes', '[{"campo":"Nome","depois":"Sem antes"},{"campo":"CPF","depois":"999.456.789-09","sigilo":"cpf"}]'],
      ['forma-nova', '[["Nome","Novo"],["Salário","9999.00","dinheiro","salario"]]'],
      ['forma-nova-alterada', '[["Nome","Outro",null,null,"Velho"]]'],
    ];
    for (const [chave, campos] of alteracoes) {
      const alvo = formas.find((forma) => forma.chave === chave)!;
      const desfazer = new Error('desfazer');
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.execute(sql`ALTER TABLE auditoria DISABLE TRIGGER auditoria_somente_insercao`);
          await tx.execute(sql`UPDATE auditoria SET campos = ${campos}::json WHERE id = ${alvo.id}`);
          const quebra = (await verificarCadeia(tx)).quebra;
          assert.equal(quebra?.id, alvo.id, chave);
          assert.match(quebra!.motivo, /entrada alterada/);
          throw desfazer;
        }),
        desfazer,
      );
    }
    assert.equal((await verificarCadeia(db)).quebra, undefined);
  });
  it('stores a batch whose fields, details and keys hold newlines, quotes, backslashes and commas, each in its own entry, in order', async () => {
    const db = demo.ctx.database.db;
    const estranho = 'linha 1\nlinha 2, "aspas" \\ barra\r\n\t{fim}';
    const lote = [
      { acao: 'importar' as const, entidade: 'importacao' as const, chave: 'lote-estranho', detalhes: { nota: estranho, itens: [1, 2] } },
      { acao: 'criar' as const, entidade: 'cliente' as const, chave: `chave,com\nquebra "${estranho}"`, campos: [{ campo: 'Nome', antes: null, depois: estranho }] },
      { acao: 'alterar' as const, entidade: 'cliente' as const, chave: 'lote-estranho-2', campos: [{ campo: `Rótulo\n${estranho}`, antes: estranho, depois: 'x\ny' }] },
    ];
    const marca = (await rows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM auditoria`))[0]!.id;
    await db.transaction((tx) => registrarAuditoria(tx, lote));
    const gravadas = await rows<{ acao: string; chave: string; campos: unknown; detalhes: unknown }>(
      db,
      sql`SELECT acao, chave, campos, detalhes FROM auditoria WHERE id > ${marca} ORDER BY id`,
    );
    assert.deepEqual(gravadas, [
      { acao: 'importar', chave: 'lote-estranho', campos: [], detalhes: { nota: estranho, itens: [1, 2] } },
      { acao: 'criar', chave: lote[1]!.chave, campos: [['Nome', estranho]], detalhes: null },
      { acao: 'alterar', chave: 'lote-estranho-2', campos: [[`Rótulo\n${estranho}`, 'x\ny', null, null, estranho]], detalhes: null },
    ]);
    assert.equal((await verificarCadeia(db)).quebra, undefined);
  });

  it('stores a call larger than one INSERT in chain order, and none of it when a later slice fails', async () => {
    const db = demo.ctx.database.db;
    const total = ENTRADAS_POR_INSERT * 2 + 3;
    const lote = Array.from({ length: total }, (_, i) => ({
      acao: 'criar' as const,
      entidade: 'cliente' as const,
      chave: `fatia-${i}`,
      campos: [{ campo: 'Nome', antes: null, depois: `Cliente ${i}` }],
    }));
    const marca = (await rows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM auditoria`))[0]!.id;
    await db.transaction((tx) => registrarAuditoria(tx, lote));
    const gravadas = await rows<{ chave: string; hash_anterior: string; hash: string }>(
      db,
      sql`SELECT chave, hash_anterior, hash FROM auditoria WHERE id > ${marca} ORDER BY id`,
    );
    assert.deepEqual(
      gravadas.map((linha) => linha.chave),
      lote.map((entrada) => entrada.chave),
    );
    gravadas.slice(1).forEach((linha, i) => assert.equal(linha.hash_anterior, gravadas[i]!.hash, `entrada ${i + 1}`));
    assert.equal((await verificarCadeia(db)).quebra, undefined);

    // A value PostgreSQL refuses (a NUL character in a text column) in the last slice: the whole call is rolled back.
    const recusado = lote.map((entrada, i) => ({ ...entrada, chave: i === total - 1 ? 'nul\u0000' : `recusado-${i}` }));
    await assert.rejects(db.transaction((tx) => registrarAuditoria(tx, recusado)));
    const depois = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM auditoria WHERE chave LIKE 'recusado-%'`);
    assert.equal(depois[0]!.total, 0);
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

describe('jsonDosCampos (the fields as registrarAuditoria stores and hashes them)', () => {
  it('is jsonCanonico of the fields’ tuples: what audit:verify recomputes from the stored row', () => {
    const campos = [
      { campo: 'Nome', antes: null, depois: 'Ana "A"\n' },
      { campo: 'Salário', antes: '4500.00', depois: 5200.5, tipo: 'dinheiro' as const, sigilo: 'salario' as const },
      { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' as const, sigilo: undefined },
      { tipo: 'data' as const, depois: '2026-01-01', campo: 'Início', antes: null },
    ];
    const texto = jsonDosCampos(campos);
    assert.equal(texto, jsonCanonico(campos.map(tuplaDoCampo)));
    assert.equal(texto, jsonCanonico(JSON.parse(texto)));
    assert.equal(texto, '[["Nome","Ana \\"A\\"\\n"],["Salário",5200.5,"dinheiro","salario","4500.00"],["Ativo",false,"booleano",null,true],["Início","2026-01-01","data"]]');
    assert.equal(jsonDosCampos([]), '[]');
  });
});

describe('escritorDaCriacao (a creation’s fields written straight from the record)', () => {
  // Values of every kind a field takes, the awkward ones included: none (undefined, null, ''), blanks, zero,
  // numbers, booleans, dates, decimal texts, quotes, backslashes, newlines, control characters, accents,
  // emoji and lone surrogates (JSON.stringify escapes those), and keys of Object.prototype.
  const valores: unknown[] = [
    undefined, null, '', ' ', 0, -0, 1, 12.5, -3, 1e21, Number.NaN, true, false, '0', '2024-03-01', '1999-12-31',
    '7500.00', '4500', 'Ana', 'São Paulo (Matriz)', 'Ação "rápida"', 'linha\nquebrada\r\t', 'barra \\ invertida',
    '\u0001\u001f\u007f', 'ç ã é ü ñ 日本 😀', '\ud800', '</script>', '__proto__', 'constructor', 'null',
  ];
  let semente = 37;
  const sorteio = () => {
    semente = (semente * 1_103_515_245 + 12_345) % 2_147_483_648;
    return valores[semente % valores.length];
  };
  const assertIgual = <R,>(registros: R[], campos: readonly CampoComparado<R>[]) => {
    const escrever = escritorDaCriacao(campos);
    for (const registro of registros) {
      const esperado = jsonDosCampos(diferencas(null, registro, campos));
      assert.equal(escrever(registro), esperado, JSON.stringify(registro));
      assert.equal(esperado, jsonCanonico(JSON.parse(esperado)));
    }
  };

  it('equals jsonDosCampos(diferencas(null, record, fields)) for an employee’s fields, over 3.000 records of every kind of value', () => {
    const chaves = ['nome', 'sobrenome', 'cpf', 'email', 'dependentes', 'endereco', 'cidade', 'uf', 'filialNome', 'departamentoNome', 'regimeNome', 'funcaoNome',
      'admissao', 'demissao', 'salario', 'classificacao', 'cargaHoraria', 'dataInicio', 'observacao'];
    const registros = Array.from({ length: 3_000 }, () => Object.fromEntries(chaves.map((chave) => [chave, sorteio()])) as unknown as ColaboradorAuditado);
    assertIgual(registros, CAMPOS_COLABORADOR);
  });

  it('writes the type and secrecy of every definition as the tuple does (secrecy without a type: a null type)', () => {
    type R = Record<string, unknown>;
    const valor = (chave: string) => (r: R) => r[chave] as never;
    const campos: CampoComparado<R>[] = [
      { campo: 'Texto', valor: valor('a') },
      { campo: 'Só tipo', valor: valor('b'), tipo: 'booleano' },
      { campo: 'Só sigilo', valor: valor('c'), sigilo: 'cpf' },
      { campo: 'Tipo e sigilo', valor: valor('d'), tipo: 'percentual', sigilo: 'salario' },
      { campo: 'Rótulo "com" aspas\n', valor: valor('e'), tipo: 'data' },
    ];
    const registros: R[] = Array.from({ length: 2_000 }, () => ({ a: sorteio(), b: sorteio(), c: sorteio(), d: sorteio(), e: sorteio() }));
    assertIgual(registros, campos);
    assert.equal(escritorDaCriacao(campos)({ a: '', b: null }), '[]');
    assert.equal(
      escritorDaCriacao(campos)({ a: 'x', b: false, c: '123.456.789-09', d: '0.5', e: '2026-01-01' }),
      '[["Texto","x"],["Só tipo",false,"booleano"],["Só sigilo","123.456.789-09",null,"cpf"],["Tipo e sigilo","0.5","percentual","salario"],["Rótulo \\"com\\" aspas\\n","2026-01-01","data"]]',
    );
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
