import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';

export interface ErrorStateProps {
  /** What failed, as the spec's text (errorToText); several lines are kept. */
  message: string;
  /** Loads the data again (a useApi `reload`); the button spins until its promise settles. */
  onRetry: () => unknown;
  /** A reload started elsewhere is running (e.g. the screen's parameters changed). */
  retrying?: boolean;
}

export const RETRY_LABEL = 'Tentar novamente';

/** A load that failed: the message and 'Tentar novamente', in the place of the data. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const [running, setRunning] = useState(false);
  const busy = running || retrying;

  const retry = async () => {
    setRunning(true);
    try {
      await onRetry();
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack align="center" gap="3" py="8" px="4" textAlign="center" borderWidth="1px" rounded="md" bg="bg">
      <Text role="alert" color="fg.error" whiteSpace="pre-line">
        {message}
      </Text>
      <Button size="sm" variant="outline" loading={busy} loadingText={RETRY_LABEL} onClick={() => void retry()}>
        {RETRY_LABEL}
      </Button>
    </Stack>
  );
}
