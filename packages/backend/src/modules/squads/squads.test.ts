import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { SQUAD_MESSAGES } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../../test/support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('squads (/squad, /squad-colab)', () => {
  let ctx: TestContext;
  let fin: Record<string, string>;
  let adm: Record<string, string>;
  let rh: Record<string, string>;
  let finEmail: string;
  let admEmail: string;
  let simAdm: number;

  /** Saves an employee cost simulation through the simulator's own route (figures by the server). */
  async function simular(headers: Record<string, string>, email: string, form: Record<string, unknown>): Promise<Json> {
    const response = await ctx.app.inject({ method: 'POST', url: '/simulator/create', payload: { ...form, email }, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  before(async () => {
    ctx = await createTestApp();
    const f = await ctx.session('financeiro');
    const a = await ctx.session('admin');
    fin = bearer(f.token);
    adm = bearer(a.token);
    rh = bearer((await ctx.session('rh')).token);
    finEmail = f.user.email;
    admEmail = a.user.email;
    // The squad catalogue is the user's stored simulations: three of financeiro, one of admin.
    await simular(fin, finEmail, { salario: 9000, beneficio: 3100, dependentes: 1, regime: 1, funcao: 2, filial: 1 });
    await simular(fin, finEmail, { salario: 16000, beneficio: 3100, dependentes: 2, regime: 1, funcao: 4, filial: 1 });
    await simular(fin, finEmail, { salario: 7000, beneficio: 3100, dependentes: 0, regime: 1, funcao: 14, filial: 3 });
    simAdm = (await simular(adm, admEmail, { salario: 5000, beneficio: 3100, dependentes: 0, regime: 1, funcao: 1, filial: 1 })).id;
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = fin) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });
  const enc = encodeURIComponent;
  const mensagens = (response: { json(): Json }) => (response.json().errors as Json[]).map((e) => e.errorMessage);

  /** The financeiro user's squad catalogue (the three simulations of the before hook). */
  const lerCatalogo = async (): Promise<Json[]> => {
    const response = await call('GET', `/squad-colab/${enc(finEmail)}/simulacoes`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };

  async function novoTime(nome: string, headers = fin, email = finEmail): Promise<number> {
    const response = await call('POST', '/squad/create', { nome, email }, headers);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.id;
  }

  it('every route needs the simulacoes section', async () => {
    for (const [method, url] of [
      ['GET', `/squad/${enc(finEmail)}`],
      ['GET', `/squad-colab/${enc(finEmail)}/simulacoes`],
      ['POST', '/squad/create'],
      ['POST', '/squad-colab/create'],
    ] as const) {
      const response = await call(method, url, method === 'POST' ? { nome: 'x' } : undefined, rh);
      assert.equal(response.statusCode, 403, `${method} ${url}`);
    }
  });

  it("catalogue: the user's active employee cost simulations, the same rows as GET /simulator/:email", async () => {
    const catalogo = await lerCatalogo();
    const simulacoes = (await call('GET', `/simulator/${enc(finEmail)}`)).json().data as Json[];
    assert.equal(catalogo.length, 3);
    assert.deepEqual(
      catalogo.map((item) => item.id),
      simulacoes.map((sim) => sim.id),
    );
    for (const item of catalogo) {
      const sim = simulacoes.find((s) => s.id === item.id);
      for (const campo of Object.keys(item)) assert.deepEqual(item[campo], sim[campo], campo);
      for (const campo of ['regime_sigla', 'filial_label', 'salario_bruto', 'beneficio_total', 'provisao_ferias', 'custo_hora_colaborador_meio_periodo']) {
        assert.ok(campo in item, campo);
      }
    }
    assert.ok(!catalogo.some((item) => item.id === simAdm), "another user's simulation is not offered");
    assert.equal((await call('GET', `/squad-colab/${enc(admEmail)}/simulacoes`)).statusCode, 403);
  });

  it('creates a team with one empty sprint; the name is required and at most 10 characters', async () => {
    let response = await call('POST', '/squad/create', { nome: '  ', email: finEmail });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(mensagens(response), ['Nome do time não pode ser vazio.']);
    response = await call('POST', '/squad/create', { nome: '12345678901', email: finEmail });
    assert.equal(response.statusCode, 400);
    response = await call('POST', '/squad/create', { nome: 'Alfa', email: admEmail });
    assert.equal(response.statusCode, 403, 'another e-mail in the body');
    const id = await novoTime('Alfa');
    response = await call('GET', `/squad/${enc(finEmail)}/${id}`);
    assert.equal(response.statusCode, 200);
    const squad = response.json().data[0].squad;
    assert.deepEqual(squad, { id, nome: 'Alfa', custo_total: '0.00', quantidade_sprints: 1, squadColab: { '1': [] } });
  });

  it('saves 3 simulations over 2 sprints in one call; the server computes the total; a resave replaces a sprint', async () => {
    const id = await novoTime('Beta');
    const [a, b, c] = await lerCatalogo();
    let response = await call('POST', '/squad-colab/create', {
      email: finEmail,
      squadId: id,
      sprints: [
        { sprint: 1, colabs: [{ id: a.id, quantidade: 2 }, { id: b.id, quantidade: 1 }] },
        { sprint: 2, colabs: [{ id: c.id, quantidade: 3 }, { id: a.id, quantidade: 0 }] },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Dados da simulação do time atualizados com sucesso!');
    let squad = response.json().data;
    const esperado = new Decimal(a.custo_total).times(2).plus(b.custo_total).plus(new Decimal(c.custo_total).times(3));
    assert.equal(squad.custo_total, esperado.toFixed(2));
    assert.equal(squad.quantidade_sprints, 2);
    assert.deepEqual(squad.squadColab['2'].map((e: Json) => [e.id, e.quantidade, e.sprint]), [[c.id, 3, 2]]);
    const entrada = squad.squadColab['1'].find((e: Json) => e.id === a.id);
    assert.equal(entrada.funcao_nome, a.funcao_nome);
    assert.equal(entrada.custo_hora_colaborador, a.custo_hora_colaborador);
    assert.equal(entrada.regime_sigla, a.regime_sigla);
    assert.equal(entrada.dependentes, a.dependentes);
    assert.equal(entrada.provisao_rescisao, a.provisao_rescisao);

    response = await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [{ id: b.id, quantidade: 4 }] }] });
    assert.equal(response.statusCode, 200, response.body);
    squad = response.json().data;
    assert.deepEqual(squad.squadColab['1'].map((e: Json) => [e.id, e.quantidade]), [[b.id, 4]]);
    assert.equal(squad.squadColab['2'].length, 1, 'sprint 2 untouched');
    assert.equal(squad.custo_total, new Decimal(b.custo_total).times(4).plus(new Decimal(c.custo_total).times(3)).toFixed(2));
    const linhas = (await ctx.app.db.execute(sql`SELECT count(*)::int AS n FROM squad_colab WHERE squad_id = ${id} AND NOT ativo`)) as unknown as {
      rows: Json[];
    };
    assert.equal(linhas.rows[0].n, 2, 'replaced entries are kept inactive (soft delete)');
  });

  it('limits with pt-BR messages, nothing written on a refusal', async () => {
    const id = await novoTime('Gama');
    const [a] = await lerCatalogo();
    const tentar = (sprints: unknown) => call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints });
    let response = await tentar([1, 2, 3, 4, 5, 6].map((sprint) => ({ sprint, colabs: [] })));
    assert.equal(response.statusCode, 400);
    assert.ok(mensagens(response).includes(SQUAD_MESSAGES.maxSprints));
    response = await tentar([{ sprint: 6, colabs: [] }]);
    assert.ok(mensagens(response).includes('A sprint deve ser um número inteiro de 1 a 5.'));
    response = await tentar([{ sprint: 1, colabs: [{ id: a.id, quantidade: -1 }] }]);
    assert.equal(response.statusCode, 400);
    assert.ok(mensagens(response).includes(SQUAD_MESSAGES.quantidade));
    response = await tentar([{ sprint: 1, colabs: [{ id: a.id, quantidade: 1.5 }] }]);
    assert.equal(response.statusCode, 400);
    response = await tentar([{ sprint: 1, colabs: [{ id: a.id, quantidade: 1 }] }, { sprint: 2, colabs: [{ id: 999999, quantidade: 1 }] }]);
    assert.equal(response.statusCode, 400);
    assert.equal(mensagens(response)[0], `${SQUAD_MESSAGES.simulacaoNaoEncontrada} (999999)`);
    const squad = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.deepEqual(squad.squadColab, { '1': [] }, 'nothing written');
    assert.equal(squad.quantidade_sprints, 1);
  });

  it('removes only the trailing sprints and keeps one; removing an entry recomputes the total', async () => {
    const id = await novoTime('Delta');
    const [a, b] = await lerCatalogo();
    await call('POST', '/squad-colab/create', {
      email: finEmail,
      squadId: id,
      sprints: [
        { sprint: 1, colabs: [{ id: a.id, quantidade: 1 }, { id: b.id, quantidade: 1 }] },
        { sprint: 2, colabs: [{ id: b.id, quantidade: 2 }] },
        { sprint: 3, colabs: [] },
      ],
    });
    let response = await call('POST', '/squad-colab/sprint/remove', { email: finEmail, squadId: id, sprints: [2] });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(mensagens(response), [SQUAD_MESSAGES.removerSomenteUltimas]);
    response = await call('POST', '/squad-colab/sprint/remove', { email: finEmail, squadId: id, sprints: [1, 2, 3] });
    assert.deepEqual(mensagens(response), [SQUAD_MESSAGES.minSprints]);
    response = await call('POST', '/squad-colab/sprint/remove', { email: finEmail, squadId: id, sprints: [3, 2] });
    assert.equal(response.statusCode, 200, response.body);
    let squad = response.json().data;
    assert.equal(squad.quantidade_sprints, 1);
    assert.deepEqual(Object.keys(squad.squadColab), ['1']);
    assert.equal(squad.custo_total, new Decimal(a.custo_total).plus(b.custo_total).toFixed(2));

    response = await call('PATCH', `/squad-colab/${enc(finEmail)}/change-active`, { squadId: id, sprint: 1, id: a.id, ativo: false });
    assert.equal(response.statusCode, 200, response.body);
    squad = response.json().data;
    assert.equal(squad.custo_total, new Decimal(b.custo_total).toFixed(2));
    response = await call('PATCH', `/squad-colab/${enc(finEmail)}/change-active`, { squadId: id, sprint: 1, id: a.id, ativo: false });
    assert.equal(response.statusCode, 404);
  });

  it('one transaction: a failure after some rows were written leaves the squad as it was', async () => {
    const id = await novoTime('Falha');
    const [a, b] = await lerCatalogo();
    let response = await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [{ id: a.id, quantidade: 1 }] }] });
    assert.equal(response.statusCode, 200, response.body);
    const antes = response.json().data;
    // The squad's total update (the last write) fails for this team only.
    await ctx.app.db.execute(sql.raw(`CREATE FUNCTION squad_falha_teste() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.nome = 'Falha' THEN RAISE EXCEPTION 'falha de teste'; END IF; RETURN NEW; END $$`));
    await ctx.app.db.execute(sql.raw('CREATE TRIGGER squad_falha_teste BEFORE UPDATE ON squad FOR EACH ROW EXECUTE FUNCTION squad_falha_teste()'));
    try {
      response = await call('POST', '/squad-colab/create', {
        email: finEmail,
        squadId: id,
        sprints: [{ sprint: 1, colabs: [{ id: b.id, quantidade: 2 }] }, { sprint: 2, colabs: [{ id: a.id, quantidade: 1 }] }],
      });
      assert.equal(response.statusCode, 500);
    } finally {
      await ctx.app.db.execute(sql.raw('DROP TRIGGER squad_falha_teste ON squad'));
      await ctx.app.db.execute(sql.raw('DROP FUNCTION squad_falha_teste()'));
    }
    const depois = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.deepEqual(depois, antes);
    const linhas = (await ctx.app.db.execute(sql`SELECT count(*)::int AS n FROM squad_colab WHERE squad_id = ${id}`)) as unknown as { rows: Json[] };
    assert.equal(linhas.rows[0].n, 1, 'neither the deactivation nor the new rows were kept');
  });

  it('concurrent saves of one squad are serialised: one consistent state, one active entry per simulation and sprint', async () => {
    const id = await novoTime('Paralelo');
    const [a, b] = await lerCatalogo();
    const salvar = (colab: Json) => call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [colab] }] });
    const respostas = await Promise.all([salvar({ id: a.id, quantidade: 1 }), salvar({ id: b.id, quantidade: 2 }), salvar({ id: a.id, quantidade: 3 })]);
    for (const response of respostas) assert.equal(response.statusCode, 200, response.body);
    const squad = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.equal(squad.squadColab['1'].length, 1);
    const [unico] = squad.squadColab['1'];
    assert.equal(squad.custo_total, new Decimal(unico.custo_total).times(unico.quantidade).toFixed(2));
  });

  it('renames and soft-deletes (the row stays with ativo false)', async () => {
    const id = await novoTime('Epsilon');
    let response = await call('PUT', `/squad/${enc(finEmail)}/${id}`, { nome: '' });
    assert.deepEqual(mensagens(response), ['Nome do time não pode estar vazio']);
    response = await call('PUT', `/squad/${enc(finEmail)}/${id}`, { nome: 'Zeta' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.nome, 'Zeta');
    response = await call('PATCH', `/squad/${enc(finEmail)}/change-active`, { id, ativo: false });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await call('GET', `/squad/${enc(finEmail)}/${id}`)).statusCode, 404);
    const lista = (await call('GET', `/squad/${enc(finEmail)}`)).json().data as Json[];
    assert.ok(!lista.some((s) => s.id === id));
    const row = (await ctx.app.db.execute(sql`SELECT ativo FROM squad WHERE id = ${id}`)) as unknown as { rows: Json[] };
    assert.equal(row.rows[0].ativo, false);
  });

  it("scoping: another user's simulation id, or a deleted one, is refused inside the save and nothing is written", async () => {
    const id = await novoTime('Mistura');
    const [a] = await lerCatalogo();
    let response = await call('POST', '/squad-colab/create', {
      email: finEmail,
      squadId: id,
      sprints: [{ sprint: 1, colabs: [{ id: a.id, quantidade: 1 }] }, { sprint: 2, colabs: [{ id: simAdm, quantidade: 2 }] }],
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(mensagens(response), [`${SQUAD_MESSAGES.simulacaoNaoEncontrada} (${simAdm})`]);
    assert.ok(!response.body.includes('Desenvolvedor Júnior'), "never the other user's simulation data");
    let squad = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.deepEqual(squad.squadColab, { '1': [] }, 'nothing written');

    const apagada = await simular(fin, finEmail, { salario: 4000, beneficio: 0, dependentes: 0, regime: 1, funcao: 1, filial: 1 });
    assert.equal((await call('PATCH', `/simulator/${enc(finEmail)}/change-active`, { id: apagada.id, ativo: false })).statusCode, 200);
    response = await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [{ id: apagada.id, quantidade: 1 }] }] });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(mensagens(response), [`${SQUAD_MESSAGES.simulacaoNaoEncontrada} (${apagada.id})`]);
    squad = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.equal(squad.custo_total, '0.00');
  });

  it('a saved squad keeps the figures of the save: a later edit or soft delete of the simulation does not change it', async () => {
    const id = await novoTime('Foto');
    const sim = await simular(fin, finEmail, { salario: 6000, beneficio: 1000, dependentes: 0, regime: 1, funcao: 3, filial: 2 });
    let response = await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [{ id: sim.id, quantidade: 2 }] }] });
    assert.equal(response.statusCode, 200, response.body);
    const antes = response.json().data;
    assert.equal(antes.custo_total, new Decimal(sim.custo_total).times(2).toFixed(2));
    response = await call('PUT', `/simulator/${enc(finEmail)}/${sim.id}`, { salario: 12000, beneficio: 1000, dependentes: 0, regime: 1, funcao: 3, filial: 2, email: finEmail });
    assert.equal(response.statusCode, 200, response.body);
    assert.notEqual(response.json().data.custo_total, sim.custo_total);
    assert.deepEqual((await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad, antes, 'edit does not change the saved squad');
    assert.equal((await call('PATCH', `/simulator/${enc(finEmail)}/change-active`, { id: sim.id, ativo: false })).statusCode, 200);
    assert.deepEqual((await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad, antes, 'soft delete does not change it');
    response = await call('PATCH', `/squad-colab/${enc(finEmail)}/change-active`, { squadId: id, sprint: 1, id: sim.id, ativo: false });
    assert.equal(response.statusCode, 200, 'the entry of a deleted simulation can still be removed');
    assert.equal(response.json().data.custo_total, '0.00');
  });

  it("scoping: another user's squad is never answered (403 for another e-mail, 404 for another's id)", async () => {
    const id = await novoTime('Segredo');
    const [a] = await lerCatalogo();
    await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [{ id: a.id, quantidade: 1 }] }] });
    const respostas = [
      await call('GET', `/squad/${enc(finEmail)}`, undefined, adm),
      await call('GET', `/squad/${enc(finEmail)}/${id}`, undefined, adm),
      await call('PUT', `/squad/${enc(finEmail)}/${id}`, { nome: 'Meu' }, adm),
      await call('PATCH', `/squad/${enc(finEmail)}/change-active`, { id, ativo: false }, adm),
      await call('POST', '/squad-colab/create', { email: finEmail, squadId: id, sprints: [{ sprint: 1, colabs: [] }] }, adm),
      await call('POST', '/squad-colab/sprint/remove', { email: finEmail, squadId: id, sprints: [1] }, adm),
    ];
    for (const response of respostas) assert.equal(response.statusCode, 403, response.body);
    const proprios = [
      await call('GET', `/squad/${enc(admEmail)}/${id}`, undefined, adm),
      await call('PUT', `/squad/${enc(admEmail)}/${id}`, { nome: 'Meu' }, adm),
      await call('PATCH', `/squad/${enc(admEmail)}/change-active`, { id, ativo: false }, adm),
      await call('POST', '/squad-colab/create', { email: admEmail, squadId: id, sprints: [{ sprint: 1, colabs: [] }] }, adm),
      await call('POST', '/squad-colab/sprint/remove', { email: admEmail, squadId: id, sprints: [1] }, adm),
      await call('PATCH', `/squad-colab/${enc(admEmail)}/change-active`, { squadId: id, sprint: 1, id: a.id, ativo: false }, adm),
    ];
    for (const response of proprios) {
      assert.equal(response.statusCode, 404, response.body);
      assert.ok(!response.body.includes('Segredo'));
    }
    const lista = (await call('GET', `/squad/${enc(admEmail)}`, undefined, adm)).json().data as Json[];
    assert.ok(!lista.some((s) => s.id === id));
    const squad = (await call('GET', `/squad/${enc(finEmail)}/${id}`)).json().data[0].squad;
    assert.equal(squad.nome, 'Segredo');
    assert.equal(squad.squadColab['1'].length, 1, 'untouched by the other user');
  });
});
