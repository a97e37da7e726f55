/**
 * The golden cases' file format (README.md of this folder), shared by the test (casos.test.ts) and
 * the generator (gerar.ts). One file is one closing: the period and options given to
 * `calculadoraFechamento`, the tax lists, benefit rows and regimes its employees share (by index,
 * so that the calculator meets the same objects again, as with the backend's closings), and the
 * employees, each with the engine's whole result.
 */
import Decimal from 'decimal.js';
import type { FechamentoColaboradorEntrada, OpcoesFechamento } from '../calcular';
import type {
  BeneficioFechamento,
  ColaboradorFechamento,
  FechamentoColaboradorResultado,
  ImpostoFechamento,
  PeriodoFechamento,
  RegimeProvisoes,
} from '../types';

export interface CasoGolden {
  nome?: string;
  colaborador: ColaboradorFechamento;
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
  impostos: ImpostoFechamento[][];
  beneficios: BeneficioFechamento[];
  regimes: RegimeProvisoes[];
  casos: CasoGolden[];
}

/** The engine's input of one case, with the file's shared objects (the same object for the same index). */
export function entradaDoCaso(arquivo: ArquivoGolden, caso: CasoGolden): FechamentoColaboradorEntrada {
  return {
    colaborador: caso.colaborador,
    regime: caso.regime === undefined || caso.regime === null ? null : arquivo.regimes[caso.regime],
    beneficios: (caso.beneficios ?? []).map((indice) => arquivo.beneficios[indice]!),
    impostos: caso.impostos === undefined ? [] : arquivo.impostos[caso.impostos],
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
