/** Capacity reports: the screens' sorting (spec 03 section 4: area first click descending, project first click ascending) and messages. */
import { nomeCompletoCapacidade, type LinhaCapacidadeArea, type LinhaCapacidadeProjeto } from './capacidade';

export type DirecaoCapacidade = 'asc' | 'desc';
export interface OrdemCapacidade<C extends string> {
  coluna: C;
  direcao: DirecaoCapacidade;
}

/** Next sort state after a click on `coluna`: the same column toggles, another column starts at `primeira`. */
export function proximaOrdemCapacidade<C extends string>(
  atual: OrdemCapacidade<C> | null,
  coluna: C,
  primeira: DirecaoCapacidade,
): OrdemCapacidade<C> {
  if (atual && atual.coluna === coluna) return { coluna, direcao: atual.direcao === 'asc' ? 'desc' : 'asc' };
  return { coluna, direcao: primeira };
}

export const PRIMEIRA_DIRECAO_AREA: DirecaoCapacidade = 'desc';
export const PRIMEIRA_DIRECAO_PROJETO: DirecaoCapacidade = 'asc';

export type ColunaCapacidadeArea =
  | 'colaborador'
  | 'departamento'
  | 'regime'
  | 'funcao'
  | 'perfil'
  | 'classificacao'
  | 'horasPorDia'
  | 'totalHorasObrigatorias'
  | 'totalHorasPlanejadas'
  | 'ferias'
  | 'horasLivres'
  | 'ocupacaoPlanejada'
  | 'horasRealizadas'
  | 'ocupacaoRealizada'
  | 'horasFaturaveis'
  | 'ocupacaoFaturavel'
  | 'variacaoFaturavel';

export type ColunaCapacidadeProjeto = Exclude<ColunaCapacidadeArea, 'classificacao' | 'ferias' | 'horasLivres'>;

type Valor = string | number | null;
const nomeCompleto = nomeCompletoCapacidade;

export const VALOR_COLUNA_AREA: Record<ColunaCapacidadeArea, (linha: LinhaCapacidadeArea) => Valor> = {
  colaborador: (l) => nomeCompleto(l.colaborador),
  departamento: (l) => l.colaborador.departamento.nome,
  regime: (l) => l.colaborador.regime.nome,
  funcao: (l) => l.colaborador.funcao.nome.nome,
  perfil: (l) => l.perfil,
  classificacao: (l) => l.infoMaiorAlocacao.categoria,
  horasPorDia: (l) => l.horasPorDia,
  totalHorasObrigatorias: (l) => l.totalHorasObrigatorias,
  totalHorasPlanejadas: (l) => l.totalHorasPlanejadas,
  ferias: (l) => l.ferias,
  horasLivres: (l) => l.horasLivres,
  ocupacaoPlanejada: (l) => l.ocupacao.ocupacaoPlanejada,
  horasRealizadas: (l) => l.horasRealizadas,
  ocupacaoRealizada: (l) => l.ocupacao.ocupacaoRealizada,
  horasFaturaveis: (l) => l.horasFaturaveis,
  ocupacaoFaturavel: (l) => l.ocupacao.ocupacaoFaturavel,
  variacaoFaturavel: (l) => l.variacaoFaturavelValor,
};

export const VALOR_COLUNA_PROJETO: Record<ColunaCapacidadeProjeto, (linha: LinhaCapacidadeProjeto) => Valor> = {
  colaborador: (l) => nomeCompleto(l.colaborador),
  departamento: (l) => l.colaborador.departamento,
  regime: (l) => l.colaborador.regime ?? null,
  funcao: (l) => l.colaborador.funcao.nome,
  perfil: (l) => l.perfil,
  horasPorDia: (l) => l.horasPorDia,
  totalHorasObrigatorias: (l) => l.totalHorasObrigatorias,
  totalHorasPlanejadas: (l) => l.horasPlanejadas,
  ocupacaoPlanejada: (l) => l.ocupacao.ocupacaoPlanejada,
  horasRealizadas: (l) => l.horasRealizadas,
  ocupacaoRealizada: (l) => l.ocupacao.ocupacaoRealizada,
  horasFaturaveis: (l) => l.horasFaturaveis,
  ocupacaoFaturavel: (l) => l.ocupacao.ocupacaoFaturavel,
  variacaoFaturavel: (l) => l.variacaoFaturavelValor,
};

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Empty values last in both directions; texts by pt-BR collation; ties keep the name order. */
export function ordenarCapacidade<T, C extends string>(
  linhas: readonly T[],
  valor: Record<C, (linha: T) => Valor>,
  ordem: OrdemCapacidade<C> | null,
): T[] {
  const porNome = (linha: T) => String((valor as Record<string, (l: T) => Valor>).colaborador?.(linha) ?? '');
  const base = [...linhas].sort((a, b) => collator.compare(porNome(a), porNome(b)));
  if (!ordem) return base;
  const get = valor[ordem.coluna];
  const sinal = ordem.direcao === 'asc' ? 1 : -1;
  return base
    .map((linha, indice) => ({ linha, indice, v: get(linha) }))
    .sort((a, b) => {
      const va = a.v === '' ? null : a.v;
      const vb = b.v === '' ? null : b.v;
      if (va === null || vb === null) return va === vb ? a.indice - b.indice : va === null ? 1 : -1;
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
      return cmp === 0 ? a.indice - b.indice : cmp * sinal;
    })
    .map((item) => item.linha);
}

/** Message of the project report when no row is left. */
export const CAPACIDADE_MESSAGES = {
  nenhumColaborador: 'Nenhum colaborador encontrado.',
  carregando: 'Carregando...',
  semFiltros: 'Informe o período do relatório no hub de Relatórios Delivery.',
} as const;
