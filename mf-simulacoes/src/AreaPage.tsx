import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@financeiro/ui';
import { Link } from 'react-router-dom';
import { ROTAS } from './shared/rotas';

/** The submenu of spec 03 section 2.8 (alphabetical: Colaboradores, Squads, Resultados as the menu lists them). */
const ITENS = [
  { label: 'Colaboradores', path: ROTAS.colaboradores, texto: 'Custo mensal e por hora de um colaborador hipotético (mesmo cálculo do fechamento).' },
  { label: 'Squads', path: ROTAS.squads, texto: 'Montagem de times por sprint a partir das simulações de colaboradores.' },
  { label: 'Resultados', path: ROTAS.resultados, texto: 'Simulações de resultado (margem) de projetos.' },
  { label: 'Cenários', path: ROTAS.cenarios, texto: 'E se: dissídio, tabelas de impostos, benefícios, contratações — o custo-hora e a margem dos projetos.' },
];

/** /simulacoes: links to the three kinds of simulation. */
export function SimulacoesInicio() {
  return (
    <Stack gap="4">
      <PageHeader title="Simulações" />
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        {ITENS.map((item) => (
          <Box key={item.path} asChild borderWidth="1px" rounded="md" p="4" _hover={{ bg: 'bg.subtle' }}>
            <Link to={item.path}>
              <Heading as="h2" size="md" mb="2">
                {item.label}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {item.texto}
              </Text>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
