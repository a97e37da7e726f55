/**
 * The audit trail on the screens (issue 37 §3): an entry's before/after, and a record's
 * 'Histórico de alterações'. Values come display-ready from the server; hidden salaries come
 * `oculto` (shown 'oculto'), money as R$, dates dd/mm/aaaa (domain: formatarValorAuditado).
 */
import { useState } from 'react';
import { Badge, Box, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { auditoriaApi, useApi, useSession } from '@financeiro/api';
import {
  ACOES_AUDITORIA,
  ENTIDADES_AUDITORIA,
  detalhesDaEntrada,
  ladoDoCampo,
  permittedSegments,
  podeVerEntidade,
  type EntidadeAuditoria,
  type EntradaDeAuditoria,
} from '@financeiro/domain';
import { LoadState } from '../layout/LoadState';
import { ModalDialog } from '../dialogs/ModalDialog';
import { TabelaRolavel } from '../layout/TabelaRolavel';

const dataHora = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

/** An entry's instant as 'dd/mm/aaaa, hh:mm:ss' in São Paulo. */
export function formatarMomento(iso: string): string {
  return dataHora.format(new Date(iso));
}

/** The before/after table of one entry (and its details, when it has no fields). */
export function DiferencasDaEntrada({ entrada }: { entrada: EntradaDeAuditoria }) {
  const detalhes = detalhesDaEntrada(entrada.detalhes);
  return (
    <Stack gap={2}>
      {entrada.campos.length > 0 && (
        <TabelaRolavel>
          <Table.Root size="sm" variant="outline" aria-label="Alterações">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Campo</Table.ColumnHeader>
                <Table.ColumnHeader>Antes</Table.ColumnHeader>
                <Table.ColumnHeader>Depois</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entrada.campos.map((campo) => (
                <Table.Row key={campo.campo}>
                  <Table.Cell fontWeight="medium">{campo.campo}</Table.Cell>
                  {(['antes', 'depois'] as const).map((lado) => (
                    <Table.Cell key={lado} color={campo.oculto ? 'fg.muted' : undefined} fontStyle={campo.oculto ? 'italic' : undefined}>
                      {ladoDoCampo(campo, lado)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      )}
      {detalhes.length > 0 && (
        <Stack gap={0} fontSize="sm" aria-label="Detalhes">
          {detalhes.map(({ rotulo, valor }) => (
            <Text key={rotulo} overflowWrap="anywhere">
              <Text as="span" fontWeight="medium">
                {rotulo}:
              </Text>{' '}
              {valor}
            </Text>
          ))}
        </Stack>
      )}
      {entrada.campos.length === 0 && detalhes.length === 0 && <Text fontSize="sm" color="fg.muted">Sem campos alterados.</Text>}
      <Text fontSize="xs" color="fg.muted">
        Requisição {entrada.requestId ?? '—'}
      </Text>
    </Stack>
  );
}

export interface HistoricoAlteracoesProps {
  entidade: EntidadeAuditoria;
  chave: string | number | null | undefined;
  /** Other kinds of entries kept under the same key (a user's sections: 'secao_usuario'), merged newest first. */
  tambem?: readonly EntidadeAuditoria[];
}

/**
 * 'Histórico de alterações' of one record: closed until asked (one request then), newest first.
 * Not shown to a user whose sections may not read the record's kind (the server answers 403 too),
 * nor for a record not saved yet.
 */
export function HistoricoAlteracoes({ entidade, chave, tambem = [] }: HistoricoAlteracoesProps) {
  const secoes = permittedSegments(useSession((state) => state.user?.roles));
  const [aberto, setAberto] = useState(false);
  if (chave === null || chave === undefined || chave === '' || !podeVerEntidade(entidade, secoes)) return null;
  return (
    <Card.Root variant="outline" size="sm" data-testid="historico-alteracoes">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title as="h2" fontSize="md">
            Histórico de alterações
          </Card.Title>
          <Button size="xs" variant="outline" aria-expanded={aberto} onClick={() => setAberto((valor) => !valor)}>
            {aberto ? 'Ocultar histórico' : 'Ver histórico'}
          </Button>
        </HStack>
      </Card.Header>
      {aberto && (
        <Card.Body>
          <ListaDoHistorico entidades={[entidade, ...tambem].filter((e) => podeVerEntidade(e, secoes))} chave={String(chave)} />
        </Card.Body>
      )}
    </Card.Root>
  );
}

/** The dialog form of the history (a row of a list: a user in Usuários e acessos). */
export function HistoricoAlteracoesDialog({ entidade, chave, tambem = [], titulo, onClose }: HistoricoAlteracoesProps & { titulo: string; onClose: () => void }) {
  const secoes = permittedSegments(useSession((state) => state.user?.roles));
  return (
    <ModalDialog open onClose={onClose} size="lg" scrollBehavior="inside" title={`Histórico de alterações — ${titulo}`}>
      <ListaDoHistorico entidades={[entidade, ...tambem].filter((e) => podeVerEntidade(e, secoes))} chave={String(chave)} />
    </ModalDialog>
  );
}

async function lerHistorico(entidades: readonly EntidadeAuditoria[], chave: string): Promise<EntradaDeAuditoria[]> {
  const listas = await Promise.all(entidades.map((entidade) => auditoriaApi.historico(entidade, chave)));
  return listas.flat().sort((a, b) => b.id - a.id);
}

function ListaDoHistorico({ entidades, chave }: { entidades: readonly EntidadeAuditoria[]; chave: string }) {
  const historico = useApi(() => lerHistorico(entidades, chave), [entidades.join(), chave]);
  return (
    <LoadState state={historico}>
      {(entradas: EntradaDeAuditoria[]) =>
        entradas.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nenhuma alteração registrada.
          </Text>
        ) : (
        <Stack gap={3} as="ol" listStyleType="none" aria-label="Alterações do registro">
          {entradas.map((entrada) => (
            <Box as="li" key={entrada.id} borderWidth="1px" borderRadius="md" p={3}>
              <HStack gap={2} wrap="wrap" mb={2}>
                <Badge colorPalette="blue">{ACOES_AUDITORIA[entrada.acao] ?? entrada.acao}</Badge>
                {entidades.length > 1 && <Badge variant="outline">{ENTIDADES_AUDITORIA[entrada.entidade] ?? entrada.entidade}</Badge>}
                <Text fontSize="sm">{formatarMomento(entrada.em)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  por {entrada.usuarioNome}
                </Text>
              </HStack>
              <DiferencasDaEntrada entrada={entrada} />
            </Box>
          ))}
        </Stack>
        )
      }
    </LoadState>
  );
}
