import { useState } from 'react';
import { Box, Button, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { adminApi, auditoriaApi, errorToText, useApi, type FiltrosAuditoria } from '@financeiro/api';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA, registroDaEntrada, resumoDaEntrada, type AcaoAuditoria, type EntidadeAuditoria, type EntradaDeAuditoria } from '@financeiro/domain';
import {
  DataTablePagination,
  DateInput,
  DiferencasDaEntrada,
  ModalDialog,
  PageHeader,
  SelectInput,
  exportToXlsx,
  formatarMomento,
  notify,
  pendingLoad,
  TabelaRolavel,
} from '@financeiro/ui';

const POR_PAGINA = 50;

export const AUDITORIA_TEXTOS = {
  titulo: 'Auditoria',
  exportar: 'Exportar',
  filtrar: 'Filtrar',
  limpar: 'Limpar',
  vazia: 'Nenhuma entrada com esses filtros.',
  total: (total: number, excede: boolean) =>
    excede ? `Mais de ${total.toLocaleString('pt-BR')} entradas: as páginas mostram as ${total.toLocaleString('pt-BR')} mais recentes; refine os filtros.` : `${total.toLocaleString('pt-BR')} ${total === 1 ? 'entrada' : 'entradas'}`,
};

const entidades = Object.entries(ENTIDADES_AUDITORIA).map(([value, label]) => ({ value, label }));
const acoes = Object.entries(ACOES_AUDITORIA).map(([value, label]) => ({ value, label }));

/** Administração › Auditoria: the trail filtered and paged by the server, an entry's diff, the xlsx. */
export function AuditoriaPage() {
  const [rascunho, setRascunho] = useState<FiltrosAuditoria>({});
  const [filtros, setFiltros] = useState<FiltrosAuditoria>({});
  const [pagina, setPagina] = useState(1);
  const [aberta, setAberta] = useState<EntradaDeAuditoria | null>(null);
  const [exportando, setExportando] = useState(false);
  const usuarios = useApi(() => adminApi.users(), []);
  const lista = useApi(() => auditoriaApi.listar(filtros, pagina, POR_PAGINA), [filtros, pagina]);

  const aplicar = () => {
    setFiltros(rascunho);
    setPagina(1);
  };
  const campo = (nome: keyof FiltrosAuditoria) => (valor: string) => setRascunho((atual) => ({ ...atual, [nome]: valor || undefined }));
  const opcoesUsuario = [{ value: 'sistema', label: 'sistema' }, ...(usuarios.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))];

  const exportar = async () => {
    setExportando(true);
    try {
      const { entradas } = await auditoriaApi.exportar(filtros);
      await exportToXlsx({
        fileName: 'auditoria',
        sheetName: 'Auditoria',
        rows: entradas,
        columns: [
          { header: 'Data/hora', value: (e) => formatarMomento(e.em) },
          { header: 'Usuário', value: (e) => e.usuarioNome },
          { header: 'Ação', value: (e) => ACOES_AUDITORIA[e.acao] ?? e.acao },
          { header: 'Registro', value: (e) => registroDaEntrada(e) },
          { header: 'Resumo', value: (e) => resumoDaEntrada(e) },
          { header: 'Requisição', value: (e) => e.requestId ?? '' },
        ],
      });
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setExportando(false);
    }
  };

  const totalPaginas = lista.data ? Math.max(1, Math.ceil(lista.data.total / POR_PAGINA)) : 1;

  return (
    <Stack gap={4}>
      <PageHeader
        title={AUDITORIA_TEXTOS.titulo}
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => void exportar()} loading={exportando} disabled={!lista.data || lista.data.entradas.length === 0}>
            {AUDITORIA_TEXTOS.exportar}
          </Button>
        }
      />
      <Box
        as="form"
        aria-label="Filtros da auditoria"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          aplicar();
        }}
      >
        <Flex gap={3} wrap="wrap" align="flex-end">
          <Field.Root width={{ base: '100%', sm: 'auto' }}>
            <Field.Label>De</Field.Label>
            <DateInput value={rascunho.de ?? ''} onChange={campo('de')} aria-label="De" />
          </Field.Root>
          <Field.Root width={{ base: '100%', sm: 'auto' }}>
            <Field.Label>Até</Field.Label>
            <DateInput value={rascunho.ate ?? ''} onChange={campo('ate')} aria-label="Até" />
          </Field.Root>
          <Field.Root width={{ base: '100%', sm: '12rem' }}>
            <Field.Label>Usuário</Field.Label>
            <SelectInput aria-label="Usuário" value={rascunho.usuario ?? ''} onChange={campo('usuario')} options={opcoesUsuario} placeholder="Todos" />
          </Field.Root>
          <Field.Root width={{ base: '100%', sm: '14rem' }}>
            <Field.Label>Registro</Field.Label>
            <SelectInput aria-label="Registro" value={rascunho.entidade ?? ''} onChange={(v) => setRascunho((a) => ({ ...a, entidade: (v || undefined) as EntidadeAuditoria | undefined }))} options={entidades} placeholder="Todos" />
          </Field.Root>
          <Field.Root width={{ base: '100%', sm: '12rem' }}>
            <Field.Label>Ação</Field.Label>
            <SelectInput aria-label="Ação" value={rascunho.acao ?? ''} onChange={(v) => setRascunho((a) => ({ ...a, acao: (v || undefined) as AcaoAuditoria | undefined }))} options={acoes} placeholder="Todas" />
          </Field.Root>
          <Field.Root width={{ base: '100%', sm: '14rem' }}>
            <Field.Label>Texto</Field.Label>
            <Input value={rascunho.texto ?? ''} onChange={(event) => campo('texto')(event.target.value)} placeholder="Chave, usuário, campo ou valor" maxLength={200} />
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="brand">
              {AUDITORIA_TEXTOS.filtrar}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setRascunho({});
                setFiltros({});
                setPagina(1);
              }}
            >
              {AUDITORIA_TEXTOS.limpar}
            </Button>
          </HStack>
        </Flex>
      </Box>
      {pendingLoad(lista, { keepData: true }) ??
        (lista.data && (
          <Stack gap={2}>
            <Text fontSize="sm" color="fg.muted" role="status">
              {AUDITORIA_TEXTOS.total(lista.data.total, lista.data.excede)}
            </Text>
            {lista.data.entradas.length === 0 ? (
              <Text>{AUDITORIA_TEXTOS.vazia}</Text>
            ) : (
              <TabelaRolavel>
                <Table.Root size="sm" variant="outline" interactive aria-label="Entradas da auditoria">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader whiteSpace="nowrap">Data/hora</Table.ColumnHeader>
                      <Table.ColumnHeader>Usuário</Table.ColumnHeader>
                      <Table.ColumnHeader>Ação</Table.ColumnHeader>
                      <Table.ColumnHeader>Registro</Table.ColumnHeader>
                      <Table.ColumnHeader>Resumo</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {lista.data.entradas.map((entrada) => (
                      <Table.Row
                        key={entrada.id}
                        cursor="pointer"
                        tabIndex={0}
                        aria-label={`${ACOES_AUDITORIA[entrada.acao] ?? entrada.acao} de ${registroDaEntrada(entrada)}`}
                        onClick={() => setAberta(entrada)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            setAberta(entrada);
                          }
                        }}
                      >
                        <Table.Cell whiteSpace="nowrap">{formatarMomento(entrada.em)}</Table.Cell>
                        <Table.Cell>{entrada.usuarioNome}</Table.Cell>
                        <Table.Cell>{ACOES_AUDITORIA[entrada.acao] ?? entrada.acao}</Table.Cell>
                        <Table.Cell>{registroDaEntrada(entrada)}</Table.Cell>
                        <Table.Cell maxW="28rem" truncate title={resumoDaEntrada(entrada)}>
                          {resumoDaEntrada(entrada)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TabelaRolavel>
            )}
            <DataTablePagination page={pagina} totalPages={totalPaginas} onPageChange={setPagina} />
          </Stack>
        ))}
      <ModalDialog
        open={aberta !== null}
        onClose={() => setAberta(null)}
        size="lg"
        title={aberta ? `${ACOES_AUDITORIA[aberta.acao] ?? aberta.acao} de ${registroDaEntrada(aberta)}` : ''}
      >
        {aberta && (
          <Stack gap={3}>
            <Text fontSize="sm">
              {formatarMomento(aberta.em)} · por {aberta.usuarioNome}
            </Text>
            <DiferencasDaEntrada entrada={aberta} />
          </Stack>
        )}
      </ModalDialog>
    </Stack>
  );
}
