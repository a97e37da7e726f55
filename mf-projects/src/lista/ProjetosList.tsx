import { Box, Button, chakra, Field, Flex, HStack, Input, Stack, Table } from '@chakra-ui/react';
import {
  clientesApi,
  errorToText,
  projetosApi,
  useApi,
  type FiltroProjetos,
  type OrdemProjetos,
  type ProjetoItem,
} from '@financeiro/api';
import { dateCell, formatDate } from '@financeiro/domain';
import { DataTablePagination, exportToXlsx, HelpTour, MultiSelect, notify, PageHeader, pendingLoad, SelectCheckbox, TabelaRolavel } from '@financeiro/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { SelectCampo, useIsAdmin } from '../shared/campos';
import {
  acoesHabilitadas,
  alternarProjeto,
  alternarVisao,
  estadoCabecalho,
  rotaComparacao,
  rotaPlanejamento,
  rotaResultados,
  type Selecao,
} from './selecao';
import { SyncPainel } from './SyncPainel';

export const CLIENTE_SEM_PROJETOS = 'Nenhum projeto encontrado para esse cliente.';
export const TABELA_VAZIA = 'Nenhum item para mostrar';

interface Filtros {
  anos: number[];
  cliente: string;
  lider: string;
  categoria: string;
  texto: string;
}

const FILTROS_VAZIOS: Filtros = { anos: [], cliente: '', lider: '', categoria: '', texto: '' };

interface ListaState {
  filtros: Filtros;
  ordem: OrdemProjetos;
  direcao: 'asc' | 'desc';
  page: number;
  selecao: Selecao;
  set: (partial: Partial<Omit<ListaState, 'set' | 'reset'>>) => void;
  reset: () => void;
}

/** The list's state lives while the remote is loaded: back from Resultados, the selection is still there. */
export const useListaProjetos = create<ListaState>()((set) => ({
  filtros: FILTROS_VAZIOS,
  ordem: 'key',
  direcao: 'asc',
  page: 1,
  selecao: new Map(),
  set: (partial) => set(partial),
  reset: () => set({ filtros: FILTROS_VAZIOS, ordem: 'key', direcao: 'asc', page: 1, selecao: new Map() }),
}));

const COLUNAS: Array<{ key: OrdemProjetos; header: string; cell: (item: ProjetoItem) => string }> = [
  { key: 'key', header: 'Key', cell: (item) => item.key },
  { key: 'name', header: 'Nome', cell: (item) => item.name },
  { key: 'category', header: 'Categoria', cell: (item) => item.category?.name ?? '' },
  { key: 'lead', header: 'Líder', cell: (item) => item.lead?.displayName ?? '' },
  { key: 'lastIssueUpdateTime', header: 'Última atualização', cell: (item) => formatDate(item.lastIssueUpdateTime) },
];

// The last update as a date cell (the screen shows it as dd/MM/yyyy text).
const EXPORT_COLUMNS = COLUNAS.map((coluna) => ({
  header: coluna.header,
  value: coluna.key === 'lastIssueUpdateTime' ? (item: ProjetoItem) => dateCell(item.lastIssueUpdateTime) : coluna.cell,
}));

const AJUDA = [
  {
    title: 'Filtros',
    content:
      'Filtre os projetos pelos anos da última atualização das issues, pelo cliente, pelo líder, pela categoria ou por um texto no nome ou na key. "Limpar filtro" desfaz todos os filtros.',
  },
  {
    title: 'Seleção',
    content:
      'Marque os projetos na primeira coluna. A seleção continua valendo ao trocar de página ou de filtro; a caixa do cabeçalho marca ou desmarca as linhas da página. O aviso acima da tabela mostra quantos projetos estão selecionados.',
  },
  {
    title: 'Ações',
    content:
      'Resultados abre as horas e os custos dos projetos selecionados; Planejamento, a previsão financeira de um único projeto; Comparar Projetos, o painel de comparação de dois ou mais projetos. Exportar gera um xlsx dos selecionados, ou de todos os listados quando nenhum está selecionado.',
  },
];

function toFiltro(filtros: Filtros): FiltroProjetos {
  return {
    anos: filtros.anos,
    cliente: filtros.cliente ? Number(filtros.cliente) : null,
    lider: filtros.lider || null,
    categoria: filtros.categoria ? Number(filtros.categoria) : null,
    texto: filtros.texto,
  };
}

const ARROWS = { asc: '▲', desc: '▼' } as const;

export function ProjetosList() {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const { filtros, ordem, direcao, page, selecao, set } = useListaProjetos();
  const [ajuda, setAjuda] = useState(false);
  const [exportando, setExportando] = useState(false);
  const anos = useApi(() => projetosApi.anos(), []);

  const clientes = useApi(() => clientesApi.listar(), []);
  const categorias = useApi(() => projetosApi.categorias(), []);
  const lideres = useApi(() => projetosApi.lideres(), []);
  const lista = useApi(
    () => projetosApi.listar(page, { ...toFiltro(filtros), ordem, direcao }),
    [page, filtros, ordem, direcao],
  );

  const rows = lista.data?.data ?? [];
  const totalPages = lista.data?.pages ?? 0;
  const selecionados = [...selecao.values()];
  const habilitadas = acoesHabilitadas(selecionados.length);

  const mudarFiltros = (partial: Partial<Filtros>) => set({ filtros: { ...filtros, ...partial }, page: 1 });
  const ordenar = (key: OrdemProjetos) =>
    set({ ordem: key, direcao: ordem === key && direcao === 'asc' ? 'desc' : 'asc', page: 1 });

  const exportar = async () => {
    setExportando(true);
    try {
      const items = selecionados.length > 0 ? selecionados : await projetosApi.todos({ ...toFiltro(filtros), ordem, direcao });
      await exportToXlsx({ fileName: 'projetos', sheetName: 'Projetos', columns: EXPORT_COLUMNS, rows: items });
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setExportando(false);
    }
  };

  const vazio = filtros.cliente ? CLIENTE_SEM_PROJETOS : TABELA_VAZIA;

  return (
    <Stack gap="4">
      <PageHeader
        title="Lista de Projetos"
        onHelp={() => setAjuda(true)}
        actions={
          <>
            <Button colorPalette="brand" disabled={!habilitadas.resultados} onClick={() => navigate(rotaResultados(selecionados))}>
              Resultados
            </Button>
            <Button
              colorPalette="brand"
              variant="outline"
              disabled={!habilitadas.planejamento}
              onClick={() => navigate(rotaPlanejamento(selecionados[0]))}
            >
              Planejamento
            </Button>
            <Button
              colorPalette="brand"
              variant="outline"
              disabled={!habilitadas.comparar}
              onClick={() => navigate(rotaComparacao(selecionados))}
            >
              Comparar Projetos
            </Button>
            <Button variant="outline" colorPalette="brand" loading={exportando} onClick={() => void exportar()}>
              Exportar
            </Button>
          </>
        }
      />
      {isAdmin && <SyncPainel onSincronizado={() => void lista.reload()} />}

      <Flex gap="3" wrap="wrap" align="flex-end" as="form" role="search" aria-label="Filtros" onSubmit={(event) => event.preventDefault()}>
        <MultiSelect
          label="Anos"
          width="8rem"
          maxHeight="7.5rem"
          options={(anos.data ?? []).map((ano) => ({ value: String(ano), label: String(ano) }))}
          value={filtros.anos.map(String)}
          onChange={(valores) => mudarFiltros({ anos: valores.map(Number) })}
          emptyText={anos.data ? 'Nenhum ano.' : 'Carregando...'}
        />
        <SelectCampo
          label="Cliente"
          value={filtros.cliente}
          onChange={(cliente) => mudarFiltros({ cliente })}
          options={(clientes.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
        />
        <SelectCampo
          label="Líder"
          value={filtros.lider}
          onChange={(lider) => mudarFiltros({ lider })}
          options={(lideres.data ?? []).map((item) => ({ value: item.accountId, label: item.displayName }))}
        />
        <SelectCampo
          label="Categoria"
          value={filtros.categoria}
          onChange={(categoria) => mudarFiltros({ categoria })}
          options={(categorias.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
        />
        <Field.Root width="16rem">
          <Field.Label>Buscar por nome ou key</Field.Label>
          <Input size="sm" value={filtros.texto} onChange={(event) => mudarFiltros({ texto: event.target.value })} />
        </Field.Root>
        <Button size="sm" variant="ghost" onClick={() => set({ filtros: FILTROS_VAZIOS, page: 1 })}>
          Limpar filtro
        </Button>
      </Flex>

      <Box role="status" aria-live="polite" bg="brand.subtle" color="brand.fg" px="4" py="2" rounded="md" data-testid="banner-selecao">
        {selecionados.length === 1 ? '1 projeto selecionado' : `${selecionados.length} projetos selecionados`}
        {selecionados.length > 0 && (
          <Button size="xs" variant="plain" ml="3" onClick={() => set({ selecao: new Map() })}>
            Limpar seleção
          </Button>
        )}
      </Box>

      <TabelaRolavel borderWidth="1px" rounded="md" bg="bg">
        {/* Busy from the keystroke that changes the filters until their rows arrive: the rows shown then are the previous filters' and about to move. */}
        <Table.Root size="sm" aria-label="Lista de Projetos" aria-busy={!lista.settled}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader width="1%">
                <SelectCheckbox
                  label="Selecionar todos da página"
                  checked={estadoCabecalho(selecao, rows)}
                  onChange={() => set({ selecao: alternarVisao(selecao, rows) })}
                />
              </Table.ColumnHeader>
              {COLUNAS.map((coluna) => {
                const active = ordem === coluna.key ? direcao : undefined;
                return (
                  <Table.ColumnHeader
                    key={coluna.key}
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  >
                    <chakra.button type="button" display="inline-flex" gap="1" fontWeight="semibold" onClick={() => ordenar(coluna.key)}>
                      {coluna.header}
                      {active && (
                        <chakra.span aria-hidden="true" fontSize="xs" data-testid="sort-arrow">
                          {ARROWS[active]}
                        </chakra.span>
                      )}
                    </chakra.button>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lista.error !== null || (lista.loading && rows.length === 0) ? (
              <Table.Row>
                <Table.Cell colSpan={COLUNAS.length + 1}>{pendingLoad(lista)}</Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUNAS.length + 1} textAlign="center" color="fg.muted" py="6">
                  {vazio}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((item) => (
                <Table.Row key={item.id} aria-selected={selecao.has(item.id)}>
                  <Table.Cell>
                    <SelectCheckbox
                      label={`Selecionar ${item.key}`}
                      checked={selecao.has(item.id)}
                      onChange={(checked) => set({ selecao: alternarProjeto(selecao, item, checked) })}
                    />
                  </Table.Cell>
                  {COLUNAS.map((coluna) => (
                    <Table.Cell key={coluna.key}>{coluna.cell(item)}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </TabelaRolavel>
      <HStack justify="flex-end">
        <DataTablePagination page={Math.min(page, Math.max(1, totalPages))} totalPages={totalPages} onPageChange={(next) => set({ page: next })} />
      </HStack>
      <HelpTour open={ajuda} onClose={() => setAjuda(false)} title="Lista de Projetos" steps={AJUDA} />
    </Stack>
  );
}
