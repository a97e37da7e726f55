import { Text } from '@chakra-ui/react';
import { PageHeader } from '@financeiro/ui';

/** The area's page frame; its screens arrive with the area's own issue. */
export function AreaPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Text color="fg.muted">Esta tela ainda não está disponível.</Text>
    </>
  );
}
