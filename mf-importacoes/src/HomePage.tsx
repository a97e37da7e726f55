import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { IMPORT_LAYOUTS, type ImportKind } from '@financeiro/domain';
import { PageHeader } from '@financeiro/ui';

/** The area's screens in the submenu's order (spec 03 section 2.8). */
export const IMPORT_SCREENS: Array<{ kind: ImportKind; path: string }> = [
  { kind: 'colaboradores', path: 'colaboradores' },
  { kind: 'beneficios-colaborador', path: 'beneficios-colaborador' },
  { kind: 'atualizar-colaboradores', path: 'atualizar-colaboradores' },
];

export function HomePage() {
  return (
    <>
      <PageHeader title="Importações" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" maxW="5xl">
        {IMPORT_SCREENS.map(({ kind, path }) => (
          <Card.Root key={kind} size="sm">
            <Card.Header>
              <Card.Title>
                <Link to={path}>{IMPORT_LAYOUTS[kind].title}</Link>
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {IMPORT_LAYOUTS[kind].hint}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
