import { Box, Button, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { relatoriosDeliveryApi, useApi } from '@financeiro/api';
import {
  agruparHistorico,
  dateCell,
  formatDate,
  formatCotacao,
  formatMoney,
  formatValorNaMoeda,
  RELATORIOS_DELIVERY_MESSAGES,
  TIPO_HISTORICO_LABEL,
  type AgrupamentoHistorico,
  type EstadoHistoricoCustos,
  type GrupoHistorico,
} from '@financeiro/domain';
import { chartNumber, EmptyState, ExportButton, PageHeader, pendingLoad, type ExportColumn, TabelaRolavel } from '@financeiro/ui';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { registrarFalha } from '../shared/falha';

const AGRUPAR: Record<AgrupamentoHistorico, string> = { cliente: 'Cliente', projeto: 'Projeto', lider: 'Líder' };

type LinhaExportacao = GrupoHistorico['linhas'][number] & { grupo: string };

/**
 * The export's columns: the group first — except when grouping by project, where the group is the
 * project column itself (it was written twice) — then each cost with its own currency, the rate and
 * the rate's date, and the BRL value.
 */
export function colunasExportacao(agrupar: AgrupamentoHistorico): ExportColumn<LinhaExportacao>[] {
  return [
    ...(agrupar === 'projeto' ? [] : [{ header: AGRUPAR[agrupar], value: (row: LinhaExportacao) => row.grupo }]),
    { header: 'Projeto', value: (row) => `${row.projeto} - ${row.projetoNome}` },
    { header: 'Período Inicial', value: (row) => dateCell(row.periodo_inicio) },
    { header: 'Período Final', value: (row) => dateCell(row.periodo_fim) },
    { header: 'Tipo de custo', value: (row) => TIPO_HISTORICO_LABEL[row.tipo_custo] },
    { header: 'Descrição', value: (row) => row.descricao ?? '' },
    { header: 'Moeda', value: (row) => row.moeda },
    { header: 'Valor', value: (row) => chartNumber(row.valor) },
    { header: 'Cotação', value: (row) => (row.moeda === 'BRL' ? '' : Number(row.cotacao)) },
    { header: 'Data da cotação', value: (row) => (row.moeda === 'BRL' || !row.cotacao_data ? '' : dateCell(row.cotacao_data)) },
    { header: 'Valor (R$)', value: (row) => chartNumber(row.valor_convertido) },
  ];
}

function valido(estado: unknown): estado is EstadoHistoricoCustos {
  const e = estado as Partial<EstadoHistoricoCustos> | null;
  return !!e && Array.isArray(e.projetos) && e.projetos.length > 0 && !!e.dataInicio && !!e.dataFim && !!e.tipoCusto && !!e.tipoFiltro;
}

/**
 * /historico-custos (spec 03 sections 2.6 and 3 'Cost history row'): the filters arrive by navigation
 * state; costs grouped by client, project or leader, each group with its totals per type.
 */
export function HistoricoCustos() {
  const { state } = useLocation();
  if (!valido(state)) return <Navigate to="/relatorios-delivery" replace />;
  return <Historico filtro={state} />;
}

function Historico({ filtro }: { filtro: EstadoHistoricoCustos }) {
  const navigate = useNavigate();
  const [agrupar, setAgrupar] = useState<AgrupamentoHistorico>(filtro.tipoFiltro);
  const historico = useApi(
    () => relatoriosDeliveryApi.historicoCustos(filtro.projetos, filtro.dataInicio, filtro.dataFim, filtro.tipoCusto),
    [filtro.projetos.join(','), filtro.dataInicio, filtro.dataFim, filtro.tipoCusto],
  );
  useEffect(() => {
    if (historico.error) registrarFalha('histórico de custos', historico.error);
  }, [historico.error]);
  const agrupado = useMemo(() => (historico.data ? agruparHistorico(historico.data, agrupar) : null), [historico.data, agrupar]);
  const exportacao: LinhaExportacao[] = useMemo(() => (agrupado ? agrupado.grupos.flatMap((grupo) => grupo.linhas.map((linha) => ({ ...linha, grupo: grupo.nome }))) : []), [agrupado]);
  const vazio = !agrupado || agrupado.grupos.length === 0;

  return (
    <Box p="6">
      <PageHeader
        title="Histórico de Custos"
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/relatorios-delivery')}>
              Voltar
            </Button>
            <ExportButton
              disabled={vazio}
              fileName={`historico-custos-${filtro.dataInicio}-${filtro.dataFim}`}
              sheetName="Histórico de Custos"
              rows={exportacao}
              columns={colunasExportacao(agrupar)}
            />
          </>
        }
      />
      <Text mb="4" color="fg.muted">
        {formatDate(filtro.dataInicio)} a {formatDate(filtro.dataFim)} · {TIPO_HISTORICO_LABEL[filtro.tipoCusto]} · {filtro.projetos.length} projeto
        {filtro.projetos.length === 1 ? '' : 's'}
      </Text>
      <Field.Root maxW="48" mb="4">
        <Field.Label>Agrupar por</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Agrupar por" value={agrupar} onChange={(event) => setAgrupar(event.target.value as AgrupamentoHistorico)}>
            {Object.entries(AGRUPAR).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {historico.error !== null || (historico.loading && !historico.data) ? (
        pendingLoad(historico)
      ) : vazio ? (
        <EmptyState message={RELATORIOS_DELIVERY_MESSAGES.historicoVazio} />
      ) : (
        <Stack gap="6">
          <TabelaRolavel>
            <Table.Root size="sm" aria-label="Totais por tipo de custo">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{AGRUPAR[agrupar]}</Table.ColumnHeader>
                  {Object.keys(agrupado!.porTipo).map((tipo) => (
                    <Table.ColumnHeader key={tipo} textAlign="end">
                      {TIPO_HISTORICO_LABEL[tipo as keyof typeof TIPO_HISTORICO_LABEL]}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {agrupado!.grupos.map((grupo) => (
                  <Table.Row key={grupo.chave || grupo.nome}>
                    <Table.Cell>{grupo.nome}</Table.Cell>
                    {Object.keys(agrupado!.porTipo).map((tipo) => (
                      <Table.Cell key={tipo} textAlign="end">
                        {formatMoney(grupo.porTipo[tipo as keyof typeof grupo.porTipo] ?? '0')}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{formatMoney(grupo.total)}</Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="bold">
                  <Table.Cell>Total</Table.Cell>
                  {Object.entries(agrupado!.porTipo).map(([tipo, valor]) => (
                    <Table.Cell key={tipo} textAlign="end">
                      {formatMoney(valor)}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end">{formatMoney(agrupado!.total)}</Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </TabelaRolavel>
          {agrupado!.grupos.map((grupo) => (
            <Box key={grupo.chave || grupo.nome}>
              <Heading as="h2" size="sm" mb="2">
                {grupo.nome} · {formatMoney(grupo.total)}
              </Heading>
              <TabelaRolavel>
                <Table.Root size="sm" aria-label={`Custos de ${grupo.nome}`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Projeto</Table.ColumnHeader>
                      <Table.ColumnHeader>Período</Table.ColumnHeader>
                      <Table.ColumnHeader>Tipo de custo</Table.ColumnHeader>
                      <Table.ColumnHeader>Descrição</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Cotação</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Valor (R$)</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {grupo.linhas.map((linha, index) => (
                      <Table.Row key={`${linha.projeto}-${linha.periodo_inicio}-${linha.tipo_custo}-${index}`}>
                        <Table.Cell>
                          {linha.projeto} - {linha.projetoNome}
                        </Table.Cell>
                        <Table.Cell>
                          {formatDate(linha.periodo_inicio)} a {formatDate(linha.periodo_fim)}
                        </Table.Cell>
                        <Table.Cell>{TIPO_HISTORICO_LABEL[linha.tipo_custo]}</Table.Cell>
                        <Table.Cell>{linha.descricao ?? ''}</Table.Cell>
                        <Table.Cell textAlign="end">{formatValorNaMoeda(linha.valor, linha.moeda)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          {linha.moeda === 'BRL' ? '—' : `${formatCotacao(linha.cotacao)}${linha.cotacao_data ? ` de ${formatDate(linha.cotacao_data)}` : ''}`}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(linha.valor_convertido)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TabelaRolavel>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
