import { Box } from '@chakra-ui/react';
import { PageHeader } from '@financeiro/ui';

/** /relatorio-fluxo-caixa: only the heading (spec 03 section 2.6: it has no function). */
export function FluxoCaixa() {
  return (
    <Box p="6">
      <PageHeader title="Fluxo de Caixa" />
    </Box>
  );
}
