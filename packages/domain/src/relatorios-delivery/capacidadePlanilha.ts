/** Capacity reports: the layout of the exported sheets (spec 03 section 9). */
import { formatDate } from '../format/dates';
import {
  arredondarCapacidade,
  arredondarHoras as h2,
  nomeCompletoCapacidade as nomeCompleto,
  textoOcupacaoCapacidade,
  totaisCapacidadeArea,
  totaisCapacidadeProjeto,
  totaisGeraisCapacidadeProjeto,
  type BlocoCapacidadeProjeto,
  type LinhaCapacidadeArea,
} from './capacidade';

/** 'Relatório Capacidade: 01/10/2026 - 31/12/2026'. */
export function tituloExportacaoCapacidade(inicio: string, fim: string): string {
  return `Relatório Capacidade: ${formatDate(inicio)} - ${formatDate(fim)}`;
}

export type CelulaCapacidade = string | number;

const REGIME_AUSENTE = 'N/A';
export const TEXTO_REGIME_AUSENTE = REGIME_AUSENTE;

/** An area occupancy cell: the number (2 decimals), or the words of a row without mandatory hours. */
const ocupacaoArea = (value: number | null): CelulaCapacidade => (value === null ? textoOcupacaoCapacidade(null) : h2(value));

/** Area export: status Ativo/Inativo and hours as plain numbers (2 decimals), then the totals row. */
export function planilhaCapacidadeArea(linhas: readonly LinhaCapacidadeArea[]): CelulaCapacidade[][] {
  const cabecalho = [
    'Colaborador', 'Status', 'Departamento', 'Regime de Contrato', 'Função', 'Perfil', 'Classificação', 'Carga Horária Diária',
    'Total Horas Obrigatórias', 'Total Horas Planejadas', 'Férias', 'Horas Livres Planejadas', 'Ocupação Planejada (%)',
    'Total Horas Realizadas', 'Ocupação Realizada (%)', 'Total Horas Faturáveis', 'Ocupação Faturável (%)', 'Variação Faturável (%)',
  ];
  const corpo = linhas.map((l) => [
    nomeCompleto(l.colaborador),
    l.colaborador.demissao ? 'Inativo' : 'Ativo',
    l.colaborador.departamento.nome,
    l.colaborador.regime.nome,
    l.colaborador.funcao.nome.nome,
    l.perfil ?? '',
    l.infoMaiorAlocacao.categoria ?? '',
    l.horasPorDia,
    h2(l.totalHorasObrigatorias),
    h2(l.totalHorasPlanejadas),
    h2(l.ferias),
    h2(l.horasLivres),
    l.colaborador.demissao ? '--' : ocupacaoArea(l.ocupacao.ocupacaoPlanejada),
    h2(l.horasRealizadas),
    ocupacaoArea(l.ocupacao.ocupacaoRealizada),
    h2(l.horasFaturaveis),
    ocupacaoArea(l.ocupacao.ocupacaoFaturavel),
    l.variacaoFaturavelValor === null ? '-' : h2(l.variacaoFaturavelValor),
  ]);
  const t = totaisCapacidadeArea(linhas);
  const total = [
    `Total: ${t.colaboradores} colaboradores`, '', '', '', '', '', '', '',
    t.totalHorasObrigatorias, t.totalHorasPlanejadas, t.ferias, t.horasLivres, t.ocupacaoPlanejada,
    t.horasRealizadas, t.ocupacaoRealizada, t.horasFaturaveis, t.ocupacaoFaturavel, t.variacaoFaturavel,
  ];
  return [cabecalho, ...corpo, total];
}

const horasTexto = (value: number) => `${arredondarCapacidade(value)}h`;
const percentualTexto = (value: number) => `${arredondarCapacidade(value)}%`;
const ocupacaoTexto = (value: number | null) => (value === null ? textoOcupacaoCapacidade(null) : percentualTexto(value));

/** Project export: per project a label line, the header, rounded rows with 'h' and '%' suffixes, the totals row. */
export function planilhaCapacidadeProjeto(projetos: readonly BlocoCapacidadeProjeto[]): CelulaCapacidade[][] {
  const cabecalho = [
    'Colaborador', 'Departamento', 'Regime de Contrato', 'Função', 'Perfil', 'Carga Horária Diária', 'Total Horas Obrigatórias',
    'Total Horas Planejadas', 'Ocupação Planejada', 'Total Horas Realizadas', 'Ocupação Realizada', 'Total Horas Faturáveis',
    'Ocupação Faturável', 'Variação Faturável',
  ];
  const linhas: CelulaCapacidade[][] = [];
  const gerais = totaisGeraisCapacidadeProjeto(projetos);
  linhas.push(['Total Horas Obrigatórias', 'Total Horas Planejadas', 'Total Horas Realizadas', 'Total Horas Faturáveis', 'Ocupação Faturável']);
  linhas.push([
    horasTexto(gerais.totalHorasObrigatorias), horasTexto(gerais.horasPlanejadas), horasTexto(gerais.horasRealizadas),
    horasTexto(gerais.horasFaturaveis), percentualTexto(gerais.ocupacaoFaturavel),
  ]);
  for (const { projeto, colaboradores } of projetos) {
    linhas.push([]);
    linhas.push([`${projeto.label}${projeto.categoria ? ` (${projeto.categoria})` : ''}`]);
    linhas.push(cabecalho);
    for (const l of colaboradores) {
      linhas.push([
        nomeCompleto(l.colaborador),
        l.colaborador.departamento,
        l.colaborador.regime || REGIME_AUSENTE,
        l.colaborador.funcao.nome,
        l.perfil ?? '',
        horasTexto(l.horasPorDia),
        horasTexto(l.totalHorasObrigatorias),
        horasTexto(l.horasPlanejadas),
        l.colaborador.demissao ? '--' : ocupacaoTexto(l.ocupacao.ocupacaoPlanejada),
        horasTexto(l.horasRealizadas),
        ocupacaoTexto(l.ocupacao.ocupacaoRealizada),
        horasTexto(l.horasFaturaveis),
        ocupacaoTexto(l.ocupacao.ocupacaoFaturavel),
        l.variacaoFaturavelValor === null ? '-' : percentualTexto(l.variacaoFaturavelValor),
      ]);
    }
    const t = totaisCapacidadeProjeto(colaboradores);
    linhas.push([
      `Total: ${t.colaboradores} colaboradores`, '', '', '', '', '',
      horasTexto(t.totalHorasObrigatorias), horasTexto(t.horasPlanejadas), percentualTexto(t.ocupacaoPlanejada),
      horasTexto(t.horasRealizadas), percentualTexto(t.ocupacaoRealizada), horasTexto(t.horasFaturaveis),
      percentualTexto(t.ocupacaoFaturavel), percentualTexto(t.variacaoFaturavel),
    ]);
  }
  return linhas;
}
