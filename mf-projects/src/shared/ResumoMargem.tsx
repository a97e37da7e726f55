import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { MargemCalculada } from '@financeiro/api';
import { formatMoney, formatPercent } from '@financeiro/domain';

const LINHAS: Array<{ key: keyof MargemCalculada; label: string; percent?: boolean }> = [
  { key: 'receitaBruta', label: 'Receita bruta' },
  { key: 'impostos', label: 'Impostos' },
  { key: 'receitaLiquida', label: 'Receita líquida' },
  { key: 'custoHH', label: 'Custo HH' },
  { key: 'totalCustoIndireto', label: 'Total de custos indiretos' },
  { key: 'custoTotalVenda', label: 'Custo total de venda' },
  { key: 'resultadoBruto', label: 'Resultado bruto' },
  { key: 'margemBruta', label: 'Margem bruta', percent: true },
  { key: 'margemContribuicao', label: 'Margem de contribuição', percent: true },
  { key: 'despesasOperacionais', label: 'Despesas operacionais' },
  { key: 'rv', label: 'RV' },
  { key: 'rateioAdministrativo', label: 'Rateio administrativo' },
  { key: 'resultadoAntesIRCSLL', label: 'Resultado antes de IR/CSLL' },
  { key: 'impostoSemResultado', label: 'IR/CSLL' },
  { key: 'resultadoLiquido', label: 'Resultado líquido' },
  { key: 'margemLiquida', label: 'Margem líquida', percent: true },
];

/** The Executive Summary of a margin calculation (or of a saved report). */
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
              {linha.percent ? formatPercent(margem[linha.key]) : formatMoney(margem[linha.key])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** A saved report's figures in the calculation's shape. */
export function margemDoRelatorio(relatorio: {
  receita_bruta: string;
  impostos: string;
  receita_liquida: string;
  custo_hora_colaborador: string;
  total_custo_indireto: string;
  custo_venda: string;
  resultado_bruto: string;
  margem_bruta: string;
  margem_contribuicao: string;
  despesas_operacionais: string;
  rv: string;
  rateio_administrativo: string;
  resultado_ir_csll: string;
  imposto_sem_resultado: string;
  resultado_liquido: string;
  margem_liquida: string;
}): MargemCalculada {
  return {
    receitaBruta: relatorio.receita_bruta,
    impostos: relatorio.impostos,
    receitaLiquida: relatorio.receita_liquida,
    custoHH: relatorio.custo_hora_colaborador,
    totalCustoIndireto: relatorio.total_custo_indireto,
    custoTotalVenda: relatorio.custo_venda,
    resultadoBruto: relatorio.resultado_bruto,
    margemBruta: relatorio.margem_bruta,
    margemContribuicao: relatorio.margem_contribuicao,
    despesasOperacionais: relatorio.despesas_operacionais,
    rv: relatorio.rv,
    rateioAdministrativo: relatorio.rateio_administrativo,
    resultadoAntesIRCSLL: relatorio.resultado_ir_csll,
    impostoSemResultado: relatorio.imposto_sem_resultado,
    resultadoLiquido: relatorio.resultado_liquido,
    margemLiquida: relatorio.margem_liquida,
  };
}
