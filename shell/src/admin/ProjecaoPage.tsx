import { useEffect, useState } from 'react';
import { Box, Button, Field, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorToText, fieldErrors, projecaoApi, useApi } from '@financeiro/api';
import { limitesCarteiraSchema, type LimitesCarteira } from '@financeiro/domain';
import { notify, pendingLoad, PercentInput, RegrasAlertaGlobaisForm } from '@financeiro/ui';

const CAMPOS_LIMITES: { campo: keyof LimitesCarteira; rotulo: string; ajuda: string }[] = [
  { campo: 'margemAtencao', rotulo: 'Atenção: margem no término abaixo de', ajuda: 'Abaixo desta margem o projeto fica em atenção.' },
  { campo: 'margemRisco', rotulo: 'Em risco: margem no término abaixo de', ajuda: 'Abaixo desta margem o projeto fica em risco (menor ou igual à de atenção).' },
  { campo: 'desvioAtencao', rotulo: 'Atenção: custo acima do previsto em mais de', ajuda: 'Custo real até hoje sobre o previsto até hoje.' },
  { campo: 'desvioRisco', rotulo: 'Em risco: custo acima do previsto em mais de', ajuda: 'Maior ou igual ao desvio de atenção.' },
];

/** The portfolio's status thresholds (Carteira and Projeção). */
function LimitesCarteiraForm() {
  const carga = useApi(() => projecaoApi.limites(), []);
  const [limites, setLimites] = useState<LimitesCarteira | null>(null);
  const [erros, setErros] = useState<Partial<Record<keyof LimitesCarteira, string>>>({});
  const [salvando, setSalvando] = useState(false);
  useEffect(() => {
    if (carga.data) setLimites(carga.data);
  }, [carga.data]);
  const pendente = pendingLoad(carga);
  if (pendente || !limites) return pendente ?? null;

  const salvar = async () => {
    try {
      await limitesCarteiraSchema.validate(limites, { abortEarly: false });
      setErros({});
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
      setErros(Object.fromEntries(inner.map((item) => [item.path, item.message])));
      notify.error('Erros no formulário!');
      return;
    }
    setSalvando(true);
    try {
      const salvo = await projecaoApi.salvarLimites(limites);
      setLimites(salvo.data);
      notify.success(salvo.message);
    } catch (error) {
      setErros(fieldErrors(error) as Partial<Record<keyof LimitesCarteira, string>>);
      notify.error(errorToText(error));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Stack gap={4} as="section" aria-label="Limites da carteira">
      <Box>
        <Heading size="md">Limites da carteira</Heading>
        <Text fontSize="sm" color="fg.muted">
          Definem o status de cada projeto na Carteira e na Projeção: em risco, atenção ou no prazo (vence o pior).
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {CAMPOS_LIMITES.map(({ campo, rotulo, ajuda }) => (
          <Field.Root key={campo} invalid={Boolean(erros[campo])}>
            <Field.Label>{rotulo}</Field.Label>
            <Box w="180px">
              <PercentInput
                value={limites[campo]}
                maxLength={campo.startsWith('desvio') ? 7 : 6}
                onChange={(valor) => setLimites({ ...limites, [campo]: valor })}
              />
            </Box>
            <Field.HelperText>{ajuda}</Field.HelperText>
            <Field.ErrorText>{erros[campo]}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Box>
        <Button colorPalette="blue" onClick={() => void salvar()} loading={salvando}>
          Salvar limites da carteira
        </Button>
      </Box>
    </Stack>
  );
}

/** /administracao/projecao: the portfolio thresholds and the global alert rules (issue 38 §2 and §3). */
export function ProjecaoPage() {
  return (
    <Stack gap={8}>
      <Heading size="lg">Projeção e alertas</Heading>
      <LimitesCarteiraForm />
      <RegrasAlertaGlobaisForm />
    </Stack>
  );
}
