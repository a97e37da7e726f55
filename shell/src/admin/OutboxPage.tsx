import { Fragment } from 'react';
import { Alert, Box, Card, Link, Stack, Text } from '@chakra-ui/react';
import { adminApi, useApi } from '@financeiro/api';
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
export const OUTBOX_RECORD_NOTE = 'Os e-mails são enviados por SMTP; esta página é só o registro do que foi enviado, com os links mascarados.';

/**
 * The mail outbox: without SMTP it is the delivery channel (live links the administrator hands
 * over, said in a banner); with SMTP a record of what was sent, links masked by the server.
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
                <Linkified text={message.texto} />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
