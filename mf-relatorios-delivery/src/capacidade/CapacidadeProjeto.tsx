import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { capacidadeApi, useApi, type LinhaCapacidadeProjeto, type BlocoCapacidadeProjeto } from '@financeiro/api';
import {
  CAPACIDADE_MESSAGES,
  FILTROS_CAPACIDADE_PADRAO,
  filtrarCapacidadeProjeto,
  ordenarCapacidade,
  planilhaCapacidadeProjeto,
  PRIMEIRA_DIRECAO_PROJETO,
  proximaOrdemCapacidade,
  TEXTO_REGIME_AUSENTE,
  tituloExportacaoCapacidade,
  totaisCapacidadeProjeto,
  totaisGeraisCapacidadeProjeto,
  VALOR_COLUNA_PROJETO,
  type ColunaCapacidadeProjeto,
  type FiltrosCapacidade,
  type OrdemCapacidade,
  type EstadoCapacidadeProjeto,
  type TotaisCapacidadeProjeto,
} from '@financeiro/domain';
import { pendingLoad } from '@financeiro/ui';
import { registrarFalha } from '../shared/falha';
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
  percentualInteiro,
  Rolagem,
  SemFiltros,
  type ColunaCapacidade,
} from './comum';

export const TITULO_CAPACIDADE_PROJETO = 'Capacidade por Projeto';


export function lerEstadoProjeto(state: unknown): EstadoCapacidadeProjeto | null {
  const s = state as Partial<EstadoCapacidadeProjeto> | null;
  if (!s || !dataValida(s.dataInicio) || !dataValida(s.dataFim) || s.dataFim < s.dataInicio) return null;
  if (!Array.isArray(s.projetos) || s.projetos.length === 0) return null;
  return { dataInicio: s.dataInicio, dataFim: s.dataFim, projetos: s.projetos, radio: s.radio, cliente: s.cliente };
}

const comuns = colunasComuns<LinhaCapacidadeProjeto, TotaisCapacidadeProjeto>();

const COLUNAS: ColunaCapacidade<ColunaCapacidadeProjeto, LinhaCapacidadeProjeto, TotaisCapacidadeProjeto>[] = [
  comuns.colaborador,
  { coluna: 'departamento', titulo: 'Departamento', grupo: 'colaborador', celula: (l) => l.colaborador.departamento || '-' },
  { coluna: 'regime', titulo: 'Regime de Contrato', grupo: 'colaborador', celula: (l) => l.colaborador.regime || TEXTO_REGIME_AUSENTE },
  { coluna: 'funcao', titulo: 'Função', grupo: 'colaborador', celula: (l) => l.colaborador.funcao.nome || '-' },
  comuns.perfil,
  comuns.horasPorDia,
  comuns.totalHorasObrigatorias,
  {
    coluna: 'totalHorasPlanejadas',
    titulo: 'Total Horas Planejadas',
    grupo: 'planejado',
    info: INFO.planejadas,
    numerica: true,
    celula: (l) => horas(l.horasPlanejadas),
    total: (t) => horasInteiras(t.horasPlanejadas),
  },
  comuns.ocupacaoPlanejada,
  ...comuns.finais,
];

/** /relatorios-delivery/relatorio-capacidade-projeto (state { dataInicio, dataFim, projetos, radio?, cliente? }). */
export function CapacidadeProjetoPage() {
  const estado = lerEstadoProjeto(useLocation().state);
  if (!estado) return <SemFiltros titulo={TITULO_CAPACIDADE_PROJETO} />;
  return <CapacidadeProjeto estado={estado} />;
}

function CapacidadeProjeto({ estado }: { estado: EstadoCapacidadeProjeto }) {
  const { dataInicio: inicio, dataFim: fim } = estado;
  const chaveProjetos = estado.projetos.map((p) => `${p.id}:${p.key}`).join(',');
  const [filtros, setFiltros] = useState<FiltrosCapacidade>(FILTROS_CAPACIDADE_PADRAO);
  const [ordens, setOrdens] = useState<Record<number, OrdemCapacidade<ColunaCapacidadeProjeto> | null>>({});

  const carga = useApi(() => capacidadeApi.projeto(inicio, fim, estado.projetos), [inicio, fim, chaveProjetos]);
  // Spec 03 section 8 logs the failure; issue 24 also shows it, with 'Tentar novamente'.
  useEffect(() => {
    if (carga.error) registrarFalha('capacidade por projeto', carga.error);
  }, [carga.error]);
  const resposta = carga.data;
  const carregando = carga.loading;

  const projetos: BlocoCapacidadeProjeto[] = useMemo(
    () =>
      (resposta?.projetos ?? [])
        .map((p) => ({ ...p, colaboradores: ordenarCapacidade(filtrarCapacidadeProjeto(p.colaboradores, filtros), VALOR_COLUNA_PROJETO, ordens[p.projeto.id] ?? null) }))
        .filter((p) => p.colaboradores.length > 0),
    [resposta, filtros, ordens],
  );
  const gerais = useMemo(() => totaisGeraisCapacidadeProjeto(projetos), [projetos]);

  return (
    <Box p="6">
      <Cabecalho
        titulo={TITULO_CAPACIDADE_PROJETO}
        inicio={inicio}
        fim={fim}
        exportarDesabilitado={carregando || projetos.length === 0}
        onExportar={() => exportarCapacidade(tituloExportacaoCapacidade(inicio, fim), `relatorio-capacidade-projeto-${inicio}-${fim}`, planilhaCapacidadeProjeto(projetos))}
      >
        {estado.radio === 'cliente' && estado.cliente && (
          <Text>
            <b>Cliente:</b> {estado.cliente}
          </Text>
        )}
      </Cabecalho>
      <Filtros value={filtros} onChange={setFiltros} />
      {carga.error !== null || carregando ? (
        pendingLoad(carga, { loadingText: CAPACIDADE_MESSAGES.carregando })
      ) : projetos.length === 0 ? (
        <Text role="status">{CAPACIDADE_MESSAGES.nenhumColaborador}</Text>
      ) : (
        <Stack gap="6">
          <Rolagem label="Totais gerais">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader textAlign="end">Total Horas Obrigatórias</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total Horas Planejadas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total Horas Realizadas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total Horas Faturáveis</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Ocupação Faturável</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell textAlign="end">{horasInteiras(gerais.totalHorasObrigatorias)}</Table.Cell>
                <Table.Cell textAlign="end">{horasInteiras(gerais.horasPlanejadas)}</Table.Cell>
                <Table.Cell textAlign="end">{horasInteiras(gerais.horasRealizadas)}</Table.Cell>
                <Table.Cell textAlign="end">{horasInteiras(gerais.horasFaturaveis)}</Table.Cell>
                <Table.Cell textAlign="end">{percentualInteiro(gerais.ocupacaoFaturavel)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Rolagem>
          {projetos.map((p) => (
            <BlocoProjeto
              key={p.projeto.id}
              projeto={p}
              ordem={ordens[p.projeto.id] ?? null}
              onOrdenar={(coluna) =>
                setOrdens((atuais) => ({ ...atuais, [p.projeto.id]: proximaOrdemCapacidade(atuais[p.projeto.id] ?? null, coluna, PRIMEIRA_DIRECAO_PROJETO) }))
              }
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function BlocoProjeto({
  projeto: { projeto, colaboradores },
  ordem,
  onOrdenar,
}: {
  projeto: BlocoCapacidadeProjeto;
  ordem: OrdemCapacidade<ColunaCapacidadeProjeto> | null;
  onOrdenar: (coluna: ColunaCapacidadeProjeto) => void;
}) {
  const totais = totaisCapacidadeProjeto(colaboradores);
  return (
    <Box as="section" aria-label={projeto.label}>
      <Heading as="h2" size="md">
        {projeto.label}
      </Heading>
      <Text color="fg.muted" mb="2">
        Categoria: {projeto.categoria ?? '-'}
      </Text>
      <Rolagem label={`Colaboradores de ${projeto.label}`}>
        <CabecalhoTabela colunas={COLUNAS} ordem={ordem} onOrdenar={onOrdenar} />
        <CorpoTabela colunas={COLUNAS} linhas={colaboradores} chave={(l) => l.colaborador.mat ?? `conta-${l.colaborador.accountId}`} totais={totais} />
      </Rolagem>
    </Box>
  );
}
