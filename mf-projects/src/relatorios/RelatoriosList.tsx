import { Button, Dialog, Field, HStack, IconButton, Input, Portal, Stack } from '@chakra-ui/react';
import { margemApi, useApi, useEmail, type RelatorioMargem } from '@financeiro/api';
import { formatDate, includesText } from '@financeiro/domain';
import { ConfirmDialog, DataTable, type DataTableColumn, HelpTour, IconeEditar, IconeExcluir, IconeVisualizar, ModalDialog, NomeField, notify, PageHeader, pendingLoad, ResumoRelatorio, useExclusao } from '@financeiro/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOME_OBRIGATORIO, NOME_REPETIDO } from '../margem/MargemDialog';

export const ERRO_RENOMEAR = 'Não foi possível alterar o nome do relatório.';

const AJUDA = [
  { title: 'Relatórios', content: 'Aqui ficam os relatórios de margem que você salvou, um por projeto e mês.' },
  { title: 'Filtro', content: 'O campo de busca filtra a tabela por qualquer coluna.' },
  {
    title: 'Opções',
    content: 'Clique numa linha para ver o resumo. Nas opções: visualizar o relatório, renomear (o nome deve ser único) ou excluir.',
  },
];

export function RelatoriosList() {
  const email = useEmail();
  const navigate = useNavigate();
  const relatorios = useApi(() => (email ? margemApi.listar(email) : Promise.resolve([])), [email]);
  const [texto, setTexto] = useState('');
  const [resumo, setResumo] = useState<RelatorioMargem | null>(null);
  const [renomear, setRenomear] = useState<RelatorioMargem | null>(null);
  const [ajuda, setAjuda] = useState(false);

  const exclusao = useExclusao(
    (item: RelatorioMargem) => margemApi.alterarAtivo(email, item.id, false),
    () => relatorios.reload(),
  );

  const linhas = useMemo(() => {
    const todos = relatorios.data ?? [];
    if (texto.trim() === '') return todos;
    return todos.filter((item) =>
      [item.nome, item.projeto, formatDate(item.periodo_inicial), formatDate(item.periodo_fim)].some((value) => includesText(value, texto)),
    );
  }, [relatorios.data, texto]);

  const colunas: DataTableColumn<RelatorioMargem>[] = [
    { key: 'nome', header: 'Nome' },
    { key: 'projeto', header: 'Projeto' },
    { key: 'periodo_inicial', header: 'Período Inicial', render: (row) => formatDate(row.periodo_inicial) },
    { key: 'periodo_fim', header: 'Período Final', render: (row) => formatDate(row.periodo_fim) },
    {
      key: 'opcoes',
      header: 'Opções',
      sortable: false,
      filterable: false,
      rowActions: true,
      render: (row) => (
        <HStack gap="1" onClick={(event) => event.stopPropagation()}>
          <IconButton size="xs" variant="ghost" aria-label={`Visualizar ${row.nome}`} title="Visualizar" onClick={() => navigate(`/projetos/meus/relatorios/margem/${row.id}`)}>
            <IconeVisualizar />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`Renomear ${row.nome}`} title="Renomear" onClick={() => setRenomear(row)}>
            <IconeEditar />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Excluir ${row.nome}`} title="Excluir" onClick={() => exclusao.pedir(row)}>
            <IconeExcluir />
          </IconButton>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title="Relatórios" onHelp={() => setAjuda(true)} />
      <Field.Root maxW="24rem">
        <Field.Label>Buscar</Field.Label>
        <Input size="sm" value={texto} onChange={(event) => setTexto(event.target.value)} />
      </Field.Root>
      {pendingLoad(relatorios, { keepData: true }) ?? (
        <DataTable aria-label="Relatórios" columns={colunas} data={linhas} getRowId={(row) => row.id} onRowClick={setResumo} showFilters={false} />
      )}

      <ModalDialog
        open={Boolean(resumo)}
        onClose={() => setResumo(null)}
        size="lg"
        title={resumo?.nome}
      >
        {resumo && <ResumoRelatorio relatorio={resumo} />}
      </ModalDialog>

      <RenomearDialog
        relatorio={renomear}
        onClose={() => setRenomear(null)}
        onRenomeado={() => {
          setRenomear(null);
          void relatorios.reload();
        }}
      />
      <ConfirmDialog
        open={Boolean(exclusao.aConfirmar)}
        message={`Deseja excluir o relatório '${exclusao.aConfirmar?.nome ?? ''}'?`}
        confirmLabel="Excluir"
        confirmColorPalette="red"
        loading={exclusao.excluindo}
        onConfirm={() => void exclusao.confirmar()}
        onCancel={exclusao.cancelar}
      />
      <HelpTour open={ajuda} onClose={() => setAjuda(false)} title="Relatórios" steps={AJUDA} />
    </Stack>
  );
}

/** Rename with the same rules as saving: required and unique through the name lookup (spec 01 section 5). */
function RenomearDialog({ relatorio, onClose, onRenomeado }: { relatorio: RelatorioMargem | null; onClose: () => void; onRenomeado: () => void }) {
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);

  if (relatorio && aberto !== relatorio.id) {
    setAberto(relatorio.id);
    setNome(relatorio.nome);
    setErro(null);
  } else if (!relatorio && aberto !== null) {
    setAberto(null);
  }

  const salvar = async () => {
    if (!relatorio) return;
    const texto = nome.trim();
    if (texto === '') return setErro(NOME_OBRIGATORIO);
    if (texto === relatorio.nome) return onClose();
    setSalvando(true);
    try {
      if (await margemApi.nomeExiste(texto)) {
        setErro(NOME_REPETIDO);
        return;
      }
      await margemApi.renomear(relatorio.id, texto);
      onRenomeado();
    } catch {
      notify.error(ERRO_RENOMEAR);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Dialog.Root open={Boolean(relatorio)} onOpenChange={(details) => !details.open && onClose()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Renomear relatório</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NomeField label="Nome do relatório" maxLength={100} value={nome} onChange={setNome} error={erro} onClearError={() => setErro(null)} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={salvando}>
                Cancelar
              </Button>
              <Button colorPalette="brand" loading={salvando} onClick={() => void salvar()}>
                Salvar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
