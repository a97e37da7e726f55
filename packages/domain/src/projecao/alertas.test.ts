import {
  avaliarAlertas,
  esgotamentoDoOrcamento,
  projetar,
  REGRAS_ALERTA_PADRAO,
  regrasDoProjeto,
  SEM_CAUSA_NA_VARIACAO,
  type DecisaoAlerta,
  type RegrasAlerta,
  type TipoAlerta,
} from '..';
import { DEV, entradaExemplo, h, linha, mesPlano, planoExemplo } from './testFixtures';

const NBSP = '\u00a0';
const DESLIGADAS: RegrasAlerta = { margemMinima: null, desvioMaximo: null, semanasAntecedencia: null };
const HOJE = '2026-12-10';

/** The open alerts after applying the decisions (what the backend stores). */
function aplicar(abertos: Set<TipoAlerta>, decisoes: DecisaoAlerta[]): Set<TipoAlerta> {
  const novos = new Set(abertos);
  for (const d of decisoes) {
    if (d.acao === 'abrir') novos.add(d.tipo);
    if (d.acao === 'fechar') novos.delete(d.tipo);
  }
  return novos;
}

describe('alert rules: global defaults overridable per project', () => {
  it('a project field overrides, undefined inherits, null switches the rule off', () => {
    expect(regrasDoProjeto(REGRAS_ALERTA_PADRAO, { margemMinima: '0.2', semanasAntecedencia: null, desvioMaximo: undefined })).toEqual({
      margemMinima: '0.2',
      desvioMaximo: '0.1',
      semanasAntecedencia: null,
    });
    expect(regrasDoProjeto(REGRAS_ALERTA_PADRAO, null)).toEqual(REGRAS_ALERTA_PADRAO);
  });
});

describe('alerts (issue 38 §3) on the hand-computed project', () => {
  const projecao = projetar(entradaExemplo());
  const causa =
    `+R$${NBSP}1.000,00 por horas acima do previsto em Desenvolvedor Pleno; +R$${NBSP}750,00 por pessoas fora do plano; ` +
    `+R$${NBSP}200,00 por custo-hora acima do previsto em Desenvolvedor Pleno`;

  it('margin at completion below the target: the lower of (a) 31,03 % and (b) 30,21 %', () => {
    expect(avaliarAlertas({ projecao, regras: { ...DESLIGADAS, margemMinima: '0.31' }, abertos: [], hoje: HOJE })).toEqual([
      { tipo: 'margem', acao: 'abrir', titulo: 'Margem no término abaixo da meta', detalhe: 'Margem no término de 30,21% (estimativa b); meta 31,00%.', causa },
    ]);
    expect(avaliarAlertas({ projecao, regras: { ...DESLIGADAS, margemMinima: '0.30' }, abertos: [], hoje: HOJE })).toEqual([]);
  });

  it('real cost to date above plan by more than N %: 725 / 27.000 = 2,69 %', () => {
    const [decisao] = avaliarAlertas({ projecao, regras: { ...DESLIGADAS, desvioMaximo: '0.02' }, abertos: [], hoje: HOJE });
    expect(decisao).toMatchObject({ tipo: 'custo', acao: 'abrir', detalhe: 'Realizado até 11/2026 sobre o previsto: 2,69%; limite 2,00%.', causa });
    expect(avaliarAlertas({ projecao, regras: { ...DESLIGADAS, desvioMaximo: '0.03' }, abertos: [], hoje: HOJE })).toEqual([]);
  });

  it('real cost with nothing planned to date crosses the cost rule (no percentage of a zero plan)', () => {
    const semPlanoAteHoje = projetar({
      plano: { margemCusto: null, meses: { '12-2026': mesPlano('12-2026', [linha('12-2026', 1, DEV, '10.00', '100.00', '1000.00')], null, '5000.00') } },
      fechamentos: [{ id: 1, mes: '11-2026', colaboradores: [{ mat: '1', custoHora: '100', funcao: DEV }] }],
      horas: [h('1', '11-2026', 10)],
      custosExtras: [],
      hoje: HOJE,
    });
    const [decisao] = avaliarAlertas({ projecao: semPlanoAteHoje, regras: { ...DESLIGADAS, desvioMaximo: '0.5' }, abertos: [], hoje: HOJE });
    expect(decisao).toMatchObject({
      tipo: 'custo',
      acao: 'abrir',
      detalhe: `Realizado até 11/2026 sobre o previsto: sem previsto (+R$${NBSP}1.000,00); limite 50,00%.`,
      causa: `+R$${NBSP}1.000,00 por pessoas fora do plano`,
    });
  });

  // Burn: 10/2026 and 11/2026 (09/2026 is before the project) = 14.750 + 12.975 = 27.725 over 61 days.
  // Balance 54.500 − 30.575 = 23.925 -> 23.925 x 61 / 27.725 = 52,6 -> 52 days from 10/12/2026 = 31/01/2027.
  it('the budget runs out on 31/01/2027: the plan ending 01/2027 has no weeks to spare', () => {
    expect(esgotamentoDoOrcamento(projecao, HOJE)).toMatchObject({ dataEsgotamento: '2027-01-31', fimDoPlano: '2027-01-31', semanasAntes: 0 });
    expect(avaliarAlertas({ projecao, regras: { ...DESLIGADAS, semanasAntecedencia: 1 }, abertos: [], hoje: HOJE })).toEqual([]);
  });

  it('with the plan running to 03/2027 it runs out 59 days = 8 weeks early', () => {
    const plano = planoExemplo();
    plano.meses['02-2027'] = mesPlano('02-2027', [], null, null);
    plano.meses['03-2027'] = mesPlano('03-2027', [], null, null);
    const longa = projetar(entradaExemplo({ plano }));
    const [decisao] = avaliarAlertas({ projecao: longa, regras: { ...DESLIGADAS, semanasAntecedencia: 8 }, abertos: [], hoje: HOJE });
    expect(decisao).toMatchObject({
      tipo: 'esgotamento',
      acao: 'abrir',
      titulo: 'Orçamento se esgota antes do fim do plano',
      // 27.725 / 61 x 30 = 13.635,2459 a cada 30 dias.
      detalhe: `No ritmo atual (R$${NBSP}13.635,25 a cada 30 dias), o orçamento se esgota em 31/01/2027, 8 semanas antes do fim do plano (31/03/2027); limite 8 semanas.`,
    });
    expect(avaliarAlertas({ projecao: longa, regras: { ...DESLIGADAS, semanasAntecedencia: 9 }, abertos: [], hoje: HOJE })).toEqual([]);
  });

  it('is raised once per crossing and closed when the condition clears', () => {
    const cruza: RegrasAlerta = { ...DESLIGADAS, margemMinima: '0.31' };
    const naoCruza: RegrasAlerta = { ...DESLIGADAS, margemMinima: '0.30' };
    let abertos = new Set<TipoAlerta>();
    const passos: string[][] = [];
    for (const regras of [cruza, cruza, cruza, naoCruza, naoCruza, cruza]) {
      const decisoes = avaliarAlertas({ projecao, regras, abertos, hoje: HOJE });
      passos.push(decisoes.map((d) => `${d.tipo}:${d.acao}`));
      abertos = aplicar(abertos, decisoes);
    }
    expect(passos).toEqual([['margem:abrir'], ['margem:manter'], ['margem:manter'], ['margem:fechar'], [], ['margem:abrir']]);
  });

  it('a rule switched off closes its open alert; a project with no adverse variance says so', () => {
    expect(avaliarAlertas({ projecao, regras: DESLIGADAS, abertos: ['custo', 'esgotamento'], hoje: HOJE }).map((d) => [d.tipo, d.acao])).toEqual([
      ['custo', 'fechar'],
      ['esgotamento', 'fechar'],
    ]);
    const semHistoria = projetar(entradaExemplo({ horas: [], custosExtras: [] }));
    const [decisao] = avaliarAlertas({ projecao: semHistoria, regras: { ...DESLIGADAS, margemMinima: '0.9' }, abertos: [], hoje: HOJE });
    expect(decisao).toMatchObject({ tipo: 'margem', acao: 'abrir', causa: SEM_CAUSA_NA_VARIACAO });
  });
});
