import { Link as RouterLink } from 'react-router-dom';
import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader } from '@financeiro/ui';

/** The seven registrations, in the submenu's order, with what each one keeps. */
export const CADASTROS = [
  { titulo: 'Filial', caminho: 'filial', descricao: 'Unidades da empresa, com o CNPJ de cada uma.' },
  { titulo: 'Colaboradores', caminho: 'colaboradores', descricao: 'Dados pessoais, contrato, salário e benefícios de cada pessoa.' },
  { titulo: 'Benefícios', caminho: 'beneficios', descricao: 'Benefícios e seus valores por filial.' },
  { titulo: 'Funções', caminho: 'funcoes', descricao: 'Cargos com CBO, usados nos colaboradores e nos planejamentos.' },
  { titulo: 'Departamentos', caminho: 'departamentos', descricao: 'Áreas da empresa, base dos relatórios de custo.' },
  { titulo: 'Regimes de contrato', caminho: 'regime-contrato', descricao: 'CLT, PJ e outros regimes, com os impostos de cada um.' },
  { titulo: 'Impostos', caminho: 'impostos', descricao: 'Impostos e encargos, com faixas e valores por filial e regime.' },
] as const;

/** The release of this remote (package version, or APP_RELEASE of a release build: scripts/build-release.mjs). */
const RELEASE = process.env.APP_RELEASE;

/** What the Cadastros menu item opens: the registrations as a hub, each a link to its list. */
export function CadastrosHub() {
  return (
    <>
      <PageHeader title="Cadastros" />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {CADASTROS.map((cadastro) => (
          <LinkBox as="li" key={cadastro.caminho}>
            <Card.Root h="full" _hover={{ borderColor: 'blue.400' }}>
              <Card.Body gap="1">
                <Heading as="h2" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={`/cadastros/${cadastro.caminho}`}>{cadastro.titulo}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {cadastro.descricao}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
      {RELEASE && (
        <Text mt="6" color="fg.muted" fontSize="xs">
          Módulo Cadastros, versão {RELEASE}
        </Text>
      )}
    </>
  );
}
