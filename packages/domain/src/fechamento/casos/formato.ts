/**
 * The golden cases' file format (README.md of this folder), shared by the test (casos.test.ts) and
 * the generator (gerar.ts). One file is one closing: the period and options given to
 * `calculadoraFechamento`, the tax lists, benefit rows and regimes its employees share (by index,
 * so that the calculator meets the same objects again, as with the backend's closings), and the
 * employees, each with the engine's whole result. The inputs are stored as database rows (linhas.ts)
 * and reach the engine through the mapper the backend uses (`entradaDoCaso`).
 */
import Decimal from 'decimal.js';
import type { FechamentoColaboradorEntrada, OpcoesFechamento } from '../calcular';
import {
  beneficioFechamento,
  colaboradorFechamento,
  impostoDasLinhas,
  provisoesDoRegime,
  type LinhaBeneficio,
  type LinhaColaborador,
  type LinhaImposto,
  type LinhaRegime,
} from '../linhas';
import type { BeneficioFechamento, FechamentoColaboradorResultado, ImpostoFechamento, PeriodoFechamento, RegimeProvisoes } from '../types';

export interface CasoGolden {
  nome?: string;
  colaborador: LinhaColaborador;
  /** Index in `regimes`; absent or null: no regime (the flags on the employee, else CLT). */
  regime?: number | null;
  /** Indexes in `beneficios`. */
  beneficios?: number[];
  /** Index in `impostos`; absent: no taxes. */
  impostos?: number;
  /** Every field the engine returns, breakdown included. */
  esperado: FechamentoColaboradorResultado;
}

export interface ArquivoGolden {
  descricao: string;
  fechamento: PeriodoFechamento;
  opcoes: OpcoesFechamento;
  /** Tax lists (one per regime and branch in a real closing). */
  impostos: LinhaImposto[][];
  beneficios: LinhaBeneficio[];
  regimes: LinhaRegime[];
  casos: CasoGolden[];
}

interface Compartilhados {
  impostos: ImpostoFechamento[][];
  beneficios: BeneficioFechamento[];
  regimes: RegimeProvisoes[];
}

/** The file's shared rows mapped once (the same engine object for the same index). */
const compartilhados = new WeakMap<ArquivoGolden, Compartilhados>();

function compartilhadosDe(arquivo: ArquivoGolden): Compartilhados {
  let mapeados = compartilhados.get(arquivo);
  if (!mapeados) {
    mapeados = {
      impostos: arquivo.impostos.map((lista) => lista.map(impostoDasLinhas)),
      beneficios: arquivo.beneficios.map(beneficioFechamento),
      regimes: arquivo.regimes.map(provisoesDoRegime),
    };
    compartilhados.set(arquivo, mapeados);
  }
  return mapeados;
}

/** The engine's input of one case: its rows through the mapper, with the file's shared objects. */
export function entradaDoCaso(arquivo: ArquivoGolden, caso: CasoGolden): FechamentoColaboradorEntrada {
  const { impostos, beneficios, regimes } = compartilhadosDe(arquivo);
  return {
    colaborador: colaboradorFechamento(caso.colaborador),
    regime: caso.regime === undefined || caso.regime === null ? null : regimes[caso.regime],
    beneficios: (caso.beneficios ?? []).map((indice) => beneficios[indice]!),
    impostos: caso.impostos === undefined ? [] : impostos[caso.impostos],
  };
}

// A Decimal input (the engine accepts them) is stored as { "$decimal": "…" }: plain JSON would
// turn it into a string and lose that input kind.
const DECIMAL = '$decimal';

export function lerArquivoGolden(texto: string): ArquivoGolden {
  return JSON.parse(texto, (_chave, valor: unknown) =>
    valor !== null && typeof valor === 'object' && DECIMAL in valor ? new Decimal((valor as Record<string, string>)[DECIMAL]!) : valor,
  ) as ArquivoGolden;
}

/**
 * The file's text: JSON with one property per line, except a value whose compact form fits in the
 * line (a bracket, a benefit's breakdown), kept on one line. Smaller files, and a review diff that
 * still points at the field that changed.
 */
export function escreverArquivoGolden(arquivo: ArquivoGolden): string {
  const simples: unknown = JSON.parse(
    JSON.stringify(arquivo, function substituir(this: Record<string, unknown>, chave: string, valor: unknown) {
      const original = this[chave];
      return Decimal.isDecimal(original) ? { [DECIMAL]: (original as Decimal).toString() } : valor;
    }),
  );
  return `${formatar(simples, '')}\n`;
}

const LARGURA = 120;

function formatar(valor: unknown, recuo: string): string {
  const compacto = JSON.stringify(valor);
  if (valor === null || typeof valor !== 'object' || recuo.length + compacto.length <= LARGURA) return compacto;
  const dentro = `${recuo}  `;
  const linhas = Array.isArray(valor)
    ? valor.map((item) => `${dentro}${formatar(item, dentro)}`)
    : Object.entries(valor).map(([chave, item]) => `${dentro}${JSON.stringify(chave)}: ${formatar(item, dentro)}`);
  if (linhas.length === 0) return compacto;
  const [abre, fecha] = Array.isArray(valor) ? ['[', ']'] : ['{', '}'];
  return `${abre}\n${linhas.join(',\n')}\n${recuo}${fecha}`;
}
