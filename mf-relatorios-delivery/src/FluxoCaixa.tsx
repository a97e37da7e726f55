import { Box, Button, Field, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { projecaoApi, useApi } from '@financeiro/api';
import { chaveMesAtual, formatMoney, labelMes, ordinalChave, proximaChave, type ChaveMes } from '@financeiro/domain';
import { BarChart, chartNumber, EmptyState, ExportButton, larguraGraficos, MonthInput, PageHeader, pendingLoad, TabelaRolavel } from '@financeiro/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrarFalha } from './shared/falha';


export const FLUXO_CAIXA_MESSAGES = {
  periodo: 'Informe um período válido (mês inicial até o final, no máximo 36 meses).',
} as const;

/**
 * /relatorio-fluxo-caixa: the heading 'Fluxo de Caixa' (spec 03 section 2.6) and the company's monthly
 * projection (issue 38 §2b): revenue, cost, net and running total for a chosen window; months up to the
 * last calculated closing are 'realizado'. Chart and xlsx export.
 */
export function FluxoCaixa() {
  const navigate = useNavigate();
  const atual = chaveMesAtual();
  const [campos, setCampos] = useState<{ de: ChaveMes; ate: ChaveMes }>({ de: proximaChave(atual, -5), ate: proximaChave(atual, 6) });
  const [janela, setJanela] = useState<{ de: ChaveMes; ate: ChaveMes }>({ de: proximaChave(atual, -5), ate: proximaChave(atual, 6) });
  const [erro, setErro] = useState<string | null>(null);
  const fluxo = useApi(() => projecaoApi.fluxoCaixa(janela.de, janela.ate), [janela.de, janela.ate]);
  useEffect(() => {
    if (fluxo.error) registrarFalha('fluxo de caixa', fluxo.error);
  }, [fluxo.error]);
  const meses = useMemo(() => fluxo.data?.meses ?? [], [fluxo.data]);
  const grafico = useMemo(
    () => meses.map((m) => ({ mes: labelMes(m.mes), Receita: chartNumber(m.receita), Custo: chartNumber(m.custo), acumulado: chartNumber(m.acumulado) })),
    [meses],
  );

  const gerar = () => {
    const { de, ate } = campos;
    if (!de || !ate || ordinalChave(de) > ordinalChave(ate) || ordinalChave(ate) - ordinalChave(de) > 35) {
      setErro(FLUXO_CAIXA_MESSAGES.periodo);
      return;
    }
    setErro(null);
    setJanela({ de, ate });
  };

  return (
    <Box p="6">
      <PageHeader
        title="Fluxo de Caixa"
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/relatorios-delivery')}>
              Voltar
            </Button>
            <ExportButton
              disabled={meses.length === 0}
              fileName={`fluxo-de-caixa-${janela.de}-${janela.ate}`}
              sheetName="Fluxo de Caixa"
              rows={meses}
              columns={[
                { header: 'Mês', value: (m) => labelMes(m.mes) },
                { header: 'Situação', value: (m) => (m.realizado ? 'Realizado' : 'Projetado') },
                { header: 'Receita', value: (m) => chartNumber(m.receita) },
                { header: 'Custo', value: (m) => chartNumber(m.custo) },
                { header: 'Líquido', value: (m) => chartNumber(m.liquido) },
                { header: 'Acumulado', value: (m) => chartNumber(m.acumulado) },
              ]}
            />
          </>
        }
      />
      <Stack gap="4">
        <HStack gap="4" align="end" wrap="wrap">
          <Field.Root width="auto">
            <Field.Label>Mês inicial</Field.Label>
            <MonthInput aria-label="Mês inicial" value={campos.de} onChange={(de) => setCampos((c) => ({ ...c, de }))} />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>Mês final</Field.Label>
            <MonthInput aria-label="Mês final" value={campos.ate} onChange={(ate) => setCampos((c) => ({ ...c, ate }))} />
          </Field.Root>
          <Button colorPalette="brand" onClick={gerar}>
            Gerar
          </Button>
        </HStack>
        {erro && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {erro}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Receita: valor de venda dos planejamentos (nos meses realizados, a receita dos relatórios de margem). Custo: custo real até o último fechamento
          calculado; depois, o custo projetado da carteira.
          {fluxo.data?.ultimoFechamento ? ` Último fechamento: ${labelMes(fluxo.data.ultimoFechamento)}.` : ''}
        </Text>
        {fluxo.error !== null || (fluxo.loading && !fluxo.data) ? (
          pendingLoad(fluxo)
        ) : meses.length === 0 ? (
          <EmptyState message="Nenhum mês no período." />
        ) : (
          <>
            <Box>
              <BarChart
                ariaLabel="Gráfico do fluxo de caixa"
                data={grafico}
                keys={['Receita', 'Custo']}
                indexBy="mes"
                valueFormat="money"
                width={larguraGraficos()}
                line={{ key: 'acumulado', label: 'Acumulado (R$)', valueFormat: 'money' }}
              />
              <Text fontSize="xs" color="fg.muted">
                Barras: receita e custo do mês (R$). Linha: saldo acumulado no período (R$), escala à direita.
              </Text>
            </Box>
            <TabelaRolavel>
              <Table.Root size="sm" aria-label="Fluxo de caixa por mês">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Mês</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Receita</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Custo</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Líquido</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Acumulado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {meses.map((m) => (
                    <Table.Row key={m.mes}>
                      <Table.Cell>
                        {labelMes(m.mes)}
                        {m.realizado ? ' (realizado)' : ''}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(m.receita)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(m.custo)}</Table.Cell>
                      <Table.Cell textAlign="end" color={Number(m.liquido) < 0 ? 'red.600' : undefined}>
                        {formatMoney(m.liquido)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" color={Number(m.acumulado) < 0 ? 'red.600' : undefined}>
                        {formatMoney(m.acumulado)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TabelaRolavel>
          </>
        )}
      </Stack>
    </Box>
  );
}
