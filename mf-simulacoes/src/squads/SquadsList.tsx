import { Accordion, Button, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { errorToText, squadsApi, useApi, useEmail, type Squad } from '@financeiro/api';
import { formatMoney, novoSquadSchema, SQUAD_LIMITES, SQUAD_MESSAGES, sprintsDoSquad, toDecimal, totalSprint, validate } from '@financeiro/domain';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  exportToXlsx,
  LoadingState,
  pendingLoad,
  ModalDialog,
  NomeField,
  notify,
  PageHeader,
  TabelaRolavel,
} from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { arquivoExportacao, COLUNAS_EXPORTACAO, linhasExportacao } from './exportacao';

const COLUNAS: DataTableColumn<Squad>[] = [
  { key: 'nome', header: 'Nome' },
  {
    key: 'custo_total',
    header: 'Custo total',
    align: 'end',
    accessor: (row) => toDecimal(row.custo_total)?.toNumber() ?? 0,
    render: (row) => formatMoney(row.custo_total),
    filterText: (row) => formatMoney(row.custo_total),
  },
];

/** /simulacoes/my-teams: 'Lista de simulações de times' (spec 03 section 2.4). */
export function SquadsList() {
  const email = useEmail();
  const navigate = useNavigate();
  const squads = useApi(() => (email ? squadsApi.listar(email) : Promise.resolve([])), [email]);
  const [novo, setNovo] = useState(false);
  const [aberto, setAberto] = useState<Squad | null>(null);

  return (
    <Stack gap="4">
      <PageHeader
        title="Lista de simulações de times"
        actions={
          <Button colorPalette="brand" onClick={() => setNovo(true)}>
            Novo time
          </Button>
        }
      />
      {pendingLoad(squads, { keepData: true }) ?? (
        <DataTable aria-label="Times" columns={COLUNAS} data={squads.data ?? []} getRowId={(row) => row.id} onRowClick={setAberto} />
      )}
      <NovoTimeDialog
        open={novo}
        email={email}
        onClose={() => setNovo(false)}
        onCriado={(squad) => {
          setNovo(false);
          navigate(`/simulacoes/my-teams/${squad.id}`);
        }}
      />
      <SquadDialog
        squad={aberto}
        email={email}
        onClose={() => setAberto(null)}
        onEditar={(squad) => navigate(`/simulacoes/my-teams/${squad.id}`)}
        onExcluido={() => {
          setAberto(null);
          void squads.reload();
        }}
      />
    </Stack>
  );
}

/** 'Novo time': asks the name (required, at most 10 characters) and creates the team. */
function NovoTimeDialog({ open, email, onClose, onCriado }: { open: boolean; email: string; onClose: () => void; onCriado: (squad: Squad) => void }) {
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);

  useEffect(() => {
    if (open) {
      setNome('');
      setErro(null);
    }
  }, [open]);

  const criar = async () => {
    const resultado = validate<{ nome: string }>(novoSquadSchema, { nome });
    if (!resultado.ok) return setErro(resultado.errors[0].errorMessage);
    setSalvando(true);
    try {
      onCriado(await squadsApi.criar(email, resultado.value.nome));
    } catch (error) {
      // Spec 03 section 8: a failed team creation is swallowed without a message.
      console.error('Falha ao criar o time', error);
      onClose();
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Novo time</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="novo-time"
                onSubmit={(event) => {
                  event.preventDefault();
                  void criar();
                }}
              >
                <NomeField label="Nome do time" maxLength={SQUAD_LIMITES.nome} counter value={nome} onChange={setNome} error={erro} onClearError={() => setErro(null)} />
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={salvando}>
                Cancelar
              </Button>
              <Button colorPalette="brand" type="submit" form="novo-time" loading={salvando}>
                Criar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Row-click modal: the team per sprint (accordion), Exportar, Editar and Excluir. */
function SquadDialog({
  squad,
  email,
  onClose,
  onEditar,
  onExcluido,
}: {
  squad: Squad | null;
  email: string;
  onClose: () => void;
  onEditar: (squad: Squad) => void;
  onExcluido: () => void;
}) {
  const [detalhe, setDetalhe] = useState<Squad | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [excluindo, setExcluindo] = useState(false);

  useEffect(() => {
    if (!squad) return undefined;
    let ativo = true;
    setDetalhe(null);
    setErro(null);
    squadsApi
      .buscar(email, squad.id)
      .then((data) => ativo && setDetalhe(data))
      .catch((error) => ativo && setErro(errorToText(error)));
    return () => {
      ativo = false;
    };
  }, [squad, email]);

  const atual = detalhe ?? squad;
  const sprints = atual ? sprintsDoSquad(atual) : [];

  const excluir = async () => {
    if (!atual) return;
    setExcluindo(true);
    try {
      await squadsApi.excluir(email, atual.id);
    } catch (error) {
      // Spec 03 section 8: a failed deletion is swallowed without a message.
      console.error('Falha ao excluir o time', error);
    } finally {
      setExcluindo(false);
      setConfirmar(false);
      onExcluido();
    }
  };

  const exportar = async () => {
    if (!detalhe) return;
    try {
      await exportToXlsx({ fileName: arquivoExportacao(detalhe), sheetName: detalhe.nome, columns: COLUNAS_EXPORTACAO, rows: linhasExportacao(detalhe) });
    } catch (error) {
      notify.error(errorToText(error));
    }
  };

  return (
    <>
      <ModalDialog
        open={Boolean(squad) && !confirmar}
        onClose={onClose}
        size="lg"
        title={atual?.nome}
        footer={
          <>
            <Button variant="outline" colorPalette="brand" onClick={exportar} disabled={!detalhe}>
              Exportar
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmar(true)}>
              Excluir
            </Button>
            <Button colorPalette="brand" onClick={() => atual && onEditar(atual)}>
              Editar
            </Button>
          </>
        }
      >
        {atual && (
          <Stack gap="3">
            <Text fontWeight="semibold" data-testid="squad-total">
              Custo total: {formatMoney(atual.custo_total)}
            </Text>
            {erro && <Text color="fg.error">{erro}</Text>}
            {!detalhe && !erro ? (
              <LoadingState />
            ) : (
              <Accordion.Root multiple collapsible defaultValue={['1']}>
                {sprints.map((colabs, i) => (
                  <Accordion.Item key={i} value={String(i + 1)}>
                    <Accordion.ItemTrigger>
                      <HStack flex="1" justify="space-between">
                        <Text>Sprint {i + 1}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {formatMoney(totalSprint(colabs))}
                        </Text>
                      </HStack>
                      <Accordion.ItemIndicator />
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody>
                        {colabs.length === 0 ? (
                          <Text color="fg.muted">Nenhum colaborador nesta sprint.</Text>
                        ) : (
                          <TabelaRolavel>
                            <Table.Root size="sm" aria-label={`Colaboradores da Sprint ${i + 1}`}>
                              <Table.Header>
                                <Table.Row>
                                  <Table.ColumnHeader>Função</Table.ColumnHeader>
                                  <Table.ColumnHeader textAlign="end">Quantidade</Table.ColumnHeader>
                                  <Table.ColumnHeader textAlign="end">Custo hora</Table.ColumnHeader>
                                  <Table.ColumnHeader textAlign="end">Custo total</Table.ColumnHeader>
                                </Table.Row>
                              </Table.Header>
                              <Table.Body>
                                {colabs.map((colab) => (
                                  <Table.Row key={colab.id}>
                                    <Table.Cell>{colab.funcao_nome}</Table.Cell>
                                    <Table.Cell textAlign="end">{colab.quantidade}</Table.Cell>
                                    <Table.Cell textAlign="end">{formatMoney(colab.custo_hora_colaborador)}</Table.Cell>
                                    <Table.Cell textAlign="end">{formatMoney(colab.custo_total)}</Table.Cell>
                                  </Table.Row>
                                ))}
                              </Table.Body>
                            </Table.Root>
                          </TabelaRolavel>
                        )}
                      </Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            )}
          </Stack>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={confirmar}
        message={SQUAD_MESSAGES.excluir(atual?.nome ?? '')}
        confirmLabel="Sim"
        cancelLabel="Cancelar"
        confirmColorPalette="red"
        loading={excluindo}
        onConfirm={() => void excluir()}
        onCancel={() => setConfirmar(false)}
      />
    </>
  );
}
