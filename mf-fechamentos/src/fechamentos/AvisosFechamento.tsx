import { useId, useState } from 'react';
import { Alert, Box, Button, List, Stack, Text } from '@chakra-ui/react';
import type { AvisosColaborador } from '@financeiro/api';
import { FECHAMENTO_MESSAGES, resumoAvisos, textoAviso } from '@financeiro/domain';

/**
 * The warning state of a calculated closing (issue 24 point 7): how many employees have warnings
 * and about what (IRRF, INSS...), each distinct warning with its count, and a list to open with
 * every employee (matrícula, nome) and the full text of each warning (dates as dd/MM/yyyy).
 * Nothing when there are none.
 */
export function AvisosFechamento({ avisos }: { avisos: readonly AvisosColaborador[] }) {
  const [aberto, setAberto] = useState(false);
  const listaId = useId();
  if (avisos.length === 0) return null;
  const resumo = resumoAvisos(avisos);
  return (
    <Alert.Root status="warning" alignItems="flex-start" role="region" aria-label="Avisos do cálculo">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Alert.Title>{FECHAMENTO_MESSAGES.comAvisos(resumo.texto)}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>Os itens com aviso ficaram fora do cálculo desses colaboradores: confira os cadastros e recalcule.</Text>
            <List.Root ps="5">
              {resumo.avisos.map(({ texto, colaboradores }) => (
                <List.Item key={texto} overflowWrap="anywhere">
                  {texto} ({colaboradores} {colaboradores === 1 ? 'colaborador' : 'colaboradores'})
                </List.Item>
              ))}
            </List.Root>
            <Box>
              <Button
                size="sm"
                variant="outline"
                colorPalette="orange"
                aria-expanded={aberto}
                aria-controls={listaId}
                onClick={() => setAberto((valor) => !valor)}
              >
                {aberto ? 'Ocultar colaboradores com avisos' : `Ver colaboradores com avisos (${resumo.colaboradores})`}
              </Button>
            </Box>
            {aberto && (
              <List.Root id={listaId} aria-label="Colaboradores com avisos" listStyleType="none" gap="2">
                {avisos.map((item) => (
                  <List.Item key={item.matricula} borderTopWidth="1px" borderColor="orange.200" pt="2">
                    <Text fontWeight="semibold">
                      Matrícula {item.matricula} · {item.nome}
                    </Text>
                    {item.avisos.map((aviso) => (
                      <Text key={aviso} overflowWrap="anywhere">
                        {textoAviso(aviso)}
                      </Text>
                    ))}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
