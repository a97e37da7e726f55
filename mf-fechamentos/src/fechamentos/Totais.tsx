import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ResultadoColaborador } from '@financeiro/api';
import { formatMoney, resumoFechamento } from '@financeiro/domain';

const CARDS = [
  ['salarioBase', 'Salário base'],
  ['beneficioTotal', 'Benefícios'],
  ['impostoTotal', 'Impostos (colaborador)'],
  ['salarioLiquido', 'Salário líquido'],
  ['salarioFilial', 'Custo folha'],
  ['provisaoDecimoTerceiro', 'Provisão 13º'],
  ['provisaoFerias', 'Provisão férias'],
  ['provisaoRescisao', 'Provisão rescisão'],
  ['custoTotal', 'Custo total'],
] as const;

function Card({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

/** The closing's totals: the sum of each reported figure of the rows (resumoFechamento). */
export function Totais({ rows }: { rows: ResultadoColaborador[] }) {
  const resumo = resumoFechamento(rows);
  return (
    <section aria-label="Totais do fechamento">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
        <Card label="Colaboradores" value={`${resumo.colaboradores} (${resumo.meioPeriodo} meio período)`} />
        {CARDS.map(([key, label]) => (
          <Card key={key} label={label} value={formatMoney(resumo[key])} />
        ))}
      </SimpleGrid>
    </section>
  );
}
