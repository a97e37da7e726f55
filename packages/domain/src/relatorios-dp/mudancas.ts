import { formatMoney, formatNumber, toDecimal } from '../format/numbers';
import { ROTULOS_MUDANCA, type MudancaHistorico, type TipoMudanca } from './tipos';

/**
 * What a stored closing result says about the employee's history in force in that closing: the
 * monthly salary (detalhamento.proporcional.salarioMensal, not the prorated gross), the function,
 * the regime and the daily workload.
 */
export interface SituacaoColaborador {
  matricula: number;
  nome: string;
  salarioMensal: string | null;
  funcaoCod: number | null;
  funcao: string | null;
  regimeCod: number | null;
  regime: string | null;
  cargaHoraria: number;
}

const nomeOuCodigo = (nome: string | null, cod: number | null) => nome ?? (cod === null ? '—' : `#${cod}`);

function mesmoValor(a: string | null, b: string | null): boolean {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (!x || !y) return x === y;
  return x.equals(y);
}

/**
 * The history changes between the employee's previous result and this one (salary, function,
 * regime, workload), in that order. Nothing for the first result (no previous closing to compare).
 * `comNome` puts the employee's name first in the description (a department's series).
 */
export function mudancasHistorico(
  anterior: SituacaoColaborador | null | undefined,
  atual: SituacaoColaborador,
  comNome = false,
): MudancaHistorico[] {
  if (!anterior) return [];
  const mudancas: MudancaHistorico[] = [];
  const add = (tipo: TipoMudanca, de: string, para: string) =>
    mudancas.push({
      tipo,
      matricula: atual.matricula,
      nome: atual.nome,
      de,
      para,
      descricao: `${comNome ? `${atual.nome} · ` : ''}${ROTULOS_MUDANCA[tipo]}: ${de} → ${para}`,
    });
  if (!mesmoValor(anterior.salarioMensal, atual.salarioMensal)) {
    add('salario', formatMoney(anterior.salarioMensal) || '—', formatMoney(atual.salarioMensal) || '—');
  }
  if (anterior.funcaoCod !== atual.funcaoCod) {
    add('funcao', nomeOuCodigo(anterior.funcao, anterior.funcaoCod), nomeOuCodigo(atual.funcao, atual.funcaoCod));
  }
  if (anterior.regimeCod !== atual.regimeCod) {
    add('regime', nomeOuCodigo(anterior.regime, anterior.regimeCod), nomeOuCodigo(atual.regime, atual.regimeCod));
  }
  if (anterior.cargaHoraria !== atual.cargaHoraria) {
    add('cargaHoraria', `${formatNumber(anterior.cargaHoraria, 0)} h/dia`, `${formatNumber(atual.cargaHoraria, 0)} h/dia`);
  }
  return mudancas;
}
