import { useEffect, useMemo, useRef, useState } from 'react';
import { chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fechamentosApi, useApi, type CustoDepartamento, type DashboardPeriodo, type MediaFechamento } from '@financeiro/api';
import { FECHAMENTO_MESSAGES, formatMoney } from '@financeiro/domain';
import { BarChart, chartNumber, EmptyState, FigureCard, notify, PageHeader, pendingLoad, PieChart, SelectInput } from '@financeiro/ui';
import { Painel } from '../relatorios/comum';

/** Period options of spec 02 section 9 (default 6). */
export const PERIODOS = [3, 6, 9, 12] as const;
export const PERIODO_PADRAO = 6;

const SEM_CALCULO = FECHAMENTO_MESSAGES.semCalculo;


function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <HStack gap="2">
      <chakra.label fontSize="sm" color="fg.muted" htmlFor={`dashboard-${label}`}>
        {label}
      </chakra.label>
      <SelectInput id={`dashboard-${label}`} size="sm" width="auto" value={value} onChange={onChange} options={options} />
    </HStack>
  );
}

function CardMedia({ title, item }: { title: string; item: MediaFechamento | undefined }) {
  return item ? (
    <FigureCard size="lg" label={title} value={formatMoney(item.custoHoraMedio)} detail={`Fechamento ${item.label}`} />
  ) : (
    <FigureCard size="lg" label={title} value={<Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">{SEM_CALCULO}</Text>} />
  );
}

/** Department costs per closing as rows for the multi-bar chart: { mes, [department]: cost }. */
export function custosPorMes(rows: CustoDepartamento[]) {
  const departamentos = [...new Set(rows.map((row) => row.nome))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const porMes = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const item = porMes.get(row.label) ?? { mes: row.label };
    item[row.nome] = chartNumber(row.custo);
    porMes.set(row.label, item);
  }
  return { departamentos, data: [...porMes.values()] };
}

/**
 * The HH dashboard (spec 02 section 2): highest and lowest average HH month, average HH per month,
 * total cost of one department (selector), the departments' costs side by side, and the gross
 * cost per area of a reference month (bar and pie). Period of 3, 6, 9 or 12 months ending with
 * the reference month (default: the latest closing). Closings of the period without calculation
 * are listed in an info toast; a chart without calculated data says so.
 */
export function DashboardContent({ chartWidth }: { chartWidth?: number }) {
  const [meses, setMeses] = useState<number>(PERIODO_PADRAO);
  const [referencia, setReferencia] = useState<string>('');
  const [departamento, setDepartamento] = useState<string>('');

  // Without a chosen reference the server's default is the month of the latest closing, which is
  // also the first of `disponiveis` (both sorted by start date, latest first).
  // (useApi keeps the previous answer while reloading, so the options stay during a change.)
  const [ate, setAte] = useState<string | undefined>(undefined);
  const periodo = useApi(() => fechamentosApi.dashboard({ meses, ate }), [meses, ate]);
  const departamentos = useApi(() => fechamentosApi.custoDepartamentos({ meses, ate }), [meses, ate]);
  const disponiveis: DashboardPeriodo['disponiveis'] = periodo.data?.disponiveis ?? [];
  const escolhido = disponiveis.find((item) => String(item.id) === referencia);
  const referenciaItem = escolhido ?? disponiveis[0];
  const area = useApi(
    async () => (referenciaItem?.calculado ? fechamentosApi.custoPorArea(referenciaItem.id) : []),
    [referenciaItem?.id, referenciaItem?.calculado],
  );

  const fechamentos = periodo.data?.fechamentos ?? [];
  const calculados = fechamentos.filter((item) => item.calculado && item.custoHoraMedio !== null);
  const semCalculo = fechamentos.filter((item) => !item.calculado);

  // Info toast listing the closings of the period without calculation (once per distinct list).
  const avisado = useRef('');
  useEffect(() => {
    if (!periodo.data) return;
    const labels = semCalculo.map((item) => item.label);
    const key = `${meses}|${ate}|${labels.join(',')}`;
    if (labels.length === 0 || avisado.current === key) return;
    avisado.current = key;
    notify.info(`${FECHAMENTO_MESSAGES.fechamentosSemCalculo}: ${labels.join(', ')}`);
  }, [periodo.data, semCalculo, meses, ate]);

  const maior = calculados.reduce<MediaFechamento | undefined>(
    (best, item) => (!best || Number(item.custoHoraMedio) > Number(best.custoHoraMedio) ? item : best),
    undefined,
  );
  const menor = calculados.reduce<MediaFechamento | undefined>(
    (best, item) => (!best || Number(item.custoHoraMedio) < Number(best.custoHoraMedio) ? item : best),
    undefined,
  );

  const mediaHH = calculados.map((item) => ({ mes: item.label, 'Média HH': chartNumber(item.custoHoraMedio) }));
  const porMes = useMemo(() => custosPorMes(departamentos.data ?? []), [departamentos.data]);
  const departamentoEscolhido = porMes.departamentos.includes(departamento)
    ? departamento
    : (porMes.departamentos.find((nome) => nome === 'Delivery') ?? porMes.departamentos[0] ?? '');
  const umDepartamento = porMes.data
    .filter((row) => row[departamentoEscolhido] !== undefined)
    .map((row) => ({ mes: row.mes as string, Custo: row[departamentoEscolhido] as number }));
  const areaRows = (area.data ?? []).map((row) => ({ area: row.name, Custo: chartNumber(row.custo) }));
  const areaPie = (area.data ?? []).map((row) => ({ id: row.name, label: row.name, value: chartNumber(row.custo) }));


  const controles = (
    <HStack gap="4" wrap="wrap">
      <Select
        label="Período"
        value={String(meses)}
        onChange={(value) => setMeses(Number(value))}
        options={PERIODOS.map((value) => ({ value: String(value), label: `${value} meses` }))}
      />
      <Select
        label="Mês de referência"
        value={referenciaItem ? String(referenciaItem.id) : ''}
        onChange={(value) => {
          setReferencia(value);
          setAte(disponiveis.find((item) => String(item.id) === value)?.dataInicio.slice(0, 7));
        }}
        options={disponiveis.map((item) => ({ value: String(item.id), label: item.label }))}
      />
    </HStack>
  );

  return (
    <Stack gap="4">
      <PageHeader title="Dashboard" actions={controles} />
      {pendingLoad(periodo, { keepData: true }) ??
        (disponiveis.length === 0 ? (
          <EmptyState message={SEM_CALCULO} />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CardMedia title="Maior média HH do período" item={maior} />
              <CardMedia title="Menor média HH do período" item={menor} />
            </SimpleGrid>
            <Painel title="Média do valor HH por mês">
              <BarChart
                data={mediaHH}
                keys={['Média HH']}
                indexBy="mes"
                valueFormat="money"
                width={chartWidth}
                ariaLabel="Média do valor HH por mês"
                emptyMessage={SEM_CALCULO}
              />
            </Painel>
            <Painel
              title="Custo total por departamento"
              actions={
                porMes.departamentos.length > 0 && (
                  <Select
                    label="Departamento"
                    value={departamentoEscolhido}
                    onChange={setDepartamento}
                    options={porMes.departamentos.map((nome) => ({ value: nome, label: nome }))}
                  />
                )
              }
            >
              {pendingLoad(departamentos, { keepData: true }) ?? (
                <BarChart
                  data={umDepartamento}
                  keys={['Custo']}
                  indexBy="mes"
                  valueFormat="money"
                  width={chartWidth}
                  ariaLabel={`Custo total do departamento ${departamentoEscolhido}`}
                  emptyMessage={SEM_CALCULO}
                />
              )}
            </Painel>
            <Painel title="Custo total dos departamentos">
              {pendingLoad(departamentos, { keepData: true }) ?? (
                <BarChart
                  data={porMes.data}
                  keys={porMes.departamentos}
                  indexBy="mes"
                  valueFormat="money"
                  groupMode="grouped"
                  height={380}
                  width={chartWidth}
                  ariaLabel="Custo total dos departamentos por mês"
                  emptyMessage={SEM_CALCULO}
                />
              )}
            </Painel>
            <Painel title={`Custo total bruto por área${referenciaItem ? ` · ${referenciaItem.label}` : ''}`}>
              {referenciaItem && !referenciaItem.calculado ? (
                <EmptyState message={SEM_CALCULO} />
              ) : (
                (pendingLoad(area, { keepData: true }) ?? (
                  <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                    <BarChart
                      data={areaRows}
                      keys={['Custo']}
                      indexBy="area"
                      valueFormat="money"
                      layout="horizontal"
                      width={chartWidth}
                      ariaLabel="Custo total bruto por área (barras)"
                      emptyMessage={SEM_CALCULO}
                    />
                    <PieChart data={areaPie} valueFormat="money" width={chartWidth} ariaLabel="Custo total bruto por área (pizza)" emptyMessage={SEM_CALCULO} />
                  </SimpleGrid>
                ))
              )}
            </Painel>
          </>
        ))}
    </Stack>
  );
}
