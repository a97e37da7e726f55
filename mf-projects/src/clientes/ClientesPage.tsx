import { Alert, Badge, Button, chakra, CloseButton, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { clientesApi, errorToText, projetosApi, useApi, type Cliente, type ProjetoItem } from '@financeiro/api';
import { clienteSchema, PROJETO_LIMITES, PROJETO_MESSAGES, renomearClienteSchema } from '@financeiro/domain';
import { confirmLeave, FormikTextField, ModalDialog, MultiSelect, notify, ROW_ACTIONS_CELL, PageHeader, pendingLoad, useConfirm, useUnsavedChangesGuard, TabelaRolavel } from '@financeiro/ui';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';

export const CLIENTES_TEXTOS = {
  titulo: 'Clientes',
  novo: 'Novo cliente',
  vazio: 'Nenhum cliente cadastrado.',
  semProjetos: 'Nenhum projeto associado.',
  ajudaProjetos: 'Marque um ou mais projetos. Um projeto que já tem cliente passa para este.',
  desassociarTitulo: 'Desassociar projeto',
  desassociar: (projeto: string, cliente: string) => `Tem certeza que deseja desassociar o projeto ${projeto} do cliente ${cliente}?`,
  associados: (quantidade: number) => (quantidade === 1 ? '1 projeto associado ao cliente.' : `${quantidade} projetos associados ao cliente.`),
} as const;

/** The projects of each client, from the project list (a project has at most one client). */
function projetosPorCliente(projetos: readonly ProjetoItem[]): Map<number, ProjetoItem[]> {
  const mapa = new Map<number, ProjetoItem[]>();
  for (const projeto of projetos) {
    for (const cliente of projeto.clients) mapa.set(cliente.id, [...(mapa.get(cliente.id) ?? []), projeto]);
  }
  return mapa;
}

const rotuloProjeto = (projeto: ProjetoItem) =>
  projeto.clients.length ? `${projeto.key} — ${projeto.name} (cliente atual: ${projeto.clients.map((c) => c.name).join(', ')})` : `${projeto.key} — ${projeto.name}`;

/** The projects to link, ticked one by one (keys as values): the shared multi-select, by touch or keyboard. */
function ProjetosSelect({ projetos, value, onChange }: { projetos: readonly ProjetoItem[]; value: string[]; onChange: (keys: string[]) => void }) {
  return (
    <MultiSelect
      label="Projetos"
      options={projetos.map((projeto) => ({ value: projeto.key, label: rotuloProjeto(projeto) }))}
      value={value}
      onChange={onChange}
      helperText={CLIENTES_TEXTOS.ajudaProjetos}
      emptyText="Nenhum projeto."
    />
  );
}

function ErroApi({ mensagem }: { mensagem: string | null }) {
  if (!mensagem) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{mensagem}</Alert.Title>
    </Alert.Root>
  );
}

/** 'Novo cliente': name, key and projects, created in one request (one transaction on the server). */
function NovoClienteDialog({ projetos, onClose, onSaved }: { projetos: readonly ProjetoItem[]; onClose: () => void; onSaved: () => void }) {
  const [erro, setErro] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { name: '', key: '', projetos: [] as string[] },
    validationSchema: clienteSchema,
    onSubmit: async (values) => {
      setErro(null);
      try {
        const criado = await clientesApi.criarComProjetos({ name: values.name.trim(), key: values.key.trim() }, values.projetos);
        notify.success(PROJETO_MESSAGES.clienteCriado(criado.name));
        form.resetForm();
        onSaved();
      } catch (error) {
        setErro(errorToText(error));
      }
    },
  });
  useUnsavedChangesGuard(form.dirty, 'new');
  const fechar = () => {
    if (confirmLeave('new', form.dirty)) onClose();
  };
  return (
    <ModalDialog
      open
      onClose={fechar}
      title={CLIENTES_TEXTOS.novo}
      busy={form.isSubmitting}
      footer={<CancelarSalvar formId="form-novo-cliente" salvando={form.isSubmitting} onCancelar={fechar} />}
    >
      <chakra.form id="form-novo-cliente" noValidate onSubmit={form.handleSubmit}>
        <Stack gap="4">
          <ErroApi mensagem={erro} />
          <FormikTextField form={form} name="name" label="Nome" required maxLength={PROJETO_LIMITES.nomeCliente} />
          <FormikTextField form={form} name="key" label="Chave" required maxLength={PROJETO_LIMITES.chaveCliente} textTransform="uppercase" />
          <ProjetosSelect projetos={projetos} value={form.values.projetos} onChange={(keys) => void form.setFieldValue('projetos', keys)} />
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}

function RenomearDialog({ cliente, onClose, onSaved }: { cliente: Cliente; onClose: () => void; onSaved: () => void }) {
  const [erro, setErro] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { name: cliente.name },
    validationSchema: renomearClienteSchema,
    onSubmit: async (values) => {
      setErro(null);
      try {
        const { message } = await clientesApi.renomear(cliente.id, values.name.trim());
        notify.success(message);
        form.resetForm({ values });
        onSaved();
      } catch (error) {
        setErro(errorToText(error));
      }
    },
  });
  useUnsavedChangesGuard(form.dirty, 'edit');
  const fechar = () => {
    if (confirmLeave('edit', form.dirty)) onClose();
  };
  return (
    <ModalDialog
      open
      onClose={fechar}
      title={`Renomear cliente ${cliente.key}`}
      busy={form.isSubmitting}
      footer={<CancelarSalvar formId="form-renomear-cliente" salvando={form.isSubmitting} onCancelar={fechar} />}
    >
      <chakra.form id="form-renomear-cliente" noValidate onSubmit={form.handleSubmit}>
        <Stack gap="4">
          <ErroApi mensagem={erro} />
          <FormikTextField form={form} name="name" label="Nome" required maxLength={PROJETO_LIMITES.nomeCliente} />
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}

/** The footer of the clients' form dialogs: Cancelar, and Salvar submitting the form `formId`. */
function CancelarSalvar({ formId, salvando, onCancelar }: { formId: string; salvando: boolean; onCancelar: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={onCancelar} disabled={salvando}>
        Cancelar
      </Button>
      <Button colorPalette="brand" type="submit" form={formId} loading={salvando}>
        Salvar
      </Button>
    </>
  );
}

export const SELECIONE_PROJETO = 'Selecione ao menos um projeto.';

function AssociarDialog({
  cliente,
  projetos,
  onClose,
  onSaved,
}: {
  cliente: Cliente;
  projetos: readonly ProjetoItem[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [chaves, setChaves] = useState<string[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const outros = projetos.filter((projeto) => !projeto.clients.some((c) => c.id === cliente.id));
  const dirty = chaves.length > 0;
  useUnsavedChangesGuard(dirty, 'edit');
  const fechar = () => {
    if (confirmLeave('edit', dirty)) onClose();
  };
  const salvar = async () => {
    if (!chaves.length) {
      setErro(SELECIONE_PROJETO);
      return;
    }
    setErro(null);
    setSalvando(true);
    try {
      await clientesApi.associar(cliente.id, chaves);
      notify.success(CLIENTES_TEXTOS.associados(chaves.length));
      setChaves([]);
      onSaved();
    } catch (error) {
      setErro(errorToText(error));
    } finally {
      setSalvando(false);
    }
  };
  return (
    <ModalDialog
      open
      onClose={fechar}
      title={`Associar projetos ao cliente ${cliente.name}`}
      busy={salvando}
      footer={
        <>
          <Button variant="outline" onClick={fechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button colorPalette="brand" onClick={() => void salvar()} loading={salvando}>
            Associar
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <ErroApi mensagem={erro} />
        <ProjetosSelect projetos={outros} value={chaves} onChange={setChaves} />
      </Stack>
    </ModalDialog>
  );
}

type Dialogo = { tipo: 'novo' } | { tipo: 'renomear'; cliente: Cliente } | { tipo: 'associar'; cliente: Cliente } | null;

/** Projetos › Clientes: the clients with their projects; create, rename, associate and dissociate projects. */
export function ClientesPage() {
  const clientes = useApi(() => clientesApi.listar(), []);
  const projetos = useApi(() => projetosApi.todos(), []);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const { confirm, dialog: confirmacao } = useConfirm();
  const porCliente = useMemo(() => projetosPorCliente(projetos.data ?? []), [projetos.data]);
  const todosProjetos = projetos.data ?? [];

  const recarregar = async () => {
    await Promise.all([clientes.reload(), projetos.reload()]);
  };
  const salvo = () => {
    setDialogo(null);
    void recarregar();
  };

  const desassociar = async (cliente: Cliente, projeto: ProjetoItem) => {
    const ok = await confirm({
      title: CLIENTES_TEXTOS.desassociarTitulo,
      message: CLIENTES_TEXTOS.desassociar(projeto.key, cliente.name),
      confirmColorPalette: 'red',
    });
    if (!ok) return;
    try {
      notify.success(await clientesApi.desassociar(cliente.id, projeto.key));
      await recarregar();
    } catch (error) {
      notify.error(errorToText(error));
    }
  };

  const carregando = pendingLoad({ ...clientes, reload: recarregar }) ?? pendingLoad({ ...projetos, reload: recarregar });

  return (
    <Stack gap="4">
      <PageHeader
        title={CLIENTES_TEXTOS.titulo}
        actions={
          <Button colorPalette="brand" onClick={() => setDialogo({ tipo: 'novo' })} disabled={!projetos.data}>
            {CLIENTES_TEXTOS.novo}
          </Button>
        }
      />
      {carregando ?? (
        <TabelaRolavel borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" aria-label="Clientes">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Nome</Table.ColumnHeader>
                <Table.ColumnHeader>Chave</Table.ColumnHeader>
                <Table.ColumnHeader>Projetos</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...ROW_ACTIONS_CELL} bg="bg.muted">
                  Ações
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(clientes.data ?? []).length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="6">
                    {CLIENTES_TEXTOS.vazio}
                  </Table.Cell>
                </Table.Row>
              ) : (
                (clientes.data ?? []).map((cliente) => {
                  const doCliente = porCliente.get(cliente.id) ?? [];
                  return (
                    <Table.Row key={cliente.id} aria-label={cliente.name}>
                      <Table.Cell fontWeight="medium">{cliente.name}</Table.Cell>
                      <Table.Cell>{cliente.key}</Table.Cell>
                      <Table.Cell>
                        {doCliente.length === 0 ? (
                          <Text color="fg.muted" fontSize="sm">
                            {CLIENTES_TEXTOS.semProjetos}
                          </Text>
                        ) : (
                          <Flex wrap="wrap" gap="1.5" as="ul" listStyle="none" aria-label={`Projetos de ${cliente.name}`}>
                            {doCliente.map((projeto) => (
                              <Badge as="li" key={projeto.id} variant="subtle" colorPalette="brand" size="md" title={projeto.name} pe="0">
                                {projeto.key}
                                <CloseButton
                                  size="2xs"
                                  variant="ghost"
                                  aria-label={`Desassociar ${projeto.key} de ${cliente.name}`}
                                  onClick={() => void desassociar(cliente, projeto)}
                                />
                              </Badge>
                            ))}
                          </Flex>
                        )}
                      </Table.Cell>
                      <Table.Cell {...ROW_ACTIONS_CELL}>
                        {/* One above the other on a phone: a narrow pinned column. */}
                        <Stack direction={{ base: 'column', md: 'row' }} justify="flex-end" align="stretch" gap="2">
                          <Button size="xs" variant="outline" onClick={() => setDialogo({ tipo: 'associar', cliente })}>
                            Associar projetos
                          </Button>
                          <Button size="xs" variant="outline" onClick={() => setDialogo({ tipo: 'renomear', cliente })}>
                            Renomear
                          </Button>
                        </Stack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      )}
      {dialogo?.tipo === 'novo' && <NovoClienteDialog projetos={todosProjetos} onClose={() => setDialogo(null)} onSaved={salvo} />}
      {dialogo?.tipo === 'renomear' && <RenomearDialog cliente={dialogo.cliente} onClose={() => setDialogo(null)} onSaved={salvo} />}
      {dialogo?.tipo === 'associar' && (
        <AssociarDialog
          cliente={dialogo.cliente}
          projetos={todosProjetos}
          onClose={() => setDialogo(null)}
          onSaved={salvo}
        />
      )}
      {confirmacao}
    </Stack>
  );
}
