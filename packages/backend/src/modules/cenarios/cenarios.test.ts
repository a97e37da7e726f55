import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { calcularCenario, projetarNoCenario, somarMeses, type Cenario } from '@financeiro/domain';
import { eq, sql } from 'drizzle-orm';
import { userSections, users } from '../../db/schema';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { cenarioDoUsuario, fechamentoAtivo, versaoDaBase } from './queries';
import { calcularCedendo, detalhe as detalheDoServico, projetos as projetosDoServico, resultado as resultadoDoServico } from './service';
import { AquecedorDeCenarios, carregarBase, guardadoDaBase } from './service';
import { antesDaBase, carregar, mesDoCenario } from './service/calculo';
import { carregarEntradasDeProjecao } from '../projecao';

/** A fingerprint of every table a scenario reads: registrations, closings and their results, plans. */
const IMPRESSAO = sql`
  SELECT md5(concat_ws('|',
    (SELECT string_agg(c::text, ',' ORDER BY c.mat) FROM colaborador c),
    (SELECT string_agg(h::text, ',' ORDER BY h.id) FROM colaborador_historico h),
    (SELECT string_agg(b::text, ',' ORDER BY b.id) FROM valor_beneficio b),
    (SELECT string_agg(i::text, ',' ORDER BY i.id) FROM faixa_imposto i),
    (SELECT string_agg(v::text, ',' ORDER BY v.id) FROM valor_imposto v),
    (SELECT string_agg(f::text, ',' ORDER BY f.id) FROM fechamento f),
    (SELECT string_agg(r::text, ',' ORDER BY r.fechamento_id, r.mat) FROM fechamento_colaborador r),
    (SELECT string_agg(p::text, ',' ORDER BY p.id) FROM planejamento p),
    (SELECT string_agg(l::text, ',' ORDER BY l.id) FROM previsto_funcao l),
    (SELECT string_agg(s::text, ',' ORDER BY s.id) FROM configuracao_empresa s)
  )) AS impressao`;

describe('cost scenarios API (issue 39)', () => {
  let ctx: TestContext;
  let admin: string;
  let fin: string;
  let rhSemSimulacoes: string;
  let fechamentoId: number;
  let mesFechamento: string;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** rh, given the simulações section here (so it has both): the other user of the isolation checks. */
  const outroUsuario = async (): Promise<string> => {
    const [rh] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.usuario, 'rh'));
    await ctx.database.db.insert(userSections).values({ userId: rh!.id, section: 'simulacoes' }).onConflictDoNothing();
    return rhSemSimulacoes;
  };

  const impressao = async () => ((await ctx.database.db.execute(IMPRESSAO)) as unknown as { rows: Array<{ impressao: string }> }).rows[0]!.impressao;

  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
    admin = (await ctx.session('admin')).token;
    fin = (await ctx.session('financeiro')).token;
    rhSemSimulacoes = (await ctx.session('rh')).token;
    const opcoes = (await send('GET', '/cenarios/opcoes', admin)).json().data;
    const ultimo = opcoes.fechamentos[0];
    fechamentoId = ultimo.id;
    mesFechamento = ultimo.mes;
  });
  after(() => ctx.close());

  it('needs both sections: simulações without fechamentos, or fechamentos without simulações, answer 403', async () => {
    assert.equal((await send('GET', '/cenarios', fin)).statusCode, 403);
    assert.equal((await send('GET', '/cenarios', rhSemSimulacoes)).statusCode, 403);
    assert.equal((await send('GET', '/cenarios', admin)).statusCode, 200);
    // rh with simulações too has both sections.
    const outro = await outroUsuario();
    assert.equal((await send('GET', '/cenarios', outro)).statusCode, 200);
  });

  it('create, list, read, rename, change, duplicate and delete; another user sees none of it (404)', async () => {
    const outro = await outroUsuario();
    const criado = await send('POST', '/cenarios', admin, {
      nome: 'Dissídio',
      descricao: 'Teste',
      fechamentoId,
      mesInicio: mesFechamento.split('-').reverse().join('/'),
      alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05 }],
    });
    assert.equal(criado.statusCode, 200, criado.body);
    const { id, mesInicio } = criado.json().data;
    assert.equal(mesInicio, mesFechamento);
    assert.deepEqual(
      (await send('GET', '/cenarios', admin)).json().data.map((c: { id: number; alteracoes: number }) => [c.id, c.alteracoes]),
      [[id, 1]],
    );

    const renomeado = await send('PUT', `/cenarios/${id}`, admin, { nome: 'Dissídio 2027' });
    assert.equal(renomeado.statusCode, 200, renomeado.body);
    assert.equal(renomeado.json().data.nome, 'Dissídio 2027');
    assert.equal(renomeado.json().data.alteracoes.length, 1, 'a rename keeps the changes');

    const invalido = await send('PUT', `/cenarios/${id}`, admin, { alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 1.5 }] });
    assert.equal(invalido.statusCode, 400);
    assert.match(invalido.body, /O reajuste deve ser maior que 0% e de no máximo 100%\./);
    const semEscopo = await send('PUT', `/cenarios/${id}`, admin, {
      alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05, escopo: { tipo: 'departamento', cods: [999_999] } }],
    });
    assert.equal(semEscopo.statusCode, 400);
    assert.match(semEscopo.body, /Departamento 999999 não encontrado/);

    const copia = await send('POST', `/cenarios/${id}/duplicar`, admin);
    assert.equal(copia.statusCode, 200);
    assert.equal(copia.json().data.nome, 'Dissídio 2027 (cópia)');

    assert.equal((await send('GET', `/cenarios/${id}`, outro)).statusCode, 404);
    assert.equal((await send('PUT', `/cenarios/${id}`, outro, { nome: 'x' })).statusCode, 404);
    assert.equal((await send('GET', `/cenarios/${id}/resultado`, outro)).statusCode, 404);
    assert.equal((await send('DELETE', `/cenarios/${id}`, outro)).statusCode, 404);
    assert.deepEqual((await send('GET', '/cenarios', outro)).json().data, []);

    assert.equal((await send('DELETE', `/cenarios/${copia.json().data.id}`, admin)).statusCode, 200);
    assert.equal((await send('GET', `/cenarios/${copia.json().data.id}`, admin)).statusCode, 404);
    assert.equal((await send('DELETE', `/cenarios/${id}`, admin)).statusCode, 200);
  });

  it('without changes the result is the stored closing, cent for cent, for every employee', async () => {
    const { id } = (await send('POST', '/cenarios', admin, { nome: 'Sem alteração', fechamentoId, mesInicio: mesFechamento, alteracoes: [] })).json().data;
    const resposta = await send('GET', `/cenarios/${id}/resultado`, admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    const { totais } = resposta.json().data;
    const lista = await send('GET', `/cenarios/${id}/colaboradores`, admin);
    assert.equal(lista.statusCode, 200, lista.body);
    const colaboradores = lista.json().data;
    assert.equal(lista.headers['x-total-count'], String(colaboradores.length));
    assert.equal(resposta.json().data.colaboradores, colaboradores.length);
    const gravados = (
      (await ctx.database.db.execute(
        sql`SELECT mat, custo_total::text, custo_hora::text FROM fechamento_colaborador WHERE fechamento_id = ${fechamentoId} ORDER BY mat`,
      )) as unknown as { rows: Array<{ mat: number; custo_total: string; custo_hora: string }> }
    ).rows;
    assert.ok(gravados.length > 10);
    const porMat = new Map(colaboradores.map((linha: { mat: number }) => [linha.mat, linha]));
    assert.equal(colaboradores.length, gravados.length);
    for (const gravado of gravados) {
      const linha = porMat.get(gravado.mat) as { antes: { custoTotal: string; custoHora: string }; depois: { custoTotal: string; custoHora: string } };
      assert.ok(linha, `matrícula ${gravado.mat} no cenário`);
      assert.equal(linha.antes.custoTotal, gravado.custo_total, `custo total de ${gravado.mat}`);
      assert.equal(linha.antes.custoHora, gravado.custo_hora, `custo-hora de ${gravado.mat}`);
      assert.equal(linha.depois.custoTotal, gravado.custo_total);
    }
    assert.equal(totais.empresa.diferenca.custoTotal.valor, '0.00');
  });

  it('a raise and a hire: totals move, the breakdown of both sides is served, real data stays as it was', async () => {
    const antes = await impressao();
    const opcoes = (await send('GET', '/cenarios/opcoes', admin)).json().data;
    const criado = await send('POST', '/cenarios', admin, {
      nome: 'Reajuste e contratação',
      fechamentoId,
      mesInicio: mesFechamento,
      alteracoes: [
        { tipo: 'reajuste', modo: 'percentual', valor: 0.055 },
        { tipo: 'admissao', funcaoCod: opcoes.funcoes[0].cod, filialCod: opcoes.filiais[0].cod, regimeCod: opcoes.regimes[0].cod, salario: 7500, quantidade: 2 },
      ],
    });
    assert.equal(criado.statusCode, 200, criado.body);
    const { id } = criado.json().data;
    const { totais, situacoes, colaboradores: quantas } = (await send('GET', `/cenarios/${id}/resultado`, admin)).json().data;
    const colaboradores = (await send('GET', `/cenarios/${id}/colaboradores`, admin)).json().data;
    assert.equal(quantas, colaboradores.length);
    assert.equal(situacoes.admitido, 2);
    const admitidos = (await send('GET', `/cenarios/${id}/colaboradores?situacao=admitido`, admin)).json().data;
    // Paged: the second page of 5 is the list's 6th to 10th line, the header counts them all.
    const pagina = await send('GET', `/cenarios/${id}/colaboradores?pagina=2&limite=5`, admin);
    assert.deepEqual(
      pagina.json().data.map((linha: { mat: number }) => linha.mat),
      colaboradores.slice(5, 10).map((linha: { mat: number }) => linha.mat),
    );
    assert.equal(pagina.headers['x-total-count'], String(colaboradores.length));
    const busca = (await send('GET', `/cenarios/${id}/colaboradores?busca=${colaboradores[3].mat}`, admin)).json().data;
    assert.ok(busca.some((linha: { mat: number }) => linha.mat === colaboradores[3].mat));
    assert.deepEqual(
      admitidos.map((linha: { mat: number }) => linha.mat),
      [-1, -2],
    );
    assert.equal(totais.empresa.diferenca.colaboradores, 2);
    assert.ok(Number(totais.empresa.diferenca.custoTotal.valor) > 0);
    const mantido = colaboradores.find((linha: { situacao: string }) => linha.situacao === 'mantido');
    assert.ok(Number(mantido.depois.salarioBase) > Number(mantido.antes.salarioBase));

    const detalhe = await send('GET', `/cenarios/${id}/colaboradores/${mantido.mat}`, admin);
    assert.equal(detalhe.statusCode, 200, detalhe.body);
    assert.ok(detalhe.json().data.antes.detalhamento, 'the engine breakdown before');
    assert.ok(detalhe.json().data.depois.detalhamento, 'the engine breakdown after');
    // The answers are serialised by the schema made from the domain's types: no field the service gives is dropped.
    const [dono] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.usuario, 'admin'));
    const json = (valor: unknown) => JSON.parse(JSON.stringify(valor));
    assert.deepEqual(detalhe.json().data, json(await detalheDoServico(ctx.database.db, dono!.email, id, mantido.mat)));
    assert.deepEqual(
      (await send('GET', `/cenarios/${id}/resultado`, admin)).json().data,
      json(await resultadoDoServico(ctx.database.db, dono!.email, id)),
    );
    const definicao = (await send('GET', `/cenarios/${id}`, admin)).json().data;
    assert.equal(definicao.alteracoes[1].salario, 7500, 'a stored change keeps every field');
    assert.equal(definicao.alteracoes[1].quantidade, 2);
    const contratado = await send('GET', `/cenarios/${id}/colaboradores/-1`, admin);
    assert.equal(contratado.json().data.antes, null);
    assert.equal(contratado.json().data.depois.salarioBase, '7500.00');

    const projetos = await send('GET', `/cenarios/${id}/projetos`, admin);
    assert.equal(projetos.statusCode, 200, projetos.body);
    await send('GET', `/cenarios/comparar?a=${id}&b=${id}`, admin);
    await send('GET', `/cenarios/${id}/meses?meses=2`, admin);
    await send('GET', `/cenarios/comparar/colaboradores?a=${id}&b=${id}`, admin);
    assert.equal(await impressao(), antes, 'a scenario never changes real data');
  });

  it('a kept month is computed again after a salary, a tax bracket or the hour base changes (the base version, migration 0105), equal to a new scenario', async () => {
    const definicao = { fechamentoId, mesInicio: mesFechamento, alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05 }] };
    const { id } = (await send('POST', '/cenarios', admin, { nome: 'Guardado', ...definicao })).json().data;
    const totais = async (cenario: number) => {
      const resposta = await send('GET', `/cenarios/${cenario}/resultado`, admin);
      assert.equal(resposta.statusCode, 200, resposta.body);
      return resposta.json().data.totais;
    };
    const linhas = async (cenario: number) => (await send('GET', `/cenarios/${cenario}/colaboradores`, admin)).json().data;
    const mesesDe = async (cenario: number) => (await send('GET', `/cenarios/${cenario}/meses?meses=2`, admin)).json().data.meses;
    /** The kept scenario after a change of its base: not the old answer, and the same as a scenario created now (nothing kept for it). */
    const conferirRecalculado = async (mudanca: string, antes: { totais: unknown; linhas: unknown; meses: unknown }) => {
      const { id: novo } = (await send('POST', '/cenarios', admin, { nome: `Novo após ${mudanca}`, ...definicao })).json().data;
      const depois = { totais: await totais(id), linhas: await linhas(id), meses: await mesesDe(id) };
      assert.notDeepEqual(depois.totais, antes.totais, `${mudanca}: the kept totals were answered`);
      assert.notDeepEqual(depois.meses, antes.meses, `${mudanca}: the kept months were answered`);
      assert.deepEqual(depois.totais, await totais(novo), `${mudanca}: totals`);
      assert.deepEqual(depois.linhas, await linhas(novo), `${mudanca}: lines`);
      assert.deepEqual(depois.meses, await mesesDe(novo), `${mudanca}: months`);
      return depois;
    };
    let atual = { totais: await totais(id), linhas: await linhas(id), meses: await mesesDe(id) };
    assert.deepEqual(await totais(id), atual.totais, 'kept: the same answer');

    const [uma] = ((await ctx.database.db.execute(sql`SELECT mat FROM fechamento_colaborador WHERE fechamento_id = ${fechamentoId} ORDER BY mat LIMIT 1`)) as unknown as {
      rows: Array<{ mat: number }>;
    }).rows;
    await ctx.database.db.execute(sql`UPDATE colaborador_historico SET salario = salario + 1000 WHERE mat = ${uma!.mat}`);
    atual = await conferirRecalculado('um salário', atual);

    await ctx.database.db.execute(sql`UPDATE faixa_imposto SET aliq_faixa = aliq_faixa + 0.01 WHERE aliq_faixa > 0 AND aliq_faixa < 0.9`);
    atual = await conferirRecalculado('uma faixa de imposto', atual);

    await ctx.database.db.execute(sql`UPDATE configuracao_empresa SET base_horas_custo_hora = CASE WHEN base_horas_custo_hora = 'carga_colaborador' THEN 'oito_horas' ELSE 'carga_colaborador' END`);
    await conferirRecalculado('a base de horas', atual);
  });

  it('the batched computation (yielding between batches) equals one call of the domain', async () => {
    const fechamento = (await fechamentoAtivo(ctx.database.db, fechamentoId))!;
    const base = await carregarBase(ctx.database.db, fechamento);
    const cenario: Cenario = {
      base,
      mesInicio: mesFechamento,
      alteracoes: [
        { tipo: 'reajuste', modo: 'percentual', valor: '0.05', escopo: { tipo: 'departamento', cods: [base.colaboradores[0]!.departamentoCod!] } },
        { tipo: 'admissao', funcaoCod: base.colaboradores[0]!.funcaoCod, filialCod: base.colaboradores[0]!.filialCod, regimeCod: base.colaboradores[0]!.regimeCod, salario: '5000.00' },
        { tipo: 'desligamento', escopo: { tipo: 'colaboradores', cods: [base.colaboradores[1]!.mat] } },
      ],
    };
    assert.ok(base.colaboradores.length > 100, 'more than one batch');
    assert.deepEqual(await calcularCedendo(cenario, mesFechamento), calcularCenario(cenario, mesFechamento));
  });

  it('the warm-up reads the base of the scenarios changed last after a base change and computes its before side; the result over them is the one computed with nothing kept', async () => {
    const db = ctx.database.db;
    const fechamento = (await fechamentoAtivo(db, fechamentoId))!;
    const primeiro = (await carregarBase(db, fechamento)).colaboradores[0]!;
    const alteracoes = [
      { tipo: 'reajuste', modo: 'percentual', valor: 0.05, escopo: { tipo: 'departamento', cods: [primeiro.departamentoCod] } },
      { tipo: 'admissao', funcaoCod: primeiro.funcaoCod, filialCod: primeiro.filialCod, regimeCod: primeiro.regimeCod, salario: 4000 },
    ];
    const { id } = (await send('POST', '/cenarios', admin, { nome: 'Aquecido', fechamentoId, mesInicio: mesFechamento, alteracoes })).json().data;
    await db.execute(sql`UPDATE colaborador_historico SET salario = salario + 10 WHERE mat = ${primeiro.mat}`);
    const versao = await versaoDaBase(db);
    assert.deepEqual(await guardadoDaBase(db, fechamento, versao, mesFechamento), { base: false, antes: 0 }, 'nothing kept for the new version');

    const aquecedor = new AquecedorDeCenarios(db, ctx.app.log);
    aquecedor.iniciar();
    await aquecedor.ocioso();
    const base = await carregarBase(db, fechamento);
    assert.deepEqual(await guardadoDaBase(db, fechamento, versao, mesFechamento), { base: true, antes: base.colaboradores.length }, 'base and before side warmed');

    const resposta = await send('GET', `/cenarios/${id}/resultado`, admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    const row = (await cenarioDoUsuario(db, 'admin@veecode.com.br', id))!;
    const direto = calcularCenario({ nome: row.nome, base, mesInicio: row.mesInicio, alteracoes: row.alteracoes }, mesFechamento);
    assert.deepEqual(resposta.json().data.totais, JSON.parse(JSON.stringify(direto.totais)));

    // A request while the warm-up runs (both on the same base and before side): the same result.
    await db.execute(sql`UPDATE colaborador_historico SET salario = salario + 10 WHERE mat = ${primeiro.mat}`);
    aquecedor.iniciar();
    const [durante] = await Promise.all([send('GET', `/cenarios/${id}/resultado`, admin), aquecedor.ocioso()]);
    const novaBase = await carregarBase(db, fechamento);
    const novo = calcularCenario({ nome: row.nome, base: novaBase, mesInicio: row.mesInicio, alteracoes: row.alteracoes }, mesFechamento);
    assert.deepEqual(durante.json().data.totais, JSON.parse(JSON.stringify(novo.totais)));
    await aquecedor.parar();
  });

  it('after a write, the first computation takes the before result of every employee the write left as it was from the previous version, and computes the one it changed', async () => {
    const db = ctx.database.db;
    const fechamento = (await fechamentoAtivo(db, fechamentoId))!;
    const primeiro = (await carregarBase(db, fechamento)).colaboradores[0]!;
    const alteracoes = [{ tipo: 'reajuste', modo: 'percentual', valor: 0.07 }];
    const { id } = (await send('POST', '/cenarios', admin, { nome: 'Herdado', fechamentoId, mesInicio: mesFechamento, alteracoes })).json().data;
    assert.equal((await send('GET', `/cenarios/${id}/resultado`, admin)).statusCode, 200);
    const anterior = (await antesDaBase(db, fechamento, await versaoDaBase(db), mesFechamento))!;
    const anteriorPorMat = new Map([...anterior].map(([colaborador, calculado]) => [colaborador.mat, calculado]));

    await db.execute(sql`UPDATE colaborador_historico SET salario = salario + 10 WHERE mat = ${primeiro.mat}`);
    const resposta = await send('GET', `/cenarios/${id}/resultado`, admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    const antes = (await antesDaBase(db, fechamento, await versaoDaBase(db), mesFechamento))!;
    assert.ok(antes !== anterior && antes.size === anterior.size, 'a before side of the new version');
    let tomados = 0;
    for (const [colaborador, calculado] of antes) {
      if (colaborador.mat === primeiro.mat) assert.notEqual(calculado, anteriorPorMat.get(colaborador.mat), 'the changed employee computed again');
      else if (calculado === anteriorPorMat.get(colaborador.mat)) tomados++;
    }
    assert.equal(tomados, antes.size - 1, 'every other employee taken from the previous version');

    const row = (await cenarioDoUsuario(db, 'admin@veecode.com.br', id))!;
    const direto = calcularCenario({ nome: row.nome, base: await carregarBase(db, fechamento), mesInicio: row.mesInicio, alteracoes: row.alteracoes }, mesFechamento);
    assert.deepEqual(resposta.json().data.totais, JSON.parse(JSON.stringify(direto.totais)));
  });

  it("after the company's hour base is switched, the first computation takes every employee's before result from the previous version through the engine's last step again (comOpcoesDeHoras), not the whole engine", async () => {
    const db = ctx.database.db;
    const fechamento = (await fechamentoAtivo(db, fechamentoId))!;
    const alteracoes = [{ tipo: 'reajuste', modo: 'percentual', valor: 0.04 }];
    const { id } = (await send('POST', '/cenarios', admin, { nome: 'Base de horas trocada', fechamentoId, mesInicio: mesFechamento, alteracoes })).json().data;
    assert.equal((await send('GET', `/cenarios/${id}/resultado`, admin)).statusCode, 200);
    const anterior = (await antesDaBase(db, fechamento, await versaoDaBase(db), mesFechamento))!;
    const anteriorPorMat = new Map([...anterior].map(([colaborador, calculado]) => [colaborador.mat, calculado]));

    const { baseHorasCustoHora } = (await send('GET', '/fechamento/configuracao', admin)).json().result;
    const outra = baseHorasCustoHora === 'oito_horas' ? 'carga_colaborador' : 'oito_horas';
    try {
      assert.equal((await send('PUT', '/fechamento/configuracao', admin, { baseHorasCustoHora: outra })).statusCode, 200);
      const resposta = await send('GET', `/cenarios/${id}/resultado`, admin);
      assert.equal(resposta.statusCode, 200, resposta.body);
      assert.equal(resposta.json().data.baseHoras.antes, outra);
      const antes = (await antesDaBase(db, fechamento, await versaoDaBase(db), mesFechamento))!;
      assert.ok(antes !== anterior && antes.size === anterior.size, 'a before side of the new version');
      // Taken: the breakdown's parts are the previous result's own objects (the engine builds new ones).
      const tomados = [...antes].filter(([colaborador, calculado]) => calculado.resultado.detalhamento.impostos === anteriorPorMat.get(colaborador.mat)?.resultado.detalhamento.impostos);
      assert.equal(tomados.length, antes.size, 'every employee taken from the previous version');

      const row = (await cenarioDoUsuario(db, 'admin@veecode.com.br', id))!;
      const direto = calcularCenario({ nome: row.nome, base: await carregarBase(db, fechamento), mesInicio: row.mesInicio, alteracoes: row.alteracoes }, mesFechamento);
      assert.deepEqual(resposta.json().data.totais, JSON.parse(JSON.stringify(direto.totais)));
      assert.ok(tomados.some(([colaborador, calculado]) => calculado.resultado.custoHora !== anteriorPorMat.get(colaborador.mat)!.resultado.custoHora), 'some hour cost moved');
    } finally {
      await send('PUT', '/fechamento/configuracao', admin, { baseHorasCustoHora });
    }
  });

  it('month by month: a raise from the second month changes only the months from then; the first is the result of its month', async () => {
    const segundo = somarMeses(mesFechamento, 1);
    const { id } = (
      await send('POST', '/cenarios', admin, {
        nome: 'Reajuste no mês seguinte',
        fechamentoId,
        mesInicio: mesFechamento,
        alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05, mes: segundo }],
      })
    ).json().data;
    assert.equal((await send('GET', `/cenarios/${id}/resultado`, admin)).statusCode, 200);
    const resposta = await send('GET', `/cenarios/${id}/meses?meses=3`, admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    const { meses } = resposta.json().data;
    // The before side of the result's month stays kept; the months asked once by this route add none (ANTES_GUARDADOS is 2).
    const fechamento = (await fechamentoAtivo(ctx.database.db, fechamentoId))!;
    const versao = await versaoDaBase(ctx.database.db);
    assert.ok((await guardadoDaBase(ctx.database.db, fechamento, versao, mesFechamento)).antes > 0, 'the result month before side kept');
    assert.equal((await guardadoDaBase(ctx.database.db, fechamento, versao, somarMeses(mesFechamento, 2))).antes, 0);
    assert.deepEqual(
      meses.map((mes: { mes: string }) => mes.mes),
      [mesFechamento, segundo, somarMeses(mesFechamento, 2)],
    );
    assert.equal(meses[0].totais.empresa.diferenca.custoTotal.valor, '0.00');
    assert.ok(Number(meses[1].totais.empresa.diferenca.custoTotal.valor) > 0);
    assert.ok(Number(meses[2].totais.empresa.diferenca.custoTotal.valor) > 0);
    assert.ok(meses[1].totais.departamentos.length > 0, 'per group too');
    assert.deepEqual(meses[1].totais, (await send('GET', `/cenarios/${id}/resultado?mes=${segundo}`, admin)).json().data.totais);
    assert.equal((await send('GET', `/cenarios/${id}/meses?meses=25`, admin)).statusCode, 400);
  });

  it('two scenarios employee by employee: the difference of each one, the hire once, paged', async () => {
    const opcoes = (await send('GET', '/cenarios/opcoes', admin)).json().data;
    const semAlteracao = (await send('POST', '/cenarios', admin, { nome: 'A', fechamentoId, mesInicio: mesFechamento, alteracoes: [] })).json().data.id;
    const comReajuste = (
      await send('POST', '/cenarios', admin, {
        nome: 'B',
        fechamentoId,
        mesInicio: mesFechamento,
        alteracoes: [
          { tipo: 'reajuste', modo: 'percentual', valor: 0.05 },
          { tipo: 'admissao', funcaoCod: opcoes.funcoes[0].cod, filialCod: opcoes.filiais[0].cod, regimeCod: opcoes.regimes[0].cod, salario: 6000 },
        ],
      })
    ).json().data.id;
    const resposta = await send('GET', `/cenarios/comparar/colaboradores?a=${semAlteracao}&b=${comReajuste}`, admin);
    assert.equal(resposta.statusCode, 200, resposta.body);
    const linhas = resposta.json().data;
    const base = (await send('GET', `/cenarios/${semAlteracao}/colaboradores`, admin)).json().data;
    assert.equal(linhas.length, base.length + 1);
    assert.equal(resposta.headers['x-total-count'], String(base.length + 1));
    for (const linha of linhas.slice(0, -1)) {
      assert.ok(linha.a && linha.b, `${linha.mat} on both sides`);
      assert.equal(linha.diferencaCustoTotal, (Number(linha.b.depois.custoTotal) - Number(linha.a.depois.custoTotal)).toFixed(2));
      assert.ok(Number(linha.diferencaCustoTotal) > 0, `${linha.mat}: the raise costs more in B`);
    }
    const contratado = linhas[linhas.length - 1];
    assert.deepEqual([contratado.mat, contratado.a, contratado.b.situacao, contratado.diferencaCustoTotal], [-1, null, 'admitido', contratado.b.depois.custoTotal]);
    const pagina = await send('GET', `/cenarios/comparar/colaboradores?a=${semAlteracao}&b=${comReajuste}&pagina=2&limite=3`, admin);
    assert.deepEqual(pagina.json().data, linhas.slice(3, 6));
    assert.equal((await send('GET', `/cenarios/comparar/colaboradores?a=${semAlteracao}&b=${comReajuste}`, await outroUsuario())).statusCode, 404);
  });

  it('projects through the forecast (issue 38): a raise lowers the margin at completion; below the Margem Prevista is listed; no change, no move', async () => {
    const planos = ((await ctx.database.db.execute(sql`SELECT min(mes)::text AS mes FROM previsto_funcao`)) as unknown as { rows: Array<{ mes: string }> })
      .rows[0]!;
    const inicio = planos.mes.slice(0, 7);
    // "Today" at the plans' first month: their whole plan is still to come.
    const hoje = `${inicio}-15`;
    const [dono] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.usuario, 'admin'));
    const criar = async (nome: string, alteracoes: unknown[]) =>
      (await send('POST', '/cenarios', admin, { nome, fechamentoId, mesInicio: inicio, alteracoes })).json().data.id as number;
    const alto = await criar('Dissídio alto', [{ tipo: 'reajuste', modo: 'percentual', valor: 0.6 }]);
    // The test plans sell below their real cost (negative margins): ten times the sale value gives margins a target can sit under.
    await ctx.database.db.execute(sql`UPDATE planejamento_mes SET valor_venda = valor_venda * 10`);
    const referencia = await projetosDoServico(ctx.database.db, dono!.email, await criar('Nada muda', []), hoje);
    assert.ok(referencia.projetos.length >= 2);
    for (const projeto of referencia.projetos) {
      assert.equal(projeto.custoDepois, projeto.custoAntes, `${projeto.chave}: no change, same cost at completion`);
      assert.equal(projeto.margemDepois, projeto.margemAntes);
    }
    // The margins move to under a Margem Prevista between before and after.
    await ctx.database.db.execute(sql`UPDATE planejamento SET margem_custo_projeto = NULL`);
    for (const projeto of referencia.projetos) {
      const margem = Number(projeto.margemAntes);
      // Just under its margin before (the column holds 0 to 1): only a scenario that costs more puts it below.
      if (margem > 0.001 && margem < 1) await ctx.database.db.execute(sql`UPDATE planejamento SET margem_custo_projeto = ${(margem - 0.0001).toFixed(6)} WHERE projeto = ${projeto.chave}`);
    }
    const { projetos, abaixoDaMeta } = await projetosDoServico(ctx.database.db, dono!.email, alto, hoje);
    assert.ok(projetos.some((projeto) => Number(projeto.custoRestanteDepois) > Number(projeto.custoRestanteAntes)), 'some remaining cost goes up');
    for (const projeto of projetos) {
      assert.ok(Number(projeto.custoRestanteDepois) >= Number(projeto.custoRestanteAntes), `${projeto.chave}: remaining cost never down`);
      assert.equal(projeto.abaixoDaMetaAntes, false);
      if (Number(projeto.diferenca) > 0) assert.ok(Number(projeto.margemDepois) < Number(projeto.margemAntes), `${projeto.chave}: margin down`);
    }
    assert.deepEqual(
      abaixoDaMeta,
      projetos.filter((p) => p.margemAlvo !== null && p.margemDepois !== null && Number(p.margemDepois) < Number(p.margemAlvo)).map((p) => p.chave),
    );
    assert.ok(abaixoDaMeta.length > 0, 'a 60 % raise pushes a project under its Margem Prevista');
    // Read from the month aggregates (migration 0107, in batches): every figure is the one each person's hours give.
    const epocas = [{ desde: inicio, taxas: (await mesDoCenario(ctx.database.db, await carregar(ctx.database.db, dono!.email, alto), inicio)).taxas }];
    const porPessoa = (await carregarEntradasDeProjecao(ctx.database.db, {}, hoje)).map(({ projeto, entrada }) => {
      const noCenario = projetarNoCenario(entrada, epocas);
      return [projeto.chave, noCenario.antes.realizado.total, noCenario.aRealizarAntes, noCenario.aRealizarDepois, noCenario.custoAntes, noCenario.custoDepois, noCenario.margemAntes, noCenario.margemDepois];
    });
    assert.deepEqual(
      projetos.map((p) => [p.chave, p.realizado, p.custoRestanteAntes, p.custoRestanteDepois, p.custoAntes, p.custoDepois, p.margemAntes, p.margemDepois]),
      porPessoa,
    );
    assert.ok(porPessoa.some((linha) => linha[3] !== linha[2]), 'the scenario moves some remaining cost');
    assert.equal((await send('GET', `/cenarios/${alto}/projetos`, admin)).statusCode, 200);
  });
});
