import { useMemo, useState } from 'react';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { relatoriosDpApi, useApi, type PontoEvolucao, type TipoEvolucao } from '@financeiro/api';
import { formatMoney, MESES_RELATORIO_DP, MESES_RELATORIO_DP_PADRAO } from '@financeiro/domain';
import { chartNumber, DataTable, EmptyState, ExportButton, LineChart, LoadingState, pendingLoad, type DataTableColumn, type ExportColumn } from '@financeiro/ui';
import { CabecalhoRelatorio, celulaDinheiro, colunaDinheiro, colunaNumero, Erro, Filtro, opcoesMeses, Painel } from './comum';

const AJUDA = [
  {
    title: 'Evolução do custo',
    content:
      'A série fechamento a fechamento do salário bruto, do custo total e do custo-hora (HH) de um colaborador ou de um departamento (soma dos salários e custos; HH médio), em até 24 meses, como tabela e gráfico de linhas.',
  },
  {
    title: 'Mudanças no histórico',
    content:
      'Os meses em que o histórico mudou (salário, função, regime ou carga horária), em relação ao fechamento anterior em que o colaborador foi calculado, aparecem marcados na tabela e nos gráficos.',
  },
  { title: 'Fechamentos', content: 'Fechamentos bloqueados aparecem como tal; fechamentos sem cálculo aparecem com a mensagem dos fechamentos e ficam fora dos gráficos.' },
  { title: 'Filtros e exportação', content: 'Escolha colaborador ou departamento, o período e o último mês. Ordene e filtre pelas colunas; Exportar gera a planilha xlsx da tabela.' },
];

const TIPOS = [
  { value: 'colaborador', label: 'Colaborador' },
  { value: 'departamento', label: 'Departamento' },
];

const situacao = (ponto: PontoEvolucao) => [ponto.bloqueio ? 'Bloqueado' : null, ponto.calculado ? null : 'Sem cálculo'].filter(Boolean).join(', ');
const mudancasTexto = (ponto: PontoEvolucao) => (ponto.calculado ? ponto.mudancas.map((mudanca) => mudanca.descricao).join('; ') : (ponto.mensagem ?? ''));

/** Evolução do custo: one employee's or one department's salary, total cost and HH closing by closing. */
export function EvolucaoCusto({ chartWidth }: { chartWidth?: number }) {
  const opcoes = useApi(() => relatoriosDpApi.opcoes(), []);
  const fechamentos = useApi(() => relatoriosDpApi.fechamentos(), []);
  const [tipo, setTipo] = useState<TipoEvolucao>('colaborador');
  const [codigo, setCodigo] = useState('');
  const [meses, setMeses] = useState(MESES_RELATORIO_DP_PADRAO);
  const [ate, setAte] = useState('');

  const itens =
    tipo === 'colaborador'
      ? (opcoes.data?.colaboradores ?? []).map((item) => ({ value: String(item.matricula), label: `${item.nome} (${item.matricula})` }))
      : (opcoes.data?.departamentos ?? []).map((item) => ({ value: String(item.cod), label: item.nome }));
  const cod = itens.some((item) => item.value === codigo) ? codigo : (itens[0]?.value ?? '');
  const meses_ = [...new Map((fechamentos.data ?? []).map((item) => [item.dataInicio.slice(0, 7), item.label])).entries()];

  const evolucao = useApi(async () => (cod ? relatoriosDpApi.evolucao(tipo, Number(cod), { meses, ate: ate || undefined }) : null), [tipo, cod, meses, ate]);
  const dados = evolucao.data && evolucao.data.tipo === tipo && String(evolucao.data.cod) === cod ? evolucao.data : null;
  const pontos = dados?.pontos ?? [];
  const doDepartamento = tipo === 'departamento';

  const colunas = useMemo<DataTableColumn<PontoEvolucao>[]>(
    () => [
      { key: 'label', header: 'Fechamento', accessor: (row) => row.dataInicio, render: (row) => row.label, filterText: (row) => row.label },
      { key: 'situacao', header: 'Situação', accessor: situacao },
      ...(doDepartamento ? [colunaNumero<PontoEvolucao>('colaboradores', 'Colaboradores', (row) => row.colaboradores)] : []),
      colunaDinheiro<PontoEvolucao>('salario', doDepartamento ? 'Salários' : 'Salário', (row) => row.salario),
      colunaDinheiro<PontoEvolucao>('custoTotal', 'Custo total', (row) => row.custoTotal),
      colunaDinheiro<PontoEvolucao>('hh', doDepartamento ? 'HH médio' : 'HH', (row) => row.hh),
      {
        key: 'mudancas',
        header: 'Mudanças no histórico',
        accessor: mudancasTexto,
        render: (row) =>
          !row.calculado ? (
            <Text color="fg.muted">{row.mensagem}</Text>
          ) : row.mudancas.length > 0 ? (
            <Stack gap="0">
              {row.mudancas.map((mudanca, index) => (
                <Text key={index} fontSize="sm" color="orange.700">
                  {mudanca.descricao}
                </Text>
              ))}
            </Stack>
          ) : (
            ''
          ),
      },
    ],
    [doDepartamento],
  );

  const calculados = pontos.filter((ponto) => ponto.custoTotal !== null);
  const marcadores = pontos
    .filter((ponto) => ponto.mudancas.length > 0 && ponto.custoTotal !== null)
    .map((ponto) => ({ x: ponto.label, legend: 'Mudança' }));
  const serieDinheiro = [
    { id: doDepartamento ? 'Salários' : 'Salário', data: calculados.map((ponto) => ({ x: ponto.label, y: chartNumber(ponto.salario) })) },
    { id: 'Custo total', data: calculados.map((ponto) => ({ x: ponto.label, y: chartNumber(ponto.custoTotal) })) },
  ];
  const serieHH = [{ id: doDepartamento ? 'HH médio' : 'HH', data: calculados.map((ponto) => ({ x: ponto.label, y: chartNumber(ponto.hh) })) }];

  const exportColumns: ExportColumn<PontoEvolucao>[] = [
    { header: doDepartamento ? 'Departamento' : 'Colaborador', value: () => dados?.nome ?? '' },
    { header: 'Fechamento', value: (row) => row.label },
    { header: 'Situação', value: situacao },
    ...(doDepartamento ? [{ header: 'Colaboradores', value: (row: PontoEvolucao) => row.colaboradores }] : []),
    { header: doDepartamento ? 'Salários' : 'Salário', value: (row) => celulaDinheiro(row.salario) },
    { header: 'Custo total', value: (row) => celulaDinheiro(row.custoTotal) },
    { header: doDepartamento ? 'HH médio' : 'HH', value: (row) => celulaDinheiro(row.hh) },
    { header: 'Mudanças no histórico', value: mudancasTexto },
  ];

  return (
    <Stack gap="4">
      <CabecalhoRelatorio
        title="Evolução do custo"
        help={AJUDA}
        actions={
          dados && pontos.length > 0 ? (
            <ExportButton
              fileName={`evolucao-custo-${tipo}-${cod}`}
              sheetName={`Evolução ${dados.nome}`}
              columns={exportColumns}
              rows={pontos}
            />
          ) : null
        }
      />
      <HStack gap="4" wrap="wrap" align="end">
        <Filtro id="tipo" label="Evolução de" value={tipo} onChange={(value) => setTipo(value as TipoEvolucao)} options={TIPOS} />
        <Filtro id="item" label={doDepartamento ? 'Departamento' : 'Colaborador'} value={cod} onChange={setCodigo} options={itens} />
        <Filtro id="meses" label="Período" value={String(meses)} onChange={(value) => setMeses(Number(value))} options={opcoesMeses(MESES_RELATORIO_DP)} />
        <Filtro
          id="ate"
          label="Até"
          value={ate}
          onChange={setAte}
          options={[{ value: '', label: 'Último fechamento' }, ...meses_.map(([value, label]) => ({ value, label }))]}
        />
      </HStack>
      {/* The closings only fill 'Até' (the latest closing still works without them). */}
      <Erro error={fechamentos.error} />
      {opcoes.error !== null || (opcoes.loading && !opcoes.data) ? (
        pendingLoad(opcoes)
      ) : itens.length === 0 ? (
        <EmptyState />
      ) : evolucao.error !== null || !dados ? (
        (pendingLoad(evolucao, { keepData: true }) ?? <LoadingState />)
      ) : (
        <>
          <Text fontWeight="semibold">
            {dados.nome}
            {calculados.length > 0 && (
              <Box as="span" fontWeight="normal" color="fg.muted" ml="2">
                custo total de {formatMoney(calculados[0].custoTotal)} ({calculados[0].label}) a {formatMoney(calculados.at(-1)!.custoTotal)} (
                {calculados.at(-1)!.label})
              </Box>
            )}
          </Text>
          <Painel title="Evolução por fechamento">
            <DataTable
              aria-label="Evolução por fechamento"
              columns={colunas}
              data={pontos}
              getRowId={(row) => row.fechamentoId}
              pageSize={24}
              initialSort={{ key: 'label', direction: 'asc' }}
            />
          </Painel>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <Painel title="Salário e custo total">
              <LineChart series={serieDinheiro} valueFormat="money" markers={marcadores} width={chartWidth} ariaLabel="Salário e custo total por fechamento" />
            </Painel>
            <Painel title="Custo-hora (HH)">
              <LineChart series={serieHH} valueFormat="money" markers={marcadores} width={chartWidth} ariaLabel="Custo-hora por fechamento" />
            </Painel>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
