import { useMemo, useState } from 'react';
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  relatoriosDpApi,
  useApi,
  type ComparacaoIndicador,
  type ImpostoResumo,
  type LinhaResumo,
  type ResumoFolha as Resumo,
} from '@financeiro/api';
import { formatMoney, formatNumber, type GrupoResumo } from '@financeiro/domain';
import { BarChart, chartNumber, DataTable, EmptyState, ExportButton, LoadingState, pendingLoad, type DataTableColumn, type ExportColumn } from '@financeiro/ui';
import {
  CabecalhoRelatorio,
  celulaDinheiro,
  celulaPercentual,
  colunaDinheiro,
  colunaNumero,
  colunasComparacao,
  Erro,
  Filtro,
  Painel,
  rotuloFechamento,
  SituacaoFechamento,
  textoDiferenca,
  textoPercentual,
  TODOS,
} from './comum';

const AJUDA = [
  {
    title: 'Resumo da folha',
    content:
      'Totais de um fechamento calculado por departamento, filial e regime: colaboradores, salário bruto, benefícios (parte da empresa e desconto dos colaboradores), impostos (parte do colaborador e da empresa, por imposto), provisões, custo total e HH médio. Os valores são os resultados gravados no cálculo do fechamento.',
  },
  {
    title: 'Comparação',
    content:
      'Cada indicador é comparado com o fechamento anterior (o de início imediatamente anterior): diferença em reais e variação em %. Sem fechamento anterior calculado, a comparação fica vazia (—).',
  },
  { title: 'Filtros', content: 'Escolha o fechamento e, se quiser, um departamento, uma filial ou um regime: os filtros valem para os dois fechamentos comparados.' },
  { title: 'Tabelas e exportação', content: 'Clique no título de uma coluna para ordenar e digite abaixo dele para filtrar. Exportar gera uma planilha xlsx do agrupamento escolhido.' },
];

const GRUPOS: Array<{ value: GrupoResumo; label: string; campo: 'porDepartamento' | 'porFilial' | 'porRegime'; coluna: string }> = [
  { value: 'departamento', label: 'Departamento', campo: 'porDepartamento', coluna: 'Departamento' },
  { value: 'filial', label: 'Filial', campo: 'porFilial', coluna: 'Filial' },
  { value: 'regime', label: 'Regime', campo: 'porRegime', coluna: 'Regime' },
];

function colunasTotais<T extends LinhaResumo>(): DataTableColumn<T>[] {
  return [
    colunaNumero<T>('colaboradores', 'Colaboradores', (row) => row.colaboradores),
    colunaDinheiro<T>('salarioBruto', 'Salário bruto', (row) => row.salarioBruto),
    colunaDinheiro<T>('beneficioEmpresa', 'Benefícios (empresa)', (row) => row.beneficioEmpresa),
    colunaDinheiro<T>('descontoBeneficios', 'Benefícios (desconto)', (row) => row.descontoBeneficios),
    colunaDinheiro<T>('impostoColaborador', 'Impostos (colaborador)', (row) => row.impostoColaborador),
    colunaDinheiro<T>('impostoEmpresa', 'Impostos (empresa)', (row) => row.impostoEmpresa),
    colunaDinheiro<T>('provisaoDecimoTerceiro', 'Provisão 13º', (row) => row.provisaoDecimoTerceiro),
    colunaDinheiro<T>('provisaoFerias', 'Provisão férias', (row) => row.provisaoFerias),
    colunaDinheiro<T>('provisaoRescisao', 'Provisão rescisão', (row) => row.provisaoRescisao),
    colunaDinheiro<T>('custoTotal', 'Custo total', (row) => row.custoTotal),
    colunaDinheiro<T>('hhMedio', 'HH médio', (row) => row.hhMedio),
  ];
}

/** The value of an indicator in the comparison table: a count or money. */
const valorIndicador = (item: ComparacaoIndicador, value: string | null) =>
  value === null ? '—' : item.indicador === 'colaboradores' ? formatNumber(value, 0) : formatMoney(value);

function colunasComparacaoTotais(atual: string, anterior: string | null): DataTableColumn<ComparacaoIndicador>[] {
  return [
    { key: 'rotulo', header: 'Indicador' },
    { key: 'atual', header: atual, align: 'end', accessor: (row) => Number(row.atual), render: (row) => valorIndicador(row, row.atual), sortable: false },
    {
      key: 'anterior',
      header: anterior ?? 'Anterior',
      align: 'end',
      accessor: (row) => (row.anterior === null ? null : Number(row.anterior)),
      render: (row) => valorIndicador(row, row.anterior),
      sortable: false,
    },
    {
      key: 'diferenca',
      header: 'Diferença',
      align: 'end',
      accessor: (row) => (row.diferenca === null ? null : Number(row.diferenca)),
      render: (row) => textoDiferenca(row, row.indicador === 'colaboradores' ? 'numero' : 'dinheiro'),
    },
    {
      key: 'percentual',
      header: 'Variação',
      align: 'end',
      accessor: (row) => (row.percentual === null ? null : Number(row.percentual)),
      render: (row) => textoPercentual(row),
    },
  ];
}

function exportacao(resumo: Resumo, grupo: (typeof GRUPOS)[number], linhas: LinhaResumo[]) {
  const total: LinhaResumo | null = resumo.totais
    ? {
        ...resumo.totais,
        grupo: grupo.value,
        cod: null,
        nome: 'Total',
        comparacao: resumo.comparacao.find((item) => item.indicador === 'custoTotal') ?? { atual: null, anterior: null, diferenca: null, percentual: null },
      }
    : null;
  const anterior = resumo.anterior?.label ?? 'anterior';
  const columns: ExportColumn<LinhaResumo>[] = [
    { header: 'Fechamento', value: () => resumo.fechamento.label },
    { header: 'Bloqueado', value: () => (resumo.fechamento.bloqueio ? 'Sim' : 'Não') },
    { header: grupo.coluna, value: (row) => row.nome },
    { header: 'Colaboradores', value: (row) => row.colaboradores },
    { header: 'Salário bruto', value: (row) => celulaDinheiro(row.salarioBruto) },
    { header: 'Benefícios (empresa)', value: (row) => celulaDinheiro(row.beneficioEmpresa) },
    { header: 'Benefícios (desconto colaborador)', value: (row) => celulaDinheiro(row.descontoBeneficios) },
    { header: 'Impostos (colaborador)', value: (row) => celulaDinheiro(row.impostoColaborador) },
    { header: 'Impostos (empresa)', value: (row) => celulaDinheiro(row.impostoEmpresa) },
    { header: 'Provisão 13º', value: (row) => celulaDinheiro(row.provisaoDecimoTerceiro) },
    { header: 'Provisão férias', value: (row) => celulaDinheiro(row.provisaoFerias) },
    { header: 'Provisão rescisão', value: (row) => celulaDinheiro(row.provisaoRescisao) },
    { header: 'Custo total', value: (row) => celulaDinheiro(row.custoTotal) },
    { header: 'HH médio', value: (row) => celulaDinheiro(row.hhMedio) },
    { header: `Custo total ${anterior}`, value: (row) => celulaDinheiro(row.comparacao.anterior) },
    { header: 'Diferença', value: (row) => celulaDinheiro(row.comparacao.diferenca) },
    { header: 'Variação (%)', value: (row) => celulaPercentual(row.comparacao.percentual) },
  ];
  return { columns, rows: total ? [...linhas, total] : linhas };
}

/** Resumo da folha: the totals of a closing by department, branch or regime, against the previous closing. */
export function ResumoFolha({ chartWidth }: { chartWidth?: number }) {
  const fechamentos = useApi(() => relatoriosDpApi.fechamentos(), []);
  const opcoes = useApi(() => relatoriosDpApi.opcoes(), []);
  const [fechamentoId, setFechamentoId] = useState('');
  const [departamentoCod, setDepartamentoCod] = useState('');
  const [filialCod, setFilialCod] = useState('');
  const [regimeCod, setRegimeCod] = useState('');
  const [grupoValor, setGrupoValor] = useState<GrupoResumo>('departamento');

  const lista = fechamentos.data ?? [];
  // Default: the latest calculated closing (else the latest).
  const escolhido = lista.find((item) => String(item.id) === fechamentoId) ?? lista.find((item) => item.calculado) ?? lista[0];
  const resumo = useApi(
    async () =>
      escolhido
        ? relatoriosDpApi.resumo(escolhido.id, {
            departamentoCod: departamentoCod ? Number(departamentoCod) : undefined,
            filialCod: filialCod ? Number(filialCod) : undefined,
            regimeCod: regimeCod ? Number(regimeCod) : undefined,
          })
        : null,
    [escolhido?.id, departamentoCod, filialCod, regimeCod],
  );
  const dados = resumo.data && escolhido && resumo.data.fechamento.id === escolhido.id ? resumo.data : null;
  const grupo = GRUPOS.find((item) => item.value === grupoValor)!;
  const linhas = dados ? dados[grupo.campo] : [];

  const anteriorLabel = dados?.anterior?.calculado ? dados.anterior.label : null;
  const colunasGrupo = useMemo<DataTableColumn<LinhaResumo>[]>(
    () => [{ key: 'nome', header: grupo.coluna }, ...colunasTotais<LinhaResumo>(), ...colunasComparacao<LinhaResumo>(anteriorLabel)],
    [grupo.coluna, anteriorLabel],
  );
  const colunasImpostos = useMemo<DataTableColumn<ImpostoResumo>[]>(
    () => [
      { key: 'nome', header: 'Imposto', accessor: (row) => row.nome ?? row.sigla ?? '' },
      colunaNumero<ImpostoResumo>('colaboradores', 'Colaboradores', (row) => row.colaboradores),
      colunaDinheiro<ImpostoResumo>('parteColaborador', 'Parte do colaborador', (row) => row.parteColaborador),
      colunaDinheiro<ImpostoResumo>('parteFilial', 'Parte da empresa', (row) => row.parteFilial),
      ...colunasComparacao<ImpostoResumo>(anteriorLabel).map((coluna) =>
        coluna.key === 'custoAnterior' ? { ...coluna, header: anteriorLabel ? `Total ${anteriorLabel}` : 'Total anterior' } : coluna,
      ),
    ],
    [anteriorLabel],
  );

  const grafico = linhas.map((linha) => ({
    nome: linha.nome,
    [dados?.fechamento.label ?? 'Atual']: chartNumber(linha.custoTotal),
    ...(anteriorLabel ? { [anteriorLabel]: linha.comparacao.anterior === null ? 0 : chartNumber(linha.comparacao.anterior) } : {}),
  }));
  const chaves = dados ? [dados.fechamento.label, ...(anteriorLabel ? [anteriorLabel] : [])] : [];

  const exportar = dados?.totais ? exportacao(dados, grupo, linhas) : null;
  const opcoesLista = (items: Array<{ cod: number; nome: string }> | undefined) => [
    TODOS,
    ...(items ?? []).map((item) => ({ value: String(item.cod), label: item.nome })),
  ];

  return (
    <Stack gap="4">
      <CabecalhoRelatorio
        title="Resumo da folha"
        help={AJUDA}
        actions={
          exportar && dados ? (
            <ExportButton
              fileName={`resumo-folha-${dados.fechamento.label.replace('/', '-')}-${grupo.value}`}
              sheetName={`Resumo ${dados.fechamento.label}`}
              columns={exportar.columns}
              rows={exportar.rows}
            />
          ) : null
        }
      />
      <HStack gap="4" wrap="wrap" align="end">
        <Filtro
          id="fechamento"
          label="Fechamento"
          value={escolhido ? String(escolhido.id) : ''}
          onChange={setFechamentoId}
          options={lista.map((item) => ({ value: String(item.id), label: rotuloFechamento(item) }))}
        />
        <Filtro id="departamento" label="Departamento" value={departamentoCod} onChange={setDepartamentoCod} options={opcoesLista(opcoes.data?.departamentos)} />
        <Filtro id="filial" label="Filial" value={filialCod} onChange={setFilialCod} options={opcoesLista(opcoes.data?.filiais)} />
        <Filtro id="regime" label="Regime" value={regimeCod} onChange={setRegimeCod} options={opcoesLista(opcoes.data?.regimes)} />
        <Filtro
          id="agrupar"
          label="Agrupar por"
          value={grupo.value}
          onChange={(value) => setGrupoValor(value as GrupoResumo)}
          options={GRUPOS.map((item) => ({ value: item.value, label: item.label }))}
        />
      </HStack>
      {/* The filter lists are optional (every filter has 'Todos'). */}
      <Erro error={opcoes.error} />
      {fechamentos.error !== null || (fechamentos.loading && !fechamentos.data) ? (
        pendingLoad(fechamentos)
      ) : lista.length === 0 ? (
        <EmptyState />
      ) : resumo.error !== null || !dados ? (
        (pendingLoad(resumo, { keepData: true }) ?? <LoadingState />)
      ) : (
        <>
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">Fechamento {dados.fechamento.label}</Text>
            <SituacaoFechamento item={dados.fechamento} />
            {dados.anterior && (
              <Text color="fg.muted" fontSize="sm">
                Comparado com {dados.anterior.label}
                {dados.anterior.bloqueio ? ' (bloqueado)' : ''}
                {dados.anterior.calculado ? '' : ` — ${dados.anterior.mensagem}`}
              </Text>
            )}
            {!dados.anterior && (
              <Text color="fg.muted" fontSize="sm">
                Sem fechamento anterior para comparar.
              </Text>
            )}
          </HStack>
          {!dados.totais ? (
            <EmptyState message={dados.fechamento.mensagem ?? undefined} />
          ) : (
            <>
              <Painel title={`Comparação com o fechamento anterior${dados.anterior ? ` (${dados.anterior.label})` : ''}`}>
                <DataTable
                  aria-label="Comparação com o fechamento anterior"
                  columns={colunasComparacaoTotais(dados.fechamento.label, dados.anterior?.label ?? null)}
                  data={dados.comparacao}
                  getRowId={(row) => row.indicador}
                  pageSize={20}
                  showFilters={false}
                />
              </Painel>
              <Painel title={`Totais por ${grupo.label.toLowerCase()}`}>
                <DataTable
                  aria-label={`Totais por ${grupo.label.toLowerCase()}`}
                  columns={colunasGrupo}
                  data={linhas}
                  getRowId={(row) => `${row.grupo}-${row.cod ?? row.nome}`}
                  initialSort={{ key: 'custoTotal', direction: 'desc' }}
                />
              </Painel>
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                <Painel title={`Custo total por ${grupo.label.toLowerCase()}`}>
                  <BarChart
                    data={grafico}
                    keys={chaves}
                    indexBy="nome"
                    valueFormat="money"
                    layout="horizontal"
                    height={Math.max(240, linhas.length * 44)}
                    width={chartWidth}
                    ariaLabel={`Custo total por ${grupo.label.toLowerCase()}`}
                  />
                </Painel>
                <Painel title="Impostos">
                  <DataTable
                    aria-label="Impostos"
                    columns={colunasImpostos}
                    data={dados.impostos}
                    getRowId={(row) => `${row.cod ?? row.sigla}`}
                    initialSort={{ key: 'nome', direction: 'asc' }}
                  />
                </Painel>
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
