import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { relatoriosDeliveryApi, useApi, type LinhaResultadoAnual } from '@financeiro/api';
import { formatDate, formatMoney, formatPercent, RELATORIOS_DELIVERY_MESSAGES, SEM_RECEITA, toDecimal, type TotaisResultado } from '@financeiro/domain';
import { chartNumber, EmptyState, ExportButton, PageHeader, pendingLoad, TabelaRolavel } from '@financeiro/ui';
import { Fragment, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { registrarFalha } from '../shared/falha';

const mesAno = (data: string) => formatDate(data).slice(3);

/** A margin over a zero revenue is not 0 % (the formula stores 0 there): 'sem receita', on screen and in the export. */
const margem = (valor: string, receita: string) => (toDecimal(receita)?.isZero() ? SEM_RECEITA : valor);

const COLUNAS: { header: string; linha: (row: LinhaResultadoAnual) => string; total?: (t: TotaisResultado) => string; pct?: boolean }[] = [
  { header: 'Receita Bruta', linha: (r) => r.receita_bruta, total: (t) => t.faturamentoBrutoRealTotal },
  { header: 'Receita Líquida', linha: (r) => r.receita_liquida, total: (t) => t.faturamentoLiquidoRealTotal },
  { header: 'Custo Total', linha: (r) => r.custo_venda, total: (t) => t.custoTotalRealTotal },
  { header: 'Despesas Operacionais', linha: (r) => r.despesas_operacionais },
  { header: 'Imposto s/ Resultado', linha: (r) => r.imposto_sem_resultado },
  { header: 'Resultado Líquido', linha: (r) => r.resultado_liquido, total: (t) => t.resultadoLiquidoTotal },
  {
    header: 'Margem de Contribuição',
    linha: (r) => margem(r.margem_contribuicao, r.receita_liquida),
    total: (t) => margem(t.margemContribuicaoMensalTotal, t.faturamentoLiquidoRealTotal),
    pct: true,
  },
  { header: 'Margem Líquida', linha: (r) => margem(r.margem_liquida, r.receita_bruta), total: (t) => margem(t.margemLiquidaMensalTotal, t.faturamentoBrutoRealTotal), pct: true },
];

const mostrar = (valor: string | undefined, pct?: boolean) => (valor === undefined ? '—' : valor === SEM_RECEITA ? valor : pct ? formatPercent(valor) : formatMoney(valor));

interface LinhaExportacao {
  mes: string;
  valores: (string | undefined)[];
}

/**
 * /resultado-anual/:key/:id/:ano (spec 03 sections 2.6 and 3 'Annual result'): one row per month
 * from the saved margin reports, totals per year and overall, and the plan's Margem Prevista.
 */
export function ResultadoAnualTela() {
  const { key = '', id = '', ano = 'total' } = useParams();
  const navigate = useNavigate();
  const resultado = useApi(() => relatoriosDeliveryApi.resultadoAnual(key, id, ano), [key, id, ano]);
  useEffect(() => {
    if (resultado.error) registrarFalha('resultado anual', resultado.error);
  }, [resultado.error]);
  const dados = resultado.data;
  const linhas = useMemo(() => dados?.resultados ?? [], [dados]);

  const exportacao = useMemo(() => {
    if (!dados) return [];
    const rows: LinhaExportacao[] = [];
    for (const totais of dados.totaisPorAno) {
      for (const linha of linhas.filter((item) => item.periodo_inicial.startsWith(String(totais.ano)))) {
        rows.push({ mes: mesAno(linha.periodo_inicial), valores: COLUNAS.map((c) => c.linha(linha)) });
      }
      rows.push({ mes: `Total ${totais.ano}`, valores: COLUNAS.map((c) => c.total?.(totais)) });
    }
    rows.push({ mes: 'Total geral', valores: COLUNAS.map((c) => c.total?.(dados.totaisGerais)) });
    return rows;
  }, [dados, linhas]);

  const titulo = `Resultado Anual${ano === 'total' ? ' - Total' : ` - ${ano}`}`;
  return (
    <Box p="6">
      <PageHeader
        title={titulo}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/relatorios-delivery')}>
              Voltar
            </Button>
            <ExportButton
              disabled={linhas.length === 0}
              fileName={`resultado-anual-${key}-${ano}`}
              sheetName="Resultado Anual"
              rows={exportacao}
              columns={[
                { header: 'Mês', value: (row) => row.mes },
                ...COLUNAS.map((coluna, index) => ({
                  header: coluna.pct ? `${coluna.header} (%)` : coluna.header,
                  value: (row: LinhaExportacao) => {
                    const valor = row.valores[index];
                    if (valor === undefined) return '';
                    if (valor === SEM_RECEITA) return valor;
                    return coluna.pct ? chartNumber(Number(valor) * 100) : chartNumber(valor);
                  },
                })),
              ]}
            />
          </>
        }
      />
      <Stack gap="1" mb="4">
        <Text color="fg.muted">{dados ? `${dados.projeto.key} - ${dados.projeto.name}` : decodeURIComponent(key)}</Text>
        {dados && <Text fontWeight="medium">Margem Prevista: {dados.margem_custo_projeto === null ? '—' : formatPercent(dados.margem_custo_projeto)}</Text>}
      </Stack>
      {resultado.error !== null || (resultado.loading && !dados) ? (
        pendingLoad(resultado)
      ) : !dados || linhas.length === 0 ? (
        <EmptyState message={RELATORIOS_DELIVERY_MESSAGES.vazio} />
      ) : (
        <TabelaRolavel>
          <Table.Root size="sm" aria-label="Resultado Anual">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Mês</Table.ColumnHeader>
                {COLUNAS.map((coluna) => (
                  <Table.ColumnHeader key={coluna.header} textAlign="end">
                    {coluna.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dados.totaisPorAno.map((totais) => (
                <Fragment key={totais.ano}>
                  {linhas
                    .filter((linha) => linha.periodo_inicial.startsWith(String(totais.ano)))
                    .map((linha) => (
                      <Table.Row key={linha.id}>
                        <Table.Cell>{mesAno(linha.periodo_inicial)}</Table.Cell>
                        {COLUNAS.map((coluna) => (
                          <Table.Cell key={coluna.header} textAlign="end">
                            {mostrar(coluna.linha(linha), coluna.pct)}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  <Table.Row fontWeight="bold" bg="bg.muted">
                    <Table.Cell>Total {totais.ano}</Table.Cell>
                    {COLUNAS.map((coluna) => (
                      <Table.Cell key={coluna.header} textAlign="end">
                        {mostrar(coluna.total?.(totais), coluna.pct)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </Fragment>
              ))}
              <Table.Row fontWeight="bold">
                <Table.Cell>Total geral</Table.Cell>
                {COLUNAS.map((coluna) => (
                  <Table.Cell key={coluna.header} textAlign="end">
                    {mostrar(coluna.total?.(dados.totaisGerais), coluna.pct)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      )}
    </Box>
  );
}
