import { useMemo, useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { relatoriosDpApi, useApi, type LinhaBeneficioRelatorio } from '@financeiro/api';
import { FECHAMENTO_MESSAGES, MESES_RELATORIO_DP, MESES_RELATORIO_DP_PADRAO } from '@financeiro/domain';
import { BarChart, chartNumber, DataTable, EmptyState, ExportButton, pendingLoad, type DataTableColumn, type ExportColumn } from '@financeiro/ui';
import { CabecalhoRelatorio, celulaDinheiro, colunaDinheiro, colunaNumero, Erro, Filtro, opcoesMeses, Painel, TODOS } from './comum';

const AJUDA = [
  {
    title: 'Benefícios',
    content:
      'Para cada benefício e fechamento do período: quantos colaboradores o receberam, o custo da empresa e o desconto pago pelos colaboradores, somados dos resultados gravados no cálculo de cada fechamento.',
  },
  { title: 'Fechamentos', content: 'Fechamentos bloqueados aparecem como tal; fechamentos sem cálculo são listados com a mensagem dos fechamentos.' },
  { title: 'Filtros e exportação', content: 'Filtre por período, benefício, departamento ou filial. Ordene e filtre pelas colunas; Exportar gera a planilha xlsx da tabela.' },
];

const nomeBeneficio = (row: Pick<LinhaBeneficioRelatorio, 'nome' | 'sigla' | 'benefCod'>) => row.nome ?? row.sigla ?? `#${row.benefCod ?? '-'}`;

const colunas: DataTableColumn<LinhaBeneficioRelatorio>[] = [
  { key: 'label', header: 'Fechamento', accessor: (row) => row.dataInicio, render: (row) => row.label, filterText: (row) => row.label },
  { key: 'bloqueio', header: 'Situação', accessor: (row) => (row.bloqueio ? 'Bloqueado' : '') },
  { key: 'nome', header: 'Benefício', accessor: nomeBeneficio },
  colunaNumero<LinhaBeneficioRelatorio>('colaboradores', 'Colaboradores', (row) => row.colaboradores),
  colunaDinheiro<LinhaBeneficioRelatorio>('custoEmpresa', 'Custo da empresa', (row) => row.custoEmpresa),
  colunaDinheiro<LinhaBeneficioRelatorio>('descontoColaborador', 'Desconto dos colaboradores', (row) => row.descontoColaborador),
];

const exportColumns: ExportColumn<LinhaBeneficioRelatorio>[] = [
  { header: 'Fechamento', value: (row) => row.label },
  { header: 'Bloqueado', value: (row) => (row.bloqueio ? 'Sim' : 'Não') },
  { header: 'Benefício', value: nomeBeneficio },
  { header: 'Colaboradores', value: (row) => row.colaboradores },
  { header: 'Custo da empresa', value: (row) => celulaDinheiro(row.custoEmpresa) },
  { header: 'Desconto dos colaboradores', value: (row) => celulaDinheiro(row.descontoColaborador) },
];

/** Benefícios: per benefit and closing, the employees, the company cost and the employee discounts. */
export function BeneficiosRelatorio({ chartWidth }: { chartWidth?: number }) {
  const opcoes = useApi(() => relatoriosDpApi.opcoes(), []);
  const fechamentos = useApi(() => relatoriosDpApi.fechamentos(), []);
  const [meses, setMeses] = useState(MESES_RELATORIO_DP_PADRAO);
  const [ate, setAte] = useState('');
  const [benefCod, setBenefCod] = useState('');
  const [departamentoCod, setDepartamentoCod] = useState('');
  const [filialCod, setFilialCod] = useState('');
  const relatorio = useApi(
    () =>
      relatoriosDpApi.beneficios({
        meses,
        ate: ate || undefined,
        benefCod: benefCod ? Number(benefCod) : undefined,
        departamentoCod: departamentoCod ? Number(departamentoCod) : undefined,
        filialCod: filialCod ? Number(filialCod) : undefined,
      }),
    [meses, ate, benefCod, departamentoCod, filialCod],
  );
  const dados = relatorio.data;
  const linhas = useMemo(() => dados?.linhas ?? [], [dados]);
  const semCalculo = (dados?.fechamentos ?? []).filter((item) => !item.calculado);
  const mesesAte = [...new Map((fechamentos.data ?? []).map((item) => [item.dataInicio.slice(0, 7), item.label])).entries()];

  const grafico = useMemo(() => {
    const beneficios = [...new Set(linhas.map(nomeBeneficio))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    const porFechamento = new Map<string, Record<string, string | number>>();
    for (const linha of linhas) {
      const item = porFechamento.get(linha.label) ?? { fechamento: linha.label };
      item[nomeBeneficio(linha)] = chartNumber(linha.custoEmpresa);
      porFechamento.set(linha.label, item);
    }
    return { beneficios, data: [...porFechamento.values()] };
  }, [linhas]);

  const lista = (items: Array<{ cod: number; nome: string }> | undefined) => [TODOS, ...(items ?? []).map((item) => ({ value: String(item.cod), label: item.nome }))];

  return (
    <Stack gap="4">
      <CabecalhoRelatorio
        title="Benefícios"
        help={AJUDA}
        actions={linhas.length > 0 ? <ExportButton fileName="beneficios-por-fechamento" sheetName="Benefícios" columns={exportColumns} rows={linhas} /> : null}
      />
      <HStack gap="4" wrap="wrap" align="end">
        <Filtro id="meses" label="Período" value={String(meses)} onChange={(value) => setMeses(Number(value))} options={opcoesMeses(MESES_RELATORIO_DP)} />
        <Filtro
          id="ate"
          label="Até"
          value={ate}
          onChange={setAte}
          options={[{ value: '', label: 'Último fechamento' }, ...mesesAte.map(([value, label]) => ({ value, label }))]}
        />
        <Filtro id="beneficio" label="Benefício" value={benefCod} onChange={setBenefCod} options={lista(opcoes.data?.beneficios)} />
        <Filtro id="departamento" label="Departamento" value={departamentoCod} onChange={setDepartamentoCod} options={lista(opcoes.data?.departamentos)} />
        <Filtro id="filial" label="Filial" value={filialCod} onChange={setFilialCod} options={lista(opcoes.data?.filiais)} />
      </HStack>
      {/* The filter lists are optional ('Todos', 'Último fechamento'). */}
      <Erro error={opcoes.error ?? fechamentos.error} />
      {semCalculo.length > 0 && (
        <Text role="status" color="fg.muted">
          {FECHAMENTO_MESSAGES.fechamentosSemCalculo}: {semCalculo.map((item) => item.label).join(', ')}. {FECHAMENTO_MESSAGES.semCalculo}
        </Text>
      )}
      {pendingLoad(relatorio, { keepData: true }) ?? (
        <>
          <Painel title="Benefícios por fechamento">
            <DataTable
              aria-label="Benefícios por fechamento"
              columns={colunas}
              data={linhas}
              getRowId={(row) => `${row.fechamentoId}-${row.benefCod ?? row.sigla}`}
              pageSize={20}
              initialSort={{ key: 'label', direction: 'desc' }}
            />
          </Painel>
          <Painel title="Custo da empresa por benefício">
            {linhas.length === 0 ? (
              <EmptyState />
            ) : (
              <BarChart
                data={grafico.data}
                keys={grafico.beneficios}
                indexBy="fechamento"
                valueFormat="money"
                groupMode="stacked"
                height={380}
                width={chartWidth}
                ariaLabel="Custo da empresa por benefício e fechamento"
              />
            )}
          </Painel>
        </>
      )}
    </Stack>
  );
}
