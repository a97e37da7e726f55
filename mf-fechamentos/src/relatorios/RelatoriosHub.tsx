import { useState } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { HelpTour, PageHeader } from '@financeiro/ui';

export const RELATORIOS_DP = [
  {
    path: 'resumo',
    titulo: 'Resumo da folha',
    descricao:
      'Totais de um fechamento por departamento, filial e regime (salários, benefícios, impostos, provisões, custo total e HH médio), comparados com o fechamento anterior.',
  },
  {
    path: 'evolucao',
    titulo: 'Evolução do custo',
    descricao: 'Salário, custo total e HH de um colaborador ou departamento fechamento a fechamento, em até 24 meses, com as mudanças de histórico marcadas.',
  },
  {
    path: 'beneficios',
    titulo: 'Benefícios',
    descricao: 'Por benefício e fechamento: colaboradores, custo da empresa e desconto dos colaboradores.',
  },
] as const;

const AJUDA = [
  {
    title: 'Relatórios DP',
    content:
      'Relatórios da folha para o departamento pessoal, lidos dos resultados gravados de cada fechamento calculado (nada é recalculado). Um fechamento sem cálculo aparece com a mensagem dos fechamentos; um bloqueado aparece marcado.',
  },
  { title: 'Abrir um relatório', content: 'Clique em Abrir no relatório desejado; cada um tem os seus filtros, tabelas ordenáveis, gráficos e Exportar (xlsx).' },
];

/** /relatorios: the three payroll reports. */
export function RelatoriosHub() {
  const navigate = useNavigate();
  const [ajuda, setAjuda] = useState(false);
  return (
    <Stack gap="4">
      <PageHeader title="Relatórios DP" onHelp={() => setAjuda(true)} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {RELATORIOS_DP.map((relatorio) => (
          <Box as="section" key={relatorio.path} aria-label={relatorio.titulo} borderWidth="1px" rounded="md" p="4" bg="bg">
            <Stack gap="3" h="full" justify="space-between">
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  {relatorio.titulo}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {relatorio.descricao}
                </Text>
              </Stack>
              <Button colorPalette="brand" alignSelf="start" onClick={() => navigate(relatorio.path)} aria-label={`Abrir ${relatorio.titulo}`}>
                Abrir
              </Button>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
      <HelpTour open={ajuda} onClose={() => setAjuda(false)} title="Relatórios DP" steps={AJUDA} />
    </Stack>
  );
}
