import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { margemApi, useApi, useEmail } from '@financeiro/api';
import { formatCotacao, formatDate, formatValorNaMoeda, margemDoRelatorio, MOEDA_LABEL, TIPO_CUSTO_LABEL } from '@financeiro/domain';
import { EmptyState, PageHeader, pendingLoad, ResumoMargem, TabelaRolavel } from '@financeiro/ui';
import { useParams } from 'react-router-dom';

/** 'Relatório - :id': one saved margin report of the signed-in user. */
export function RelatorioDetalhe() {
  const { id = '' } = useParams();
  const email = useEmail();
  const relatorio = useApi(() => margemApi.obter(email, id), [email, id]);
  const dados = relatorio.data;

  return (
    <Stack gap="4">
      <PageHeader title={`Relatório - ${id}`} />
      {pendingLoad(relatorio, { keepData: true }) ??
        (!dados ? (
          <EmptyState />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              {[
                ['Nome', dados.nome],
                ['Projeto', dados.projeto],
                ['Período Inicial', formatDate(dados.periodo_inicial)],
                ['Período Final', formatDate(dados.periodo_fim)],
              ].map(([label, value]) => (
                <Box key={label}>
                  <Text fontSize="xs" color="fg.muted">
                    {label}
                  </Text>
                  <Text fontWeight="medium">{value}</Text>
                </Box>
              ))}
            </SimpleGrid>
            <ResumoMargem margem={margemDoRelatorio(dados)} titulo="Executive Summary" />
            <Box>
              <Heading as="h2" size="sm" mb="2">
                Custos indiretos
              </Heading>
              {dados.custosIndiretos.length === 0 ? (
                <EmptyState />
              ) : (
                <TabelaRolavel>
                  <Table.Root size="sm" aria-label="Custos indiretos do relatório">
                    <Table.Header>
                      <Table.Row bg="bg.muted">
                        <Table.ColumnHeader>Tipos de custos</Table.ColumnHeader>
                        <Table.ColumnHeader>Descrição</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                        <Table.ColumnHeader>Moeda</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Cotação</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {dados.custosIndiretos.map((custo, index) => (
                        <Table.Row key={custo.id ?? index}>
                          <Table.Cell>{TIPO_CUSTO_LABEL[custo.tipo_custo]}</Table.Cell>
                          <Table.Cell>{custo.descricao}</Table.Cell>
                          <Table.Cell textAlign="end">{formatValorNaMoeda(custo.valor, custo.moeda)}</Table.Cell>
                          <Table.Cell>{MOEDA_LABEL[custo.moeda]}</Table.Cell>
                          <Table.Cell textAlign="end">{custo.moeda === 'BRL' ? '' : formatCotacao(custo.cotacao)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TabelaRolavel>
              )}
            </Box>
          </>
        ))}
    </Stack>
  );
}
