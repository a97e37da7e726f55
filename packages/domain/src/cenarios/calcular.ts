/**
 * A scenario computed for one month (issue 39): the base closing's inputs with the changes in force
 * that month, run through THE closing engine (`calculadoraFechamento`) beside the same inputs without
 * the changes. No figure is computed here that the engine computes: this file only builds the
 * engine's inputs (sharing one object per tax list and benefit row, as the backend does, so the
 * engine prepares each once) and compares its results.
 *
 * Rules (choices, documented in README.md of this folder and tested beside):
 * - a month before `mesInicio` has no change; a change applies from its own `mes` (default
 *   `mesInicio`); changes apply in month order, then in the order given;
 * - the month's period: the base closing's own period for its month, else the calendar month with
 *   the base's diasUteis (or `opcoes.diasUteis`); an employee is in a month when they have a day of
 *   vínculo in its period (the closing's rule, fechamentos/entradas.ts);
 * - raises compound, each rounded half-up to cents (a salary is NUMERIC(14,2)); a hire's salary is
 *   the one typed for the admission: only raises of a later month reach it;
 * - a benefit's value, a tax's table or rates: the latest change in force wins (per benefit and
 *   branch, per tax); an exit removes the employee from its month on; a hire is admitted on the
 *   first day of its month.
 */
import { calculadoraFechamento, comOpcoesDeHoras, type FechamentoColaboradorEntrada } from '../fechamento/calcular';
import { BASE_HORAS_CUSTO_HORA_PADRAO, type BaseHorasCustoHora } from '../fechamento/custoHora';
import { Exato, exato, UM_EXATO } from '../fechamento/exato';
import { impostoFechamento } from '../fechamento/linhas';
import { dataIso, DIAS_UTEIS_PADRAO, numeroNaoNegativo, proporcionalidadeNoPeriodo } from '../fechamento/periodo';
import type {
  BeneficioFechamento,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  PeriodoFechamento,
  ValorDecimal,
  ValorImpostoFechamento,
} from '../fechamento/types';
import { daysInMonth } from '../format/dates';
import { fracaoSobre } from '../format/percentual';
import { totaisDoCenario } from './totais';
import type {
  AjustesBeneficio,
  AlteracaoCenario,
  BaseCenario,
  BeneficioColaboradorCenario,
  Cenario,
  ColaboradorCenario,
  ColaboradorCenarioResultado,
  EscopoCenario,
  ImpostoCenario,
  MesCenario,
  ResultadoCenario,
  ValorBeneficioCenario,
} from './tipos';

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMesCenario(value: unknown): value is MesCenario {
  return typeof value === 'string' && MES.test(value);
}

function mesValido(mes: string, campo: string): MesCenario {
  if (!isMesCenario(mes)) throw new Error(`Mês inválido em ${campo}: ${mes}`);
  return mes;
}

/** The month ('yyyy-MM') of a date. */
export function mesDaData(data: PeriodoFechamento['dataInicio']): MesCenario {
  return dataIso(data, 'data').slice(0, 7);
}

/** The month `n` months after `mes`. */
export function somarMeses(mes: MesCenario, n: number): MesCenario {
  const [ano, m] = mesValido(mes, 'mes').split('-').map(Number) as [number, number];
  const total = ano * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The period the scenario computes `mes` with: the base closing's own for its month, else the calendar month. */
export function periodoDoMes(base: Pick<BaseCenario, 'fechamento'>, mes: MesCenario, diasUteis?: number | null): PeriodoFechamento {
  mesValido(mes, 'mes');
  const dias = diasUteis ?? base.fechamento.diasUteis;
  if (mesDaData(base.fechamento.dataInicio) === mes) {
    return diasUteis === undefined || diasUteis === null ? base.fechamento : { ...base.fechamento, diasUteis };
  }
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return { dataInicio: `${mes}-01`, dataFim: `${mes}-${String(daysInMonth(ano, m)).padStart(2, '0')}`, diasUteis: dias };
}

/** The month a change applies from. */
export function mesDaAlteracao(alteracao: Pick<AlteracaoCenario, 'mes'>, mesInicio: MesCenario): MesCenario {
  return alteracao.mes ? mesValido(alteracao.mes, 'alteracao.mes') : mesInicio;
}

/** The changes in force in `mes` with their index in the scenario, in the order they apply. */
export function alteracoesEmVigor(cenario: Pick<Cenario, 'mesInicio' | 'alteracoes'>, mes: MesCenario): Array<{ indice: number; mes: MesCenario; alteracao: AlteracaoCenario }> {
  const inicio = mesValido(cenario.mesInicio, 'mesInicio');
  if (mesValido(mes, 'mes') < inicio) return [];
  return cenario.alteracoes
    .map((alteracao, indice) => ({ indice, mes: mesDaAlteracao(alteracao, inicio), alteracao }))
    .filter((item) => item.mes >= inicio && item.mes <= mes)
    .sort((a, b) => (a.mes === b.mes ? a.indice - b.indice : a.mes < b.mes ? -1 : 1));
}

// ------------------------------------------------------------------------------------ people

interface Pessoa {
  mat: number;
  nome: string | null;
  funcaoCod: number;
  departamentoCod: number | null;
  filialCod: number;
  regimeCod: number;
  salario: ValorDecimal;
  cargaHoraria: BaseCenario['colaboradores'][number]['cargaHoraria'];
  dependentes: BaseCenario['colaboradores'][number]['dependentes'];
  admissao: BaseCenario['colaboradores'][number]['admissao'];
  demissao: BaseCenario['colaboradores'][number]['demissao'];
  beneficios: readonly BeneficioColaboradorCenario[];
  /** A hire's month (only raises of a later month reach it). */
  mesAdmissao: MesCenario | null;
}

/** The scope as a test; built once per change. */
function filtroDoEscopo(escopo: EscopoCenario | null | undefined): (pessoa: Pessoa) => boolean {
  if (!escopo || escopo.tipo === 'todos') return () => true;
  const cods = new Set(escopo.cods);
  switch (escopo.tipo) {
    case 'departamento':
      return (p) => p.departamentoCod !== null && cods.has(p.departamentoCod);
    case 'funcao':
      return (p) => cods.has(p.funcaoCod);
    case 'filial':
      return (p) => cods.has(p.filialCod);
    case 'regime':
      return (p) => cods.has(p.regimeCod);
    case 'colaboradores':
      return (p) => cods.has(p.mat);
  }
}

/** Every hire of the scenario (mat -1, -2… in the order of the changes), whatever the month. */
function admissoesDo(cenario: Pick<Cenario, 'mesInicio' | 'alteracoes'>): Array<{ mes: MesCenario; pessoa: Pessoa }> {
  const pessoas: Array<{ mes: MesCenario; pessoa: Pessoa }> = [];
  let proxima = -1;
  for (const alteracao of cenario.alteracoes) {
    if (alteracao.tipo !== 'admissao') continue;
    const mes = mesDaAlteracao(alteracao, cenario.mesInicio);
    const quantidade = alteracao.quantidade ?? 1;
    for (let i = 0; i < quantidade; i++) {
      pessoas.push({
        mes,
        pessoa: {
          mat: proxima--,
          nome: alteracao.nome ? (quantidade > 1 ? `${alteracao.nome} ${i + 1}` : alteracao.nome) : null,
          funcaoCod: alteracao.funcaoCod,
          departamentoCod: alteracao.departamentoCod ?? null,
          filialCod: alteracao.filialCod,
          regimeCod: alteracao.regimeCod,
          salario: alteracao.salario,
          cargaHoraria: alteracao.cargaHoraria,
          dependentes: alteracao.dependentes,
          admissao: `${mes}-01`,
          demissao: null,
          beneficios: (alteracao.beneficios ?? []).map((benefCod) => ({ benefCod })),
          mesAdmissao: mes,
        },
      });
    }
  }
  return pessoas;
}

/** An employee of the base as the scenario's person (not a hire). */
function pessoaDaBase(colaborador: ColaboradorCenario): Pessoa {
  return {
    mat: colaborador.mat,
    nome: colaborador.nome ?? null,
    funcaoCod: colaborador.funcaoCod,
    departamentoCod: colaborador.departamentoCod ?? null,
    filialCod: colaborador.filialCod,
    regimeCod: colaborador.regimeCod,
    salario: colaborador.salario,
    cargaHoraria: colaborador.cargaHoraria,
    dependentes: colaborador.dependentes,
    admissao: colaborador.admissao,
    demissao: colaborador.demissao,
    beneficios: colaborador.beneficios ?? [],
    mesAdmissao: null,
  };
}

// ------------------------------------------------------------------------------------ inputs

const AJUSTES: ReadonlyArray<keyof AjustesBeneficio> = [
  'valorBenefAdic',
  'aliqBenefAdic',
  'valorBenefSubtrai',
  'aliqBenefSubtrai',
  'valorDescAdic',
  'aliqDescAdic',
  'valorDescSubtrai',
  'aliqDescSubtrai',
];

function chaveAjustes(link: BeneficioColaboradorCenario): string {
  let chave = '';
  for (const campo of AJUSTES) {
    const valor = link[campo];
    if (valor !== null && valor !== undefined) chave += `${campo}=${String(valor)};`;
  }
  return chave;
}

type Aplicavel = {
  indice: number;
  mes: MesCenario;
  alteracao: AlteracaoCenario;
  alcanca: (pessoa: Pessoa) => boolean;
  /** A raise: the salary's factor (1 + percentage) or the new salary, read once. */
  reajuste: Exato | null;
};

function lerReajuste(alteracao: AlteracaoCenario): Exato | null {
  if (alteracao.tipo !== 'reajuste') return null;
  const valor = exato(alteracao.valor, 'reajuste');
  return alteracao.modo === 'percentual' ? valor.plus(UM_EXATO) : exato(valor.centavos());
}

/**
 * Builds the engine's input of each person with a given set of changes: shared objects per tax list
 * (regime, branch, the tax changes that reach the person) and per benefit row (the row, the changes,
 * the person's adjustments).
 */
function montador(base: BaseCenario) {
  const impostoPorCod = new Map<number, ImpostoCenario>(base.impostos.map((imposto) => [imposto.cod, imposto]));
  const regimePorCod = new Map(base.regimes.map((regime) => [regime.cod, regime]));
  const valorBeneficio = new Map<string, ValorBeneficioCenario>(base.beneficios.map((row) => [`${row.benefCod}:${row.filialCod}`, row]));
  const valorImposto = new Map<string, ValorImpostoFechamento>();
  for (const imposto of base.impostos) {
    for (const { filialCod, ...valor } of imposto.valores ?? []) valorImposto.set(`${imposto.cod}:${filialCod}`, valor);
  }
  const listas = new Map<string, ImpostoFechamento[]>();
  const beneficios = new Map<string, BeneficioFechamento>();

  function impostosDe(pessoa: Pessoa, mudancas: readonly Aplicavel[]): ImpostoFechamento[] {
    const chave = `${pessoa.regimeCod}:${pessoa.filialCod}:${mudancas.map((m) => m.indice).join(',')}`;
    let lista = listas.get(chave);
    if (lista) return lista;
    const regime = regimePorCod.get(pessoa.regimeCod);
    if (!regime) throw new Error(`Regime ${pessoa.regimeCod} não está na base do cenário (matrícula ${pessoa.mat}).`);
    lista = regime.impostos.map((cod) => {
      const imposto = impostoPorCod.get(cod);
      if (!imposto) throw new Error(`Imposto ${cod} do regime ${regime.cod} não está na base do cenário.`);
      let faixas = imposto.faixas;
      let valor: ValorImpostoFechamento | null = valorImposto.get(`${cod}:${pessoa.filialCod}`) ?? null;
      for (const { alteracao } of mudancas) {
        if (alteracao.tipo === 'tabela_imposto' && alteracao.impostoCod === cod) faixas = alteracao.faixas;
        if (alteracao.tipo === 'aliquota_imposto' && alteracao.impostoCod === cod && (alteracao.filialCod ?? pessoa.filialCod) === pessoa.filialCod) {
          valor = comAliquotas(valor, alteracao.aliquotaFilial, alteracao.aliquotaDesc);
        }
      }
      return impostoFechamento(imposto, valor, faixas);
    });
    listas.set(chave, lista);
    return lista;
  }

  /** The engine's row of a link at a branch with a change (or none); null when the branch has no value row. */
  function beneficioDoLink(link: BeneficioColaboradorCenario, filialCod: number, mudanca: Aplicavel | null): BeneficioFechamento | null {
    const row = valorBeneficio.get(`${link.benefCod}:${filialCod}`);
    if (!row) return null;
    const chave = `${link.benefCod}:${filialCod}:${mudanca?.indice ?? ''}:${chaveAjustes(link)}`;
    let item = beneficios.get(chave);
    if (!item) {
      const { filialCod: _filial, ...valores } = row;
      const novoValor = mudanca && mudanca.alteracao.tipo === 'beneficio' ? { valor: mudanca.alteracao.valor } : {};
      const ajustes: AjustesBeneficio = {};
      for (const campo of AJUSTES) if (link[campo] !== undefined) ajustes[campo] = link[campo];
      item = { ...valores, ...novoValor, ...ajustes };
      beneficios.set(chave, item);
    }
    return item;
  }

  // Per link object, branch and change index (-1: none): beneficioDoLink once. The string keys of the
  // shared rows were built for every link of every employee on both sides (the montador's hottest part
  // at 5.000 employees); a base's link object is the same on both sides, in every batch and month.
  const porLink = new Map<BeneficioColaboradorCenario, Map<number, Map<number, BeneficioFechamento | null>>>();

  function beneficiosDe(pessoa: Pessoa, mudancas: readonly Aplicavel[], avisos: string[]): BeneficioFechamento[] {
    const resultado: BeneficioFechamento[] = [];
    for (const link of pessoa.beneficios) {
      const filialCod = link.filialCod ?? pessoa.filialCod;
      let mudanca: Aplicavel | null = null;
      for (const item of mudancas) {
        const { alteracao } = item;
        if (alteracao.tipo === 'beneficio' && alteracao.benefCod === link.benefCod && (alteracao.filialCod ?? filialCod) === filialCod) mudanca = item;
      }
      let porFilial = porLink.get(link);
      if (!porFilial) porLink.set(link, (porFilial = new Map()));
      let porMudanca = porFilial.get(filialCod);
      if (!porMudanca) porFilial.set(filialCod, (porMudanca = new Map()));
      const indice = mudanca?.indice ?? -1;
      let item = porMudanca.get(indice);
      if (item === undefined) porMudanca.set(indice, (item = beneficioDoLink(link, filialCod, mudanca)));
      if (item === null) {
        avisos.push(`Matrícula ${pessoa.mat}: benefício ${link.benefCod} sem valor para a filial ${filialCod} (ignorado).`);
        continue;
      }
      resultado.push(item);
    }
    return resultado;
  }

  return (pessoa: Pessoa, alteracoes: readonly Aplicavel[], avisos: string[]): FechamentoColaboradorEntrada => {
    const regime = regimePorCod.get(pessoa.regimeCod);
    const doColaborador = alteracoes.filter((item) => item.alcanca(pessoa));
    let salario: ValorDecimal = pessoa.salario;
    for (const { alteracao, mes, reajuste } of doColaborador) {
      if (reajuste === null || alteracao.tipo !== 'reajuste' || (pessoa.mesAdmissao !== null && mes <= pessoa.mesAdmissao)) continue;
      salario = alteracao.modo === 'percentual' ? exato(salario, 'salario').times(reajuste).centavos() : reajuste.centavos();
    }
    return {
      colaborador: {
        salario,
        cargaHoraria: pessoa.cargaHoraria,
        dependentes: pessoa.dependentes,
        admissao: pessoa.admissao,
        demissao: pessoa.demissao,
      },
      regime: regime?.provisoes ?? null,
      beneficios: beneficiosDe(
        pessoa,
        doColaborador.filter((item) => item.alteracao.tipo === 'beneficio'),
        avisos,
      ),
      impostos: impostosDe(
        pessoa,
        doColaborador.filter((item) => item.alteracao.tipo === 'tabela_imposto' || item.alteracao.tipo === 'aliquota_imposto'),
      ),
    };
  };
}

/** A value row with new rates (a branch without one gets a percentual row on the salary). */
function comAliquotas(
  valor: ValorImpostoFechamento | null,
  aliquotaFilial: ValorDecimal | null | undefined,
  aliquotaDesc: ValorDecimal | null | undefined,
): ValorImpostoFechamento {
  const novo: ValorImpostoFechamento = { ...(valor ?? { tipoImposto: 'percentual' }) };
  if (aliquotaFilial !== null && aliquotaFilial !== undefined) {
    novo.aliquotaFilial = aliquotaFilial;
    novo.baseAliqFilial = novo.baseAliqFilial ?? 'salario';
  }
  if (aliquotaDesc !== null && aliquotaDesc !== undefined) {
    novo.aliquotaDesc = aliquotaDesc;
    novo.baseAliqDesc = novo.baseAliqDesc ?? 'salario';
  }
  return novo;
}

// ------------------------------------------------------------------------------------ computing

export interface OpcoesCalculoCenario {
  /** The month's working days (default: the base closing's). */
  diasUteis?: number | null;
  /**
   * The 'before' side of the base's employees already computed in this month — by a scenario over the
   * same base object (unchanged) and the same `diasUteis` — read from here, and what is computed
   * written to it. Before is the base without changes: the same for every scenario of the base, so
   * another definition (a raise changed) runs the engine only for the 'after' side.
   */
  antes?: AntesDoCenario;
  /**
   * Runs the engine for the 'after' side of every employee, even one whose engine input is the
   * before side's (the full computation the shortcut is tested against; see `mesmaEntrada`).
   */
  semAtalho?: boolean;
  /**
   * The before result of an employee `antes` lacks, taken from another reading of the base when its
   * input is provably the same (`herdeiroDoAntes`); what it gives is written to `antes` as well.
   */
  herdar?: ((colaborador: ColaboradorCenario) => AntesDoColaborador | undefined) | null;
}

/** The engine's 'before' result of each employee of a base in one month, by the base's employee object (see OpcoesCalculoCenario). */
export type AntesDoCenario = Map<ColaboradorCenario, { resultado: FechamentoColaboradorResultado; avisos: string[] }>;

/**
 * The engine is a pure function of its input and of the calculator's period and options: the same
 * salary value, employee fields, regime flags, tax list object and benefit row objects (the montador
 * shares one object per list and row) give the same result. So an employee no change in force alters
 * — out of every change's scope, or reached only by changes that leave their inputs as they were (a
 * benefit value at another branch, a rate of a tax outside their regime list) — gets the before
 * result as the after one, without running the engine again (with an hour-base change, that result
 * through the engine's last step under the after side's hour base: `comOpcoesDeHoras`).
 */
function mesmaEntrada(a: FechamentoColaboradorEntrada, b: FechamentoColaboradorEntrada): boolean {
  const x = a.colaborador;
  const y = b.colaborador;
  if (x.salario !== y.salario || x.cargaHoraria !== y.cargaHoraria || x.dependentes !== y.dependentes || x.admissao !== y.admissao || x.demissao !== y.demissao) return false;
  if (a.regime !== b.regime || a.impostos !== b.impostos) return false;
  const ba = a.beneficios ?? [];
  const bb = b.beneficios ?? [];
  if (ba.length !== bb.length) return false;
  for (let i = 0; i < ba.length; i++) if (ba[i] !== bb[i]) return false;
  return true;
}

/**
 * The before side of `base` in a month, taken from what `anterior` (another base object of the same
 * closing — the one read before a write bumped the version — and its before side in that month) already
 * computed, for every employee whose engine input is provably the same: the engine is a pure function
 * of the calculator (the closing's period and working days, the options: the hour base) and of the
 * input's content. So: the same closing in both bases, else nothing is taken (other options — the
 * hour base switched — are read by the engine's last step only: each result taken goes through it
 * again, `comOpcoesDeHoras`); then, by
 * registration number, the before input built from each base (`montador`, no change) equal in
 * content — salary, workload, dependents, admission and dismissal, the regime's flags, every benefit
 * row and tax list (their JSON, compared once per pair of shared objects) — and the same warnings.
 * What a write changed (a salary, a benefit value, a tax table) is computed again;
 * the rest is not (a write saved without a change — the hour base saved again — keeps all of it).
 * The result is the AntesDoCenario to compute the month with (tested equal to computing it anew).
 */
export function herdarAntes(anterior: { base: BaseCenario; antes: AntesDoCenario }, base: BaseCenario): AntesDoCenario {
  const herdado: AntesDoCenario = new Map();
  const herdar = herdeiroDoAntes(anterior, base);
  if (!herdar) return herdado;
  for (const colaborador of base.colaboradores) {
    const calculado = herdar(colaborador);
    if (calculado) herdado.set(colaborador, calculado);
  }
  return herdado;
}

/** One entry of an AntesDoCenario. */
export type AntesDoColaborador = AntesDoCenario extends Map<unknown, infer V> ? V : never;

/**
 * `herdarAntes` one employee at a time (`OpcoesCalculoCenario.herdar`: checked as each batch reaches the
 * employee, between the yields, rather than all 5.000 in one block): the before result of `colaborador`
 * of `base` taken from `anterior`, or undefined. Null when nothing can be taken (another closing or
 * options, nothing computed).
 */
export function herdeiroDoAntes(anterior: { base: BaseCenario; antes: AntesDoCenario }, base: BaseCenario): ((colaborador: ColaboradorCenario) => AntesDoColaborador | undefined) | null {
  if (anterior.antes.size === 0 || anterior.base === base) return null;
  const json = (valor: unknown) => JSON.stringify(valor ?? null);
  if (json(anterior.base.fechamento) !== json(base.fechamento)) return null;
  // Other options (the company's hour base switched): the engine reads them in its last step only, run
  // again over each result taken (`comOpcoesDeHoras`) instead of the whole engine.
  const refazer = json(anterior.base.opcoes) === json(base.opcoes) ? null : comOpcoesDeHoras(base.opcoes);
  const iguais = new Map<object, Map<object, boolean>>();
  const igual = (a: object | null | undefined, b: object | null | undefined): boolean => {
    if (a === b) return true;
    if (!a || !b) return false;
    let porB = iguais.get(a);
    if (!porB) iguais.set(a, (porB = new Map()));
    let resultado = porB.get(b);
    if (resultado === undefined) porB.set(b, (resultado = json(a) === json(b)));
    return resultado;
  };
  const montarAnterior = montador(anterior.base);
  const montarNovo = montador(base);
  let anteriores: Map<number, ColaboradorCenario> | null = null;
  const nenhuma: Aplicavel[] = [];
  return (colaborador) => {
    anteriores ??= new Map(anterior.base.colaboradores.map((item) => [item.mat, item]));
    const velho = anteriores.get(colaborador.mat);
    const calculado = velho && anterior.antes.get(velho);
    if (!calculado) return undefined;
    const avisosNovos: string[] = [];
    const avisosVelhos: string[] = [];
    const a = montarNovo(pessoaDaBase(colaborador), nenhuma, avisosNovos);
    const b = montarAnterior(pessoaDaBase(velho), nenhuma, avisosVelhos);
    const x = a.colaborador;
    const y = b.colaborador;
    if (x.salario !== y.salario || x.cargaHoraria !== y.cargaHoraria || x.dependentes !== y.dependentes || x.admissao !== y.admissao || x.demissao !== y.demissao) return undefined;
    if (!igual(a.regime, b.regime) || !igual(a.impostos, b.impostos)) return undefined;
    const ba = a.beneficios ?? [];
    const bb = b.beneficios ?? [];
    if (ba.length !== bb.length || ba.some((row, i) => !igual(row, bb[i]))) return undefined;
    if (avisosNovos.length !== avisosVelhos.length || avisosNovos.some((aviso, i) => aviso !== avisosVelhos[i])) return undefined;
    return refazer ? { resultado: refazer(calculado.resultado), avisos: calculado.avisos } : calculado;
  };
}

/**
 * `fracaoSobre(parte, base)` (decimal.js: the 20-digit quotient rounded half-up to 6 places, '0' for
 * zero, else its shortest text) on the engine's exact numbers: `quocienteFixo` is decimal.js's
 * `div().toDecimalPlaces(6, ROUND_HALF_UP).toFixed(6)`, and a nonzero value of at most 6 places below
 * 1e21 prints as that text without its trailing zeros (decimal.js writes 1e21 and above with an
 * exponent: left to fracaoSobre). Two decimal.js divisions per line were a fifth of the scenario's own
 * work per employee (tested equal to fracaoSobre over random and edge values).
 */
export function fracaoExata(parte: Exato, base: Exato): string | null {
  if (base.isZero()) return null;
  const texto = parte.quocienteFixo(base, 6);
  const ponto = texto.indexOf('.');
  if (ponto > (texto.startsWith('-') ? 22 : 21)) return fracaoSobre(parte.toString(), base.toString());
  let fim = texto.length;
  while (texto.charCodeAt(fim - 1) === 48) fim--;
  if (fim === ponto + 1) fim--;
  const curto = texto.slice(0, fim);
  return curto === '0' || curto === '-0' ? '0' : curto;
}

/**
 * depois − antes as decimal.js's `toFixed(4)`: without a Decimal when the difference has at most 4
 * places (the engine's hour costs have 4: nothing to round), else decimal.js's own (tested equal).
 */
export function diferencaHoraExata(depois: Exato, antes: Exato): string {
  const diferenca = depois.minus(antes);
  return diferenca.c === null && diferenca.s <= 4 ? diferenca.quocienteFixo(UM_EXATO, 4) : diferenca.toFixed(4);
}

/**
 * The scenario in `mes`: every employee's engine result before (the base inputs) and after (with
 * the changes in force), their differences and the totals by department, function, branch, regime
 * and for the company. Pure.
 */
export function calcularCenario(cenario: Cenario, mes: MesCenario, opcoes: OpcoesCalculoCenario = {}): ResultadoCenario {
  const resultado = calcularLinhasDoCenario(cenario, mes, opcoes);
  return { ...resultado, totais: totaisDoCenario(resultado.colaboradores, cenario.base) };
}

/**
 * `calcularCenario` without the totals: the lines of a part of the base (a batch of employees, or
 * only the hires), whose totals are summed once over every part (`totaisDoCenario`).
 */
export function calcularLinhasDoCenario(cenario: Cenario, mes: MesCenario, opcoes: OpcoesCalculoCenario = {}): Omit<ResultadoCenario, 'totais'> {
  const calculadora = calculadoraDoCenario(cenario, mes, opcoes);
  const colaboradores = calculadora.colaboradores(cenario.base.colaboradores);
  for (const linha of calculadora.admissoes()) colaboradores.push(linha);
  return { mes: calculadora.mes, periodo: calculadora.periodo, baseHoras: calculadora.baseHoras, colaboradores };
}

/** The scenario in one month prepared once (`calculadoraDoCenario`), computed a part at a time. */
export interface CalculadoraDoCenario extends Omit<ResultadoCenario, 'totais' | 'colaboradores'> {
  /** The lines of these employees of the base (a batch, in the base's order). */
  colaboradores(lista: BaseCenario['colaboradores']): ColaboradorCenarioResultado[];
  /** The lines of the scenario's hires in force in the month. */
  admissoes(): ColaboradorCenarioResultado[];
}

/**
 * The scenario in `mes` prepared once — the period, the changes in force, the two engines (before and
 * after) and the shared inputs (tax lists, benefit rows) — for the base's employees given a batch at a
 * time: each batch reuses what the engines prepared for the previous ones (a calculator per batch
 * prepared every tax list again: 2.4× the CPU of one call at 5.000 employees, 100 batches). The lines
 * of every batch, then the hires, are `calcularLinhasDoCenario`'s.
 */
export function calculadoraDoCenario(cenario: Cenario, mes: MesCenario, opcoes: OpcoesCalculoCenario = {}): CalculadoraDoCenario {
  const { base } = cenario;
  const periodo = periodoDoMes(base, mes, opcoes.diasUteis);
  const emVigor: Aplicavel[] = alteracoesEmVigor(cenario, mes).map((item) => ({
    ...item,
    alcanca: filtroDoEscopo(item.alteracao.escopo),
    reajuste: lerReajuste(item.alteracao),
  }));
  const baseHorasAntes: BaseHorasCustoHora = base.opcoes?.baseHoras ?? BASE_HORAS_CUSTO_HORA_PADRAO;
  let baseHorasDepois = baseHorasAntes;
  for (const { alteracao } of emVigor) if (alteracao.tipo === 'base_horas') baseHorasDepois = alteracao.baseHoras;

  const antes = calculadoraFechamento(periodo, { ...base.opcoes, baseHoras: baseHorasAntes });
  const depois = calculadoraFechamento(periodo, { ...base.opcoes, baseHoras: baseHorasDepois });
  const noPeriodo = proporcionalidadeNoPeriodo(periodo);
  const montar = montador(base);
  const saidas = emVigor.filter((item) => item.alteracao.tipo === 'desligamento');
  const nenhuma: Aplicavel[] = [];
  // An hour-base change: the after result of an unchanged input is the before one through the engine's last step again.
  const paraDepois = baseHorasDepois === baseHorasAntes ? null : comOpcoesDeHoras({ ...base.opcoes, baseHoras: baseHorasDepois });
  const atalho = !opcoes.semAtalho;

  const linha = (pessoa: Pessoa, resultadoAntes: FechamentoColaboradorResultado | null, resultadoDepois: FechamentoColaboradorResultado | null, avisos: string[]): ColaboradorCenarioResultado => {
    const custoAntes = resultadoAntes?.custoTotal ?? '0.00';
    const custoDepois = resultadoDepois?.custoTotal ?? '0.00';
    const horaAntes = resultadoAntes?.custoHora ?? '0.0000';
    const horaDepois = resultadoDepois?.custoHora ?? '0.0000';
    const custoAntesExato = exato(custoAntes);
    const horaAntesExata = exato(horaAntes);
    const diferencaCusto = exato(custoDepois).minus(custoAntesExato).centavos();
    const diferencaCustoHora = diferencaHoraExata(exato(horaDepois), horaAntesExata);
    return {
      mat: pessoa.mat,
      nome: pessoa.nome,
      funcaoCod: pessoa.funcaoCod,
      departamentoCod: pessoa.departamentoCod,
      filialCod: pessoa.filialCod,
      regimeCod: pessoa.regimeCod,
      situacao: resultadoAntes === null ? 'admitido' : resultadoDepois === null ? 'desligado' : 'mantido',
      antes: resultadoAntes,
      depois: resultadoDepois,
      diferenca: {
        custoTotal: diferencaCusto,
        custoTotalPercentual: resultadoAntes ? fracaoExata(exato(diferencaCusto), custoAntesExato) : null,
        custoHora: diferencaCustoHora,
        custoHoraPercentual: resultadoAntes ? fracaoExata(exato(diferencaCustoHora), horaAntesExata) : null,
      },
      avisos,
    };
  };

  return {
    mes,
    periodo: {
      dataInicio: dataIso(periodo.dataInicio, 'dataInicio'),
      dataFim: dataIso(periodo.dataFim, 'dataFim'),
      diasUteis: numeroNaoNegativo(periodo.diasUteis, DIAS_UTEIS_PADRAO, 'diasUteis'),
    },
    baseHoras: { antes: baseHorasAntes, depois: baseHorasDepois },
    colaboradores(lista) {
      const linhas: ColaboradorCenarioResultado[] = [];
      for (const colaborador of lista) {
        if (!noPeriodo(colaborador).ativoNoPeriodo) continue;
        const pessoa = pessoaDaBase(colaborador);
        let calculadoAntes = opcoes.antes?.get(colaborador);
        if (!calculadoAntes && opcoes.herdar) {
          calculadoAntes = opcoes.herdar(colaborador);
          if (calculadoAntes) opcoes.antes?.set(colaborador, calculadoAntes);
        }
        if (!calculadoAntes) {
          const avisos: string[] = [];
          calculadoAntes = { resultado: antes(montar(pessoa, nenhuma, avisos)), avisos };
          opcoes.antes?.set(colaborador, calculadoAntes);
        }
        const { resultado: resultadoAntes, avisos } = calculadoAntes;
        const saiu = saidas.some((item) => item.alcanca(pessoa));
        // A missing benefit row is the base's, the same on both sides: reported once.
        let resultadoDepois: FechamentoColaboradorResultado | null = null;
        if (!saiu) {
          const entrada = montar(pessoa, emVigor, []);
          // The salary first: a raised employee (the usual case) skips building the before input again.
          const igual = atalho && entrada.colaborador.salario === pessoa.salario && mesmaEntrada(entrada, montar(pessoa, nenhuma, []));
          resultadoDepois = !igual ? depois(entrada) : paraDepois ? paraDepois(resultadoAntes) : resultadoAntes;
        }
        linhas.push(linha(pessoa, resultadoAntes, resultadoDepois, avisos));
      }
      return linhas;
    },
    admissoes() {
      const linhas: ColaboradorCenarioResultado[] = [];
      for (const { mes: mesAdmissao, pessoa } of admissoesDo(cenario)) {
        if (mesAdmissao > mes || mes < cenario.mesInicio) continue;
        if (!noPeriodo(pessoa).ativoNoPeriodo) continue;
        if (saidas.some((item) => item.mes > mesAdmissao && item.alcanca(pessoa))) continue;
        const avisos: string[] = [];
        linhas.push(linha(pessoa, null, depois(montar(pessoa, emVigor, avisos)), avisos));
      }
      return linhas;
    },
  };
}
