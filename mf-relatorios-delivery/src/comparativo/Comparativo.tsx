import { Box, Button, Field, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { relatoriosDeliveryApi, useApi } from '@financeiro/api';
import {
  corVariacao,
  formatDate,
  formatMoney,
  formatDesvio,
  formatPercentSobre,
  RELATORIOS_DELIVERY_MESSAGES,
  SEM_PREVISTO,
  TODO_PERIODO,
  type RelatorioComparativoCusto,
  type RelatorioComparativoFaturamento,
} from '@financeiro/domain';
import { BarChart, chartNumber, EmptyState, ExportButton, larguraGraficos, PageHeader, pendingLoad, TabelaRolavel } from '@financeiro/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { registrarFalha } from '../shared/falha';

type Tipo = 'custo' | 'faturamento';

/** One month or totals line, whichever report it comes from. */
interface Linha {
  ano: number;
  rotulo: string;
  previsto: string;
  real: string;
  /** Null without a plan ('sem previsto'). */
  variacao: string | null;
  fechado?: boolean;
}

interface Totais {
  previsto: string;
  real: string;
  variacao: string | null;
  acumulada: string | null;
}

interface Ano {
  ano: number;
  meses: Linha[];
  totais: Totais;
}

interface Normalizado {
  projeto: { key: string; name: string };
  inicio: string | null;
  fim: string | null;
  anos: Ano[];
  totais: Totais;
}

const TEXTOS: Record<Tipo, { titulo: string; previsto: string; real: string }> = {
  custo: { titulo: 'Custo Previsto x Realizado', previsto: 'Custo Previsto', real: 'Custo Realizado' },
  faturamento: { titulo: 'Faturamento Previsto x Realizado', previsto: 'Faturamento Previsto', real: 'Faturamento Realizado' },
};

function normalizar(tipo: Tipo, data: RelatorioComparativoCusto | RelatorioComparativoFaturamento): Normalizado {
  if (tipo === 'custo') {
    const r = data as RelatorioComparativoCusto;
    const totais = (t: RelatorioComparativoCusto['totais']): Totais => ({ previsto: t.totalCustoPrevisto, real: t.totalCustoReal, variacao: t.totalVariacao, acumulada: t.totalVariacaoAcumuladaFechada });
    return {
      ...r,
      anos: r.anos.map((ano) => ({
        ano: ano.ano,
        meses: ano.meses.map((m) => ({ ano: ano.ano, rotulo: m.mesLabel, previsto: m.custoPrevisto, real: m.custoReal, variacao: m.variacao, fechado: m.fechado })),
        totais: totais(ano.totais),
      })),
      totais: totais(r.totais),
    };
  }
  const r = data as RelatorioComparativoFaturamento;
  const totais = (t: RelatorioComparativoFaturamento['totais']): Totais => ({
    previsto: t.totalFaturamentoPrevisto,
    real: t.totalFaturamentoReal,
    variacao: t.totalVariacao,
    acumulada: t.totalVariacaoAcumuladaFechada,
  });
  return {
    ...r,
    anos: r.anos.map((ano) => ({
      ano: ano.ano,
      meses: ano.meses.map((m) => ({ ano: ano.ano, rotulo: m.mesLabel, previsto: m.faturamentoPrevisto, real: m.faturamentoReal, variacao: m.variacao, fechado: m.fechado })),
      totais: totais(ano.totais),
    })),
    totais: totais(r.totais),
  };
}

/** What the real revenue cell says for a month without any realized revenue (instead of R$ 0,00). */
export const SEM_FATURAMENTO_REAL = 'Sem faturamento realizado';

/** A variation cell: the percentage, or 'sem previsto' (with the real − planned difference when the line has both). */
function Variacao({ valor, tipo, previsto, real }: { valor: string | null; tipo: Tipo; previsto?: string; real?: string }) {
  if (valor === null) {
    return <Text color="fg.muted">{previsto === undefined ? SEM_PREVISTO : formatDesvio(null, previsto, real)}</Text>;
  }
  const cor = corVariacao(valor, tipo);
  return (
    <Text data-cor={cor} color={cor === 'red' ? 'red.600' : 'green.700'}>
      {formatPercentSobre(valor, SEM_PREVISTO)}
    </Text>
  );
}

/** The export's variation cell: a number (%), or 'sem previsto' over a zero plan. */
export function variacaoNaPlanilha(valor: string | null): number | string {
  return valor === null ? SEM_PREVISTO : chartNumber(Number(valor) * 100);
}

const ACUMULADA = 'Variação acumulada (meses encerrados)';

/**
 * /comparativo-custo/:key/:id/:dataInicial/:dataFinal and /comparativo-faturamento/... (spec 03
 * section 2.6): a table per year and month with a year selector, a bar (planned, real) plus line
 * (variation) chart, totals with the accumulated variation over the closed months, Exportar, Voltar.
 */
export function Comparativo({ tipo }: { tipo: Tipo }) {
  const { key = '', id = '', dataInicial = TODO_PERIODO, dataFinal = TODO_PERIODO } = useParams();
  const navigate = useNavigate();
  const textos = TEXTOS[tipo];
  const relatorio = useApi<Normalizado>(
    async () =>
      normalizar(
        tipo,
        tipo === 'custo' ? await relatoriosDeliveryApi.comparativoCusto(key, id, dataInicial, dataFinal) : await relatoriosDeliveryApi.comparativoFaturamento(key, dataInicial, dataFinal),
      ),
    [tipo, key, id, dataInicial, dataFinal],
  );
  useEffect(() => {
    if (relatorio.error) registrarFalha(`comparativo ${tipo}`, relatorio.error);
  }, [relatorio.error, tipo]);
  const dados = relatorio.data;
  const [ano, setAno] = useState<number | null>(null);
  const anos = useMemo(() => dados?.anos ?? [], [dados]);
  const selecionado = anos.find((item) => item.ano === ano) ?? anos[anos.length - 1];

  const grafico = useMemo(
    () =>
      (selecionado?.meses ?? []).map((mes) => ({
        mes: mes.rotulo,
        Previsto: chartNumber(mes.previsto),
        Realizado: chartNumber(mes.real),
        // No point over a zero plan (the line skips it) instead of a false 0 %.
        variacao: mes.variacao === null ? Number.NaN : chartNumber(Number(mes.variacao) * 100),
      })),
    [selecionado],
  );

  const exportacao = useMemo(() => {
    const linhas: Linha[] = [];
    for (const item of anos) {
      linhas.push(...item.meses);
      linhas.push({ ano: item.ano, rotulo: `Total ${item.ano}`, ...item.totais });
      linhas.push({ ano: item.ano, rotulo: `${ACUMULADA} ${item.ano}`, previsto: '', real: '', variacao: item.totais.acumulada });
    }
    if (dados && anos.length > 0) {
      linhas.push({ ano: 0, rotulo: 'Total do período', ...dados.totais });
      linhas.push({ ano: 0, rotulo: ACUMULADA, previsto: '', real: '', variacao: dados.totais.acumulada });
    }
    return linhas;
  }, [anos, dados]);

  const periodo =
    dataInicial === TODO_PERIODO || dataFinal === TODO_PERIODO ? 'Todo o período' : `${formatDate(dataInicial)} a ${formatDate(dataFinal)}`;
  const voltar = (
    <Button variant="outline" onClick={() => navigate('/relatorios-delivery')}>
      Voltar
    </Button>
  );
  const numero = (value: string) => (value === '' ? '' : chartNumber(value));

  return (
    <Box p="6">
      <PageHeader
        title={textos.titulo}
        actions={
          <>
            {voltar}
            <ExportButton
              disabled={anos.length === 0}
              fileName={`${tipo === 'custo' ? 'comparativo-custo' : 'comparativo-faturamento'}-${key}`}
              sheetName={textos.titulo}
              rows={exportacao}
              columns={[
                { header: 'Ano', value: (row) => (row.ano === 0 ? '' : row.ano) },
                { header: 'Mês', value: (row) => row.rotulo },
                { header: textos.previsto, value: (row) => numero(row.previsto) },
                { header: textos.real, value: (row) => numero(row.real) },
                { header: 'Variação (%)', value: (row) => variacaoNaPlanilha(row.variacao) },
              ]}
            />
          </>
        }
      />
      <Text mb="4" color="fg.muted">
        {dados ? `${dados.projeto.key} - ${dados.projeto.name}` : decodeURIComponent(key)} · {periodo}
      </Text>
      {relatorio.error !== null || (relatorio.loading && !dados) ? (
        pendingLoad(relatorio)
      ) : !dados || anos.length === 0 ? (
        <EmptyState message={RELATORIOS_DELIVERY_MESSAGES.vazio} />
      ) : (
        <Stack gap="6">
          <Field.Root maxW="40">
            <Field.Label>Ano</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label="Ano" value={String(selecionado!.ano)} onChange={(event) => setAno(Number(event.target.value))}>
                {anos.map((item) => (
                  <option key={item.ano} value={item.ano}>
                    {item.ano}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TabelaRolavel>
            <Table.Root size="sm" aria-label={`${textos.titulo} ${selecionado!.ano}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Mês</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{textos.previsto}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{textos.real}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Variação</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {selecionado!.meses.map((mes) => (
                  <Table.Row key={mes.rotulo}>
                    <Table.Cell>
                      {mes.rotulo}
                      {mes.fechado ? '' : ' (em aberto)'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(mes.previsto)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {tipo === 'faturamento' && Number(mes.real) === 0 ? (
                        <Text as="span" color="fg.muted">
                          {SEM_FATURAMENTO_REAL}
                        </Text>
                      ) : (
                        formatMoney(mes.real)
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Variacao valor={mes.variacao} tipo={tipo} previsto={mes.previsto} real={mes.real} />
                    </Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="bold">
                  <Table.Cell>Total {selecionado!.ano}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(selecionado!.totais.previsto)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(selecionado!.totais.real)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Variacao valor={selecionado!.totais.variacao} tipo={tipo} previsto={selecionado!.totais.previsto} real={selecionado!.totais.real} />
                  </Table.Cell>
                </Table.Row>
                <Table.Row fontWeight="bold">
                  <Table.Cell colSpan={3}>{ACUMULADA}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Variacao valor={selecionado!.totais.acumulada} tipo={tipo} />
                  </Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </TabelaRolavel>
          <Box>
            <BarChart
              ariaLabel={`Gráfico ${textos.titulo} ${selecionado!.ano}`}
              data={grafico}
              keys={['Previsto', 'Realizado']}
              indexBy="mes"
              valueFormat="money"
              width={larguraGraficos()}
              line={{ key: 'variacao', label: 'Variação (%)', valueFormat: (value) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%` }}
            />
            <Text fontSize="xs" color="fg.muted">
              Barras: previsto e realizado (R$). Linha: variação (%), escala à direita.
            </Text>
          </Box>
          <TabelaRolavel>
            <Table.Root size="sm" aria-label="Totais do período">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Totais do período</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{textos.previsto}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{textos.real}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Variação</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{ACUMULADA}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row fontWeight="bold">
                  <Table.Cell>{dados.inicio && dados.fim ? `${formatDate(dados.inicio)} a ${formatDate(dados.fim)}` : periodo}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(dados.totais.previsto)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(dados.totais.real)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Variacao valor={dados.totais.variacao} tipo={tipo} previsto={dados.totais.previsto} real={dados.totais.real} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Variacao valor={dados.totais.acumulada} tipo={tipo} />
                  </Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </TabelaRolavel>
        </Stack>
      )}
    </Box>
  );
}
