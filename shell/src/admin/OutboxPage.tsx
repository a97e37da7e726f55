import { Fragment } from 'react';
import { Alert, Badge, Box, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { adminApi, useApi, type OutboxMessage } from '@financeiro/api';
import { EmptyState, PageHeader, pendingLoad } from '@financeiro/ui';
import { formatDateTime } from './format';

/** Text with its http(s) links clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) && !part.includes('…') ? (
          <Link key={i} href={part} color="blue.600" wordBreak="break-all">
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

export const OUTBOX_DELIVERY_BANNER =
  'Sem servidor de e-mail configurado: as mensagens não são enviadas; entregue os links desta caixa de saída manualmente.';
export const OUTBOX_RECORD_NOTE =
  'Os e-mails são enviados por SMTP; esta página é o registro de cada mensagem, com os links mascarados. ' +
  'Uma mensagem pendente ainda não pôde ser enviada e é reenviada automaticamente.';

const SITUACAO = {
  pendente: { rotulo: 'Pendente', cor: 'orange' },
  enviada: { rotulo: 'Enviada', cor: 'green' },
  falhou: { rotulo: 'Não enviada', cor: 'red' },
} as const;

/** SMTP: whether the message went out, and why not yet. */
function Envio({ message }: { message: OutboxMessage }) {
  if (message.situacao === 'caixa') return null;
  const { rotulo, cor } = SITUACAO[message.situacao];
  const tentativas = `${message.tentativas} ${message.tentativas === 1 ? 'tentativa' : 'tentativas'} sem sucesso`;
  return (
    <Stack gap={1} mb={2}>
      <HStack>
        <Badge colorPalette={cor}>{rotulo}</Badge>
        {message.situacao === 'pendente' && (
          <Text fontSize="xs" color="fg.muted">
            {tentativas}; nova tentativa automática{message.proximaTentativa ? ` a partir de ${formatDateTime(message.proximaTentativa)}` : ''}.
          </Text>
        )}
        {message.situacao === 'falhou' && (
          <Text fontSize="xs" color="fg.muted">
            {tentativas}; não será reenviada.
          </Text>
        )}
      </HStack>
      {message.situacao !== 'enviada' && message.ultimoErro && (
        <Text fontSize="xs" color="fg.error">
          Último erro: {message.ultimoErro}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The mail outbox: without SMTP it is the delivery channel (live links the administrator hands
 * over, said in a banner); with SMTP a record of every message and whether it went out (a pending
 * one is retried by the server), links masked by the server.
 */
export function OutboxPage() {
  const outbox = useApi(() => adminApi.outbox(), []);
  const data = outbox.data;

  return (
    <Stack gap={4}>
      <PageHeader title="Caixa de saída" />
      {data?.modo === 'outbox' && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{OUTBOX_DELIVERY_BANNER}</Alert.Title>
        </Alert.Root>
      )}
      {data?.modo === 'smtp' && (
        <Text fontSize="sm" color="fg.muted">
          {OUTBOX_RECORD_NOTE}
        </Text>
      )}
      {outbox.error !== null || !data ? (
        pendingLoad(outbox)
      ) : data.mensagens.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={3} aria-label="Mensagens">
          {data.mensagens.map((message) => (
            <Card.Root key={message.id} size="sm" as="article" aria-label={message.assunto}>
              <Card.Body>
                <Box mb={2}>
                  <Text fontWeight="semibold">{message.assunto}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    Para {message.para} · {formatDateTime(message.criadoEm)}
                  </Text>
                </Box>
                <Envio message={message} />
                <Linkified text={message.texto} />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
