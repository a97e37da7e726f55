import { Fragment } from 'react';
import { Box, Card, Link, Stack, Text } from '@chakra-ui/react';
import { adminApi, useApi } from '@financeiro/api';
import { EmptyState, PageHeader, pendingLoad } from '@financeiro/ui';
import { formatDateTime } from './format';

/** Text with its http(s) links clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
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

/** The embedded mail transport's outbox (every message the application "sent"). */
export function OutboxPage() {
  const outbox = useApi(() => adminApi.outbox(), []);
  const data = outbox.data;

  return (
    <Stack gap={4}>
      <PageHeader title="Caixa de saída" />
      {data?.modo === 'smtp' && (
        <Text fontSize="sm" color="fg.muted">
          Os e-mails estão sendo enviados por SMTP; a caixa de saída mostra só as mensagens de antes dessa configuração.
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
