import { Text } from '@chakra-ui/react';
import { PageHeader } from './PageHeader';

/** The frame of a screen whose content arrives with its area's own work. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Text color="fg.muted">Esta tela ainda não está disponível.</Text>
    </>
  );
}
