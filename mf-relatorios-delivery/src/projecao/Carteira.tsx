import { Badge, Box, Button, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { projecaoApi, useApi, type FiltrosCarteira, type LinhaCarteiraDaResposta, type ProjetoDaProjecao, type ProjetoSemProjecao } from '@financeiro/api';
import { avisoDeRecalculo, formatMoney, formatPercent, formatPercentSobre, LABELS_STATUS_CARTEIRA, SEM_RECEITA } from '@financeiro/domain';
import { chartNumber, EmptyState, ExportButton, PageHeader, pendingLoad, StatusCarteiraBadge, TabelaRolavel } from '@financeiro/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrarFalha } from '../shared/falha';

const BASE = '/relatorios-delivery';
const margem = (fracao: string | null) => formatPercentSobre(fracao, SEM_RECEITA);
const fracaoNaPlanilha = (fracao: string | null, semBase: string) => (fracao === null ? semBase : chartNumber(Number(fracao) * 100));

/** Between two looks while lines are being computed again (the answer is at once; the background pass takes seconds). */
export const INTERVALO_RECALCULO_MS = 3000;
export const MARCA_RECALCULANDO = 'recalculando';

/**
 * A row of the screen: a kept line (current, or stale with its previous figures: `recalculando`) or a
 * project with no forecast yet (`previsao` null: only what its plan gives, always `recalculando`).
 */
interface Linha {
  projeto: ProjetoDaProjecao;
  valorVenda: string;
  margemPlanejada: string | null;
  recalculando: boolean;
  previsao: LinhaCarteiraDaResposta | null;
}

const daLinha = (linha: LinhaCarteiraDaResposta): Linha => ({ ...linha, previsao: linha });
const semPrevisao = (item: ProjetoSemProjecao): Linha => ({ ...item, recalculando: true, previsao: null });

interface Opcao {
  valor: string;
  rotulo: string;
}

function opcoes(linhas: readonly Linha[], de: (linha: Linha) => Opcao | null): Opcao[] {
  const mapa = new Map<string, string>();
  for (const linha of linhas) {
    const opcao = de(linha);
    if (opcao) mapa.set(opcao.valor, opcao.rotulo);
  }
  return [...mapa].map(([valor, rotulo]) => ({ valor, rotulo })).sort((a, b) => a.rotulo.localeCompare(b.rotulo, 'pt-BR'));
}

function Filtro({ rotulo, valor, lista, onChange }: { rotulo: string; valor: string; lista: Opcao[]; onChange: (valor: string) => void }) {
  return (
    <Field.Root maxW="64">
      <Field.Label>{rotulo}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={rotulo} value={valor} onChange={(event) => onChange(event.target.value)}>
          <option value="">Todos</option>
          {lista.map((opcao) => (
            <option key={opcao.valor} value={opcao.valor}>
              {opcao.rotulo}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * /relatorios-delivery/carteira (issue 38 §2): every active project with a plan, its margin at completion
 * (a and b), budget consumed, months left and status from the administrator's thresholds, riskiest first.
 * Filters client, leader and category (on the server); a row opens the project's Projeção.
 *
 * The answer comes at once (issue 38 §4): a line whose inputs changed keeps its previous figures, marked
 * 'recalculando' (muted, beside its previous status), and a project never computed has its forecast
 * columns empty, marked the same way, after the others (no figures to order it by); a notice says how
 * many, and the screen asks again every INTERVALO_RECALCULO_MS until none is left. The export carries the
 * mark too (column 'Situação').
 */
export function Carteira() {
  const navigate = useNavigate();
  const [filtros, setFiltros] = useState({ cliente: '', lider: '', categoria: '' });
  const todas = useApi(() => projecaoApi.carteira(), []);
  const filtrado = filtros.cliente !== '' || filtros.lider !== '' || filtros.categoria !== '';
  const consulta: FiltrosCarteira = {
    ...(filtros.cliente ? { cliente: Number(filtros.cliente) } : {}),
    ...(filtros.lider ? { lider: filtros.lider } : {}),
    ...(filtros.categoria ? { categoria: Number(filtros.categoria) } : {}),
  };
  const filtrada = useApi(async () => (filtrado ? projecaoApi.carteira(consulta) : null), [filtros.cliente, filtros.lider, filtros.categoria]);
  const estado = filtrado ? filtrada : todas;
  useEffect(() => {
    if (estado.error) registrarFalha('carteira', estado.error);
  }, [estado.error]);
  const recalculando = estado.data?.recalculando ?? 0;
  const { reload: recarregarTodas } = todas;
  const { reload: recarregarFiltrada } = filtrada;
  // Polling while lines are computed in the background: one look after each answer (never two at once), stops at 0.
  useEffect(() => {
    if (recalculando === 0 || estado.loading) return undefined;
    const timer = setTimeout(() => {
      void recarregarTodas();
      if (filtrado) void recarregarFiltrada();
    }, INTERVALO_RECALCULO_MS);
    return () => clearTimeout(timer);
  }, [recalculando, estado.loading, estado.data, filtrado, recarregarTodas, recarregarFiltrada]);
  const base = useMemo(() => (todas.data ? [...todas.data.linhas.map(daLinha), ...todas.data.semProjecao.map(semPrevisao)] : []), [todas.data]);
  const clientes = useMemo(() => opcoes(base, (l) => (l.projeto.cliente ? { valor: String(l.projeto.cliente.id), rotulo: l.projeto.cliente.nome } : null)), [base]);
  const lideres = useMemo(() => opcoes(base, (l) => (l.projeto.lider ? { valor: l.projeto.lider.accountId, rotulo: l.projeto.lider.nome } : null)), [base]);
  const categorias = useMemo(() => opcoes(base, (l) => (l.projeto.categoria ? { valor: String(l.projeto.categoria.id), rotulo: l.projeto.categoria.nome } : null)), [base]);
  const mostrada = filtrado ? filtrada.data : todas.data;
  const linhas = useMemo(() => (mostrada ? [...mostrada.linhas.map(daLinha), ...mostrada.semProjecao.map(semPrevisao)] : []), [mostrada]);
  const limites = todas.data?.limites;
  const abrir = (linha: Linha) => navigate(`${BASE}/projecao/${encodeURIComponent(linha.projeto.chave)}`);

  return (
    <Box p="6">
      <PageHeader
        title="Carteira de Projetos"
        actions={
          <>
            <Button variant="outline" onClick={() => navigate(BASE)}>
              Voltar
            </Button>
            <ExportButton
              disabled={linhas.length === 0}
              fileName="carteira-de-projetos"
              sheetName="Carteira"
              rows={linhas}
              columns={[
                { header: 'Projeto', value: (l) => `${l.projeto.chave} - ${l.projeto.nome}` },
                { header: 'Cliente', value: (l) => l.projeto.cliente?.nome ?? '' },
                { header: 'Líder', value: (l) => l.projeto.lider?.nome ?? '' },
                { header: 'Categoria', value: (l) => l.projeto.categoria?.nome ?? '' },
                { header: 'Valor de venda', value: (l) => chartNumber(l.valorVenda) },
                { header: 'Margem planejada (%)', value: (l) => fracaoNaPlanilha(l.margemPlanejada, SEM_RECEITA) },
                { header: 'Margem no término a (%)', value: (l) => (l.previsao ? fracaoNaPlanilha(l.previsao.margemA, SEM_RECEITA) : '') },
                { header: 'Margem no término b (%)', value: (l) => (l.previsao ? fracaoNaPlanilha(l.previsao.margemB, SEM_RECEITA) : '') },
                { header: 'Consumido (%)', value: (l) => (l.previsao ? fracaoNaPlanilha(l.previsao.consumido, 'sem orçamento') : '') },
                { header: 'Meses restantes', value: (l) => l.previsao?.mesesRestantes ?? '', numberFormat: '0' },
                { header: 'Status', value: (l) => (l.previsao ? LABELS_STATUS_CARTEIRA[l.previsao.status] : '') },
                { header: 'Situação', value: (l) => (l.recalculando ? (l.previsao ? 'recalculando (valores anteriores)' : 'recalculando (sem projeção)') : 'atual') },
                { header: 'Motivos', value: (l) => l.previsao?.motivos.join('; ') ?? '' },
                { header: 'Causa', value: (l) => l.previsao?.causa ?? '' },
              ]}
            />
          </>
        }
      />
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <Filtro rotulo="Cliente" valor={filtros.cliente} lista={clientes} onChange={(cliente) => setFiltros((f) => ({ ...f, cliente }))} />
          <Filtro rotulo="Líder" valor={filtros.lider} lista={lideres} onChange={(lider) => setFiltros((f) => ({ ...f, lider }))} />
          <Filtro rotulo="Categoria" valor={filtros.categoria} lista={categorias} onChange={(categoria) => setFiltros((f) => ({ ...f, categoria }))} />
        </HStack>
        {limites && (
          <Text fontSize="sm" color="fg.muted">
            {`Em risco: margem no término abaixo de ${formatPercent(limites.margemRisco)} ou custo acima do previsto em mais de ${formatPercent(limites.desvioRisco)}. ` +
              `Atenção: margem abaixo de ${formatPercent(limites.margemAtencao)} ou custo acima do previsto em mais de ${formatPercent(limites.desvioAtencao)}.`}
          </Text>
        )}
        {recalculando > 0 && (
          <Text role="status" fontSize="sm" color="orange.fg" data-testid="aviso-recalculo">
            {avisoDeRecalculo(recalculando)}
          </Text>
        )}
        {estado.error !== null || (estado.loading && linhas.length === 0) ? (
          pendingLoad(estado)
        ) : linhas.length === 0 ? (
          <EmptyState message="Nenhum projeto com planejamento encontrado." />
        ) : (
          <TabelaRolavel>
            <Table.Root size="sm" aria-label="Carteira de projetos" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Projeto</Table.ColumnHeader>
                  <Table.ColumnHeader>Cliente</Table.ColumnHeader>
                  <Table.ColumnHeader>Líder</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Valor de venda</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Margem planejada</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Margem no término (a)</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Margem no término (b)</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Consumido</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Meses restantes</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {linhas.map((l) => (
                  <Table.Row
                    key={l.projeto.chave}
                    cursor="pointer"
                    tabIndex={0}
                    data-recalculando={l.recalculando || undefined}
                    color={l.recalculando ? 'fg.muted' : undefined}
                    title={
                      l.recalculando
                        ? l.previsao
                          ? 'Valores anteriores: a projeção deste projeto está sendo atualizada.'
                          : 'A projeção deste projeto está sendo calculada.'
                        : l.previsao!.causa || l.previsao!.motivos.join('; ')
                    }
                    onClick={() => abrir(l)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') abrir(l);
                    }}
                  >
                    <Table.Cell>{`${l.projeto.chave} - ${l.projeto.nome}`}</Table.Cell>
                    <Table.Cell>{l.projeto.cliente?.nome ?? '-'}</Table.Cell>
                    <Table.Cell>{l.projeto.lider?.nome ?? '-'}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(l.valorVenda)}</Table.Cell>
                    <Table.Cell textAlign="end">{margem(l.margemPlanejada)}</Table.Cell>
                    <Table.Cell textAlign="end">{l.previsao ? margem(l.previsao.margemA) : ''}</Table.Cell>
                    <Table.Cell textAlign="end">{l.previsao ? margem(l.previsao.margemB) : ''}</Table.Cell>
                    <Table.Cell textAlign="end">{l.previsao ? formatPercentSobre(l.previsao.consumido, 'sem orçamento') : ''}</Table.Cell>
                    <Table.Cell textAlign="end">{l.previsao?.mesesRestantes ?? ''}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        {l.previsao && <StatusCarteiraBadge status={l.previsao.status} />}
                        {l.recalculando && (
                          <Badge variant="outline" colorPalette="gray" data-marca={MARCA_RECALCULANDO}>
                            {MARCA_RECALCULANDO}
                          </Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TabelaRolavel>
        )}
      </Stack>
    </Box>
  );
}
