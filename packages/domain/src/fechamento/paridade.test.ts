import Decimal from 'decimal.js';
import { SeededRandom } from '../aleatorio';
import { calculadoraFechamento, calcularFechamentoColaborador } from './calcular';
import { calcularFechamentoColaborador as calcularReferencia } from './referencia/calcular';
import { INSS_FAIXAS, IRRF_MAIO_2025 } from './testFixtures';
import type {
  BeneficioFechamento,
  ColaboradorFechamento,
  FaixaImpostoFechamento,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  PeriodoFechamento,
  RegimeProvisoes,
} from './types';

/**
 * Parity of the production engine (calcular.ts, prepared once per closing) with the engine as it
 * was before the issue-4 performance work (referencia/, frozen): thousands of generated employees
 * must give the same result, every figure and the whole breakdown, whether computed one at a time
 * (calcularFechamentoColaborador) or by one calculator shared by the whole closing with shared tax
 * lists and benefit rows (calculadoraFechamento, as the backend runs it).
 */

type Gerador = SeededRandom;

/**
 * The reference's result with the hour cost as the engine now stores it (the rule the backend had,
 * moved into the engine): the cents total cost / hours, half-up to 4 decimals; with partTimeColab
 * false a part-time employee's hours are the 8-hour base. Computed here with decimal.js.
 */
function comHoraArmazenada(
  referencia: FechamentoColaboradorResultado,
  diasUteis: number,
  partTimeColab = true,
): FechamentoColaboradorResultado {
  const horasDia = referencia.meioPeriodo === 1 && !partTimeColab ? 8 : referencia.cargaHoraria;
  const porHora = (horas: Decimal) =>
    horas.isZero() ? '0.0000' : new Decimal(referencia.custoTotal).div(horas).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
  const horasMes = new Decimal(diasUteis).times(horasDia);
  return {
    ...referencia,
    custoHora: porHora(horasMes),
    custoHoraMeioPeriodo: porHora(new Decimal(diasUteis).times(4)),
    detalhamento: { ...referencia.detalhamento, horasMes: horasMes.toString() },
  };
}

const centavosAleatorios = (g: Gerador, max: number) => (g.int(0, max * 100) / 100).toFixed(2);
const aliquotaAleatoria = (g: Gerador) => g.pick(['0', '0.01', '0.06', '0.075', '0.2', '0.058', '0.08', '0.123456', '1']);

/** Salaries around every bracket boundary of the INSS and IRRF tables, the reducer limits and the ceiling. */
function limites(): string[] {
  const valores = new Set<string>();
  for (const faixa of [...INSS_FAIXAS, ...IRRF_MAIO_2025]) {
    for (const limite of [faixa.valor_faixa_inicio, faixa.valor_faixa_fim]) {
      if (limite === null || limite === undefined) continue;
      const base = new Decimal(limite as string);
      for (const delta of ['-0.01', '0', '0.01', '0.005', '-0.005']) valores.add(base.plus(delta).toFixed(3));
    }
  }
  for (const especial of ['5000.00', '5000.01', '7350.00', '7350.01', '8157.41', '8475.55', '0.00', '0.01', '607.20', '3000.00']) {
    valores.add(especial);
  }
  return [...valores];
}
const LIMITES = limites();

function salarioAleatorio(g: Gerador): string | number | Decimal {
  const texto = g.chance(0.3) ? g.pick(LIMITES) : centavosAleatorios(g, g.pick([3000, 9000, 40_000]));
  if (g.chance(0.15)) return new Decimal(texto);
  if (g.chance(0.1)) return Number(texto);
  return texto;
}

function beneficioAleatorio(g: Gerador, cod: number): BeneficioFechamento {
  const base = () => g.pick(['salario', 'beneficio', null, undefined] as const);
  const talvez = (valor: () => string) => (g.chance(0.35) ? valor() : g.pick([null, undefined, '0', '0.00']));
  return {
    benefCod: cod,
    sigla: `B${cod}`,
    nome: g.chance(0.5) ? `Benefício ${cod}` : null,
    valor: centavosAleatorios(g, g.pick([50, 900])),
    periodoValor: g.pick(['dia', 'mes'] as const),
    valorDesc: talvez(() => centavosAleatorios(g, 150)),
    aliquotaBenef: talvez(() => aliquotaAleatoria(g)),
    baseAliqBenef: base(),
    aliquotaDesc: talvez(() => aliquotaAleatoria(g)),
    baseAliqDesc: base(),
    valorFilial: talvez(() => centavosAleatorios(g, 80)),
    aliquotaFilial: talvez(() => aliquotaAleatoria(g)),
    baseAliqFilial: base(),
    valorBenefAdic: talvez(() => centavosAleatorios(g, 60)),
    aliqBenefAdic: talvez(() => aliquotaAleatoria(g)),
    valorBenefSubtrai: talvez(() => centavosAleatorios(g, 60)),
    aliqBenefSubtrai: talvez(() => aliquotaAleatoria(g)),
    valorDescAdic: talvez(() => centavosAleatorios(g, 40)),
    aliqDescAdic: talvez(() => aliquotaAleatoria(g)),
    valorDescSubtrai: talvez(() => centavosAleatorios(g, 40)),
    aliqDescSubtrai: talvez(() => aliquotaAleatoria(g)),
  };
}

const comDecimais = (faixa: FaixaImpostoFechamento): FaixaImpostoFechamento => ({
  ...faixa,
  valor_faixa_inicio: new Decimal(faixa.valor_faixa_inicio as string),
  valor_faixa_fim: faixa.valor_faixa_fim ? new Decimal(faixa.valor_faixa_fim as string) : faixa.valor_faixa_fim,
  aliq_faixa: new Decimal((faixa.aliq_faixa as string) ?? '0'),
});

/** A table of brackets whose boundaries are not cents and overlap (the latest vigência wins). */
const FAIXAS_ESTRANHAS: FaixaImpostoFechamento[] = [
  { id: 91, compara_inicio: '>', valor_faixa_inicio: '0', compara_fim: '<', valor_faixa_fim: '2500.5', aliq_faixa: '0.05', valor_deducao: '1.234' },
  { id: 92, compara_inicio: '>=', valor_faixa_inicio: '2500.5', compara_fim: '<=', valor_faixa_fim: '6000', aliq_faixa: '0.11', valor_deducao: '80' },
  { id: 93, compara_inicio: '>=', valor_faixa_inicio: '2000', compara_fim: null, valor_faixa_fim: null, aliq_faixa: '0.3', valor_deducao: '300', vigencia_inicio: '2026-06-01' },
  { id: 94, compara_inicio: '>', valor_faixa_inicio: '6000', aliq_faixa: '0.2', valor_deducao: '0', ativo: false },
  { id: 95, compara_inicio: '=', valor_faixa_inicio: '3000', compara_fim: null, valor_faixa: '123.45', vigencia_inicio: '2026-07-01' },
  { id: 96, compara_inicio: '>=', valor_faixa_inicio: '7000', compara_fim: null, valor_faixa: '900', vigencia_inicio: '2026-06-01' },
];

function impostoAleatorio(g: Gerador, cod: number): ImpostoFechamento {
  const baseImposto = () => g.pick(['salario', 'imposto', null] as const);
  const tipo = g.pick(['percentual', 'percentual', 'fixo'] as const);
  const valor = g.chance(0.85)
    ? {
        tipo_imposto: tipo,
        valor_fixo: centavosAleatorios(g, 200),
        periodo_valor: g.pick(['dia', 'mes', null] as const),
        valor_desc: g.chance(0.3) ? centavosAleatorios(g, 50) : '0.00',
        aliquota_desc: g.chance(0.5) ? aliquotaAleatoria(g) : '0',
        base_aliq_desc: baseImposto(),
        valor_filial: g.chance(0.3) ? centavosAleatorios(g, 50) : '0.00',
        aliquota_filial: g.chance(0.7) ? aliquotaAleatoria(g) : '0',
        base_aliq_filial: baseImposto(),
      }
    : null;
  const faixas = g.pick([
    [],
    [],
    INSS_FAIXAS,
    IRRF_MAIO_2025,
    INSS_FAIXAS.map(comDecimais),
    IRRF_MAIO_2025.map((faixa) => ({ ...faixa, base_aliq_faixa: null })),
    FAIXAS_ESTRANHAS,
    INSS_FAIXAS.filter((faixa) => faixa.vigencia_inicio === '2025-01-01'),
  ]);
  const sigla = g.pick(['INSS', 'IRRF', 'FGTS', 'fgts ', 'CPP', 'RAT', null]);
  return {
    cod: g.chance(0.9) ? cod : null,
    sigla,
    nome: g.chance(0.5) ? `Imposto ${cod}` : null,
    fgts: g.pick([null, undefined, true, false, null]),
    valor,
    faixas,
  };
}

function regimeAleatorio(g: Gerador): RegimeProvisoes {
  const flag = () => g.pick([true, true, false, null, undefined]);
  return {
    provisiona_decimo_terceiro: flag(),
    provisiona_ferias: flag(),
    provisiona_terco_ferias: flag(),
    provisiona_rescisao: flag(),
    provisiona_fgts: flag(),
    recesso_remunerado: flag(),
  };
}

const PERIODOS: PeriodoFechamento[] = [
  { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 },
  { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: '22' },
  { dataInicio: '2026-02-01', dataFim: '2026-02-28' },
  { dataInicio: '2024-12-01', dataFim: '2024-12-31', diasUteis: 0 },
  { dataInicio: '01/07/2026', dataFim: '31/07/2026', diasUteis: 20, dataReferencia: '2026-07-15' },
  { dataInicio: '2025-04-10', dataFim: '2025-05-09', diasUteis: 19.5 },
];

function colaboradorAleatorio(g: Gerador, periodo: PeriodoFechamento): ColaboradorFechamento {
  const inicio = String(periodo.dataInicio).includes('/') ? '2026-07-01' : String(periodo.dataInicio);
  const [ano, mes] = inicio.split('-');
  const diaNoPeriodo = () => `${ano}-${mes}-${String(g.int(1, 28)).padStart(2, '0')}`;
  return {
    salario: salarioAleatorio(g),
    carga_horaria: g.pick([8, 8, 6, 4, 0, '8', null, undefined, 2]),
    dependentes: g.pick([0, 0, 1, 2, 3, 5, '2', null, undefined]),
    admissao: g.chance(0.15) ? diaNoPeriodo() : g.pick(['2020-01-02', null, '2030-01-01']),
    demissao: g.chance(0.12) ? diaNoPeriodo() : g.pick([null, null, undefined, '2019-12-31']),
  };
}

describe('parity with the engine before the performance work (referencia/)', () => {
  it('gives the same results on generated employees, one at a time and with one calculator per closing', () => {
    const g = new SeededRandom(20_261_124);
    let comparados = 0;
    for (const periodo of PERIODOS) {
      // A closing: a few shared tax lists (one per regime and branch) and benefit rows, many employees.
      const listasImpostos = Array.from({ length: 4 }, () =>
        Array.from({ length: g.int(0, 7) }, (_, i) => impostoAleatorio(g, i + 1)),
      );
      const beneficios = Array.from({ length: 10 }, (_, i) => beneficioAleatorio(g, i + 1));
      const regimes = [regimeAleatorio(g), regimeAleatorio(g), null];
      const partTimeColab = comparados % 1400 === 0;
      const calcular = calculadoraFechamento(periodo, { partTimeColab });
      for (let i = 0; i < 700; i++) {
        const input = {
          colaborador: colaboradorAleatorio(g, periodo),
          regime: g.pick(regimes),
          beneficios: Array.from({ length: g.int(0, 4) }, () => g.pick(beneficios)),
          impostos: g.pick(listasImpostos),
        };
        const referencia = calcularReferencia({ ...input, fechamento: periodo });
        const diasUteis = referencia.detalhamento.diasUteis;
        expect(calcular(input)).toEqual(comHoraArmazenada(referencia, diasUteis, partTimeColab));
        expect(calcularFechamentoColaborador({ ...input, fechamento: periodo })).toEqual(comHoraArmazenada(referencia, diasUteis));
        comparados++;
      }
    }
    expect(comparados).toBe(PERIODOS.length * 700);
  });

  it('gives the same results on the CLT taxes for every salary step of R$ 7,31 up to R$ 30.000', () => {
    const impostos = [
      { cod: 1, sigla: 'INSS', valor: { tipo_imposto: 'percentual' as const, base_aliq_desc: 'salario' as const }, faixas: INSS_FAIXAS },
      { cod: 2, sigla: 'IRRF', valor: { tipo_imposto: 'percentual' as const, base_aliq_desc: 'imposto' as const }, faixas: IRRF_MAIO_2025 },
      ...(
        [
          ['FGTS', '0.08'],
          ['CPP', '0.2'],
          ['RAT', '0.02'],
          ['TERCEIROS', '0.058'],
        ] as const
      ).map(([sigla, aliquota], i) => ({
        cod: 3 + i,
        sigla,
        valor: { tipo_imposto: 'percentual' as const, aliquota_filial: aliquota, base_aliq_filial: 'salario' as const },
        faixas: [],
      })),
    ];
    const beneficios: BeneficioFechamento[] = [
      { benefCod: 1, sigla: 'VR', valor: '45.00', periodoValor: 'dia', aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' },
      { benefCod: 4, sigla: 'VT', valor: '10.00', periodoValor: 'dia', aliquotaDesc: '0.06', baseAliqDesc: 'salario' },
      { benefCod: 3, sigla: 'PS', valor: '780.00', periodoValor: 'mes', valorDesc: '120.00' },
    ];
    for (const periodo of [PERIODOS[0]!, PERIODOS[1]!]) {
      const calcular = calculadoraFechamento(periodo);
      for (let centavos = 0; centavos <= 3_000_000; centavos += 731) {
        const input = {
          colaborador: { salario: (centavos / 100).toFixed(2), dependentes: centavos % 4 },
          beneficios,
          impostos,
        };
        const referencia = calcularReferencia({ ...input, fechamento: periodo });
        expect(calcular(input)).toEqual(comHoraArmazenada(referencia, referencia.detalhamento.diasUteis));
      }
    }
  });
});
