import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { EntradaDeAuditoria } from '@financeiro/domain';
import { rows } from '../../db/sql';
import { bearer, createTestApp, eventually, type TestContext } from '../../test/support';
import { RetencaoDaTrilha, registrarAuditoria } from '.';

describe('audit trail: reading (GET /admin/auditoria, /auditoria/:entidade/:chave) and retention', () => {
  let ctx: TestContext;
  let admin: string;
  let rh: string;
  let fin: string;
  let adminId: number;
  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const entradas = (resposta: { json<T>(): T }) => resposta.json<EntradaDeAuditoria[]>();

  before(async () => {
    ctx = await createTestApp();
    const sessao = await ctx.session('admin');
    admin = sessao.token;
    adminId = sessao.user.id;
    rh = (await ctx.session('rh')).token;
    fin = (await ctx.session('financeiro')).token;
    await ctx.app.db.transaction((tx) =>
      registrarAuditoria(
        tx,
        [
          {
            acao: 'criar',
            entidade: 'colaborador',
            chave: '4343',
            campos: [
              { campo: 'Nome', antes: null, depois: 'Zuleica Criada' },
              { campo: 'Salário', antes: null, depois: '6100.00', tipo: 'dinheiro', sigilo: 'salario' },
              { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' },
            ],
          },
          {
            acao: 'alterar',
            entidade: 'colaborador',
            chave: '4242',
            campos: [
              { campo: 'Salário', antes: '4500.00', depois: '5200.00', tipo: 'dinheiro', sigilo: 'salario' },
              { campo: 'CPF', antes: '12345678901', depois: '123.456.789-09', sigilo: 'cpf' },
              { campo: 'Função', antes: 'Analista Júnior', depois: 'Analista Pleno' },
            ],
          },
          { acao: 'alterar', entidade: 'faixa_imposto', chave: '77', campos: [{ campo: 'Alíquota', antes: '0.075', depois: '0.09', tipo: 'percentual' }] },
          { acao: 'alterar', entidade: 'planejamento', chave: 'ACRAST', campos: [{ campo: 'Custo da hora', antes: '80.00', depois: '95.00', tipo: 'dinheiro', sigilo: 'salario' }] },
        ],
        { id: adminId, nome: 'Administrador Teste' },
      ),
    );
    await ctx.app.db.transaction((tx) => registrarAuditoria(tx, { acao: 'sincronizar', entidade: 'sincronizacao_jira', chave: 'execucao-1', detalhes: { projetos: 3 } }));
  });
  after(() => ctx.close());

  it('lists the trail newest first for administrators, with X-Total-Count, salaries shown to a salary section holder and CPFs masked', async () => {
    const resposta = await get('/admin/auditoria?limite=2', admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    // Every entry of the trail (the sign-ins of before() too, once the access side records them).
    const [todasNoBanco] = await rows<{ total: number }>(ctx.app.db, sql`SELECT count(*)::int AS total FROM auditoria`);
    assert.ok(todasNoBanco!.total >= 4);
    assert.equal(resposta.headers['x-total-count'], String(todasNoBanco!.total));
    const [primeira, segunda] = entradas(resposta);
    assert.equal(primeira!.entidade, 'sincronizacao_jira');
    assert.equal(primeira!.usuarioNome, 'sistema');
    assert.equal(segunda!.entidade, 'planejamento');
    const todas = entradas(await get('/admin/auditoria', admin));
    const colaborador = todas.find((e) => e.entidade === 'colaborador')!;
    assert.deepEqual(colaborador.campos.map((c) => [c.campo, c.antes, c.depois, c.oculto]), [
      ['Salário', '4500.00', '5200.00', undefined],
      ['CPF', '***.456.789-**', '***.456.789-**', undefined],
      ['Função', 'Analista Júnior', 'Analista Pleno', undefined],
    ]);
  });

  it('filters by record kind, action, author, text (words, prefix) and São Paulo period', async () => {
    const chaves = async (query: string) => {
      const resposta = await get(`/admin/auditoria?${query}`, admin);
      assert.equal(resposta.statusCode, 200, resposta.body);
      return entradas(resposta).map((e) => `${e.entidade}:${e.chave}`);
    };
    assert.deepEqual(await chaves('entidade=faixa_imposto'), ['faixa_imposto:77']);
    assert.deepEqual(await chaves('acao=sincronizar'), ['sincronizacao_jira:execucao-1']);
    assert.deepEqual(await chaves('usuario=sistema'), ['sincronizacao_jira:execucao-1']);
    const doAdmin = await chaves(`usuario=${adminId}&acao=alterar`);
    assert.deepEqual(doAdmin.slice(0, 3), ['planejamento:ACRAST', 'faixa_imposto:77', 'colaborador:4242']);
    assert.deepEqual(await chaves('texto=analista%20plen'), ['colaborador:4242']);
    assert.deepEqual(await chaves('texto=acrast'), ['planejamento:ACRAST']);
    // Salary values are not searchable (a search never reveals a hidden value).
    assert.deepEqual(await chaves('texto=5200'), []);
    const [hoje] = await rows<{ dia: string }>(ctx.app.db, sql`SELECT to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS dia`);
    assert.ok((await chaves(`de=${hoje!.dia}&ate=${hoje!.dia}`)).includes('colaborador:4242'));
    assert.deepEqual(await chaves('de=2020-01-01&ate=2020-12-31'), []);
    // A short period is counted by reading its entries (contarEntradas; a page of 1 so that the count runs): the
    // other filters still count.
    const total = async (query: string) => Number((await get(`/admin/auditoria?de=${hoje!.dia}&ate=${hoje!.dia}&limite=1&${query}`, admin)).headers['x-total-count']);
    assert.equal(await total('entidade=faixa_imposto'), 1);
    assert.equal(await total('acao=sincronizar'), 1);
    assert.equal(await total('usuario=sistema'), 1);
    assert.equal(await total(`usuario=${adminId}&acao=alterar`), 3);
    assert.equal(await total(`usuario=${adminId}&entidade=colaborador&texto=analista`), 1);
  });

  it('refuses periods out of bounds, one end alone, unknown kinds and pages past the reach (400), and non-administrators (403)', async () => {
    for (const query of ['de=2020-01-01', 'de=2010-01-01&ate=2024-12-31', 'de=2024-02-01&ate=2024-01-01', 'entidade=nada', 'pagina=201&limite=50', 'texto=%24%25']) {
      assert.equal((await get(`/admin/auditoria?${query}`, admin)).statusCode, 400, query);
    }
    assert.equal((await get('/admin/auditoria', rh)).statusCode, 403);
    assert.equal((await get('/admin/auditoria/exportacao', fin)).statusCode, 403);
  });

  it('hides salary values (null, oculto) from an administrator whose sections do not show salaries, in the list and the export', async () => {
    const alterar = (secoes: string[]) => ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${adminId}`, headers: bearer(admin), payload: { secoes } });
    assert.equal((await alterar(['dashboard', 'projetos'])).statusCode, 200);
    try {
      for (const url of ['/admin/auditoria?entidade=colaborador', '/admin/auditoria/exportacao?entidade=colaborador']) {
        const resposta = await get(url, admin);
        assert.equal(resposta.statusCode, 200, resposta.body);
        const salario = entradas(resposta)[0]!.campos[0]!;
        assert.deepEqual(salario, { campo: 'Salário', antes: null, depois: null, tipo: 'dinheiro', sigilo: 'salario', oculto: true }, url);
      }
    } finally {
      await alterar(['dashboard', 'projetos', 'simulacoes', 'fechamentos', 'relatorios-delivery', 'relatorios', 'cadastros', 'importacoes']);
    }
  });

  it('serves a creation stored without its before side with antes null: the list, the export and the history', async () => {
    // Stored as tuples without `antes` (a creation: its before side is null, a trailing null left out).
    const [gravada] = await rows<{ campos: unknown }>(ctx.app.db, sql`SELECT campos FROM auditoria WHERE entidade = 'colaborador' AND chave = '4343'`);
    assert.deepEqual(gravada!.campos, [['Nome', 'Zuleica Criada'], ['Salário', '6100.00', 'dinheiro', 'salario'], ['CPF', '123.456.789-09', null, 'cpf']]);
    const lidos = async (url: string, token: string) => {
      const resposta = await get(url, token);
      assert.equal(resposta.statusCode, 200, resposta.body);
      // The answer's own JSON: a missing `antes` and `antes: null` differ here.
      const [entrada] = JSON.parse(resposta.body) as Array<{ campos: Array<Record<string, unknown>> }>;
      return entrada!.campos.map((campo) => [campo.campo, 'antes' in campo ? campo.antes : 'sem antes', campo.depois]);
    };
    const naLista = [
      ['Nome', null, 'Zuleica Criada'],
      ['Salário', null, '6100.00'],
      ['CPF', null, '***.456.789-**'],
    ];
    assert.deepEqual(await lidos('/admin/auditoria?entidade=colaborador&acao=criar', admin), naLista);
    assert.deepEqual(await lidos('/admin/auditoria/exportacao?entidade=colaborador&acao=criar', admin), naLista);
    assert.deepEqual(await lidos('/auditoria/colaborador/4343', rh), [
      ['Nome', null, 'Zuleica Criada'],
      ['Salário', null, '6100.00'],
      ['CPF', null, '123.456.789-09'],
    ]);
  });

  it("serves a record's history to users whose sections read the record, 403 to the others, salaries hidden from who does not see them", async () => {
    const colaborador = await get('/auditoria/colaborador/4242', rh);
    assert.equal(colaborador.statusCode, 200, colaborador.body);
    const campos = entradas(colaborador)[0]!.campos;
    assert.equal(campos[0]!.depois, '5200.00');
    // The history is not a list: the CPF of the record the reader may open is shown.
    assert.equal(campos[1]!.depois, '123.456.789-09');
    assert.equal((await get('/auditoria/colaborador/4242', fin)).statusCode, 403);
    assert.equal((await get('/auditoria/planejamento/ACRAST', rh)).statusCode, 403);
    const plano = await get('/auditoria/planejamento/ACRAST', fin);
    assert.equal(plano.statusCode, 200, plano.body);
    assert.deepEqual(entradas(plano)[0]!.campos[0], { campo: 'Custo da hora', antes: null, depois: null, tipo: 'dinheiro', sigilo: 'salario', oculto: true });
    assert.equal((await get('/auditoria/usuario/1', rh)).statusCode, 403);
    assert.equal((await get('/auditoria/usuario/1', admin)).statusCode, 200);
    assert.equal((await get('/auditoria/nada/1', admin)).statusCode, 400);
  });

  it('retention removes only the entries older than the setting, through expurgar_auditoria; the daily timer runs it and stops on parar()', async () => {
    const db = ctx.app.db;
    await db.execute(sql`INSERT INTO auditoria (em, usuario_nome, acao, entidade, chave, hash_anterior, hash)
      VALUES (now() - interval '6 years', 'sistema', 'criar', 'cliente', 'antigo', ${'0'.repeat(64)}, ${'1'.repeat(64)}),
             (now() - interval '4 years', 'sistema', 'criar', 'cliente', 'recente', ${'1'.repeat(64)}, ${'2'.repeat(64)})`);
    const clientes = async () => (await rows<{ chave: string }>(db, sql`SELECT chave FROM auditoria WHERE entidade = 'cliente' ORDER BY id`)).map((l) => l.chave);
    const retencao = new RetencaoDaTrilha(db, { anos: 5, primeiraEmMs: 5, intervaloMs: 60_000 }, ctx.app.log);
    retencao.iniciar();
    assert.equal(retencao.agendada, true);
    await eventually(async () => !(await clientes()).includes('antigo'), 'the timer purged the old entry');
    assert.deepEqual(await clientes(), ['recente']);
    await retencao.parar();
    assert.equal(retencao.agendada, false);
    assert.equal(await retencao.expurgar(new Date(Date.now() + 2 * 365 * 86_400_000)), 1);
    assert.deepEqual(await clientes(), []);
    // The app's own timer uses the setting (default 5 years) and is stopped on close (app.ts).
    assert.equal(ctx.app.config.auditoriaRetencaoAnos, 5);
  });

  it('serves entries whose fields are stored as objects (before migration 0112) as the same entries stored as tuples: list, export, history, search, salaries and CPFs', async () => {
    const db = ctx.app.db;
    const criacao = [
      { campo: 'Nome', antes: null, depois: 'Quintino Formas' },
      { campo: 'Salário', antes: null, depois: '6100.00', tipo: 'dinheiro' as const, sigilo: 'salario' as const },
      { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' as const },
      { campo: 'Admissão', antes: null, depois: '2026-03-01', tipo: 'data' as const },
    ];
    const alteracao = [
      { campo: 'Salário', antes: '6100.00', depois: '6400.00', tipo: 'dinheiro' as const, sigilo: 'salario' as const },
      { campo: 'CPF', antes: '12345678909', depois: '123.456.789-09', sigilo: 'cpf' as const },
      { campo: 'Função', antes: 'Analista Júnior', depois: 'Analista Quintino' },
    ];
    // The old shapes, as 0112 left them (jsonb's text): a creation without `antes`, a change with it.
    const semAntes = criacao.map(({ antes: _antes, ...campo }) => campo);
    for (const [acao, campos] of [['criar', semAntes], ['alterar', alteracao]] as const) {
      await db.execute(sql`INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, hash_anterior, hash)
        VALUES (now(), ${adminId}, 'Administrador Teste', ${acao}, 'colaborador', 'forma-objeto', ${JSON.stringify(campos)}::jsonb::json, ${'0'.repeat(64)}, ${'0'.repeat(64)})`);
    }
    await db.transaction((tx) =>
      registrarAuditoria(
        tx,
        [
          { acao: 'criar', entidade: 'colaborador', chave: 'forma-tupla', campos: criacao },
          { acao: 'alterar', entidade: 'colaborador', chave: 'forma-tupla', campos: alteracao },
        ],
        { id: adminId, nome: 'Administrador Teste' },
      ),
    );
    const gravadas = await rows<{ chave: string; campos: unknown[] }>(db, sql`SELECT chave, campos FROM auditoria WHERE chave IN ('forma-objeto', 'forma-tupla') ORDER BY id`);
    assert.deepEqual(
      gravadas.map((g) => [g.chave, g.campos.map((campo) => Array.isArray(campo))]),
      [['forma-objeto', [false, false, false, false]], ['forma-objeto', [false, false, false]], ['forma-tupla', [true, true, true, true]], ['forma-tupla', [true, true, true]]],
    );
    // The answer's own JSON (a missing member and a null one differ there), the two records' entries side by side.
    const porRegistro = async (url: string, token: string) => {
      const resposta = await get(url, token);
      assert.equal(resposta.statusCode, 200, resposta.body);
      const lidas = JSON.parse(resposta.body) as Array<{ chave: string; acao: string; campos: unknown }>;
      const de = (chave: string) => lidas.filter((e) => e.chave === chave).map((e) => [e.acao, e.campos]);
      assert.equal(de('forma-tupla').length, 2, url);
      assert.deepEqual(de('forma-objeto'), de('forma-tupla'), url);
      return de('forma-tupla');
    };
    const lista = await porRegistro('/admin/auditoria?texto=quintino', admin);
    assert.deepEqual(lista, [
      ['alterar', [
        { campo: 'Salário', antes: '6100.00', depois: '6400.00', tipo: 'dinheiro', sigilo: 'salario' },
        { campo: 'CPF', antes: '***.456.789-**', depois: '***.456.789-**', sigilo: 'cpf' },
        { campo: 'Função', antes: 'Analista Júnior', depois: 'Analista Quintino' },
      ]],
      ['criar', [
        { campo: 'Nome', antes: null, depois: 'Quintino Formas' },
        { campo: 'Salário', antes: null, depois: '6100.00', tipo: 'dinheiro', sigilo: 'salario' },
        { campo: 'CPF', antes: null, depois: '***.456.789-**', sigilo: 'cpf' },
        { campo: 'Admissão', antes: null, depois: '2026-03-01', tipo: 'data' },
      ]],
    ]);
    assert.deepEqual(await porRegistro('/admin/auditoria/exportacao?texto=quintino', admin), lista);
    assert.deepEqual(await porRegistro('/admin/auditoria?entidade=colaborador', admin), lista);
    // The history shows the CPF whole, to whom may open the record.
    const historico = async (chave: string) => (JSON.parse((await get(`/auditoria/colaborador/${chave}`, rh)).body) as Array<{ acao: string; campos: unknown }>).map((e) => [e.acao, e.campos]);
    assert.deepEqual(await historico('forma-objeto'), await historico('forma-tupla'));
    assert.deepEqual((await historico('forma-tupla'))[0], ['alterar', [alteracao[0], alteracao[1], alteracao[2]]]);
    // Values with a secrecy are not searchable in either shape; their labels are.
    for (const texto of ['6100', '6400', '456', '12345678909']) assert.deepEqual(await entradasDa(texto), [], texto);
    assert.deepEqual((await entradasDa('salário quintino')).sort(), ['forma-objeto', 'forma-objeto', 'forma-tupla', 'forma-tupla']);
    // Salaries hidden from an administrator without the salary sections, in both shapes.
    const alterar = (secoes: string[]) => ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${adminId}`, headers: bearer(admin), payload: { secoes } });
    assert.equal((await alterar(['dashboard', 'projetos'])).statusCode, 200);
    try {
      for (const url of ['/admin/auditoria?texto=quintino', '/admin/auditoria/exportacao?texto=quintino']) {
        const [alterada, criada] = await porRegistro(url, admin);
        assert.deepEqual((alterada![1] as unknown[])[0], { campo: 'Salário', antes: null, depois: null, tipo: 'dinheiro', sigilo: 'salario', oculto: true }, url);
        assert.deepEqual((criada![1] as unknown[])[1], { campo: 'Salário', antes: null, depois: null, tipo: 'dinheiro', sigilo: 'salario', oculto: true }, url);
      }
    } finally {
      await alterar(['dashboard', 'projetos', 'simulacoes', 'fechamentos', 'relatorios-delivery', 'relatorios', 'cadastros', 'importacoes']);
    }

    async function entradasDa(texto: string): Promise<string[]> {
      const resposta = await get(`/admin/auditoria?texto=${encodeURIComponent(texto)}`, admin);
      assert.equal(resposta.statusCode, 200, resposta.body);
      return entradas(resposta).map((e) => e.chave).filter((chave) => chave.startsWith('forma-'));
    }
  });
});
