import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatMargem, formatMoney, margemDoRelatorio, type MargemCalculada, type RelatorioMargem } from '@financeiro/domain';

/** A margin's revenue base (DOMAIN.md): gross and contribution margins over net revenue, net margin over gross revenue. */
type Base = 'receitaLiquida' | 'receitaBruta';

const LINHAS: Array<{ key: keyof MargemCalculada; label: string; percent?: Base }> = [
  { key: 'receitaBruta', label: 'Receita bruta' },
  { key: 'impostos', label: 'Impostos' },
  { key: 'receitaLiquida', label: 'Receita líquida' },
  { key: 'custoHH', label: 'Custo HH' },
  { key: 'totalCustoIndireto', label: 'Total de custos indiretos' },
  { key: 'custoTotalVenda', label: 'Custo total de venda' },
  { key: 'resultadoBruto', label: 'Resultado bruto' },
  { key: 'margemBruta', label: 'Margem bruta', percent: 'receitaLiquida' },
  { key: 'margemContribuicao', label: 'Margem de contribuição', percent: 'receitaLiquida' },
  { key: 'despesasOperacionais', label: 'Despesas operacionais' },
  { key: 'rv', label: 'RV' },
  { key: 'rateioAdministrativo', label: 'Rateio administrativo' },
  { key: 'resultadoAntesIRCSLL', label: 'Resultado antes de IR/CSLL' },
  { key: 'impostoSemResultado', label: 'IR/CSLL' },
  { key: 'resultadoLiquido', label: 'Resultado líquido' },
  { key: 'margemLiquida', label: 'Margem líquida', percent: 'receitaBruta' },
];

/**
 * The Executive Summary of a margin calculation (or of a saved report): the figures of the margin
 * formula. Used by mf-projects (margin dialog, saved reports) and mf-simulacoes (margin result simulations).
 */
export function ResumoMargem({ margem, titulo = 'Executive Summary' }: { margem: MargemCalculada; titulo?: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle" data-testid="resumo-margem">
      <Heading as="h3" size="sm" mb="3">
        {titulo}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
        {LINHAS.map((linha) => (
          <Box key={linha.key} display="flex" justifyContent="space-between" gap="4">
            <Text color="fg.muted">{linha.label}</Text>
            <Text fontWeight="medium" data-testid={`resumo-${linha.key}`}>
              {linha.percent ? formatMargem(margem[linha.key], margem[linha.percent]) : formatMoney(margem[linha.key])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * A saved margin report at a glance (the row-click dialog of the report lists in mf-projects and
 * mf-simulacoes): project and period, then its figures under 'Resumo'.
 */
export function ResumoRelatorio({ relatorio }: { relatorio: RelatorioMargem }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {relatorio.projeto} · {formatDate(relatorio.periodo_inicial)} - {formatDate(relatorio.periodo_fim)}
      </Text>
      <ResumoMargem margem={margemDoRelatorio(relatorio)} titulo="Resumo" />
    </Stack>
  );
}
