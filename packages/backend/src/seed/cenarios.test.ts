import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { DEMO_CENARIO } from './cenarios';

describe('demo seed: the cost scenario (issue 39)', () => {
  let ctx: TestContext;
  let admin: string;
  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true, cenarios: true });
    admin = (await ctx.session('admin')).token;
  });
  after(() => ctx.close());

  it("'Dissídio 2027: 5,5 % para todos' raises every salary and changes the demo projects' margins at completion", async () => {
    const lista = (await ctx.app.inject({ method: 'GET', url: '/cenarios', headers: bearer(admin) })).json().data;
    const cenario = lista.find((item: { nome: string }) => item.nome === DEMO_CENARIO.nome);
    assert.ok(cenario, 'the demo scenario is listed');
    assert.equal(cenario.mesInicio, DEMO_CENARIO.mesInicio);

    const resultado = (await ctx.app.inject({ method: 'GET', url: `/cenarios/${cenario.id}/resultado`, headers: bearer(admin) })).json().data;
    assert.ok(resultado.colaboradores.length > 0);
    for (const linha of resultado.colaboradores) assert.ok(Number(linha.depois.salarioBase) > Number(linha.antes.salarioBase), `matrícula ${linha.mat}`);

    const { projetos, abaixoDaMeta } = (await ctx.app.inject({ method: 'GET', url: `/cenarios/${cenario.id}/projetos`, headers: bearer(admin) })).json().data;
    const planejados = projetos.filter((projeto: { custoRestanteAntes: string }) => Number(projeto.custoRestanteAntes) > 0);
    assert.ok(planejados.length >= 2, 'the demo plans have months after the scenario starts');
    for (const projeto of planejados) assert.ok(Number(projeto.margemDepois) < Number(projeto.margemAntes), `${projeto.chave}: margin down`);
    // AURPIX: 20 % planned, 20,03 % before, 19,28 % after; AUR: 25 % planned, 25,88 % → 25,30 %.
    assert.deepEqual(abaixoDaMeta, ['AURPIX']);
  });
});
