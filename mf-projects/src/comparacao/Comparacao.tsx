import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { errorToText, projetosApi, type ItemComparacao } from '@financeiro/api';
import {
  erroPeriodo,
  firstDayOfMonth,
  fimComparacao,
  formatHours,
  formatMoney,
  lastDayOfMonth,
  segundosEmHoras,
  todayInSaoPaulo,
} from '@financeiro/domain';
import {
  BarChart,
  DateInput,
  EmptyState,
  exportToXlsx,
  HelpTour,
  larguraGraficos,
  LoadingState,
  pendingLoad,
  ModalDialog,
  PageHeader,
  PieChart,
  SelectCheckbox,
  TabelaRolavel,
} from '@financeiro/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ERRO_DADOS, ERRO_GRAFICO } from '../detalhe/ComparacaoCustos';
import { SelectCampo } from '../shared/campos';
import { lerProjetosDaRota } from '../shared/rotas';
import {
  adicionarGrupo,
  grupoDoProjeto,
  gruposIniciais,
  itensDosGrupos,
  MAX_GRUPOS,
  moverProjeto,
  podeAdicionarGrupo,
  podeRemoverGrupo,
  removerGrupo,
  type Grupo,
} from './grupos';

/** The dashboard options of spec 01 section 2.3 (custoTotal, custoHH, timeSpentTotal), all offered. */
export type Metrica = 'custoTotal' | 'custoHH' | 'timeSpentTotal';
const METRICAS: Array<{ value: Metrica; label: string }> = [
  { value: 'custoTotal', label: 'Valor faturado' },
  { value: 'custoHH', label: 'Custo HH' },
  { value: 'timeSpentTotal', label: 'Tempo total' },
];

function valorDaMetrica(item: ItemComparacao, metrica: Metrica): number {
  if (metrica === 'timeSpentTotal') return segundosEmHoras(item.timeSpentTotal);
  return Number(item[metrica]);
}

const EXPORT_COLUMNS = [
  { header: 'Nome', value: (item: ItemComparacao) => item.name },
  { header: 'Tempo total (h)', value: (item: ItemComparacao) => segundosEmHoras(item.timeSpentTotal) },
  { header: 'Tempo faturável (h)', value: (item: ItemComparacao) => segundosEmHoras(item.timeSpentBillable) },
  { header: 'Custo HH total', value: (item: ItemComparacao) => Number(item.custoHH) },
  { header: 'Custo total', value: (item: ItemComparacao) => Number(item.custoTotal) },
];

const AJUDA = [
  {
    title: 'Período',
    content:
      'Escolha a data inicial e a final e clique em Filtrar. Uma data inicial no dia 1 sem data final compara o mês inteiro.',
  },
  {
    title: 'Separar Projetos',
    content: `Agrupe os projetos (até ${MAX_GRUPOS} grupos) e escolha quais grupos aparecem no gráfico. Um grupo pode ser removido enquanto houver mais de 2.`,
  },
  {
    title: 'Gráfico e exportação',
    content: 'Escolha pizza ou barras e a métrica (Valor faturado ou Tempo total). Exportar gera uma planilha com os itens comparados.',
  },
];

export function Comparacao() {
  const params = useParams();
  const rota = useMemo(() => lerProjetosDaRota(params.keys, params.ids), [params.keys, params.ids]);
  if (!rota || rota.keys.length < 2) return <Navigate to="/projetos" replace />;
  return <Painel key={`${params.keys}/${params.ids}`} keys={rota.keys} ids={rota.ids} />;
}

function Painel({ keys, ids }: { keys: string[]; ids: number[] }) {
  const hoje = todayInSaoPaulo();
  const [campos, setCampos] = useState({ inicio: firstDayOfMonth(hoje), fim: lastDayOfMonth(hoje) });
  const [periodo, setPeriodo] = useState(campos);
  const [itens, setItens] = useState<ItemComparacao[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [carregando, setCarregando] = useState(true);
  const [grupos, setGrupos] = useState<Grupo[]>(() => gruposIniciais(keys));
  const [separar, setSeparar] = useState(false);
  const [tipo, setTipo] = useState<'pizza' | 'barras'>('pizza');
  const [metrica, setMetrica] = useState<Metrica>('custoTotal');
  const [ajuda, setAjuda] = useState(false);

  const pares = useMemo(() => keys.map((key, index) => ({ key, id: ids[index] })), [keys, ids]);

  const carregar = useCallback(async () => {
    setCarregando(true);
    setErro(null);
    try {
      setItens(await projetosApi.comparacao(pares, periodo.inicio, periodo.fim));
    } catch (error) {
      setItens(null);
      setErro(errorToText(error));
    } finally {
      setCarregando(false);
    }
  }, [pares, periodo]);

  useEffect(() => {
    void carregar();
  }, [carregar]);

  const comparados = useMemo(() => (itens ? itensDosGrupos(grupos, itens) : []), [grupos, itens]);
  const noGrafico = comparados.filter((item) => item.checked);
  const erroFiltro = erroPeriodo(campos.inicio, campos.fim);
  const [filtroTentado, setFiltroTentado] = useState(false);
  const moeda = metrica !== 'timeSpentTotal';
  const rotulo = METRICAS.find((item) => item.value === metrica)?.label ?? '';

  const filtrar = () => {
    if (campos.inicio === periodo.inicio && campos.fim === periodo.fim) void carregar();
    else setPeriodo({ ...campos });
  };

  const grafico = () => {
    // The spec's text for a failed load, with 'Tentar novamente'.
    const pending = pendingLoad({ data: itens ?? undefined, loading: carregando, error: erro === null ? null : ERRO_DADOS, reload: carregar });
    if (pending) return pending;
    if (!itens) return <LoadingState />;
    const dados = noGrafico.map((item) => ({ nome: item.name, valor: valorDaMetrica(item, metrica) }));
    if (dados.length === 0 || dados.some((item) => !Number.isFinite(item.valor))) return <EmptyState message={ERRO_GRAFICO} />;
    return tipo === 'pizza' ? (
      <PieChart
        data={dados.map((item) => ({ id: item.nome, label: item.nome, value: item.valor }))}
        valueFormat={moeda ? 'money' : 'number'}
        width={larguraGraficos()}
        ariaLabel={`${rotulo} por projeto (pizza)`}
        emptyMessage={ERRO_GRAFICO}
      />
    ) : (
      <BarChart
        data={dados.map((item) => ({ nome: item.nome, [rotulo]: item.valor }))}
        keys={[rotulo]}
        indexBy="nome"
        valueFormat={moeda ? 'money' : 'number'}
        width={larguraGraficos()}
        ariaLabel={`${rotulo} por projeto (barras)`}
        emptyMessage={ERRO_GRAFICO}
      />
    );
  };

  return (
    <Stack gap="5">
      <PageHeader title="Projeto Dashboard" onHelp={() => setAjuda(true)} />
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Data inicial</Field.Label>
          <DateInput value={campos.inicio} onChange={(inicio) => setCampos((current) => ({ inicio, fim: fimComparacao(inicio, current.fim) }))} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Data final</Field.Label>
          <DateInput
            value={campos.fim}
            onChange={(fim) => setCampos((current) => ({ ...current, fim: fim === '' ? '' : fim }))}
          />
        </Field.Root>
        <Button
          colorPalette="brand"
          onClick={() => {
            setFiltroTentado(true);
            if (!erroFiltro) filtrar();
          }}
        >
          Filtrar
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={comparados.length === 0}
          onClick={() => void exportToXlsx({ fileName: 'comparacao-projetos', sheetName: 'Comparação de projetos', columns: EXPORT_COLUMNS, rows: comparados })}
        >
          Exportar
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={() => setSeparar(true)}>
          Separar Projetos
        </Button>
      </Flex>
      {filtroTentado && erroFiltro && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {erroFiltro}
        </Text>
      )}
      <HStack gap="3" wrap="wrap" align="flex-end">
        <SelectCampo
          label="Tipo de gráfico"
          value={tipo}
          vazio={null}
          onChange={(value) => setTipo(value as 'pizza' | 'barras')}
          options={[
            { value: 'pizza', label: 'Pizza' },
            { value: 'barras', label: 'Barras' },
          ]}
        />
        <SelectCampo label="Métrica" value={metrica} vazio={null} onChange={(value) => setMetrica(value as Metrica)} options={METRICAS} />
      </HStack>
      <Box borderWidth="1px" rounded="md" p="3" bg="bg">
        {grafico()}
      </Box>
      {itens && (
        <TabelaRolavel>
          <Table.Root size="sm" aria-label="Projetos comparados">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="1%" />
                <Table.ColumnHeader>Nome</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tempo total</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tempo faturável</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Custo HH</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Custo total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {comparados.map((item) => (
                <Table.Row key={item.name}>
                  <Table.Cell>
                    <SelectCheckbox
                      label={`Mostrar ${item.name} no gráfico`}
                      checked={item.checked}
                      onChange={(checked) => setGrupos((current) => current.map((grupo) => (grupo.nome === item.name ? { ...grupo, marcado: checked } : grupo)))}
                    />
                  </Table.Cell>
                  <Table.Cell>{item.name}</Table.Cell>
                  <Table.Cell textAlign="end">{formatHours(segundosEmHoras(item.timeSpentTotal))}</Table.Cell>
                  <Table.Cell textAlign="end">{formatHours(segundosEmHoras(item.timeSpentBillable))}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.custoHH)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.custoTotal)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      )}
      <SepararDialog open={separar} keys={keys} grupos={grupos} onClose={() => setSeparar(false)} onAplicar={setGrupos} />
      <HelpTour open={ajuda} onClose={() => setAjuda(false)} title="Projeto Dashboard" steps={AJUDA} />
    </Stack>
  );
}

function SepararDialog({
  open,
  keys,
  grupos,
  onClose,
  onAplicar,
}: {
  open: boolean;
  keys: string[];
  grupos: Grupo[];
  onClose: () => void;
  onAplicar: (grupos: Grupo[]) => void;
}) {
  const [rascunho, setRascunho] = useState(grupos);
  useEffect(() => {
    if (open) setRascunho(grupos);
  }, [open, grupos]);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      title="Separar Projetos"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => {
              onAplicar(rascunho.map((grupo, index) => ({ ...grupo, nome: grupo.nome.trim() || `Grupo ${index + 1}` })));
              onClose();
            }}
          >
            Aplicar
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Box>
          {rascunho.map((grupo, index) => (
            <HStack key={index} mb="2">
              <Input
                size="sm"
                aria-label={`Nome do grupo ${index + 1}`}
                value={grupo.nome}
                maxLength={40}
                onChange={(event) =>
                  setRascunho((current) => current.map((item, i) => (i === index ? { ...item, nome: event.target.value } : item)))
                }
              />
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remover grupo ${index + 1}`}
                disabled={!podeRemoverGrupo(rascunho)}
                onClick={() => setRascunho((current) => removerGrupo(current, index))}
              >
                Remover
              </Button>
            </HStack>
          ))}
          <Button size="sm" variant="outline" disabled={!podeAdicionarGrupo(rascunho)} onClick={() => setRascunho(adicionarGrupo)}>
            Adicionar grupo
          </Button>
        </Box>
        <TabelaRolavel>
          <Table.Root size="sm" aria-label="Projetos e grupos">
            <Table.Body>
              {keys.map((key) => (
                <Table.Row key={key}>
                  <Table.Cell>{key}</Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={`Grupo de ${key}`}
                        value={String(grupoDoProjeto(rascunho, key))}
                        onChange={(event) => setRascunho((current) => moverProjeto(current, key, Number(event.target.value)))}
                      >
                        {rascunho.map((grupo, index) => (
                          <option key={index} value={index}>
                            {grupo.nome || `Grupo ${index + 1}`}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      </Stack>
    </ModalDialog>
  );
}
