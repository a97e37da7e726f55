import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { custosProjetoApi, useApi, type PrevistoRealProjeto } from '@financeiro/api';
import { formatDate, formatDesvio, formatMoney } from '@financeiro/domain';
import { BarChart, EmptyState, larguraGraficos, pendingLoad, TabelaRolavel } from '@financeiro/ui';

export const ERRO_GRAFICO = 'Não foi possível construir o gráfico...';
export const ERRO_DADOS = 'Não foi possível carregar os dados';

interface Barra {
  [key: string]: string | number;
  categoria: string;
  Previsto: number;
  Realizado: number;
}

/** The answer as bars, or null when it does not have the expected shape. */
export function barrasDaComparacao(data: PrevistoRealProjeto | undefined): Barra[] | null {
  if (!data || !Array.isArray(data.categorias)) return null;
  const barras: Barra[] = [];
  for (const item of data.categorias) {
    const previsto = Number(item?.previsto);
    const realizado = Number(item?.real);
    if (typeof item?.label !== 'string' || !Number.isFinite(previsto) || !Number.isFinite(realizado)) return null;
    barras.push({ categoria: item.label, Previsto: previsto, Realizado: realizado });
  }
  return barras;
}

/** Planned against actual costs by category (spec 01 section 2.2), with the deviation of each. */
export function ComparacaoCustos({ projeto, id, inicio, fim }: { projeto: string; id: number; inicio: string; fim: string }) {
  const dados = useApi(() => custosProjetoApi.previstoRealizado(projeto, id, inicio, fim), [projeto, id, inicio, fim]);
  // The spec's text for a failed load (spec 01 section 2.2), with 'Tentar novamente'.
  const pending = pendingLoad({ ...dados, error: dados.error === null ? null : ERRO_DADOS });
  if (pending) return pending;
  const barras = barrasDaComparacao(dados.data);
  if (!barras || barras.length === 0 || !dados.data) return <EmptyState message={ERRO_GRAFICO} />;
  const resposta = dados.data;
  return (
    <Stack gap="3" as="section" aria-label="Comparação de custos">
      <Heading as="h2" size="md">
        Previsto x realizado — {formatDate(inicio)} - {formatDate(fim)}
      </Heading>
      <BarChart
        data={barras}
        keys={['Previsto', 'Realizado']}
        indexBy="categoria"
        valueFormat="money"
        width={larguraGraficos()}
        ariaLabel="Custos previstos e realizados por categoria"
        emptyMessage={ERRO_GRAFICO}
      />
      <TabelaRolavel>
        <Table.Root size="sm" aria-label="Desvio por categoria">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Categoria</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Previsto</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Realizado</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Desvio</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {resposta.categorias.map((item) => (
              <Table.Row key={item.categoria}>
                <Table.Cell>{item.label}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(item.previsto)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(item.real)}</Table.Cell>
                <Table.Cell textAlign="end">{formatDesvio(item.desvio, item.previsto, item.real)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="semibold">
              <Table.Cell>Total</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(resposta.total.previsto)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(resposta.total.real)}</Table.Cell>
              <Table.Cell textAlign="end">{formatDesvio(resposta.total.desvio, resposta.total.previsto, resposta.total.real)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TabelaRolavel>
      {resposta.estimado && (
        <Text fontSize="sm" color="fg.muted">
          * Parte das horas foi custeada com o último fechamento anterior (sem fechamento no mês).
        </Text>
      )}
    </Stack>
  );
}
