import { SeededRandom } from '../aleatorio';
import {
  agregarTotal,
  anoMesParaChave,
  aplicarDiff,
  calcularPrevistoTotal,
  chaveMesAtual,
  compararChaves,
  conteudoPlanejamento,
  construirDiff,
  custoTotalFuncao,
  desvio,
  diffEstaVazio,
  diffPlanejamentoSchema,
  DiffInvalidoError,
  funcaoModalSchema,
  indiretoModalSchema,
  intervaloChaves,
  labelMes,
  normalizarDiff,
  ordenarChaves,
  PLANEJAMENTO_MESSAGES,
  proximaChave,
  recalcularMes,
  totaisMes,
  validarPlanejamento,
  valorLinhaIndireto,
  type Planejamento,
} from '..';
import { validate } from '../validation';
import { funcao, indireto, mes, plano } from './testFixtures';

describe('month keys (MM-YYYY)', () => {
  it('labels, orders and steps months', () => {
    expect(labelMes('03-2026')).toBe('03/2026');
    expect(ordenarChaves(['01-2027', '12-2026', '02-2026'])).toEqual(['02-2026', '12-2026', '01-2027']);
    expect(proximaChave('12-2026')).toBe('01-2027');
    expect(proximaChave('01-2026', 13)).toBe('02-2027');
    expect(compararChaves('01-2027', '12-2026')).toBeGreaterThan(0);
    expect(intervaloChaves('11-2026', '02-2027')).toEqual(['11-2026', '12-2026', '01-2027', '02-2027']);
    expect(anoMesParaChave('2026-11')).toBe('11-2026');
    expect(anoMesParaChave('2026-13')).toBeNull();
  });

  it('the default month is the current month in Sao Paulo', () => {
    // 2026-12-01 01:00 UTC is still 30/11 in Sao Paulo.
    expect(chaveMesAtual(new Date('2026-12-01T01:00:00Z'))).toBe('11-2026');
    expect(chaveMesAtual(new Date('2026-12-01T12:00:00Z'))).toBe('12-2026');
  });
});

describe('month totals', () => {
  it('function total = hours x rate rounded half-up; indirect converted with the rate (BRL rate 1)', () => {
    expect(custoTotalFuncao('10.5', '33.33')).toBe('349.97'); // 349.965
    expect(valorLinhaIndireto('100', 'USD', '5.4321')).toBe('543.21');
    expect(valorLinhaIndireto('100', 'BRL', '5.4321')).toBe('100.00');
    expect(valorLinhaIndireto('100', 'USD', null)).toBe('0.00');
  });

  it('Total do mês = function cost + indirect cost; editing and deleting lines update the totals', () => {
    const m = recalcularMes(
      mes(
        [funcao('11-2026', 1, { horas_funcao: '160', custo_venda_funcao: '85.5' }), funcao('11-2026', 2, { horas_funcao: '20.25', custo_venda_funcao: '100' })],
        [indireto('11-2026', 1, { moeda: 'USD', cotacao: '5.2', valor_original_custo_indireto: '10.01' })],
        '50000',
      ),
    );
    expect(m.previstoFuncao.map((l) => l.custo_total_funcao)).toEqual(['13680.00', '2025.00']);
    expect(m.previstoIndireto[0]!.valor_custo_indireto).toBe('52.05'); // 52.052
    expect(m.total_previsto_funcao).toEqual({ soma_horas_funcao: '180.25', soma_custo_total_funcao: '15705.00' });
    expect(m.total_previsto_indireto).toBe('52.05');
    expect(totaisMes(m).total).toBe('15757.05');
    const editado = recalcularMes({ ...m, previstoFuncao: [{ ...m.previstoFuncao[0]!, horas_funcao: '100' }] });
    expect(totaisMes(editado)).toEqual({ horas: '100.00', custoFuncao: '8550.00', custoIndireto: '52.05', total: '8602.05' });
  });

  it('previstoTotal sums every month; total = revenue - cost', () => {
    const p = plano(
      {
        '11-2026': mes([funcao('11-2026', 1)], [], '1000'),
        '12-2026': mes([], [indireto('12-2026', 1)], null),
      },
      { margemCusto: '0.25' },
    );
    expect(calcularPrevistoTotal(p)).toEqual({
      id: null,
      projeto: 'ABC',
      total_horas: '10.00',
      total_funcao: '500.00',
      total_custo_indireto: '100.00',
      total_custo_venda: '600.00',
      total_valor_venda: '1000.00',
      total: '400.00',
      margem_custo_projeto: '0.25',
    });
  });

  it('deviation is (real - planned) / planned; no percentage (null, never 0) without a plan', () => {
    expect(desvio('110', '100')).toBe('0.1');
    expect(desvio('100', '100')).toBe('0');
    expect(desvio('2400', '0')).toBeNull();
    expect(desvio('0', '0')).toBeNull();
  });
});

describe('Total tab aggregation', () => {
  it('per-month totals, Custo HH per function and rate, indirect costs per type and description', () => {
    const p = plano({
      '12-2026': mes(
        [funcao('12-2026', 1, { horas_funcao: '5' }), funcao('12-2026', 2, { codigo_funcao: 2, nome_funcao: 'Analista', horas_funcao: '8', custo_venda_funcao: '40' })],
        [indireto('12-2026', 1), indireto('12-2026', 2, { descricao_custo_indireto: 'GitHub', tipo: 'OUTROS_SOFTWARES', valor_original_custo_indireto: '30' })],
        '2000',
      ),
      '11-2026': mes([funcao('11-2026', 1), funcao('11-2026', 2, { custo_venda_funcao: '60' })], [indireto('11-2026', 1, { descricao_custo_indireto: ' aws ' })], null),
    });
    const total = agregarTotal(p.meses);
    expect(total.chaves).toEqual(['11-2026', '12-2026']);
    expect(total.meses).toEqual([
      { chave: '11-2026', label: '11/2026', horas: '20.00', custoFuncao: '1100.00', custoIndireto: '100.00', custoTotal: '1200.00', valorVenda: null },
      { chave: '12-2026', label: '12/2026', horas: '13.00', custoFuncao: '570.00', custoIndireto: '130.00', custoTotal: '700.00', valorVenda: '2000.00' },
    ]);
    expect(total.custoHH).toEqual([
      { codigo_funcao: 1, nome_funcao: 'Desenvolvedor', taxa: '50.00', horasPorMes: { '11-2026': '10.00', '12-2026': '5.00' }, totalHoras: '15.00', totalValor: '750.00' },
      { codigo_funcao: 1, nome_funcao: 'Desenvolvedor', taxa: '60.00', horasPorMes: { '11-2026': '10.00' }, totalHoras: '10.00', totalValor: '600.00' },
      { codigo_funcao: 2, nome_funcao: 'Analista', taxa: '40.00', horasPorMes: { '12-2026': '8.00' }, totalHoras: '8.00', totalValor: '320.00' },
    ]);
    expect(total.custosIndiretos).toEqual([
      { tipo: 'INFRA_CLOUD', descricao: 'aws', valoresPorMes: { '11-2026': '100.00', '12-2026': '100.00' }, total: '200.00' },
      { tipo: 'OUTROS_SOFTWARES', descricao: 'GitHub', valoresPorMes: { '12-2026': '30.00' }, total: '30.00' },
    ]);
    expect(total.totais).toEqual({ horas: '33.00', custoFuncao: '1670.00', custoIndireto: '230.00', custoTotal: '1900.00', valorVenda: '2000.00' });
  });
});

function carregado(): Planejamento {
  return plano(
    {
      '10-2026': mes([funcao('10-2026', 1, { id: 3000 }), funcao('10-2026', 2, { id: 3001, codigo_funcao: 2 })], [indireto('10-2026', 1, { id: 3002 })], '5000'),
      '11-2026': mes([funcao('11-2026', 1, { id: 3003 })], [], '7000'),
    },
    { cliente: { id: 4, name: 'ACME', key: 'ACME' }, margemCusto: '0.2', versao: 3 },
  );
}

const clone = <T>(value: T): T => structuredClone(value);
const roundTrip = (original: Planejamento, editado: Planejamento) => {
  const diff = construirDiff(original, editado);
  const aplicado = aplicarDiff(original, diff, { cliente: (id) => ({ id, name: '', key: '' }) });
  expect(conteudoPlanejamento(aplicado)).toEqual(conteudoPlanejamento(editado));
  expect(aplicado.versao).toBe(original.versao + 1);
  return { diff, aplicado };
};

describe('diff builder', () => {
  it('no change -> empty diff carrying the loaded version', () => {
    const original = carregado();
    const diff = construirDiff(original, clone(original));
    expect(diffEstaVazio(diff)).toBe(true);
    expect(diff.versao).toBe(3);
    expect(diff.projeto).toBe('ABC');
  });

  it('added, edited and deleted lines', () => {
    const original = carregado();
    const editado = clone(original);
    const out = editado.meses['10-2026']!;
    out.previstoFuncao[0]!.horas_funcao = '12.00';
    out.previstoFuncao.splice(1, 1);
    out.previstoIndireto.push(indireto('10-2026', 2, { tempId: 1, moeda: 'EUR', cotacao: '6.1', valor_original_custo_indireto: '10' }));
    editado.meses['11-2026']!.previstoFuncao.push(funcao('11-2026', 2, { tempId: 2, codigo_funcao: 3 }));
    const { diff, aplicado } = roundTrip(original, editado);
    expect(diff.updates.previstoFuncao.map((l) => [l.id, l.horas_funcao])).toEqual([[3000, '12.00']]);
    expect(diff.deletados.previstoFuncao).toEqual([3001]);
    expect(diff.novos.previstoIndireto).toHaveLength(1);
    expect(diff.novos.previstoIndireto[0]).not.toHaveProperty('id');
    expect(diff.novos.previstoFuncao.map((l) => [l.mes_ano, l.tempId, l.codigo_funcao])).toEqual([['11-2026', 2, 3]]);
    expect(diff.novosMeses).toEqual([]);
    // new ids continue after the highest id (3003)
    expect(aplicado.meses['10-2026']!.previstoIndireto[1]!.id).toBe(3005);
    expect(aplicado.meses['11-2026']!.previstoFuncao[1]!.id).toBe(3004);
    expect(aplicado.meses['10-2026']!.previstoIndireto[1]!.valor_custo_indireto).toBe('61.00');
  });

  it('new ids of a first plan start at 3000', () => {
    const original = plano({}, { versao: 0 });
    const editado = plano({ '11-2026': mes([funcao('11-2026', 1, { tempId: 1 })], [indireto('11-2026', 1, { tempId: 2 })]) });
    const { diff, aplicado } = roundTrip(original, editado);
    expect(diff.novosMeses).toEqual(['11-2026']);
    expect(aplicado.meses['11-2026']!.previstoFuncao[0]!.id).toBe(3000);
    expect(aplicado.meses['11-2026']!.previstoIndireto[0]!.id).toBe(3001);
  });

  it('added and deleted months; a re-keyed month moves its known lines', () => {
    const original = carregado();
    const editado = clone(original);
    delete editado.meses['10-2026'];
    const novembro = editado.meses['11-2026']!;
    delete editado.meses['11-2026'];
    editado.meses['01-2027'] = { ...novembro, previstoFuncao: novembro.previstoFuncao.map((l) => ({ ...l, mes_ano: '01-2027' })) };
    editado.meses['12-2026'] = mes([], [], '100');
    const { diff } = roundTrip(original, editado);
    expect(diff.novosMeses).toEqual(['12-2026', '01-2027']);
    expect(diff.deletados.meses).toEqual(['10-2026', '11-2026']);
    expect(diff.updates.previstoFuncao.map((l) => [l.id, l.mes_ano])).toEqual([[3003, '01-2027']]);
    expect(diff.deletados.previstoFuncao.sort()).toEqual([3000, 3001]);
    expect(diff.deletados.previstoIndireto).toEqual([3002]);
    expect(diff.updates.valorVenda).toEqual({ '12-2026': '100', '01-2027': '7000.00' });
  });

  it('sale value changed or removed; margin and client changed or removed', () => {
    const original = carregado();
    const editado = clone(original);
    editado.meses['10-2026']!.valorVenda = '5000.0';
    editado.meses['11-2026']!.valorVenda = null;
    editado.margemCusto = '0.35';
    editado.cliente = { id: 9, name: 'Outro', key: 'OUT' };
    let { diff } = roundTrip(original, editado);
    expect(diff.updates.valorVenda).toEqual({});
    expect(diff.deletados.valorVenda).toEqual(['11-2026']);
    expect(diff.updates.margemCusto).toBe('0.35');
    expect(diff.updates.cliente).toBe(9);

    editado.margemCusto = null;
    editado.cliente = null;
    editado.meses['10-2026']!.valorVenda = '5100';
    ({ diff } = roundTrip(original, editado));
    expect(diff.updates.margemCusto).toBeNull();
    expect(diff.updates.cliente).toBeNull();
    expect(diff.updates.valorVenda).toEqual({ '10-2026': '5100' });
    expect(JSON.parse(JSON.stringify(construirDiff(original, clone(original))))).not.toHaveProperty('updates.margemCusto');
  });

  it('a diff that does not fit the state is refused', () => {
    const original = carregado();
    const diff = construirDiff(original, clone(original));
    expect(() => aplicarDiff(original, { ...diff, novosMeses: ['10-2026'] })).toThrow(DiffInvalidoError);
    expect(() => aplicarDiff(original, { ...diff, deletados: { ...diff.deletados, previstoFuncao: [999] } })).toThrow(
      'A linha 999 não pertence a este planejamento.',
    );
  });

  describe('round-trip property: applying the diff to the loaded state gives the edited state', () => {
    // Deterministic pseudo-random edits (mulberry32), 300 cases.
    function rng(seed: number) {
      const gerador = new SeededRandom(seed);
      return () => gerador.next();
    }
    const CHAVES = ['10-2026', '11-2026', '12-2026', '01-2027', '02-2027'];

    function aleatorio(random: () => number, comIds: boolean): Planejamento {
      let id = 3000;
      let temp = 1;
      const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const meses: Planejamento['meses'] = {};
      for (const chave of CHAVES) {
        if (random() < 0.4) continue;
        const funcoes = Array.from({ length: Math.floor(random() * 3) }, (_, i) =>
          funcao(chave, i + 1, {
            ...(comIds ? { id: id++ } : { tempId: temp++ }),
            codigo_funcao: pick([1, 2, 3]),
            horas_funcao: (Math.floor(random() * 20000) / 100 + 0.01).toFixed(2),
            custo_venda_funcao: (Math.floor(random() * 20000) / 100 + 1).toFixed(2),
          }),
        );
        const indiretos = Array.from({ length: Math.floor(random() * 3) }, (_, i) =>
          indireto(chave, i + 1, {
            ...(comIds ? { id: id++ } : { tempId: temp++ }),
            moeda: pick(['BRL', 'USD', 'EUR'] as const),
            cotacao: pick(['1', '5.43', '6.1']),
            tipo: pick(['INFRA_CLOUD', 'OUTROS'] as const),
            descricao_custo_indireto: pick(['AWS', 'Licenças', 'Consultoria']),
            valor_original_custo_indireto: (Math.floor(random() * 100000) / 100 + 0.5).toFixed(2),
          }),
        );
        meses[chave] = mes(funcoes, indiretos, random() < 0.5 ? String(Math.floor(random() * 1e6) / 100) : null);
      }
      return plano(meses, {
        versao: Math.floor(random() * 5),
        margemCusto: random() < 0.5 ? null : String(Math.floor(random() * 100) / 100),
        cliente: random() < 0.5 ? null : { id: pick([1, 2]), name: '', key: '' },
      });
    }

    function editar(random: () => number, original: Planejamento): Planejamento {
      const editado = clone(original);
      let temp = 100;
      for (const chave of Object.keys(editado.meses)) {
        const m = editado.meses[chave]!;
        if (random() < 0.15) {
          delete editado.meses[chave];
          continue;
        }
        m.previstoFuncao = m.previstoFuncao.filter(() => random() > 0.25);
        m.previstoIndireto = m.previstoIndireto.filter(() => random() > 0.25);
        for (const linha of m.previstoFuncao) if (random() < 0.3) linha.horas_funcao = (Number(linha.horas_funcao) + 1).toFixed(2);
        for (const linha of m.previstoIndireto) if (random() < 0.3) linha.moeda = linha.moeda === 'BRL' ? 'USD' : 'BRL';
        if (random() < 0.3) m.previstoFuncao.push(funcao(chave, m.previstoFuncao.length + 1, { tempId: temp++, horas_funcao: '7' }));
        if (random() < 0.3) m.valorVenda = random() < 0.5 ? null : '123.45';
        m.previstoFuncao.forEach((linha, i) => (linha.indice = i + 1));
      }
      // re-key one month to a free key, moving its known lines
      const livres = CHAVES.filter((chave) => !(chave in editado.meses));
      const usadas = Object.keys(editado.meses);
      if (random() < 0.3 && livres.length > 0 && usadas.length > 0) {
        const de = usadas[0]!;
        const para = livres[0]!;
        const m = editado.meses[de]!;
        delete editado.meses[de];
        editado.meses[para] = {
          ...m,
          previstoFuncao: m.previstoFuncao.map((l) => ({ ...l, mes_ano: para })),
          previstoIndireto: m.previstoIndireto.map((l) => ({ ...l, mes_ano: para })),
        };
      } else if (random() < 0.3 && livres.length > 0) {
        editado.meses[livres[0]!] = mes([funcao(livres[0]!, 1, { tempId: temp++ })]);
      }
      if (random() < 0.3) editado.margemCusto = random() < 0.5 ? null : '0.42';
      if (random() < 0.3) editado.cliente = random() < 0.5 ? null : { id: 7, name: '', key: '' };
      return editado;
    }

    it('holds for 300 random edits, and the diff passes the server schema', () => {
      for (let seed = 1; seed <= 300; seed++) {
        const random = rng(seed);
        const original = aleatorio(random, true);
        const editado = editar(random, original);
        const { diff } = roundTrip(original, editado);
        const checked = validate<Parameters<typeof normalizarDiff>[0]>(diffPlanejamentoSchema, JSON.parse(JSON.stringify(diff)));
        if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
        if (checked.ok) {
          const normalizado = normalizarDiff(checked.value);
          expect(conteudoPlanejamento(aplicarDiff(original, normalizado))).toEqual(conteudoPlanejamento(editado));
        }
      }
    });
  });
});

describe('plan validation (spec 02 section 5)', () => {
  it('at least one month, each with some data; a client counts for every month', () => {
    expect(validarPlanejamento({ cliente: null, meses: {} })).toEqual({ valido: false, mensagem: PLANEJAMENTO_MESSAGES.semMeses, meses: [] });
    const vazio = { '11-2026': mes(), '12-2026': mes([], [], '10') };
    expect(validarPlanejamento({ cliente: null, meses: vazio })).toEqual({
      valido: false,
      mensagem: 'Um mês deve conter ao menos um dado (cliente, valor venda, função ou custo indireto)',
      meses: ['11-2026'],
    });
    expect(validarPlanejamento({ cliente: { id: 1, name: 'A', key: 'A' }, meses: vazio })).toEqual({ valido: true, mensagem: 'Projeto válido' });
    expect(validarPlanejamento({ cliente: null, meses: { '11-2026': mes([], [indireto('11-2026', 1)]) } }).valido).toBe(true);
  });

  it('the server schema refuses bad keys, zero hours, zero amounts and a margin above 100%', () => {
    const result = validate(diffPlanejamentoSchema, {
      projeto: 'ABC',
      versao: 0,
      novosMeses: ['13-2026'],
      novos: {
        previstoFuncao: [{ indice: 1, codigo_funcao: 1, horas_funcao: '0', custo_venda_funcao: '10', mes_ano: '11-2026' }],
        previstoIndireto: [{ indice: 1, descricao_custo_indireto: ' ', tipo: 'X', valor_original_custo_indireto: '0', moeda: 'BRL', cotacao: '1', mes_ano: '11-2026' }],
      },
      updates: { margemCusto: '1.5', valorVenda: { '11-2026': '-1' } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const byField = Object.fromEntries(result.errors.map((e) => [e.field, e.errorMessage]));
      expect(byField).toMatchObject({
        'novosMeses[0]': 'Mês inválido (use MM-AAAA).',
        'novos.previstoFuncao[0].horas_funcao': 'Valor deve ser maior que 0,00',
        'novos.previstoIndireto[0].descricao_custo_indireto': 'Campo obrigatório.',
        'novos.previstoIndireto[0].tipo': 'Campo obrigatório.',
        'novos.previstoIndireto[0].valor_original_custo_indireto': 'Valor deve ser diferente de 0,00',
        'updates.margemCusto': 'Margem deve estar entre 0% e 100%.',
        'updates.valorVenda.11-2026': 'Valor inválido.',
      });
    }
  });

  it('modal schemas: required fields and non-zero amounts (Campo obrigatório.)', () => {
    const funcaoErros = validate(funcaoModalSchema, { codigo_funcao: '', horas: '0,00', taxa: '' });
    expect(funcaoErros).toEqual({
      ok: false,
      errors: [
        { field: 'codigo_funcao', errorMessage: 'Campo obrigatório.' },
        { field: 'horas', errorMessage: 'Campo obrigatório.' },
        { field: 'taxa', errorMessage: 'Campo obrigatório.' },
      ],
    });
    expect(validate(funcaoModalSchema, { codigo_funcao: '2', horas: '160,00', taxa: '85,50' }).ok).toBe(true);
    expect(validate(indiretoModalSchema, { descricao: 'AWS', tipo: 'INFRA_CLOUD', moeda: 'BRL', valorOriginal: '10,00', cotacao: '' }).ok).toBe(true);
    const usd = validate(indiretoModalSchema, { descricao: '  ', tipo: 'INFRA_CLOUD', moeda: 'USD', valorOriginal: '10,00', cotacao: '' });
    expect(usd.ok).toBe(false);
    if (!usd.ok) expect(usd.errors.map((e) => e.field)).toEqual(['descricao', 'cotacao']);
  });
});

describe('amounts carry at most 2 decimals (quotes 6), as stored', () => {
  it('refuses 3-decimal hours and rates and accepts a 6-decimal quote', () => {
    const body = (horas: string, cotacao: string) => ({
      projeto: 'ABC',
      versao: 0,
      novos: {
        previstoFuncao: [{ indice: 1, codigo_funcao: 1, horas_funcao: horas, custo_venda_funcao: '10.123', mes_ano: '11-2026' }],
        previstoIndireto: [{ indice: 1, descricao_custo_indireto: 'x', tipo: 'OUTROS', valor_original_custo_indireto: '1', moeda: 'USD', cotacao, mes_ano: '11-2026' }],
      },
    });
    const result = validate(diffPlanejamentoSchema, body('1.005', '5.432100'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.field)).toEqual(['novos.previstoFuncao[0].horas_funcao', 'novos.previstoFuncao[0].custo_venda_funcao']);
    }
  });
});
