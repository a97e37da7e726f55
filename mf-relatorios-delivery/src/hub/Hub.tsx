import { Box, Button, Flex, Heading, HStack, IconButton, Input, Popover, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { relatoriosDeliveryApi, useApi } from '@financeiro/api';
import { includesText } from '@financeiro/domain';
import { EmptyState, IconeInfo, PageHeader } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrarFalha } from '../shared/falha';
import { BASE, FiltroCapacidadeArea, FiltroCapacidadeProjeto, FiltroComparativo, FiltroHistorico, FiltroResultadoAnual } from './Filtros';
import { RELATORIOS_HUB, type RelatorioDoHub, type RelatorioId } from './relatorios';

function Info({ relatorio }: { relatorio: RelatorioDoHub }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={`Sobre ${relatorio.titulo}`} title="Informações" size="xs" variant="ghost" rounded="full">
          <IconeInfo />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm">
            <Popover.Arrow />
            <Popover.Body>
              <Text fontSize="sm">{relatorio.info}</Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * The hub 'Relatórios Delivery' (spec 03 section 2.6): the report cards with 'Buscar relatório',
 * an info popup each, a filter modal each ('Gerar'), and 'Conversar com nossa IA' (chat-bot).
 */
export function Hub() {
  const navigate = useNavigate();
  const [busca, setBusca] = useState('');
  const [aberto, setAberto] = useState<RelatorioId | null>(null);
  // The pickers' lists load once (failures are only logged, spec 03 section 8).
  const listas = useApi(async () => {
    const [projetos, clientes] = await Promise.all([relatoriosDeliveryApi.projetos(), relatoriosDeliveryApi.clientes()]);
    return { projetos, clientes };
  }, []);
  useEffect(() => {
    if (listas.error) registrarFalha('listas dos filtros', listas.error);
  }, [listas.error]);
  const projetos = listas.data?.projetos ?? [];
  const clientes = listas.data?.clientes ?? [];
  const visiveis = RELATORIOS_HUB.filter((relatorio) => busca.trim() === '' || includesText(`${relatorio.titulo} ${relatorio.descricao}`, busca));
  const atual = RELATORIOS_HUB.find((relatorio) => relatorio.id === aberto);
  const fechar = () => setAberto(null);
  const props = atual ? { titulo: atual.titulo, projetos, clientes, onClose: fechar } : null;

  const abrir = (relatorio: RelatorioDoHub) => {
    if (relatorio.id === 'fluxo-caixa') navigate(`${BASE}/relatorio-fluxo-caixa`);
    else if (relatorio.id === 'carteira') navigate(`${BASE}/carteira`);
    else setAberto(relatorio.id);
  };

  return (
    <Box p="6">
      <PageHeader
        title="Relatórios Delivery"
        actions={
          <Button colorPalette="brand" onClick={() => navigate(`${BASE}/chat-bot`)}>
            Conversar com nossa IA
          </Button>
        }
      />
      <Input mb="4" maxW="md" placeholder="Buscar relatório" aria-label="Buscar relatório" value={busca} onChange={(event) => setBusca(event.target.value)} />
      {visiveis.length === 0 ? (
        <EmptyState message="Nenhum relatório encontrado." />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {visiveis.map((relatorio) => (
            <Stack key={relatorio.id} as="article" aria-label={relatorio.titulo} borderWidth="1px" rounded="md" p="4" gap="3" bg="bg">
              <Flex justify="space-between" align="start" gap="2">
                <Heading as="h2" size="sm">
                  {relatorio.titulo}
                </Heading>
                <Info relatorio={relatorio} />
              </Flex>
              <Text fontSize="sm" color="fg.muted" flex="1">
                {relatorio.descricao}
              </Text>
              <HStack justify="end">
                <Button size="sm" variant="outline" aria-label={`Abrir ${relatorio.titulo}`} onClick={() => abrir(relatorio)}>
                  Abrir
                </Button>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {props && aberto === 'custo' && <FiltroComparativo tipo="custo" {...props} />}
      {props && aberto === 'faturamento' && <FiltroComparativo tipo="faturamento" {...props} />}
      {props && aberto === 'resultado' && <FiltroResultadoAnual {...props} />}
      {props && aberto === 'historico' && <FiltroHistorico {...props} />}
      {props && aberto === 'capacidade-area' && <FiltroCapacidadeArea {...props} />}
      {props && aberto === 'capacidade-projeto' && <FiltroCapacidadeProjeto {...props} />}
    </Box>
  );
}
