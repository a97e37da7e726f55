import { Alert, Box, Button, Field, Flex, HStack, IconButton, Input, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { errorToText, squadsApi, useEmail, type Squad, type SquadColab, type SquadFuncaoCatalogo } from '@financeiro/api';
import {
  adicionarItem,
  adicionarSprint,
  corpoSalvarSprints,
  definirQuantidade,
  editarSquadSchema,
  formatMoney,
  includesText,
  podeAdicionarSprint,
  podeRemoverSprint,
  removerItem,
  removerSprint,
  SQUAD_LIMITES,
  SQUAD_MESSAGES,
  sprintsDoSquad,
  totalAposRemocao,
  totalSprint,
  totalSquad,
  validate,
  type SprintsEdicao,
} from '@financeiro/domain';
import { ErrorState, IconeExcluir, IntegerInput, LoadingState, NomeField, notify, PageHeader, ROW_ACTIONS_CELL, UNSAVED_CHANGES_MESSAGES, useConfirm, useUnsavedChangesGuard, TabelaRolavel } from '@financeiro/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

type Item = SquadColab;
type Sprints = SprintsEdicao<Item>;

const LISTA = '/simulacoes/my-teams';

/** What a save sends, to tell whether anything changed. */
const assinatura = (nome: string, sprints: Sprints) => JSON.stringify([nome.trim(), corpoSalvarSprints(sprints, 0).sprints]);

/** /simulacoes/my-teams/:id: 'Montagem de Squad' (spec 03 sections 2.4, 4 and 9). */
export function MontagemSquad() {
  const { id: idTexto = '' } = useParams<{ id: string }>();
  const id = Number(idTexto);
  const email = useEmail();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();

  const [squad, setSquad] = useState<Squad | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  /** Bumped by 'Tentar novamente' to load the team again. */
  const [tentativa, setTentativa] = useState(0);
  /** The user's active employee cost simulations (null while loading). */
  const [catalogo, setCatalogo] = useState<SquadFuncaoCatalogo[] | null>(null);
  const [filtro, setFiltro] = useState('');
  const [editando, setEditando] = useState(false);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | null>(null);
  const [sprints, setSprints] = useState<Sprints>([[]]);
  const [aba, setAba] = useState('1');
  const [aposRemocao, setAposRemocao] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const aplicar = useCallback((data: Squad) => {
    setSquad(data);
    setNome(data.nome);
    setSprints(sprintsDoSquad(data));
    setAposRemocao(false);
    setErroNome(null);
    setAba('1');
  }, []);

  useEffect(() => {
    if (!email || !Number.isInteger(id) || id < 1) return undefined;
    let ativo = true;
    squadsApi
      .buscar(email, id)
      .then((data) => ativo && aplicar(data))
      .catch((error) => ativo && setFalha(errorToText(error)));
    squadsApi
      .catalogo(email)
      .then((data) => ativo && setCatalogo(data))
      // The catalogue failure is only logged (spec 03 section 8).
      .catch((error) => ativo && console.error('Falha ao carregar as simulações de custo', error));
    return () => {
      ativo = false;
    };
  }, [email, id, aplicar, tentativa]);

  const sujo = editando && squad !== null && assinatura(nome, sprints) !== assinatura(squad.nome, sprintsDoSquad(squad));
  const { allowNextNavigation } = useUnsavedChangesGuard(sujo, 'edit');

  const indice = Math.min(Number(aba) - 1, sprints.length - 1);
  const total = totalSquad(sprints);
  const totalExibido = aposRemocao ? totalAposRemocao(total) : total;
  const funcoes = useMemo(() => (catalogo ?? []).filter((item) => includesText(item.funcao_nome, filtro)), [catalogo, filtro]);

  const alterar = (proximo: Sprints, removeu: boolean) => {
    setSprints(proximo);
    setAposRemocao(removeu);
  };

  const novaSprint = () => {
    if (!podeAdicionarSprint(sprints.length)) return;
    alterar(adicionarSprint(sprints), false);
    setAba(String(sprints.length + 1));
  };

  const tirarSprint = () => {
    if (!podeRemoverSprint(sprints.length)) return;
    alterar(removerSprint(sprints), true);
    setAba(String(Math.min(Number(aba), sprints.length - 1)));
  };

  const salvar = async () => {
    if (!squad) return;
    setErro(null);
    const validado = validate<{ nome: string }>(editarSquadSchema, { nome });
    if (!validado.ok) {
      setErroNome(validado.errors[0].errorMessage);
      return;
    }
    setSalvando(true);
    try {
      const corpo = corpoSalvarSprints(sprints, squad.quantidade_sprints);
      if (validado.value.nome !== squad.nome) await squadsApi.renomear(email, squad.id, validado.value.nome);
      const { message } = await squadsApi.gravarSprints({ email, squadId: squad.id, sprints: corpo.sprints });
      if (corpo.removidas.length > 0) await squadsApi.removerSprints({ email, squadId: squad.id, sprints: corpo.removidas });
      notify.success(message || SQUAD_MESSAGES.atualizado);
      allowNextNavigation();
      navigate(LISTA);
    } catch (error) {
      const texto = errorToText(error);
      setErro(texto);
      notify.error(texto);
    } finally {
      setSalvando(false);
    }
  };

  const cancelar = async () => {
    if (!editando) {
      navigate(LISTA);
      return;
    }
    if (sujo && !(await confirm({ message: UNSAVED_CHANGES_MESSAGES.edit, confirmLabel: 'Sim', cancelLabel: 'Cancelar' }))) return;
    if (squad) aplicar(squad);
    setErro(null);
    setEditando(false);
  };

  const idValido = Number.isInteger(id) && id >= 1;
  if (falha || !idValido) {
    const tentarNovamente = () => {
      setFalha(null);
      setTentativa((atual) => atual + 1);
    };
    return (
      <Box>
        <PageHeader title="Montagem de Squad" actions={<Button onClick={() => navigate(LISTA)}>Voltar</Button>} />
        {falha ? <ErrorState message={falha} onRetry={tentarNovamente} /> : <Text color="fg.error">{SQUAD_MESSAGES.naoEncontrado}</Text>}
      </Box>
    );
  }
  if (!squad) return <LoadingState />;

  return (
    <Stack gap="4">
      <PageHeader
        title="Montagem de Squad"
        actions={
          <>
            {editando ? (
              <Button colorPalette="brand" onClick={() => void salvar()} loading={salvando}>
                Salvar
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={() => setEditando(true)}>
                Editar
              </Button>
            )}
            <Button variant="outline" onClick={() => void cancelar()} disabled={salvando}>
              Cancelar
            </Button>
          </>
        }
      />
      {erro && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title whiteSpace="pre-line">{erro}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="4" align="start" wrap="wrap">
        <NomeField
          label="Nome do time"
          maxLength={SQUAD_LIMITES.nome}
          counter
          maxW="16rem"
          disabled={!editando}
          value={nome}
          onChange={setNome}
          error={erroNome}
          onClearError={() => setErroNome(null)}
        />
        <Field.Root maxW="16rem" readOnly>
          <Field.Label>Custo total</Field.Label>
          <Input size="sm" readOnly value={formatMoney(totalExibido)} data-testid="custo-total" />
        </Field.Root>
      </HStack>

      <Flex gap="6" align={{ base: 'stretch', lg: 'start' }} direction={{ base: 'column', lg: 'row' }}>
        <Stack as="section" aria-label="Adicionar colaborador" gap="2" minW={{ lg: '26rem' }} borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="semibold">Adicionar colaborador</Text>
          <Input size="sm" placeholder="Filtrar por função" aria-label="Filtrar por função" value={filtro} onChange={(event) => setFiltro(event.target.value)} />
          <TabelaRolavel borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Funções">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Função</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Custo hora</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Custo total</Table.ColumnHeader>
                  {editando && <Table.ColumnHeader {...ROW_ACTIONS_CELL} />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {catalogo !== null && catalogo.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={4} color="fg.muted" data-testid="catalogo-vazio">
                      Você ainda não tem simulações de custo salvas. Cadastre-as em{' '}
                      <Button variant="plain" size="xs" px="0" colorPalette="blue" onClick={() => navigate('/simulacoes/colaboradores')}>
                        Simulações &gt; Colaboradores
                      </Button>{' '}
                      para montar o time.
                    </Table.Cell>
                  </Table.Row>
                ) : funcoes.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={4} color="fg.muted">
                      Nenhuma simulação encontrada.
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  funcoes.map((funcao) => (
                    <Table.Row key={funcao.id} title={`${funcao.regime_sigla} · ${funcao.filial_label}`}>
                      <Table.Cell>{funcao.funcao_nome}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(funcao.custo_hora_colaborador)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(funcao.custo_total)}</Table.Cell>
                      {editando && (
                        <Table.Cell textAlign="end" {...ROW_ACTIONS_CELL}>
                          <IconButton
                            size="xs"
                            variant="outline"
                            aria-label={`Adicionar ${funcao.funcao_nome}`}
                            title={`Adicionar à Sprint ${indice + 1}`}
                            onClick={() => alterar(adicionarItem(sprints, indice, { ...funcao, sprint: indice + 1, quantidade: 0 }), false)}
                          >
                            +
                          </IconButton>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </TabelaRolavel>
        </Stack>

        <Stack flex="1" gap="3" minW="0">
          {editando && (
            <HStack gap="2">
              <Button size="sm" onClick={novaSprint} disabled={!podeAdicionarSprint(sprints.length)}>
                Adicionar Sprint
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={tirarSprint} disabled={!podeRemoverSprint(sprints.length)}>
                Remover Sprint
              </Button>
            </HStack>
          )}
          <Tabs.Root value={String(indice + 1)} onValueChange={(details) => setAba(details.value)} variant="enclosed">
            <Tabs.List aria-label="Sprints">
              {sprints.map((_, i) => (
                <Tabs.Trigger key={i} value={String(i + 1)}>
                  Sprint {i + 1}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={String(indice + 1)}>
              <SprintTabela
                numero={indice + 1}
                itens={sprints[indice] ?? []}
                editando={editando}
                onQuantidade={(item, valor) => alterar(definirQuantidade(sprints, indice, item.id, valor === '' ? 0 : valor), Number(valor || 0) < item.quantidade)}
                onRemover={(item) => alterar(removerItem(sprints, indice, item.id), true)}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </Flex>
      {dialog}
    </Stack>
  );
}

function SprintTabela({
  numero,
  itens,
  editando,
  onQuantidade,
  onRemover,
}: {
  numero: number;
  itens: Item[];
  editando: boolean;
  onQuantidade: (item: Item, valor: string) => void;
  onRemover: (item: Item) => void;
}) {
  return (
    <Stack gap="2">
      <TabelaRolavel borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={`Sprint ${numero}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Função</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Custo hora</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Custo total</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantidade</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Subtotal</Table.ColumnHeader>
              {editando && <Table.ColumnHeader {...ROW_ACTIONS_CELL} />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {itens.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} color="fg.muted">
                  Nenhum colaborador nesta sprint.
                </Table.Cell>
              </Table.Row>
            ) : (
              itens.map((item) => (
                <Table.Row key={item.id}>
                  <Table.Cell>{item.funcao_nome}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.custo_hora_colaborador)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.custo_total)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {editando ? (
                      <IntegerInput
                        size="xs"
                        width="5rem"
                        maxLength={3}
                        textAlign="end"
                        aria-label={`Quantidade ${item.funcao_nome}`}
                        value={String(item.quantidade)}
                        onChange={(value) => onQuantidade(item, value)}
                      />
                    ) : (
                      item.quantidade
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(totalSprint([item]))}</Table.Cell>
                  {editando && (
                    <Table.Cell textAlign="end" {...ROW_ACTIONS_CELL}>
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remover ${item.funcao_nome}`} title="Remover" onClick={() => onRemover(item)}>
                        <IconeExcluir />
                      </IconButton>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </TabelaRolavel>
      <Text textAlign="end" fontWeight="semibold" data-testid="total-sprint">
        Total da Sprint {numero}: {formatMoney(totalSprint(itens))}
      </Text>
    </Stack>
  );
}
