import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { faixaDeImpostoDeTeste } from '../../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../../test/support';
import { describeFaixa, faixasSobrepoem, faixaVazia, type FaixaIntervalo } from './faixa-imposto';

type Json = Record<string, unknown>;

const f = (
  compara_inicio: FaixaIntervalo['compara_inicio'],
  valor_faixa_inicio: number,
  compara_fim: FaixaIntervalo['compara_fim'] = null,
  valor_faixa_fim: number | null = null,
  vigencia_inicio = '2025-01-01',
  vigencia_fim: string | null = null,
): FaixaIntervalo => ({ compara_inicio, valor_faixa_inicio, compara_fim, valor_faixa_fim, vigencia_inicio, vigencia_fim });

describe('faixas: overlap rule (pure)', () => {
  it('consecutive brackets one cent apart do not overlap; sharing a value does', () => {
    assert.equal(faixasSobrepoem(f('>=', 0, '<=', 1518), f('>=', 1518.01, '<=', 2793.88)), false);
    assert.equal(faixasSobrepoem(f('>=', 0, '<=', 1518), f('>=', 1518, '<=', 2793.88)), true);
    assert.equal(faixasSobrepoem(f('>=', 0, '<', 1518), f('>=', 1518)), false, '< 1518 and >= 1518 meet without sharing');
    assert.equal(faixasSobrepoem(f('>', 0, '<=', 1518), f('>', 1518)), false);
    assert.equal(faixasSobrepoem(f('>=', 1000), f('>=', 5000)), true, 'two open-ended brackets');
    assert.equal(faixasSobrepoem(f('=', 100), f('>=', 0, '<=', 100)), true);
    assert.equal(faixasSobrepoem(f('=', 100), f('>', 100)), false);
    assert.equal(faixasSobrepoem(f('<=', 500), f('>=', 0, '<=', 10)), true, "'<=' as the start comparator");
  });

  it('only brackets whose vigências share a day are in the same period', () => {
    const y2025 = f('>=', 0, '<=', 1518, '2025-01-01', '2025-12-31');
    assert.equal(faixasSobrepoem(y2025, f('>=', 0, '<=', 1621, '2026-01-01', null)), false);
    assert.equal(faixasSobrepoem(y2025, f('>=', 0, '<=', 1621, '2025-12-31', null)), true);
    assert.equal(faixasSobrepoem(f('>=', 0, '<=', 1518, '2025-01-01', null), f('>=', 0, '<=', 1621, '2026-01-01', null)), true, 'an open-ended table reaches the next one');
  });

  it('a bracket no value satisfies is empty', () => {
    assert.equal(faixaVazia(f('>=', 100, '<=', 50)), true);
    assert.equal(faixaVazia(f('>', 100, '<=', 100)), true);
    assert.equal(faixaVazia(f('>=', 100, '<=', 100)), false);
    assert.equal(faixaVazia(f('>=', 100)), false);
  });

  it('describes a bracket in pt-BR', () => {
    assert.equal(
      describeFaixa(f('>=', 1518.01, '<=', 2793.88, '2025-01-01', '2025-12-31')),
      '>= R$\u00a01.518,01 e <= R$\u00a02.793,88, vigência 01/01/2025 a 31/12/2025',
    );
    assert.equal(describeFaixa(f('>', 8157.41, null, null, '2026-01-01')), '> R$\u00a08.157,41, vigência a partir de 01/01/2026');
  });
});

describe('faixas de imposto (/imposto/faixa/{cod})', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: rh });
  const byField = (response: { json(): unknown }) =>
    Object.fromEntries(((response.json() as { errors: Json[] }).errors ?? []).map((error) => [error.field, error.errorMessage]));
  const createTax = async (sigla: string) => {
    const response = await call('POST', '/imposto/create', { sigla, nome: `Imposto ${sigla}`, ativo: true });
    return response.json().result.insertId as number;
  };

  it('creates brackets for the tax of the path, lists them, and updates one by its id', async () => {
    const cod = await createTax('FX1');
    const first = await call('POST', `/imposto/faixa/${cod}`, { ...faixaDeImpostoDeTeste(), imposto_cod: 999999 });
    assert.equal(first.statusCode, 200, first.body);
    const id = first.json().result.insertId as number;
    const second = await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: '1.000,01', compara_fim: '', valor_faixa_fim: '', aliq_faixa: 0, base_aliq_faixa: '', valor_faixa: 120.5, observacao: '' }));
    assert.equal(second.statusCode, 200, second.body);

    const list = await call('GET', `/imposto/faixa/${cod}`);
    assert.equal(list.statusCode, 200);
    const rows = list.json().result as Json[];
    assert.deepEqual(
      rows.map((row) => [row.imposto_cod, row.valor_faixa_inicio, row.compara_fim, row.valor_faixa_fim, row.valor_faixa, row.observacao]),
      [
        [cod, 0, '<=', 1000, null, 'Primeira faixa'],
        [cod, 1000.01, null, null, 120.5, null],
      ],
    );

    const updated = await call('PUT', `/imposto/faixa/${id}`, faixaDeImpostoDeTeste({ aliq_faixa: 0.09, valor_deducao: 22.77, imposto_cod: 999999 }));
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const after = (await call('GET', `/imposto/faixa/${cod}`)).json().result as Json[];
    const changed = after.find((row) => row.id === id)!;
    assert.equal(changed.aliq_faixa, 0.09);
    assert.equal(changed.valor_deducao, 22.77);
    assert.equal(changed.imposto_cod, cod, 'a bracket stays with its tax');
  });

  it('refuses a bracket that overlaps another active one of the same tax and period, on create and on update', async () => {
    const cod = await createTax('FX2');
    const low = (await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste())).json().result.insertId as number;
    const high = (await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 1000.01, valor_faixa_fim: 2000 }))).json().result.insertId as number;

    const overlapping = await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 1500, valor_faixa_fim: 3000 }));
    assert.equal(overlapping.statusCode, 400);
    assert.deepEqual(byField(overlapping), {
      valor_faixa_inicio:
        'A faixa se sobrepõe a outra faixa ativa deste imposto na mesma vigência (>= R$\u00a01.000,01 e <= R$\u00a02.000,00, ' +
        'vigência 01/01/2025 a 31/12/2025). Ajuste os valores ou a vigência.',
    });
    assert.equal((await call('GET', `/imposto/faixa/${cod}`)).json().result.length, 2, 'nothing was inserted');

    // Another vigência is another period: the 2026 table coexists with the 2025 one.
    const nextYear = await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ vigencia_inicio: '2026-01-01', vigencia_fim: null }));
    assert.equal(nextYear.statusCode, 200, nextYear.body);
    // ...but not a table that starts inside the 2025 period.
    const midYear = await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ vigencia_inicio: '2025-07-01', vigencia_fim: null }));
    assert.equal(midYear.statusCode, 400);

    // Updating a bracket does not compare it with itself; moving it onto its neighbour is refused.
    assert.equal((await call('PUT', `/imposto/faixa/${low}`, faixaDeImpostoDeTeste({ valor_faixa_fim: 999.99 }))).statusCode, 200);
    const onNeighbour = await call('PUT', `/imposto/faixa/${low}`, faixaDeImpostoDeTeste({ valor_faixa_fim: 1000.01 }));
    assert.equal(onNeighbour.statusCode, 400);
    assert.match(byField(onNeighbour).valor_faixa_inicio as string, /se sobrepõe/);

    // A deactivated bracket frees its range (soft delete with ativo: false).
    const off = await call('PUT', `/imposto/faixa/${high}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 1000.01, valor_faixa_fim: 2000, ativo: false }));
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 1500, valor_faixa_fim: 3000 }))).statusCode, 200);
    const active = (await call('GET', `/imposto/faixa/${cod}?ativo=true`)).json().result as Json[];
    assert.ok(!active.some((row) => row.id === high));
    const inactive = (await call('GET', `/imposto/faixa/${cod}?ativo=false`)).json().result as Json[];
    assert.deepEqual(inactive.map((row) => row.id), [high]);
    // A body without `ativo` keeps the bracket's situation.
    const { ativo: _omitted, ...withoutAtivo } = faixaDeImpostoDeTeste({ valor_faixa_inicio: 1000.01, valor_faixa_fim: 2000, observacao: 'Desativada' });
    assert.equal((await call('PUT', `/imposto/faixa/${high}`, withoutAtivo)).statusCode, 200);
    assert.deepEqual((await call('GET', `/imposto/faixa/${cod}?ativo=false`)).json().result.map((row: Json) => row.observacao), ['Desativada']);
    // Reactivating it would overlap again.
    assert.equal((await call('PUT', `/imposto/faixa/${high}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 1000.01, valor_faixa_fim: 2000, ativo: true }))).statusCode, 400);
  });

  it('two concurrent overlapping brackets: exactly one is saved', async () => {
    const cod = await createTax('FX3');
    const results = await Promise.all([
      call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 0, valor_faixa_fim: 1000 })),
      call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 500, valor_faixa_fim: 1500 })),
    ]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 400]);
    assert.equal((await call('GET', `/imposto/faixa/${cod}`)).json().result.length, 1);
  });

  it('answers 400 with the schema messages on their fields', async () => {
    const cod = await createTax('FX4');
    const cases: Array<[Json, Json]> = [
      [{ aliq_faixa: 1.5 }, { aliq_faixa: 'Valor de alíquota deve ser entre 0 e 100' }],
      [{ aliq_faixa: -0.01 }, { aliq_faixa: 'Valor de alíquota deve ser entre 0 e 100' }],
      [{ aliq_faixa: '' }, { aliq_faixa: 'Campo obrigatório.' }],
      [{ aliq_faixa: 0.1, base_aliq_faixa: '' }, { base_aliq_faixa: 'Base da alíquota deve ser informada' }],
      [{ valor_faixa_inicio: '' }, { valor_faixa_inicio: 'Valor de início da faixa deve ser informado' }],
      [{ compara_inicio: '' }, { compara_inicio: 'Preencha com uma das opções' }],
      [{ compara_inicio: '!=' }, { compara_inicio: 'Preencha com uma das opções' }],
      [{ valor_faixa_fim: null }, { valor_faixa_fim: 'Valor de fim da faixa deve ser informado' }],
      [{ compara_fim: '', valor_faixa_fim: 1000 }, { compara_fim: 'Preencha com uma das opções' }],
      [{ valor_faixa: -1, valor_deducao: -1 }, { valor_faixa: 'Valor deve ser igual ou maior que 0,00', valor_deducao: 'Valor deve ser igual ou maior que 0,00' }],
      [{ observacao: 'o'.repeat(301) }, { observacao: 'Limite máximo de 300 caracteres.' }],
      [{ vigencia_inicio: '' }, { vigencia_inicio: 'Campo obrigatório.' }],
      [{ vigencia_inicio: '2025-02-30' }, { vigencia_inicio: 'Data inválida.' }],
      [{ vigencia_fim: '2024-12-31' }, { vigencia_fim: 'Fim da vigência deve ser igual ou posterior ao início.' }],
      [{ valor_faixa_inicio: 2000, valor_faixa_fim: 1000 }, { valor_faixa_fim: 'Nenhum valor atende ao início e ao fim da faixa: confira os comparadores e os valores.' }],
      [{ valor_faixa_fim: 1e12 }, { valor_faixa_fim: 'Valor acima do limite permitido.' }],
    ];
    for (const [overrides, expected] of cases) {
      const response = await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste(overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.deepEqual(byField(response), expected, JSON.stringify(overrides));
    }
    assert.equal((await call('GET', `/imposto/faixa/${cod}`)).json().result.length, 0);
  });

  it('unknown tax: 400 on imposto_cod when creating, 404 when listing; unknown bracket: 404', async () => {
    const create = await call('POST', '/imposto/faixa/999999', faixaDeImpostoDeTeste());
    assert.equal(create.statusCode, 400);
    assert.deepEqual(byField(create), { imposto_cod: 'Imposto não encontrado.' });
    assert.equal((await call('GET', '/imposto/faixa/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/imposto/faixa/999999', faixaDeImpostoDeTeste())).statusCode, 404);
  });
});
