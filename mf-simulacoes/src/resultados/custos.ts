import type { CustoIndiretoEntrada, RelatorioMargem } from '@financeiro/api';
import { cotacaoNoCampo, type Moeda, type TipoCusto } from '@financeiro/domain';

/** One indirect cost line of the result form (the rate as its field holds it, a decimal string; BRL 0). */
export interface CustoLinha {
  chave: string;
  id?: number;
  tipo_custo: TipoCusto | '';
  descricao: string;
  moeda: Moeda;
  cotacao: string;
  valor: string;
}

let proxima = 0;
const novaChave = () => `custo-${++proxima}`;

export function linhasDoRelatorio(relatorio: RelatorioMargem): CustoLinha[] {
  return relatorio.custosIndiretos.map((custo) => ({
    chave: novaChave(),
    id: custo.id,
    tipo_custo: custo.tipo_custo,
    descricao: custo.descricao ?? '',
    moeda: custo.moeda,
    cotacao: custo.moeda === 'BRL' ? '0' : cotacaoNoCampo(custo.cotacao),
    valor: custo.valor,
  }));
}

export const linhaVazia = (): CustoLinha => ({ chave: novaChave(), tipo_custo: '', descricao: '', moeda: 'BRL', cotacao: '0', valor: '' });

export function custosDoForm(linhas: readonly CustoLinha[]): CustoIndiretoEntrada[] {
  return linhas.map((linha) => ({
    ...(linha.id ? { id: linha.id } : {}),
    tipo_custo: linha.tipo_custo as TipoCusto,
    descricao: linha.descricao.trim(),
    valor: linha.valor,
    moeda: linha.moeda,
    cotacao: linha.moeda === 'BRL' ? '0' : linha.cotacao,
  }));
}
