import { Box } from '@chakra-ui/react';
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
import { notify, pendingLoad } from '@financeiro/ui';
import {
  Cabecalho,
  CabecalhoTabela,
  CorpoTabela,
  dataValida,
  exportarCapacidade,
  Filtros,
  colunasComuns,
  horas,
  horasInteiras,
  INFO,
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

const comuns = colunasComuns<LinhaCapacidadeArea, TotaisCapacidadeArea>();

const COLUNAS: ColunaCapacidade<ColunaCapacidadeArea, LinhaCapacidadeArea, TotaisCapacidadeArea>[] = [
  comuns.colaborador,
  { coluna: 'departamento', titulo: 'Departamento', grupo: 'colaborador', celula: (l) => l.colaborador.departamento.nome },
  { coluna: 'regime', titulo: 'Regime de Contrato', grupo: 'colaborador', celula: (l) => l.colaborador.regime.nome },
  { coluna: 'funcao', titulo: 'Função', grupo: 'colaborador', celula: (l) => l.colaborador.funcao.nome.nome },
  comuns.perfil,
  { coluna: 'classificacao', titulo: 'Classificação', grupo: 'colaborador', info: INFO.classificacao, celula: (l) => l.infoMaiorAlocacao.categoria ?? '-' },
  comuns.horasPorDia,
  comuns.totalHorasObrigatorias,
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
  comuns.ocupacaoPlanejada,
  ...comuns.finais,
];

/** /relatorios-delivery/relatorio-capacidade-area (state { dataInicio, dataFim }). */
export function CapacidadeAreaPage() {
  const estado = lerEstadoArea(useLocation().state);
  if (!estado) return <SemFiltros titulo={TITULO_CAPACIDADE_AREA} />;
  return <CapacidadeArea inicio={estado.dataInicio} fim={estado.dataFim} />;
}

function CapacidadeArea({ inicio, fim }: { inicio: string; fim: string }) {
  const carga = useApi(() => capacidadeApi.area(inicio, fim), [inicio, fim]);
  const { data, loading, error } = carga;
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
      {pendingLoad(carga, { loadingText: CAPACIDADE_MESSAGES.carregando }) ?? (
        <Rolagem label="Capacidade por colaborador">
          <CabecalhoTabela colunas={COLUNAS} ordem={ordem} onOrdenar={(coluna) => setOrdem((atual) => proximaOrdemCapacidade(atual, coluna, PRIMEIRA_DIRECAO_AREA))} />
          <CorpoTabela colunas={COLUNAS} linhas={linhas} chave={(l) => l.colaborador.mat} totais={totais} />
        </Rolagem>
      )}
    </Box>
  );
}
