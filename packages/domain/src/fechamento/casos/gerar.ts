/**
 * Writes the golden cases of this folder: `pnpm --filter @financeiro/domain golden:update`
 * (README.md: when to run it, and that its diff is reviewed before it is committed).
 *
 * The inputs are built here, deterministically (seeded generators and named cases), so that a
 * rerun after a rule change rewrites only the `esperado` blocks that change. Each file is written,
 * read back, and only then run through the engine: the expected results are those of exactly the
 * stored inputs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { SeededRandom } from '../../aleatorio';
import { calculadoraFechamento, type OpcoesFechamento } from '../calcular';
import { faixasOficiais, TABELAS_OFICIAIS } from '../tabelasOficiais';
import type { LinhaBeneficio, LinhaColaborador, LinhaFaixaImposto, LinhaImposto, LinhaRegime } from '../linhas';
import { CLT, ENCARGOS_PATRONAIS, ESTAGIO, FGTS, IMPOSTOS_CLT, INSS, INSS_FAIXAS, IRRF, IRRF_MAIO_2025, PJ } from '../testFixtures';
import type { PeriodoFechamento } from '../types';
import { entradaDoCaso, escreverArquivoGolden, lerArquivoGolden, type ArquivoGolden, type CasoGolden } from './formato';

const PASTA = path.dirname(fileURLToPath(import.meta.url));

type Caso = Omit<CasoGolden, 'esperado'>;
type Arquivo = Omit<ArquivoGolden, 'casos' | 'opcoes'> & { opcoes?: OpcoesFechamento; casos: Caso[] };

// ------------------------------------------------------------------------ generated closings

const centavosAleatorios = (g: SeededRandom, max: number) => (g.int(0, max * 100) / 100).toFixed(2);
const aliquotaAleatoria = (g: SeededRandom) => g.pick(['0', '0.01', '0.06', '0.075', '0.2', '0.058', '0.08', '0.123456', '1']);

/** Each limit of `faixas`, a half cent and a cent either side (3 decimals). */
function limitesDe(faixas: readonly LinhaFaixaImposto[]): Set<string> {
  const valores = new Set<string>();
  for (const faixa of faixas) {
    for (const limite of [faixa.valorFaixaInicio, faixa.valorFaixaFim]) {
      if (limite === null || limite === undefined) continue;
      const base = new Decimal(limite as string);
      for (const delta of ['-0.01', '0', '0.01', '0.005', '-0.005']) valores.add(base.plus(delta).toFixed(3));
    }
  }
  return valores;
}

/** Salaries around every bracket boundary of the INSS and IRRF tables, the reducer limits and the ceiling. */
function limites(): string[] {
  const valores = limitesDe([...INSS_FAIXAS, ...IRRF_MAIO_2025]);
  for (const especial of ['5000.00', '5000.01', '7350.00', '7350.01', '8157.41', '8475.55', '0.00', '0.01', '607.20', '3000.00']) {
    valores.add(especial);
  }
  return [...valores];
}
const LIMITES = limites();

function salarioAleatorio(g: SeededRandom): string | number | Decimal {
  const texto = g.chance(0.3) ? g.pick(LIMITES) : centavosAleatorios(g, g.pick([3000, 9000, 40_000]));
  if (g.chance(0.15)) return new Decimal(texto);
  if (g.chance(0.1)) return Number(texto);
  return texto;
}

function beneficioAleatorio(g: SeededRandom, cod: number): LinhaBeneficio {
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

const comDecimais = (faixa: LinhaFaixaImposto): LinhaFaixaImposto => ({
  ...faixa,
  valorFaixaInicio: new Decimal(faixa.valorFaixaInicio as string),
  valorFaixaFim: faixa.valorFaixaFim ? new Decimal(faixa.valorFaixaFim as string) : faixa.valorFaixaFim,
  aliqFaixa: new Decimal((faixa.aliqFaixa as string) ?? '0'),
});

/** A table of brackets whose boundaries are not cents and overlap (the latest vigência wins). */
const FAIXAS_ESTRANHAS: LinhaFaixaImposto[] = [
  { id: 91, comparaInicio: '>', valorFaixaInicio: '0', comparaFim: '<', valorFaixaFim: '2500.5', aliqFaixa: '0.05', valorDeducao: '1.234' },
  { id: 92, comparaInicio: '>=', valorFaixaInicio: '2500.5', comparaFim: '<=', valorFaixaFim: '6000', aliqFaixa: '0.11', valorDeducao: '80' },
  { id: 93, comparaInicio: '>=', valorFaixaInicio: '2000', comparaFim: null, valorFaixaFim: null, aliqFaixa: '0.3', valorDeducao: '300', vigenciaInicio: '2026-06-01' },
  { id: 94, comparaInicio: '>', valorFaixaInicio: '6000', aliqFaixa: '0.2', valorDeducao: '0', ativo: false },
  { id: 95, comparaInicio: '=', valorFaixaInicio: '3000', comparaFim: null, valorFaixa: '123.45', vigenciaInicio: '2026-07-01' },
  { id: 96, comparaInicio: '>=', valorFaixaInicio: '7000', comparaFim: null, valorFaixa: '900', vigenciaInicio: '2026-06-01' },
];

function impostoAleatorio(g: SeededRandom, cod: number): LinhaImposto {
  const baseImposto = () => g.pick(['salario', 'imposto', null] as const);
  const tipo = g.pick(['percentual', 'percentual', 'fixo'] as const);
  const valor = g.chance(0.85)
    ? {
        tipoImposto: tipo,
        valorFixo: centavosAleatorios(g, 200),
        periodoValor: g.pick(['dia', 'mes', null] as const),
        valorDesc: g.chance(0.3) ? centavosAleatorios(g, 50) : '0.00',
        aliquotaDesc: g.chance(0.5) ? aliquotaAleatoria(g) : '0',
        baseAliqDesc: baseImposto(),
        valorFilial: g.chance(0.3) ? centavosAleatorios(g, 50) : '0.00',
        aliquotaFilial: g.chance(0.7) ? aliquotaAleatoria(g) : '0',
        baseAliqFilial: baseImposto(),
      }
    : null;
  const faixas = g.pick([
    [],
    [],
    INSS_FAIXAS,
    IRRF_MAIO_2025,
    INSS_FAIXAS.map(comDecimais),
    IRRF_MAIO_2025.map((faixa) => ({ ...faixa, baseAliqFaixa: null })),
    FAIXAS_ESTRANHAS,
    INSS_FAIXAS.filter((faixa) => faixa.vigenciaInicio === '2025-01-01'),
  ]);
  return {
    cod: g.chance(0.9) ? cod : null,
    sigla: g.pick(['INSS', 'IRRF', 'FGTS', 'fgts ', 'CPP', 'RAT', null]),
    nome: g.chance(0.5) ? `Imposto ${cod}` : null,
    fgts: g.pick([null, undefined, true, false, null]),
    valor,
    faixas,
  };
}

function regimeAleatorio(g: SeededRandom): LinhaRegime {
  const flag = () => g.pick([true, true, false, null, undefined]);
  return {
    provisionaDecimoTerceiro: flag(),
    provisionaFerias: flag(),
    provisionaTercoFerias: flag(),
    provisionaRescisao: flag(),
    provisionaFgts: flag(),
    recessoRemunerado: flag(),
  };
}

function colaboradorAleatorio(g: SeededRandom, periodo: PeriodoFechamento): LinhaColaborador {
  const inicio = String(periodo.dataInicio).includes('/') ? '2026-07-01' : String(periodo.dataInicio);
  const [ano, mes] = inicio.split('-');
  const diaNoPeriodo = () => `${ano}-${mes}-${String(g.int(1, 28)).padStart(2, '0')}`;
  return {
    salario: salarioAleatorio(g),
    cargaHoraria: g.pick([8, 8, 6, 4, 0, '8', null, undefined, 2]),
    dependentes: g.pick([0, 0, 1, 2, 3, 5, '2', null, undefined]),
    admissao: g.chance(0.15) ? diaNoPeriodo() : g.pick(['2020-01-02', null, '2030-01-01']),
    demissao: g.chance(0.12) ? diaNoPeriodo() : g.pick([null, null, undefined, '2019-12-31']),
  };
}

/** Periods of every shape: days given as number, text, fraction, zero or absent; dd/MM/yyyy dates; a reference date; a period across two months. */
const PERIODOS: PeriodoFechamento[] = [
  { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 },
  { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: '22' },
  { dataInicio: '2026-02-01', dataFim: '2026-02-28' },
  { dataInicio: '2024-12-01', dataFim: '2024-12-31', diasUteis: 0 },
  { dataInicio: '01/07/2026', dataFim: '31/07/2026', diasUteis: 20, dataReferencia: '2026-07-15' },
  { dataInicio: '2025-04-10', dataFim: '2025-05-09', diasUteis: 19.5 },
];

/** Generated employees per closing (the former parity test ran 700 per closing against a second engine). */
const COLABORADORES_POR_FECHAMENTO = 50;

/** Closings of random companies: a few shared tax lists and benefit rows, many employees. */
function fechamentosAleatorios(): Record<string, Arquivo> {
  const g = new SeededRandom(20_261_124);
  const arquivos: Record<string, Arquivo> = {};
  PERIODOS.forEach((fechamento, indice) => {
    const impostos = Array.from({ length: 4 }, () => Array.from({ length: g.int(0, 7) }, (_, i) => impostoAleatorio(g, i + 1)));
    const beneficios = Array.from({ length: 10 }, (_, i) => beneficioAleatorio(g, i + 1));
    const regimes = [regimeAleatorio(g), regimeAleatorio(g)];
    arquivos[`aleatorio-${indice + 1}`] = {
      descricao: `Empresa gerada ${indice + 1} (SeededRandom 20261124): 4 listas de impostos, 10 benefícios, 2 regimes e sem regime, ${COLABORADORES_POR_FECHAMENTO} colaboradores.`,
      fechamento,
      opcoes: { partTimeColab: indice % 2 === 0 },
      impostos,
      beneficios,
      regimes,
      casos: Array.from({ length: COLABORADORES_POR_FECHAMENTO }, () => ({
        colaborador: colaboradorAleatorio(g, fechamento),
        regime: g.pick([0, 1, null]),
        beneficios: Array.from({ length: g.int(0, 4) }, () => g.int(0, beneficios.length - 1)),
        impostos: g.int(0, impostos.length - 1),
      })),
    };
  });
  return arquivos;
}

// --------------------------------------------------------------------------- salary sweeps

/** The seeded CLT taxes as the former parity sweep declared them (only the fields a closing needs). */
const IMPOSTOS_CLT_MINIMOS: LinhaImposto[] = [
  { cod: 1, sigla: 'INSS', valor: { tipoImposto: 'percentual', baseAliqDesc: 'salario' }, faixas: INSS_FAIXAS },
  { cod: 2, sigla: 'IRRF', valor: { tipoImposto: 'percentual', baseAliqDesc: 'imposto' }, faixas: IRRF_MAIO_2025 },
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
    valor: { tipoImposto: 'percentual' as const, aliquotaFilial: aliquota, baseAliqFilial: 'salario' as const },
    faixas: [],
  })),
];

const BENEFICIOS_SEED: LinhaBeneficio[] = [
  { benefCod: 1, sigla: 'VR', valor: '45.00', periodoValor: 'dia', aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' },
  { benefCod: 4, sigla: 'VT', valor: '10.00', periodoValor: 'dia', aliquotaDesc: '0.06', baseAliqDesc: 'salario' },
  { benefCod: 3, sigla: 'PS', valor: '780.00', periodoValor: 'mes', valorDesc: '120.00' },
];

/** Step of the sweep in cents (the parity test swept every 7,31 up to 30.000,00 against the old engine). */
const PASSO_VARREDURA = 99_731;

/**
 * CLT employees at every limit of the brackets in force (to the half cent, a cent either side), at
 * the reducer's limits and along a sweep up to 30.000,00; dependants 0-3.
 */
function varredura(fechamento: PeriodoFechamento, nome: string): Arquivo {
  const data = String(fechamento.dataFim);
  const vigentes = [...INSS_FAIXAS, ...IRRF_MAIO_2025].filter(
    (faixa) => (faixa.vigenciaInicio ?? '') <= data && (faixa.vigenciaFim ?? '9999') >= data,
  );
  const salarios = limitesDe(vigentes);
  for (const especial of ['0.01', '607.20', '5000.00', '5000.01', '7350.00', '7350.01']) salarios.add(especial);
  for (let centavos = 0; centavos <= 3_000_000; centavos += PASSO_VARREDURA) salarios.add((centavos / 100).toFixed(2));
  const ordenados = [...salarios].filter((salario) => Number(salario) >= 0).sort((a, b) => Number(a) - Number(b));
  return {
    descricao: `${nome}: INSS, IRRF, FGTS, CPP, RAT, Terceiros e VR, VT, PS do seed; salários nos limites das faixas vigentes (meio centavo e um centavo de cada lado), nos limites do redutor e a cada R$ ${(PASSO_VARREDURA / 100).toFixed(2)} até R$ 30.000,00.`,
    fechamento,
    impostos: [IMPOSTOS_CLT_MINIMOS],
    beneficios: BENEFICIOS_SEED,
    regimes: [],
    casos: ordenados.map((salario, i) => ({ colaborador: { salario, dependentes: i % 4 }, beneficios: [0, 1, 2], impostos: 0 })),
  };
}

// ------------------------------------------------------------------------------ named cases

const JUNHO_2025 = { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: 30 };

/** DOMAIN.md's reference closing and the cases of calcular.test.ts, in June 2025 (30 days). */
function referencia(): Arquivo {
  const VR: LinhaBeneficio = { benefCod: 1, sigla: 'VR', valor: '45.00', periodoValor: 'dia', aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' };
  const PS: LinhaBeneficio = { sigla: 'PS', valor: '500.00', periodoValor: 'mes' };
  const base = (colaborador: Partial<LinhaColaborador> = {}): LinhaColaborador => ({ salario: '3000.00', admissao: '2020-01-01', ...colaborador });
  // impostos: 0 charges only, 1 CLT, 2 IRRF only, 3 no value row, 4 charges with FGTS by flag
  // regimes: 0 CLT, 1 intern, 2 PJ, 3 intern with paid recess, 4 CLT without 1/3
  return {
    descricao: 'DOMAIN.md (fechamento de referência 3.000,00 com encargos do Lucro Presumido, 5.000,00 com 2 dependentes) e os casos de calcular.test.ts: proporcionalidade, regimes, custo-hora, avisos.',
    fechamento: JUNHO_2025,
    impostos: [ENCARGOS_PATRONAIS, IMPOSTOS_CLT, [IRRF], [{ sigla: 'X', valor: null, faixas: [] }], ENCARGOS_PATRONAIS.map((imposto) => (imposto === FGTS ? { ...FGTS, sigla: 'Fundo', fgts: true } : imposto))],
    beneficios: [VR, PS, { valor: '100', periodoValor: 'mes' }],
    regimes: [CLT, ESTAGIO, PJ, { ...ESTAGIO, recessoRemunerado: true }, { ...CLT, provisionaTercoFerias: false }],
    casos: [
      { nome: 'DOMAIN.md: 3.000,00, encargos -> custoTotal 4.980,83', colaborador: base(), regime: 0, impostos: 0 },
      { nome: 'DOMAIN.md: 3.000,00 com INSS e IRRF -> líquido 2.746,59 (desconto simplificado)', colaborador: base(), regime: 0, impostos: 1 },
      { nome: 'DOMAIN.md: 5.000,00, 2 dependentes -> INSS 509,60, IRRF 249,53', colaborador: base({ salario: '5000.00', dependentes: 2 }), regime: 0, impostos: 1 },
      { nome: '5.000,00 sem dependentes -> IRRF 312,89 (desconto simplificado)', colaborador: base({ salario: '5000.00' }), regime: 0, impostos: 1 },
      { nome: 'teto do INSS 2025: 9.000,00 -> 951,63', colaborador: base({ salario: '9000.00', dependentes: 1 }), regime: 0, impostos: 1 },
      { nome: 'admissão no dia 16 -> metade', colaborador: base({ admissao: '2025-06-16' }), regime: 0, impostos: 0 },
      { nome: 'demissão no dia 15', colaborador: base({ demissao: '2025-06-15' }), regime: 0 },
      { nome: 'admissão no primeiro dia', colaborador: base({ admissao: '2025-06-01' }), regime: 0 },
      { nome: 'demissão no último dia', colaborador: base({ demissao: '2025-06-30' }), regime: 0 },
      { nome: 'sem dias no período -> zeros e aviso', colaborador: base({ admissao: '2025-07-01' }), regime: 0, impostos: 1, beneficios: [2] },
      { nome: 'estagiário: recesso 125,00, IRRF isento', colaborador: base({ salario: '1500.00' }), regime: 1, impostos: 2 },
      { nome: 'estagiário com recesso e encargos vinculados', colaborador: base(), regime: 3, impostos: 0 },
      { nome: 'PJ com plano de saúde', colaborador: base({ salario: '10000.00' }), regime: 2, beneficios: [1] },
      { nome: 'CLT sem 1/3 de férias', colaborador: base(), regime: 4, impostos: 0 },
      { nome: 'sem regime: padrões CLT', colaborador: { salario: '3000.00' }, impostos: 0 },
      { nome: 'imposto sem valor e sem faixas -> aviso', colaborador: base(), regime: 0, impostos: 3 },
      { nome: 'FGTS pela flag', colaborador: base(), regime: 0, impostos: 4 },
      { nome: 'CLT com VR por percentual do benefício', colaborador: base(), regime: 0, impostos: 1, beneficios: [0] },
      { nome: 'meio período (4 h)', colaborador: base({ salario: '2000.00', cargaHoraria: 4 }), regime: 2 },
      { nome: '6 h', colaborador: base({ salario: '2000.00', cargaHoraria: 6 }), regime: 2 },
      { nome: 'carga nula -> 8 h', colaborador: base({ cargaHoraria: null }), regime: 2 },
      { nome: 'carga 0 -> custo-hora 0', colaborador: base({ cargaHoraria: 0 }), regime: 2 },
      { nome: 'salário como número, datas dd/MM/yyyy', colaborador: { salario: 3000, admissao: '02/01/2020' }, impostos: 0 },
    ],
  };
}

/** Benefits by value and by percentage, fixed and percentage taxes, in a 22-day June 2025. */
function beneficios22Dias(): Arquivo {
  const VT: LinhaBeneficio = {
    benefCod: 4,
    sigla: 'VT',
    valor: '10.00',
    periodoValor: 'dia',
    aliquotaDesc: '0.060000',
    baseAliqDesc: 'salario',
    valorFilial: '0.00',
    aliquotaFilial: '0',
    baseAliqFilial: 'beneficio',
  };
  const VR: LinhaBeneficio = {
    sigla: 'VR',
    valor: '45.00',
    periodoValor: 'dia',
    aliquotaDesc: '0.01',
    baseAliqDesc: 'beneficio',
    valorFilial: '10.00',
    aliquotaFilial: '0.05',
    baseAliqFilial: 'salario',
    valorBenefAdic: '50.00',
    aliqDescAdic: '0.01',
    valorDescSubtrai: '2.00',
  };
  const fixo: LinhaImposto = { sigla: 'TAXA', valor: { tipoImposto: 'fixo', valorFixo: '2.00', periodoValor: 'dia', valorFilial: '1.00' } };
  const sindical: LinhaImposto = {
    sigla: 'SIND',
    valor: { tipoImposto: 'percentual', valorDesc: '10.00', aliquotaDesc: '0.01', baseAliqDesc: 'salario' },
  };
  const colaborador = (salario: string): LinhaColaborador => ({ salario, admissao: '2020-01-01' });
  return {
    descricao: 'Benefícios por valor e por percentual (VT 6 % do salário, VR com ajustes do colaborador e parte da filial, mensais com desconto e piso 0) e impostos fixo por dia e percentual, junho de 2025 com 22 dias úteis.',
    fechamento: { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: 22 },
    impostos: [[fixo, sindical], IMPOSTOS_CLT],
    beneficios: [VT, VR, { valor: '780.00', periodoValor: 'mes', valorDesc: '120.00' }, { valor: '25.00', periodoValor: 'mes', valorBenefSubtrai: '30.00' }],
    regimes: [PJ, CLT],
    casos: [
      { nome: 'VT 220,00, desconto 180,00', colaborador: colaborador('3000.00'), regime: 0, beneficios: [0] },
      { nome: 'VT: desconto limitado ao benefício', colaborador: colaborador('5000.00'), regime: 0, beneficios: [0] },
      { nome: 'VR com acréscimos, desconto e parte da filial', colaborador: colaborador('3000.00'), regime: 0, beneficios: [1] },
      { nome: 'mensais: desconto fixo e subtração até 0', colaborador: colaborador('3000.00'), regime: 0, beneficios: [2, 3] },
      { nome: 'imposto fixo por dia e percentual', colaborador: colaborador('3000.00'), regime: 0, impostos: 0 },
      { nome: 'CLT com todos os benefícios', colaborador: { ...colaborador('4200.00'), dependentes: 1 }, regime: 1, impostos: 1, beneficios: [0, 1, 2, 3] },
    ],
  };
}

/** 2026: the 2026 INSS table, the Lei 15.270 reducer, Receita Federal's examples, the ceiling. */
function janeiro2026(): Arquivo {
  const colaborador = (salario: string, dependentes = 0): LinhaColaborador => ({ salario, dependentes, admissao: '2020-01-01' });
  return {
    descricao: 'Janeiro de 2026 (30 dias): tabela do INSS 2026, redutor da Lei 15.270/2025 e os exemplos da Receita Federal (3.036,00, 4.000,00, 5.000,00, 6.000,00), teto do INSS 988,09.',
    fechamento: { dataInicio: '2026-01-01', dataFim: '2026-01-31' },
    impostos: [IMPOSTOS_CLT, [INSS, IRRF]],
    beneficios: [],
    regimes: [CLT],
    casos: [
      { nome: '3.036,00 -> IRRF 0', colaborador: colaborador('3036.00'), regime: 0, impostos: 1 },
      { nome: '4.000,00 -> IRRF 0 (redução)', colaborador: colaborador('4000.00'), regime: 0, impostos: 1 },
      { nome: '5.000,00 -> IRRF 0 (redução)', colaborador: colaborador('5000.00'), regime: 0, impostos: 1 },
      { nome: '5.000,01 -> redução pela fórmula', colaborador: colaborador('5000.01'), regime: 0, impostos: 1 },
      { nome: '6.000,00 -> INSS 641,51, IRRF 385,10', colaborador: colaborador('6000.00'), regime: 0, impostos: 0 },
      { nome: '7.350,00 -> fim da redução', colaborador: colaborador('7350.00', 2), regime: 0, impostos: 1 },
      { nome: '7.350,01 -> sem redução', colaborador: colaborador('7350.01', 2), regime: 0, impostos: 1 },
      { nome: '8.475,55 -> teto exato do INSS', colaborador: colaborador('8475.55'), regime: 0, impostos: 1 },
      { nome: '8.475,56 -> contribuição máxima 988,09', colaborador: colaborador('8475.56', 3), regime: 0, impostos: 0 },
      { nome: '20.000,00, 5 dependentes', colaborador: colaborador('20000.00', 5), regime: 0, impostos: 0 },
    ],
  };
}

/** Every official table on the taxes: past months find the tables then in force (backend tabelas-oficiais.test.ts). */
function tabelasAnteriores(fechamento: PeriodoFechamento, nome: string): Arquivo {
  const oficiais = faixasOficiais(TABELAS_OFICIAIS);
  const semSigla = ({ sigla: _sigla, ...faixa }: ReturnType<typeof faixasOficiais>[number]) => faixa;
  const INSS_TODAS: LinhaImposto = { ...INSS, faixas: oficiais.filter((faixa) => faixa.sigla === 'INSS').map(semSigla) };
  const IRRF_TODAS: LinhaImposto = { ...IRRF, faixas: oficiais.filter((faixa) => faixa.sigla === 'IRRF').map(semSigla) };
  const colaborador = (salario: string, dependentes = 0): LinhaColaborador => ({ salario, dependentes, admissao: '2020-01-01' });
  return {
    descricao: `${nome}: INSS e IRRF com todas as tabelas oficiais (tabelasOficiais.ts), desconto simplificado e faixas da época.`,
    fechamento,
    impostos: [[INSS_TODAS, IRRF_TODAS, ...ENCARGOS_PATRONAIS], [INSS, IRRF]],
    beneficios: [],
    regimes: [CLT],
    casos: [
      { nome: '5.000,00', colaborador: colaborador('5000.00'), regime: 0, impostos: 0 },
      { nome: '2.500,00, 1 dependente', colaborador: colaborador('2500.00', 1), regime: 0, impostos: 0 },
      { nome: '9.500,00 (teto), 2 dependentes', colaborador: colaborador('9500.00', 2), regime: 0, impostos: 0 },
      { nome: 'só as tabelas de 2025/2026: avisos fora da vigência', colaborador: colaborador('5000.00'), regime: 0, impostos: 1 },
    ],
  };
}

/** The hour cost's options: part-time over the 8-hour base, and the company's 'oito_horas'. */
function horas(opcoes: OpcoesFechamento, nome: string): Arquivo {
  const colaborador = (cargaHoraria: number): LinhaColaborador => ({ salario: '2000.00', cargaHoraria, admissao: '2020-01-01' });
  return {
    descricao: `${nome}: custo-hora de colaboradores de 4, 6, 8 e 10 horas (PJ, 2.000,00, junho de 2025, 30 dias).`,
    fechamento: { dataInicio: '2025-06-01', dataFim: '2025-06-30' },
    opcoes,
    impostos: [],
    beneficios: [],
    regimes: [PJ],
    casos: [4, 6, 8, 10].map((carga) => ({ nome: `${carga} h`, colaborador: colaborador(carga), regime: 0 })),
  };
}

// ----------------------------------------------------------------------------------- writing

function arquivos(): Record<string, Arquivo> {
  return {
    'referencia-junho-2025': referencia(),
    'beneficios-junho-2025-22-dias': beneficios22Dias(),
    'janeiro-2026': janeiro2026(),
    'tabelas-oficiais-abril-2025': tabelasAnteriores({ dataInicio: '2025-04-01', dataFim: '2025-04-30', diasUteis: 21 }, 'Abril de 2025'),
    'tabelas-oficiais-marco-2024': tabelasAnteriores({ dataInicio: '2024-03-01', dataFim: '2024-03-31', diasUteis: 21 }, 'Março de 2024'),
    'tabelas-oficiais-janeiro-2024': tabelasAnteriores({ dataInicio: '2024-01-01', dataFim: '2024-01-31', diasUteis: 21 }, 'Janeiro de 2024'),
    'tabelas-oficiais-janeiro-2023': tabelasAnteriores({ dataInicio: '2023-01-01', dataFim: '2023-01-31', diasUteis: 21 }, 'Janeiro de 2023 (antes das tabelas: avisos)'),
    'horas-meio-periodo-base-8h': horas({ partTimeColab: false }, 'partTimeColab false'),
    'horas-oito-horas': horas({ baseHoras: 'oito_horas' }, "baseHoras 'oito_horas'"),
    'salarios-clt-junho-2025': varredura(PERIODOS[1]!, 'CLT, junho de 2025 (22 dias)'),
    'salarios-clt-outubro-2026': varredura(PERIODOS[0]!, 'CLT, outubro de 2026 (21 dias)'),
    ...fechamentosAleatorios(),
  };
}

function gravar(nome: string, arquivo: Arquivo): number {
  const semResultados: ArquivoGolden = { ...arquivo, opcoes: arquivo.opcoes ?? {}, casos: arquivo.casos.map((caso) => ({ ...caso, esperado: null! })) };
  const lido = lerArquivoGolden(escreverArquivoGolden(semResultados));
  const calcular = calculadoraFechamento(lido.fechamento, lido.opcoes);
  for (const caso of lido.casos) caso.esperado = calcular(entradaDoCaso(lido, caso));
  const texto = escreverArquivoGolden(lido);
  fs.writeFileSync(path.join(PASTA, `${nome}.json`), texto);
  return texto.length;
}

let total = 0;
for (const [nome, arquivo] of Object.entries(arquivos())) {
  const tamanho = gravar(nome, arquivo);
  total += tamanho;
  console.log(`${nome}.json: ${arquivo.casos.length} casos, ${(tamanho / 1024).toFixed(0)} KiB`);
}
console.log(`total ${(total / 1024).toFixed(0)} KiB`);
