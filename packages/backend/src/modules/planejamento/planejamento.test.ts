import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { conteudoPlanejamento, construirDiff, PLANEJAMENTO_MESSAGES, type LinhaFuncao, type LinhaIndireto, type Planejamento } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('planejamento (/planejamento, previsto, curto-real)', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let rh: Record<string, string>;
  let funcoes: { cod: number; nome: string }[];
  let clientes: number[];

  before(async () => {
    ctx = await createTestApp();
    financeiro = bearer((await ctx.session('financeiro')).token);
    rh = bearer((await ctx.session('rh')).token);
    const db = ctx.app.db;
    // The projects seed belongs to another issue: the test writes the rows it needs.
    const inserted = (await db.execute(
      sql`INSERT INTO cliente (nome, chave) VALUES ('ACME Ltda', 'ACME'), ('Globex', 'GLX') RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    clientes = inserted.rows.map((row) => Number(row.id));
    await db.execute(sql`INSERT INTO projeto (id, chave, nome) VALUES (10001, 'PLAN', 'Projeto planejado'), (10002, 'OUTRO', 'Outro projeto'), (10003, 'CONC', 'Concorrência')`);
    const rows = (await db.execute(sql`SELECT cod, nome FROM funcao WHERE ativo = 1 ORDER BY cod LIMIT 3`)) as unknown as {
      rows: { cod: number; nome: string }[];
    };
    funcoes = rows.rows.map((row) => ({ cod: Number(row.cod), nome: row.nome }));
    assert.ok(funcoes.length >= 2, 'o seed tem funções');
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = financeiro) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });

  async function carregar(key = 'PLAN'): Promise<Planejamento & Json> {
    const response = await call('GET', `/planejamento/${key}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  const funcao = (mes: string, indice: number, extra: Partial<LinhaFuncao> = {}): LinhaFuncao => ({
    tempId: indice,
    indice,
    codigo_funcao: funcoes[0]!.cod,
    nome_funcao: 'qualquer',
    horas_funcao: '100.00',
    custo_venda_funcao: '50.00',
    custo_total_funcao: '1.00', // wrong on purpose: the server recomputes it
    projeto: 'PLAN',
    mes_ano: mes,
    ...extra,
  });
  const indireto = (mes: string, indice: number, extra: Partial<LinhaIndireto> = {}): LinhaIndireto => ({
    tempId: 100 + indice,
    indice,
    descricao_custo_indireto: 'AWS',
    tipo: 'INFRA_CLOUD',
    valor_original_custo_indireto: '100.00',
    moeda: 'USD',
    cotacao: '5.5',
    valor_custo_indireto: '0.00',
    projeto: 'PLAN',
    mes_ano: mes,
    ...extra,
  });
  const mes = (previstoFuncao: LinhaFuncao[], previstoIndireto: LinhaIndireto[] = [], valorVenda: string | null = null) => ({
    valorVenda,
    total_previsto_funcao: { soma_horas_funcao: '0', soma_custo_total_funcao: '0' },
    total_previsto_indireto: '0',
    previstoFuncao,
    previstoIndireto,
  });

  async function salvar(original: Planejamento, editado: Pick<Planejamento, 'cliente' | 'margemCusto' | 'meses'>, headers = financeiro) {
    return call('POST', '/planejamento', construirDiff(original, editado), headers);
  }

  it('refuses users without the projetos section and unknown projects', async () => {
    assert.equal((await call('GET', '/planejamento/PLAN', undefined, rh)).statusCode, 403);
    assert.equal((await call('POST', '/planejamento', {}, rh)).statusCode, 403);
    const missing = await call('GET', '/planejamento/NAOEXISTE');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().errors[0].errorMessage, 'Projeto não encontrado.');
  });

  it('an unplanned project loads empty at version 0, with the clients to choose from', async () => {
    const plano = await carregar();
    assert.equal(plano.versao, 0);
    assert.deepEqual(plano.meses, {});
    assert.equal(plano.cliente, null);
    assert.deepEqual(
      plano.clientes.map((c: Json) => c.key),
      ['ACME', 'GLX'],
    );
    assert.deepEqual(plano.projetoInfo, { id: 10001, chave: 'PLAN', nome: 'Projeto planejado', clienteId: null });
  });

  it('first save: three months in one transaction, ids from 3000, totals recomputed by the server', async () => {
    const original = await carregar();
    const response = await salvar(original, {
      cliente: { id: clientes[0]!, name: '', key: '' },
      margemCusto: '0.3',
      meses: {
        '11-2026': mes([funcao('11-2026', 1), funcao('11-2026', 2, { codigo_funcao: funcoes[1]!.cod, horas_funcao: '10.5', custo_venda_funcao: '33.33' })], [indireto('11-2026', 1)], '20000'),
        '12-2026': mes([funcao('12-2026', 1)], [], null),
        '01-2027': mes([], [indireto('01-2027', 1, { moeda: 'BRL', cotacao: '9', valor_original_custo_indireto: '250' })], '5000'),
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Planejamento salvo com sucesso!');
    const salvo: Planejamento = body.data;
    assert.equal(salvo.versao, 1);
    assert.deepEqual(Object.keys(salvo.meses), ['11-2026', '12-2026', '01-2027']);
    const nov = salvo.meses['11-2026']!;
    assert.ok(nov.previstoFuncao.every((l) => l.id! >= 3000));
    assert.ok(nov.previstoIndireto.every((l) => l.id! >= 3000));
    assert.deepEqual(
      nov.previstoFuncao.map((l) => [l.nome_funcao, l.custo_total_funcao]),
      [
        [funcoes[0]!.nome, '5000.00'],
        [funcoes[1]!.nome, '349.97'],
      ],
    );
    assert.equal(nov.previstoIndireto[0]!.valor_custo_indireto, '550.00');
    assert.deepEqual(nov.total_previsto_funcao, { soma_horas_funcao: '110.50', soma_custo_total_funcao: '5349.97' });
    // BRL ignores the typed rate (1)
    assert.equal(salvo.meses['01-2027']!.previstoIndireto[0]!.valor_custo_indireto, '250.00');
    assert.equal(salvo.meses['01-2027']!.previstoIndireto[0]!.cotacao, '1');
    assert.deepEqual(salvo.previstoTotal, {
      id: salvo.previstoTotal.id,
      projeto: 'PLAN',
      total_horas: '210.50',
      total_funcao: '10349.97',
      total_custo_indireto: '800.00',
      total_custo_venda: '11149.97',
      total_valor_venda: '25000.00',
      total: '13850.03',
      margem_custo_projeto: '0.300000',
    });
    assert.equal(salvo.cliente?.key, 'ACME');
    const stored = (await ctx.app.db.execute(sql`SELECT total_custo_venda, versao FROM planejamento WHERE projeto = 'PLAN'`)) as unknown as { rows: Json[] };
    assert.deepEqual(stored.rows[0], { total_custo_venda: '11149.97', versao: 1 });
  });

  it('round trip: the saved diff reloads as the edited plan (edit/delete/add lines and months, re-key, sale value, margin, client)', async () => {
    const original = await carregar();
    const editado = structuredClone(original);
    const nov = editado.meses['11-2026']!;
    nov.previstoFuncao[0]!.horas_funcao = '120.00';
    nov.previstoFuncao.splice(1, 1);
    nov.previstoIndireto.push(indireto('11-2026', 2, { tipo: 'OUTROS_SOFTWARES', descricao_custo_indireto: 'GitHub', moeda: 'EUR', cotacao: '6.25' }));
    nov.valorVenda = null;
    // re-key 12-2026 to 02-2027 (its known line moves)
    const dez = editado.meses['12-2026']!;
    delete editado.meses['12-2026'];
    editado.meses['02-2027'] = { ...dez, previstoFuncao: dez.previstoFuncao.map((l) => ({ ...l, mes_ano: '02-2027' })) };
    editado.meses['01-2027']!.valorVenda = '6000.00';
    editado.meses['03-2027'] = mes([funcao('03-2027', 1, { tempId: 7, horas_funcao: '8' })]);
    editado.margemCusto = '0.25';
    editado.cliente = { id: clientes[1]!, name: 'Globex', key: 'GLX' };

    const diff = construirDiff(original, editado);
    assert.deepEqual(diff.novosMeses, ['02-2027', '03-2027']);
    assert.deepEqual(diff.deletados.meses, ['12-2026']);
    assert.deepEqual(diff.deletados.valorVenda, ['11-2026']);
    const response = await call('POST', '/planejamento', diff);
    assert.equal(response.statusCode, 200, response.body);
    const recarregado = await carregar();
    assert.equal(recarregado.versao, 2);
    assert.deepEqual(conteudoPlanejamento(recarregado), conteudoPlanejamento(editado));
    assert.equal(recarregado.meses['02-2027']!.previstoFuncao[0]!.id, dez.previstoFuncao[0]!.id, 'a moved line keeps its id');
    assert.equal(recarregado.cliente?.key, 'GLX');
    const projetoRow = (await ctx.app.db.execute(sql`SELECT cliente_id FROM projeto WHERE chave = 'PLAN'`)) as unknown as { rows: Json[] };
    assert.equal(Number(projetoRow.rows[0]!.cliente_id), clientes[1]);
    // an empty diff still bumps nothing but the version, and answers the same plan
    const vazio = await salvar(recarregado, structuredClone(recarregado));
    assert.equal(vazio.statusCode, 200);
    assert.deepEqual(conteudoPlanejamento(vazio.json().data), conteudoPlanejamento(editado));
  });

  it('validation: at least one month, each month with some data, the schemas, nothing written', async () => {
    const original = await carregar();
    const semCliente = structuredClone(original);
    semCliente.cliente = null;
    semCliente.meses['04-2027'] = mes([]);
    let response = await salvar(original, semCliente);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [
      { field: 'meses.04-2027', errorMessage: 'Um mês deve conter ao menos um dado (cliente, valor venda, função ou custo indireto)' },
    ]);

    response = await salvar(original, { cliente: original.cliente, margemCusto: original.margemCusto, meses: {} });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].errorMessage, PLANEJAMENTO_MESSAGES.semMeses);

    const ruim = construirDiff(original, structuredClone(original));
    ruim.novos.previstoFuncao.push({ indice: 1, codigo_funcao: funcoes[0]!.cod, horas_funcao: '0', custo_venda_funcao: '10', mes_ano: '13-2027' });
    ruim.novos.previstoIndireto.push({ indice: 1, descricao_custo_indireto: '', tipo: 'OUTROS', valor_original_custo_indireto: '0', moeda: 'USD', cotacao: '5', mes_ano: '01-2027' });
    response = await call('POST', '/planejamento', ruim);
    assert.equal(response.statusCode, 400);
    const campos = Object.fromEntries(response.json().errors.map((e: Json) => [e.field, e.errorMessage]));
    assert.equal(campos['novos.previstoFuncao[0].horas_funcao'], 'Valor deve ser maior que 0,00');
    assert.equal(campos['novos.previstoFuncao[0].mes_ano'], 'Mês inválido (use MM-AAAA).');
    assert.equal(campos['novos.previstoIndireto[0].descricao_custo_indireto'], 'Campo obrigatório.');
    assert.equal(campos['novos.previstoIndireto[0].valor_original_custo_indireto'], 'Valor deve ser diferente de 0,00');

    // a line of another project, or a month that is not there
    const alheia = construirDiff(original, structuredClone(original));
    alheia.deletados.previstoFuncao.push(999999);
    response = await call('POST', '/planejamento', alheia);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].errorMessage, 'A linha 999999 não pertence a este planejamento.');

    const funcaoInexistente = construirDiff(original, structuredClone(original));
    funcaoInexistente.novos.previstoFuncao.push({ indice: 9, codigo_funcao: 987654, horas_funcao: '1', custo_venda_funcao: '1', mes_ano: '01-2027' });
    response = await call('POST', '/planejamento', funcaoInexistente);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].errorMessage, 'Função 987654 não encontrada.');

    const depois = await carregar();
    assert.equal(depois.versao, original.versao);
    assert.deepEqual(conteudoPlanejamento(depois), conteudoPlanejamento(original));
  });

  it('one transaction: a failure in the middle of the writes leaves nothing behind', async () => {
    const original = await carregar();
    const editado = structuredClone(original);
    editado.meses['05-2027'] = mes([funcao('05-2027', 1)]);
    // 999.999.999.999,00 x 6 overflows NUMERIC(14,2) after the month and the function line were written
    editado.meses['01-2027']!.previstoIndireto.push(indireto('01-2027', 2, { valor_original_custo_indireto: '999999999999.00', cotacao: '6' }));
    const response = await salvar(original, editado);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().errors[0].errorMessage, 'Valor acima do limite permitido.');
    const depois = await carregar();
    assert.equal(depois.versao, original.versao);
    assert.equal(depois.meses['05-2027'], undefined);
    assert.deepEqual(conteudoPlanejamento(depois), conteudoPlanejamento(original));
  });

  it('stale version: the second of two editors gets 409 with a clear message and the first save is kept', async () => {
    const ana = await carregar();
    const bruno = await carregar();
    const editAna = structuredClone(ana);
    editAna.meses['01-2027']!.valorVenda = '7777.00';
    const editBruno = structuredClone(bruno);
    editBruno.meses['01-2027']!.valorVenda = '1.00';
    editBruno.meses['06-2027'] = mes([funcao('06-2027', 1)]);

    assert.equal((await salvar(ana, editAna)).statusCode, 200);
    const conflito = await salvar(bruno, editBruno);
    assert.equal(conflito.statusCode, 409);
    assert.equal(conflito.json().errors[0].errorMessage, PLANEJAMENTO_MESSAGES.conflito);
    const atual = await carregar();
    assert.equal(atual.versao, ana.versao + 1);
    assert.equal(atual.meses['01-2027']!.valorVenda, '7777.00');
    assert.equal(atual.meses['06-2027'], undefined);
    // rebuilt on the current version, Bruno's edit goes through
    const refeito = structuredClone(atual);
    refeito.meses['06-2027'] = mes([funcao('06-2027', 1)]);
    assert.equal((await salvar(atual, refeito)).statusCode, 200);
  });

  it('concurrent first saves of the same plan: exactly one wins', async () => {
    const original = await carregar('CONC');
    const a = construirDiff(original, { cliente: null, margemCusto: null, meses: { '11-2026': mes([funcao('11-2026', 1, { projeto: 'CONC' })]) } });
    const b = construirDiff(original, { cliente: null, margemCusto: null, meses: { '12-2026': mes([], [], '10') } });
    const results = await Promise.all([call('POST', '/planejamento', a), call('POST', '/planejamento', b)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const final = await carregar('CONC');
    assert.equal(final.versao, 1);
    assert.equal(Object.keys(final.meses).length, 1);
  });

  it('GET /planejamento/funcoes: active functions with the average HH of the latest calculated closing', async () => {
    const response = await call('GET', '/planejamento/funcoes');
    assert.equal(response.statusCode, 200, response.body);
    const { fechamento, funcoes: lista } = response.json().data;
    const ultimo = (await ctx.app.db.execute(
      sql`SELECT f.id FROM fechamento f WHERE f.ativo AND EXISTS (SELECT 1 FROM fechamento_colaborador fc WHERE fc.fechamento_id = f.id) ORDER BY f.data_inicio DESC LIMIT 1`,
    )) as unknown as { rows: Json[] };
    assert.equal(fechamento.id, Number(ultimo.rows[0]!.id));
    const medias = (await ctx.app.db.execute(
      sql`SELECT funcao_cod, custo_hora FROM fechamento_colaborador WHERE fechamento_id = ${fechamento.id}`,
    )) as unknown as { rows: Json[] };
    const comMedia = lista.filter((f: Json) => f.custoHoraMedio !== null);
    assert.ok(comMedia.length > 0);
    for (const item of comMedia) {
      const valores = medias.rows.filter((row) => Number(row.funcao_cod) === item.cod).map((row) => new Decimal(row.custo_hora));
      const media = valores.reduce((a, b) => a.plus(b), new Decimal(0)).div(valores.length);
      assert.equal(item.custoHoraMedio, media.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2), item.nome);
    }
  });

  it('GET /planejamento/previsto/:key: planned cost and revenue per month', async () => {
    const response = await call('GET', '/planejamento/previsto/PLAN?de=2026-11&ate=2027-01');
    assert.equal(response.statusCode, 200, response.body);
    const plano = await carregar();
    const nov = plano.meses['11-2026']!;
    assert.deepEqual(response.json().data, [
      {
        mes: '2026-11',
        chave: '11-2026',
        horas: nov.total_previsto_funcao.soma_horas_funcao,
        custoFuncao: nov.total_previsto_funcao.soma_custo_total_funcao,
        custoIndireto: nov.total_previsto_indireto,
        custoPrevisto: new Decimal(nov.total_previsto_funcao.soma_custo_total_funcao).plus(nov.total_previsto_indireto).toFixed(2),
        receitaPrevista: null,
      },
      { mes: '2027-01', chave: '01-2027', horas: '0.00', custoFuncao: '0.00', custoIndireto: '250.00', custoPrevisto: '250.00', receitaPrevista: '7777.00' },
    ]);
    assert.equal((await call('GET', '/planejamento/previsto/PLAN?de=2026-13')).statusCode, 400);
    assert.deepEqual((await call('GET', '/planejamento/previsto/OUTRO')).json(), { data: [] });
  });

  it('GET /custo-projeto/curto-real: planned vs actual by category (hour cost from the closings, extra costs)', async () => {
    const db = ctx.app.db;
    const closing = (await db.execute(
      sql`SELECT f.id, f.data_inicio::text AS inicio, fc.mat, fc.custo_hora FROM fechamento f JOIN fechamento_colaborador fc ON fc.fechamento_id = f.id
          WHERE f.ativo ORDER BY f.data_inicio DESC, fc.mat LIMIT 1`,
    )) as unknown as { rows: Json[] };
    const { inicio, mat, custo_hora } = closing.rows[0]!;
    const dia = `${String(inicio).slice(0, 8)}15`;
    // a day after every closing: costed with the latest earlier one (estimated)
    await db.execute(sql`INSERT INTO jira_usuario (account_id, nome, colaborador_mat) VALUES ('acc-1', 'Dev', ${mat})`);
    await db.execute(sql`INSERT INTO issue (id, chave, projeto_id) VALUES (1, 'OUTRO-1', 10002)`);
    await db.execute(
      sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds)
          VALUES (1, 1, 10002, 'acc-1', ${mat}, ${dia}::date, 36000), (2, 1, 10002, 'acc-1', ${mat}, ${dia}::date + 60, 7200)`,
    );
    await db.execute(
      sql`INSERT INTO custo_projeto (email, projeto, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao)
          VALUES ('x@y.z', 'OUTRO', ${dia}::date, ${dia}::date, 'INFRA_CLOUD', 100, 'USD', 5), ('x@y.z', 'OUTRO', ${dia}::date, ${dia}::date, 'OUTROS', 40, 'BRL', 1)`,
    );
    const fim = (await db.execute(sql`SELECT (${dia}::date + 60)::text AS d`)) as unknown as { rows: Json[] };
    const ateDia = String(fim.rows[0]!.d);
    const br = (iso: string) => encodeURIComponent(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    const response = await call('GET', `/custo-projeto/curto-real/OUTRO/10002/${br(dia)}/${br(ateDia)}`);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    const hh = data.categorias.find((c: Json) => c.categoria === 'CUSTO_HH');
    assert.equal(hh.real, new Decimal(custo_hora).times(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    assert.equal(hh.previsto, '0.00');
    assert.equal(data.estimado, true);
    assert.equal(data.horas.real, '12.00');
    assert.deepEqual(
      data.categorias.filter((c: Json) => c.categoria !== 'CUSTO_HH').map((c: Json) => [c.categoria, c.label, c.real]),
      [
        ['INFRA_CLOUD', 'Infraestrutura em Cloud', '500.00'],
        ['OUTROS_SOFTWARES', 'Outros softwares', '0.00'],
        ['HORAS_EXTRAS', 'Horas extras', '0.00'],
        ['FORNECEDORES_TERCEIROS', 'Fornecedores terceiros', '0.00'],
        ['OUTROS', 'Outros', '40.00'],
      ],
    );

    // the planned side of PLAN over its months
    const plano = await call('GET', '/custo-projeto/curto-real/PLAN/10001/2026-11-01/2027-01-31');
    assert.equal(plano.statusCode, 200, plano.body);
    const p = plano.json().data;
    const planejado = await carregar();
    const esperadoHH = ['11-2026', '01-2027']
      .map((k) => new Decimal(planejado.meses[k]!.total_previsto_funcao.soma_custo_total_funcao))
      .reduce((a, b) => a.plus(b));
    assert.equal(p.categorias[0].previsto, esperadoHH.toFixed(2));
    assert.equal(p.categorias[0].real, '0.00');
    assert.equal(p.categorias[0].desvio, '-1');
    assert.equal(p.receita.previsto, '7777.00');
    assert.equal((await call('GET', '/custo-projeto/curto-real/PLAN/10002/2026-11-01/2027-01-31')).statusCode, 404);
    assert.equal((await call('GET', '/custo-projeto/curto-real/PLAN/10001/2027-01-31/2026-11-01')).statusCode, 400);
  });
});
