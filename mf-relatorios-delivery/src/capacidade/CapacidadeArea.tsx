import { Box, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { capacidadeApi, useApi, type LinhaCapacidadeArea } from '@financeiro/api';
import {
  CAPACIDADE_MESSAGES,
  FILTROS_CAPACIDADE_PADRAO,
  filtrarCapacidadeArea,
  ordenarCapacidade,
  planilhaCapacidadeArea,
  PRIMEIRA_DIRECAO_AREA,
  proximaOrdemCapacidade,
  tituloExportacaoCapacidade,
  totaisCapacidadeArea,
  VALOR_COLUNA_AREA,
  type ColunaCapacidadeArea,
  type FiltrosCapacidade,
  type OrdemCapacidade,
  type EstadoCapacidadeArea,
  type TotaisCapacidadeArea,
} from '@financeiro/domain';
import { LoadingState, notify } from '@financeiro/ui';
import {
  Cabecalho,
  CabecalhoTabela,
  CorpoTabela,
  dataValida,
  exportarCapacidade,
  Filtros,
  horas,
  horasInteiras,
  INFO,
  percentual,
  percentualInteiro,
  Rolagem,
  SemFiltros,
  type ColunaCapacidade,
} from './comum';

export const TITULO_CAPACIDADE_AREA = 'Capacidade por Área';


export function lerEstadoArea(state: unknown): EstadoCapacidadeArea | null {
  const s = state as Partial<EstadoCapacidadeArea> | null;
  if (!s || !dataValida(s.dataInicio) || !dataValida(s.dataFim) || s.dataFim < s.dataInicio) return null;
  return { dataInicio: s.dataInicio, dataFim: s.dataFim };
}

const nomeCompleto = (l: { colaborador: { nome: string; sobrenome: string } }) => `${l.colaborador.nome} ${l.colaborador.sobrenome}`.trim();

const COLUNAS: ColunaCapacidade<ColunaCapacidadeArea, LinhaCapacidadeArea, TotaisCapacidadeArea>[] = [
  { coluna: 'colaborador', titulo: 'Colaborador', grupo: 'colaborador', celula: nomeCompleto },
  { coluna: 'departamento', titulo: 'Departamento', grupo: 'colaborador', celula: (l) => l.colaborador.departamento.nome },
  { coluna: 'regime', titulo: 'Regime de Contrato', grupo: 'colaborador', celula: (l) => l.colaborador.regime.nome },
  { coluna: 'funcao', titulo: 'Função', grupo: 'colaborador', celula: (l) => l.colaborador.funcao.nome.nome },
  { coluna: 'perfil', titulo: 'Perfil', grupo: 'colaborador', celula: (l) => l.perfil ?? '-' },
  { coluna: 'classificacao', titulo: 'Classificação', grupo: 'colaborador', info: INFO.classificacao, celula: (l) => l.infoMaiorAlocacao.categoria ?? '-' },
  { coluna: 'horasPorDia', titulo: 'Carga Horária Diária', grupo: 'colaborador', numerica: true, celula: (l) => `${l.horasPorDia}h` },
  {
    coluna: 'totalHorasObrigatorias',
    titulo: 'Total Horas Obrigatórias',
    grupo: 'colaborador',
    numerica: true,
    celula: (l) => horas(l.totalHorasObrigatorias),
    total: (t) => horasInteiras(t.totalHorasObrigatorias),
  },
  {
    coluna: 'totalHorasPlanejadas',
    titulo: 'Total Horas Planejadas',
    grupo: 'planejado',
    info: INFO.planejadas,
    numerica: true,
    celula: (l) => horas(l.totalHorasPlanejadas),
    total: (t) => horasInteiras(t.totalHorasPlanejadas),
  },
  { coluna: 'ferias', titulo: 'Férias', grupo: 'planejado', numerica: true, celula: (l) => horas(l.ferias), total: (t) => horasInteiras(t.ferias) },
  {
    coluna: 'horasLivres',
    titulo: 'Horas Livres Planejadas',
    grupo: 'planejado',
    numerica: true,
    celula: (l) => horas(l.horasLivres),
    total: (t) => horasInteiras(t.horasLivres),
    negativo: { linha: (l) => l.horasLivres, total: (t) => t.horasLivres },
  },
  {
    coluna: 'ocupacaoPlanejada',
    titulo: 'Ocupação Planejada',
    grupo: 'planejado',
    numerica: true,
    celula: (l, demitido) => (demitido ? '--' : percentual(l.ocupacao.ocupacaoPlanejada)),
    total: (t) => percentualInteiro(t.ocupacaoPlanejada),
  },
  {
    coluna: 'horasRealizadas',
    titulo: 'Total Horas Realizadas',
    grupo: 'realizado',
    info: INFO.realizadas,
    numerica: true,
    celula: (l) => horas(l.horasRealizadas),
    total: (t) => horasInteiras(t.horasRealizadas),
  },
  {
    coluna: 'ocupacaoRealizada',
    titulo: 'Ocupação Realizada',
    grupo: 'realizado',
    numerica: true,
    celula: (l) => percentual(l.ocupacao.ocupacaoRealizada),
    total: (t) => percentualInteiro(t.ocupacaoRealizada),
  },
  {
    coluna: 'horasFaturaveis',
    titulo: 'Total Horas Faturáveis',
    grupo: 'realizado',
    info: INFO.faturaveis,
    numerica: true,
    celula: (l) => horas(l.horasFaturaveis),
    total: (t) => horasInteiras(t.horasFaturaveis),
  },
  {
    coluna: 'ocupacaoFaturavel',
    titulo: 'Ocupação Faturável',
    grupo: 'realizado',
    numerica: true,
    celula: (l) => percentual(l.ocupacao.ocupacaoFaturavel),
    total: (t) => percentualInteiro(t.ocupacaoFaturavel),
  },
  {
    coluna: 'variacaoFaturavel',
    titulo: 'Variação Faturável',
    grupo: 'variacao',
    info: INFO.variacao,
    numerica: true,
    celula: (l) => l.variacaoFaturavel,
    total: (t) => percentualInteiro(t.variacaoFaturavel),
  },
];

/** /relatorios-delivery/relatorio-capacidade-area (state { dataInicio, dataFim }). */
export function CapacidadeAreaPage() {
  const estado = lerEstadoArea(useLocation().state);
  if (!estado) return <SemFiltros titulo={TITULO_CAPACIDADE_AREA} />;
  return <CapacidadeArea inicio={estado.dataInicio} fim={estado.dataFim} />;
}

function CapacidadeArea({ inicio, fim }: { inicio: string; fim: string }) {
  const { data, loading, error } = useApi(() => capacidadeApi.area(inicio, fim), [inicio, fim]);
  const [filtros, setFiltros] = useState<FiltrosCapacidade>(FILTROS_CAPACIDADE_PADRAO);
  const [ordem, setOrdem] = useState<OrdemCapacidade<ColunaCapacidadeArea> | null>(null);
  useEffect(() => {
    if (error) notify.error(error);
  }, [error]);

  const linhas = useMemo(
    () => ordenarCapacidade(filtrarCapacidadeArea(data ?? [], filtros), VALOR_COLUNA_AREA, ordem),
    [data, filtros, ordem],
  );
  const totais = useMemo(() => totaisCapacidadeArea(linhas), [linhas]);

  return (
    <Box p="6">
      <Cabecalho
        titulo={TITULO_CAPACIDADE_AREA}
        inicio={inicio}
        fim={fim}
        exportarDesabilitado={loading || linhas.length === 0}
        onExportar={() =>
          exportarCapacidade(tituloExportacaoCapacidade(inicio, fim), `relatorio-capacidade-area-${inicio}-${fim}`, planilhaCapacidadeArea(linhas))
        }
      />
      <Filtros value={filtros} onChange={setFiltros} />
      {loading ? (
        <LoadingState text={CAPACIDADE_MESSAGES.carregando} />
      ) : error ? (
        <Text role="alert">{error}</Text>
      ) : (
        <Rolagem label="Capacidade por colaborador">
          <CabecalhoTabela colunas={COLUNAS} ordem={ordem} onOrdenar={(coluna) => setOrdem((atual) => proximaOrdemCapacidade(atual, coluna, PRIMEIRA_DIRECAO_AREA))} />
          <CorpoTabela colunas={COLUNAS} linhas={linhas} chave={(l) => l.colaborador.mat} totais={totais} />
        </Rolagem>
      )}
    </Box>
  );
}
