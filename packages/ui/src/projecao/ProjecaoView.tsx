import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { projecaoApi, useApi, type RespostaProjecao } from '@financeiro/api';
import {
  COMPONENTES_VARIACAO,
  formatMoney,
  formatMoneyComSinal,
  formatPercentSobre,
  labelMes,
  LABELS_COMPONENTE_VARIACAO,
  LABELS_STATUS_CARTEIRA,
  SEM_RECEITA,
  type StatusCarteira,
} from '@financeiro/domain';
import { useMemo } from 'react';
import { chartNumber, LineChart } from '../charts';
import { ExportButton } from '../export/ExportButton';
import { FigureCard, FigureGrid } from '../layout/FigureCard';
import { PageHeader } from '../layout/PageHeader';
import { pendingLoad } from '../layout/LoadState';
import { TabelaRolavel } from '../layout/TabelaRolavel';

/** The colour of a portfolio status (Carteira and Projeção). */
export const COR_STATUS_CARTEIRA: Record<StatusCarteira, string> = { em_risco: 'red', atencao: 'orange', no_prazo: 'green' };

export function StatusCarteiraBadge({ status }: { status: StatusCarteira }) {
  return (
    <Badge colorPalette={COR_STATUS_CARTEIRA[status]} data-status={status}>
      {LABELS_STATUS_CARTEIRA[status]}
    </Badge>
  );
}

/** A margin or share over a base that may be zero (zero-base rule: never 0 %). */
const percentual = (fracao: string | null, semBase = SEM_RECEITA) => formatPercentSobre(fracao, semBase);
const numero = (valor: string | null) => (valor === null ? '' : chartNumber(valor));

export interface ProjecaoViewProps {
  chave: string;
  /** 'Voltar' goes there. */
  onVoltar?: () => void;
  /** Fixed chart width (component tests). */
  larguraGrafico?: number;
}

/**
 * 'Projeção' of one project (issue 38 §1): cards, cumulative planned / real / forecast cost with the
 * closing steps, the variance explained, xlsx export. Opened from the planning page, the project
 * detail and the Carteira report.
 */
export function ProjecaoView({ chave, onVoltar, larguraGrafico }: ProjecaoViewProps) {
  const estado = useApi<RespostaProjecao>(() => projecaoApi.projeto(chave), [chave]);
  const p = estado.data;
  const titulo = p ? `Projeção - ${p.projeto.chave} - ${p.projeto.nome}` : 'Projeção';
  const series = useMemo(() => {
    if (!p) return [];
    return [
      { id: 'Previsto acumulado', data: p.meses.map((m) => ({ x: labelMes(m.mes), y: chartNumber(m.acumuladoPrevisto) })) },
      { id: 'Realizado acumulado', data: p.meses.map((m) => ({ x: labelMes(m.mes), y: m.acumuladoReal === null ? null : chartNumber(m.acumuladoReal) })) },
      { id: 'Projetado acumulado', data: p.meses.map((m) => ({ x: labelMes(m.mes), y: chartNumber(m.acumuladoProjetado) })) },
    ];
  }, [p]);
  const voltar = onVoltar ? (
    <Button variant="outline" onClick={onVoltar}>
      Voltar
    </Button>
  ) : null;

  return (
    <Box p="6">
      <PageHeader
        title={titulo}
        actions={
          <>
            {voltar}
            <ExportButton
              disabled={!p}
              fileName={`projecao-${chave}`}
              sheetName="Projeção"
              rows={p?.meses ?? []}
              columns={[
                { header: 'Mês', value: (m) => labelMes(m.mes) },
                { header: 'Previsto', value: (m) => numero(m.previsto) },
                { header: 'Realizado', value: (m) => numero(m.real) },
                { header: 'Provisório', value: (m) => (m.real !== null && m.provisorio ? 'Sim' : '') },
                { header: 'A realizar', value: (m) => numero(m.aRealizar) },
                { header: 'Previsto acumulado', value: (m) => numero(m.acumuladoPrevisto) },
                { header: 'Realizado acumulado', value: (m) => numero(m.acumuladoReal) },
                { header: 'Projetado acumulado', value: (m) => numero(m.acumuladoProjetado) },
              ]}
            />
          </>
        }
      />
      {estado.error !== null || (estado.loading && !p) ? (
        pendingLoad(estado)
      ) : p ? (
        <Stack gap="6">
          <Stack direction="row" align="center" gap="3">
            <StatusCarteiraBadge status={p.status} />
            {p.motivos.length > 0 && <Text color="fg.muted">{p.motivos.join('; ')}</Text>}
          </Stack>
          <FigureGrid>
            <FigureCard label="Valor de venda" value={formatMoney(p.valorVenda)} />
            <FigureCard label="Margem planejada" value={percentual(p.margemPlanejada)} detail={`Custo previsto ${formatMoney(p.custoPrevisto)}`} />
            <FigureCard label="Margem no término (a)" value={percentual(p.estimativaA.margem)} detail={`Custo ${formatMoney(p.estimativaA.custo)}: realizado + plano restante`} testId="margem-a" />
            <FigureCard
              label="Margem no término (b)"
              value={percentual(p.estimativaB.margem)}
              detail={`Custo ${formatMoney(p.estimativaB.custo)}: plano restante no ritmo de custo até aqui`}
              testId="margem-b"
            />
            <FigureCard label="Orçamento consumido" value={percentual(p.consumido, 'sem orçamento')} detail={`Realizado ${formatMoney(p.realizado.total)}`} />
            <FigureCard label="Meses restantes" value={String(p.mesesRestantes)} detail={p.fimDoPlano ? `Plano até ${labelMes(p.fimDoPlano)}` : undefined} />
          </FigureGrid>
          {Number(p.realizado.provisorio) !== 0 && (
            <Text color="fg.muted">
              {`Provisório: ${formatMoney(p.realizado.provisorio)} de meses depois do último fechamento${p.ultimoFechamento ? ` (${labelMes(p.ultimoFechamento)})` : ''}, ao custo-hora do último fechamento.`}
            </Text>
          )}
          <Box>
            <LineChart
              ariaLabel={`Custo acumulado de ${p.projeto.chave}`}
              series={series}
              valueFormat="money"
              width={larguraGrafico}
              markers={p.degraus.map((d) => ({ x: labelMes(d.mes), legend: `Fechamento ${labelMes(d.mes)}` }))}
            />
            {p.degraus.map((d) => (
              <Text key={d.fechamentoId} fontSize="sm" color="fg.muted">
                {d.texto}
              </Text>
            ))}
          </Box>
          <Box>
            <Text fontWeight="bold" mb="2">
              {`Variação explicada até ${labelMes(p.variacao.ate)}: previsto ${formatMoney(p.variacao.previsto)}, realizado ${formatMoney(p.variacao.real)}`}
            </Text>
            <TabelaRolavel>
              <Table.Root size="sm" aria-label="Variação explicada">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Componente</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {COMPONENTES_VARIACAO.map((c) => (
                    <Table.Row key={c}>
                      <Table.Cell>{LABELS_COMPONENTE_VARIACAO[c]}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoneyComSinal(p.variacao.componentes[c])}</Table.Cell>
                    </Table.Row>
                  ))}
                  <Table.Row fontWeight="bold">
                    <Table.Cell>Total (realizado − previsto)</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoneyComSinal(p.variacao.total)}</Table.Cell>
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </TabelaRolavel>
            {p.causa && (
              <Text mt="2" data-testid="causa">
                {`Causa: ${p.causa}`}
              </Text>
            )}
          </Box>
          <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
            <Contribuintes titulo="Por função" linhas={p.variacao.porFuncao.map((f) => ({ nome: f.nome, valor: f.total }))} />
            <Contribuintes titulo="Por pessoa" linhas={p.variacao.porPessoa.map((f) => ({ nome: f.nome, valor: f.valor }))} />
            <Contribuintes titulo="Por mês" linhas={p.variacao.porMes.map((f) => ({ nome: labelMes(f.mes), valor: f.valor }))} />
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}

function Contribuintes({ titulo, linhas }: { titulo: string; linhas: { nome: string; valor: string }[] }) {
  return (
    <TabelaRolavel flex="1">
      <Table.Root size="sm" aria-label={`Contribuintes ${titulo.toLowerCase()}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{titulo}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Variação</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {linhas.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={2} color="fg.muted">
                Sem variação até aqui.
              </Table.Cell>
            </Table.Row>
          ) : (
            linhas.slice(0, 10).map((linha) => (
              <Table.Row key={linha.nome}>
                <Table.Cell>{linha.nome}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoneyComSinal(linha.valor)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </TabelaRolavel>
  );
}
