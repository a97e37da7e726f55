import { Box, Button, Collapsible, Field, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  custosProjetoApi,
  errorToText,
  projetosApi,
  useApi,
  useEmail,
  type CustoProjeto,
  type TarefaTempo,
  type TempoColaborador,
} from '@financeiro/api';
import {
  arredondamentoDasLinhas,
  erroPeriodo,
  firstDayOfMonth,
  fimAoMudarInicio,
  formatHours,
  formatMoney,
  formatValorEmReais,
  formatValorNaMoeda,
  isWholeCalendarMonth,
  lastDayOfMonth,
  MOEDA_LABEL,
  segundosEmHoras,
  TIPO_CUSTO_LABEL,
  todayInSaoPaulo,
} from '@financeiro/domain';
import {
  DataTable,
  DataTablePagination,
  DateInput,
  EMPTY_TABLE_MESSAGE,
  ExportButton,
  exportToXlsx,
  FigureCard,
  FigureGrid,
  pendingLoad,
  PageHeader,
  type DataTableColumn,
  TabelaRolavel,
} from '@financeiro/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { MargemDialog } from '../margem/MargemDialog';
import { alertaNavegador } from '../shared/campos';
import { lerProjetosDaRota } from '../shared/rotas';
import { AdicionarCustosDialog } from './AdicionarCustosDialog';
import { CustoDialog } from './CustoDialog';
import { ComparacaoCustos } from './ComparacaoCustos';

const COLUNAS_COLABORADORES: DataTableColumn<TempoColaborador>[] = [
  { key: 'user', header: 'Colaborador' },
  {
    key: 'timeLogged',
    header: 'Horas Trabalhadas',
    accessor: (row) => segundosEmHoras(row.timeLogged),
    render: (row) => formatHours(segundosEmHoras(row.timeLogged)),
    align: 'end',
  },
  {
    key: 'custoHH',
    header: 'Custo Médio Hora',
    accessor: (row) => Number(row.custoHH),
    render: (row) => `${formatMoney(row.custoHH)}${row.estimado ? ' *' : ''}`,
    align: 'end',
  },
  { key: 'custoTotal', header: 'Custo Total', accessor: (row) => Number(row.custoTotal), render: (row) => formatMoney(row.custoTotal), align: 'end' },
  { key: 'projeto', header: 'Projeto' },
];

const EXPORT_COLABORADORES = [
  { header: 'Colaborador', value: (row: TempoColaborador) => row.user },
  { header: 'Horas Trabalhadas', value: (row: TempoColaborador) => segundosEmHoras(row.timeLogged) },
  { header: 'Custo Médio Hora', value: (row: TempoColaborador) => Number(row.custoHH) },
  { header: 'Custo Total', value: (row: TempoColaborador) => Number(row.custoTotal) },
  { header: 'Projeto', value: (row: TempoColaborador) => row.projeto },
];

const COLUNAS_CUSTOS: DataTableColumn<CustoProjeto>[] = [
  { key: 'tipo_custo', header: 'Tipos de custos', accessor: (row) => TIPO_CUSTO_LABEL[row.tipo_custo] },
  { key: 'descricao', header: 'Descrição' },
  { key: 'valor', header: 'Valor', accessor: (row) => Number(row.valor), render: (row) => formatValorNaMoeda(row.valor, row.moeda), align: 'end' },
  {
    key: 'valor_convertido',
    header: 'Valor Convertido',
    accessor: (row) => Number(row.valor_convertido),
    render: (row) => formatValorEmReais(row.valor_convertido, row.moeda, row.cotacao, row.cotacao_data),
    align: 'end',
  },
  { key: 'moeda', header: 'Moeda', accessor: (row) => MOEDA_LABEL[row.moeda] },
  { key: 'projeto', header: 'Projeto' },
];

const EXPORT_TAREFAS = [
  { header: 'Issue', value: (row: TarefaTempo) => row.key },
  { header: 'Descrição', value: (row: TarefaTempo) => row.summary },
  { header: 'Horas', value: (row: TarefaTempo) => segundosEmHoras(row.timeLogged) },
  { header: 'Colaborador', value: (row: TarefaTempo) => row.user },
];

function periodoInicial() {
  const hoje = todayInSaoPaulo();
  return { inicio: firstDayOfMonth(hoje), fim: lastDayOfMonth(hoje) };
}

export function ProjetoDetalhe() {
  const params = useParams();
  const rota = useMemo(() => lerProjetosDaRota(params.keys, params.ids), [params.keys, params.ids]);
  if (!rota) return <Navigate to="/projetos" replace />;
  return <Detalhe key={`${params.keys}/${params.ids}`} keys={rota.keys} ids={rota.ids} />;
}

function Detalhe({ keys, ids }: { keys: string[]; ids: number[] }) {
  const navigate = useNavigate();
  const email = useEmail();
  const [campos, setCampos] = useState(periodoInicial);
  const [periodo, setPeriodo] = useState(campos);
  const [paginaTarefas, setPaginaTarefas] = useState(1);
  const [custos, setCustos] = useState<CustoProjeto[]>([]);
  const [visao, setVisao] = useState<'tabelas' | 'comparacao'>('tabelas');
  const [custoAberto, setCustoAberto] = useState<CustoProjeto | null>(null);
  const [adicionar, setAdicionar] = useState(false);
  const [margem, setMargem] = useState(false);
  const [tarefasAbertas, setTarefasAbertas] = useState(true);
  const [exportandoTarefas, setExportandoTarefas] = useState(false);

  const umMesUmProjeto = keys.length === 1 && isWholeCalendarMonth(periodo.inicio, periodo.fim);
  const erroFiltro = erroPeriodo(campos.inicio, campos.fim);
  const [filtroTentado, setFiltroTentado] = useState(false);

  const carregarCustos = useCallback(async () => {
    try {
      const listas = await Promise.all(keys.map((key) => custosProjetoApi.listar(key, periodo.inicio, periodo.fim)));
      setCustos(listas.flat());
    } catch (error) {
      alertaNavegador(errorToText(error));
    }
  }, [keys, periodo]);

  // A late answer of an earlier period or page never replaces a newer one (useApi).
  const detalheApi = useApi(() => projetosApi.detalhe(keys, periodo.inicio, periodo.fim, paginaTarefas), [keys, periodo, paginaTarefas]);
  const { loading: carregando, error: erro, reload: carregarDetalhe } = detalheApi;
  const detalhe = detalheApi.data ?? null;
  // The spec's browser alert once per failed answer, and the error state with retry in the data's place.
  useEffect(() => {
    if (!carregando && erro) alertaNavegador(erro);
  }, [carregando, erro]);
  useEffect(() => {
    void carregarCustos();
  }, [carregarCustos]);

  const mudarInicio = (inicio: string) =>
    setCampos((current) => ({ inicio, fim: fimAoMudarInicio(inicio, current.inicio, current.fim) }));

  const filtrar = () => {
    setPaginaTarefas(1);
    setPeriodo({ ...campos });
    if (campos.inicio === periodo.inicio && campos.fim === periodo.fim) {
      void carregarDetalhe();
      void carregarCustos();
    }
  };

  const exportarTarefas = async () => {
    if (!detalhe) return;
    setExportandoTarefas(true);
    try {
      const paginas = [detalhe.timesheet];
      for (let page = 1; page <= detalhe.pages; page += 1) {
        if (page === paginaTarefas) continue;
        paginas.push((await projetosApi.detalhe(keys, periodo.inicio, periodo.fim, page)).timesheet);
      }
      await exportToXlsx({ fileName: `tarefas-${keys.join('-')}`, sheetName: 'Tarefas', columns: EXPORT_TAREFAS, rows: paginas.flat() });
    } catch (error) {
      alertaNavegador(errorToText(error));
    } finally {
      setExportandoTarefas(false);
    }
  };

  const resumo = useMemo(
    () =>
      detalhe
        ? [
            { label: 'Horas trabalhadas', value: formatHours(segundosEmHoras(detalhe.timeSpentTotal)) },
            { label: 'Horas faturáveis', value: formatHours(segundosEmHoras(detalhe.timeSpentBillable)) },
            { label: 'Custo Total HH', value: formatMoney(detalhe.custoHH) },
            { label: 'Custo Total', value: formatMoney(detalhe.total) },
          ]
        : [],
    [detalhe],
  );

  // The rows are each rounded to cents; the Custo Total HH is the exact parts' sum rounded once.
  const arredondamento = useMemo(
    () => (detalhe ? arredondamentoDasLinhas(detalhe.timeSpentUser.map((linha) => linha.custoTotal), detalhe.custoHH) : null),
    [detalhe],
  );

  return (
    <Stack gap="5">
      <PageHeader
        title={`Projeto ${keys.join(', ')}`}
        actions={
          <>
            <Button colorPalette="brand" disabled={!detalhe || erro !== null} onClick={() => setMargem(true)}>
              Margem do Projeto
            </Button>
            <Button colorPalette="brand" variant="outline" disabled={!umMesUmProjeto} onClick={() => setAdicionar(true)}>
              Adicionar Custos
            </Button>
            <Button
              colorPalette="brand"
              variant={visao === 'comparacao' ? 'solid' : 'outline'}
              disabled={!umMesUmProjeto}
              aria-pressed={visao === 'comparacao'}
              onClick={() => setVisao((current) => (current === 'tabelas' ? 'comparacao' : 'tabelas'))}
            >
              Comparar Custos
            </Button>
            {keys.length === 1 && (
              <Button
                colorPalette="brand"
                variant="outline"
                onClick={() => navigate(`/projetos/previsao/${encodeURIComponent(keys[0]!)}/${encodeURIComponent(String(ids[0] ?? ''))}/projecao`)}
              >
                Projeção
              </Button>
            )}
          </>
        }
      />

      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Data inicial</Field.Label>
          <DateInput value={campos.inicio} onChange={mudarInicio} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Data final</Field.Label>
          <DateInput value={campos.fim} onChange={(fim) => setCampos((current) => ({ ...current, fim }))} />
        </Field.Root>
        <Button
          colorPalette="brand"
          onClick={() => {
            setFiltroTentado(true);
            if (!erroFiltro) filtrar();
          }}
        >
          Filtrar
        </Button>
      </Flex>
      {filtroTentado && erroFiltro && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {erroFiltro}
        </Text>
      )}

      {pendingLoad(detalheApi, { keepData: true }) ?? (
        <FigureGrid>
          {resumo.map((item) => (
            <FigureCard key={item.label} label={item.label} value={item.value} testId={`resumo-${item.label}`} />
          ))}
        </FigureGrid>
      )}
      {detalhe?.estimado && (
        <Text fontSize="sm" color="fg.muted">
          * Parte das horas foi custeada com o último fechamento anterior (sem fechamento no mês).
        </Text>
      )}

      {erro !== null ? null : visao === 'comparacao' && umMesUmProjeto ? (
        <ComparacaoCustos projeto={keys[0]} id={ids[0]} inicio={periodo.inicio} fim={periodo.fim} />
      ) : (
        <>
          <Box as="section" aria-labelledby="sec-colaboradores">
            <HStack justify="space-between" mb="2">
              <Heading as="h2" size="md" id="sec-colaboradores">
                Colaboradores
              </Heading>
              <ExportButton
                size="sm"
                aria-label="Exportar colaboradores"
                fileName={`colaboradores-${keys.join('-')}`}
                sheetName="Colaboradores"
                columns={EXPORT_COLABORADORES}
                rows={detalhe?.timeSpentUser ?? []}
              />
            </HStack>
            <DataTable
              aria-label="Colaboradores"
              columns={COLUNAS_COLABORADORES}
              data={detalhe?.timeSpentUser ?? []}
              getRowId={(row) => `${row.projeto}-${row.accountId}`}
              showFilters={false}
            />
            {arredondamento && detalhe && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {`Cada linha está arredondada ao centavo e as linhas somam ${formatMoney(arredondamento.somaDasLinhas)}; ` +
                  `o Custo Total HH (${formatMoney(detalhe.custoHH)}) soma os valores exatos e arredonda uma vez.`}
              </Text>
            )}
          </Box>

          <Box as="section" aria-labelledby="sec-custos">
            <Heading as="h2" size="md" id="sec-custos" mb="2">
              Custos indiretos
            </Heading>
            <DataTable
              aria-label="Custos indiretos"
              columns={COLUNAS_CUSTOS}
              data={custos}
              getRowId={(row) => row.id}
              onRowClick={setCustoAberto}
              showFilters={false}
            />
          </Box>

          <Collapsible.Root open={tarefasAbertas} onOpenChange={(details) => setTarefasAbertas(details.open)}>
            <HStack justify="space-between" mb="2">
              <Collapsible.Trigger asChild>
                <Button variant="ghost" size="sm" fontWeight="semibold" fontSize="md">
                  {tarefasAbertas ? '▾' : '▸'} Tarefas
                </Button>
              </Collapsible.Trigger>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                aria-label="Exportar tarefas"
                loading={exportandoTarefas}
                disabled={!detalhe}
                onClick={() => void exportarTarefas()}
              >
                Exportar
              </Button>
            </HStack>
            <Collapsible.Content>
              <TabelaRolavel>
                <Table.Root size="sm" aria-label="Tarefas" borderWidth="1px" rounded="md">
                  <Table.Header>
                    <Table.Row bg="bg.muted">
                      <Table.ColumnHeader>Issue</Table.ColumnHeader>
                      <Table.ColumnHeader>Descrição</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Horas</Table.ColumnHeader>
                      <Table.ColumnHeader>Colaborador</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(detalhe?.timesheet ?? []).length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="6">
                          {EMPTY_TABLE_MESSAGE}
                        </Table.Cell>
                      </Table.Row>
                    ) : (
                      detalhe!.timesheet.map((tarefa, index) => (
                        <Table.Row key={`${tarefa.key}-${tarefa.user}-${index}`}>
                          <Table.Cell>{tarefa.key}</Table.Cell>
                          <Table.Cell>{tarefa.summary}</Table.Cell>
                          <Table.Cell textAlign="end">{formatHours(segundosEmHoras(tarefa.timeLogged))}</Table.Cell>
                          <Table.Cell>{tarefa.user}</Table.Cell>
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </TabelaRolavel>
              <Box mt="2">
                <DataTablePagination page={paginaTarefas} totalPages={detalhe?.pages ?? 0} onPageChange={setPaginaTarefas} />
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </>
      )}

      <CustoDialog custo={custoAberto} email={email} onClose={() => setCustoAberto(null)} onAlterado={() => void Promise.all([carregarCustos(), carregarDetalhe()])} />
      {umMesUmProjeto && (
        <AdicionarCustosDialog
          open={adicionar}
          onClose={() => setAdicionar(false)}
          onSalvo={() => void Promise.all([carregarCustos(), carregarDetalhe()])}
          projeto={keys[0]}
          inicio={periodo.inicio}
          fim={periodo.fim}
          email={email}
        />
      )}
      {detalhe && (
        <MargemDialog
          open={margem}
          onClose={() => setMargem(false)}
          keys={keys}
          inicio={periodo.inicio}
          fim={periodo.fim}
          custoHH={detalhe.custoHH}
          custos={custos}
          email={email}
        />
      )}
    </Stack>
  );
}
