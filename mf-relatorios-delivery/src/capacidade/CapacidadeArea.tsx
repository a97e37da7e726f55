import { Box, Table, Text } from '@chakra-ui/react';
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
} from '@financeiro/domain';
import { LoadingState, notify } from '@financeiro/ui';
import {
  Cabecalho,
  CabecalhoTabela,
  dataValida,
  ESTILO_DEMITIDO,
  ESTILO_NEGATIVO,
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

const COLUNAS: ColunaCapacidade<ColunaCapacidadeArea>[] = [
  { coluna: 'colaborador', titulo: 'Colaborador', grupo: 'colaborador' },
  { coluna: 'departamento', titulo: 'Departamento', grupo: 'colaborador' },
  { coluna: 'regime', titulo: 'Regime de Contrato', grupo: 'colaborador' },
  { coluna: 'funcao', titulo: 'Função', grupo: 'colaborador' },
  { coluna: 'perfil', titulo: 'Perfil', grupo: 'colaborador' },
  { coluna: 'classificacao', titulo: 'Classificação', grupo: 'colaborador', info: INFO.classificacao },
  { coluna: 'horasPorDia', titulo: 'Carga Horária Diária', grupo: 'colaborador', numerica: true },
  { coluna: 'totalHorasObrigatorias', titulo: 'Total Horas Obrigatórias', grupo: 'colaborador', numerica: true },
  { coluna: 'totalHorasPlanejadas', titulo: 'Total Horas Planejadas', grupo: 'planejado', info: INFO.planejadas, numerica: true },
  { coluna: 'ferias', titulo: 'Férias', grupo: 'planejado', numerica: true },
  { coluna: 'horasLivres', titulo: 'Horas Livres Planejadas', grupo: 'planejado', numerica: true },
  { coluna: 'ocupacaoPlanejada', titulo: 'Ocupação Planejada', grupo: 'planejado', numerica: true },
  { coluna: 'horasRealizadas', titulo: 'Total Horas Realizadas', grupo: 'realizado', info: INFO.realizadas, numerica: true },
  { coluna: 'ocupacaoRealizada', titulo: 'Ocupação Realizada', grupo: 'realizado', numerica: true },
  { coluna: 'horasFaturaveis', titulo: 'Total Horas Faturáveis', grupo: 'realizado', info: INFO.faturaveis, numerica: true },
  { coluna: 'ocupacaoFaturavel', titulo: 'Ocupação Faturável', grupo: 'realizado', numerica: true },
  { coluna: 'variacaoFaturavel', titulo: 'Variação Faturável', grupo: 'variacao', info: INFO.variacao, numerica: true },
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
          <Table.Body>
            {linhas.map((l) => (
              <LinhaArea key={l.colaborador.mat} linha={l} />
            ))}
            <Table.Row fontWeight="bold" data-testid="totais">
              <Table.Cell>Total: {totais.colaboradores} colaboradores</Table.Cell>
              <Table.Cell colSpan={6} />
              <Table.Cell textAlign="end">{horasInteiras(totais.totalHorasObrigatorias)}</Table.Cell>
              <Table.Cell textAlign="end">{horasInteiras(totais.totalHorasPlanejadas)}</Table.Cell>
              <Table.Cell textAlign="end">{horasInteiras(totais.ferias)}</Table.Cell>
              <Table.Cell textAlign="end" style={totais.horasLivres < 0 ? ESTILO_NEGATIVO : undefined}>
                {horasInteiras(totais.horasLivres)}
              </Table.Cell>
              <Table.Cell textAlign="end">{percentualInteiro(totais.ocupacaoPlanejada)}</Table.Cell>
              <Table.Cell textAlign="end">{horasInteiras(totais.horasRealizadas)}</Table.Cell>
              <Table.Cell textAlign="end">{percentualInteiro(totais.ocupacaoRealizada)}</Table.Cell>
              <Table.Cell textAlign="end">{horasInteiras(totais.horasFaturaveis)}</Table.Cell>
              <Table.Cell textAlign="end">{percentualInteiro(totais.ocupacaoFaturavel)}</Table.Cell>
              <Table.Cell textAlign="end">{percentualInteiro(totais.variacaoFaturavel)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Rolagem>
      )}
    </Box>
  );
}

function LinhaArea({ linha: l }: { linha: LinhaCapacidadeArea }) {
  const demitido = Boolean(l.colaborador.demissao);
  return (
    <Table.Row style={demitido ? ESTILO_DEMITIDO : undefined} data-demitido={demitido || undefined}>
      <Table.Cell>{`${l.colaborador.nome} ${l.colaborador.sobrenome}`.trim()}</Table.Cell>
      <Table.Cell>{l.colaborador.departamento.nome}</Table.Cell>
      <Table.Cell>{l.colaborador.regime.nome}</Table.Cell>
      <Table.Cell>{l.colaborador.funcao.nome.nome}</Table.Cell>
      <Table.Cell>{l.perfil ?? '-'}</Table.Cell>
      <Table.Cell>{l.infoMaiorAlocacao.categoria ?? '-'}</Table.Cell>
      <Table.Cell textAlign="end">{l.horasPorDia}h</Table.Cell>
      <Table.Cell textAlign="end">{horas(l.totalHorasObrigatorias)}</Table.Cell>
      <Table.Cell textAlign="end">{horas(l.totalHorasPlanejadas)}</Table.Cell>
      <Table.Cell textAlign="end">{horas(l.ferias)}</Table.Cell>
      <Table.Cell textAlign="end" style={l.horasLivres < 0 ? ESTILO_NEGATIVO : undefined} data-negativo={l.horasLivres < 0 || undefined}>
        {horas(l.horasLivres)}
      </Table.Cell>
      <Table.Cell textAlign="end">{demitido ? '--' : percentual(l.ocupacao.ocupacaoPlanejada)}</Table.Cell>
      <Table.Cell textAlign="end">{horas(l.horasRealizadas)}</Table.Cell>
      <Table.Cell textAlign="end">{percentual(l.ocupacao.ocupacaoRealizada)}</Table.Cell>
      <Table.Cell textAlign="end">{horas(l.horasFaturaveis)}</Table.Cell>
      <Table.Cell textAlign="end">{percentual(l.ocupacao.ocupacaoFaturavel)}</Table.Cell>
      <Table.Cell textAlign="end">{l.variacaoFaturavel}</Table.Cell>
    </Table.Row>
  );
}
