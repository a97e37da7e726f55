import { useParams } from 'react-router-dom';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { regimesApi, useApi } from '@financeiro/api';
import {
  CADASTRO_LIMITS,
  CADASTRO_MESSAGES,
  emptyRegime,
  REGIME_PROVISION_PRESETS,
  regimeSchema,
  SIGLA_FIELD_MAX,
  type Regime,
  type RegimeForm,
} from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikSelectField, FormikTextField, pendingLoad, RecordFormPage } from '@financeiro/ui';
import { RegimeImpostos } from './RegimeImpostos';

const LIST = '/cadastros/regime-contrato';

/** The provision settings of the regime, in the order of the closing (DOMAIN.md, Payroll closing 6). */
export const REGIME_PROVISIONS: Array<{ name: keyof typeof REGIME_PROVISION_PRESETS.clt; label: string }> = [
  { name: 'provisiona_decimo_terceiro', label: '13º salário' },
  { name: 'provisiona_ferias', label: 'Férias' },
  { name: 'provisiona_terco_ferias', label: '1/3 de férias' },
  { name: 'provisiona_rescisao', label: 'Rescisão (multa do FGTS)' },
  { name: 'provisiona_fgts', label: 'FGTS sobre provisões' },
  { name: 'recesso_remunerado', label: 'Recesso remunerado (estágio)' },
];

const PRESETS = [
  { key: 'clt', label: 'Padrão CLT' },
  { key: 'estagio', label: 'Padrão Estágio' },
  { key: 'pj', label: 'Padrão PJ' },
] as const;

export function RegimePage() {
  const { cod } = useParams();
  const isNew = cod === undefined;
  const { data, loading, error, reload } = useApi(async () => (isNew ? undefined : regimesApi.get(Number(cod))), [cod]);
  const pending = isNew ? null : pendingLoad({ data, loading, error, reload });
  if (pending) return pending;

  const save = async (values: Regime) => {
    if (isNew) return CADASTRO_MESSAGES.regimeCriado(await regimesApi.create(values));
    await regimesApi.update(Number(cod), values);
    return CADASTRO_MESSAGES.regimeAtualizado;
  };

  return (
    <RecordFormPage<RegimeForm, Regime>
      title={isNew ? 'Novo Regime de Contrato' : `Regime ${cod}`}
      isNew={isNew}
      initialValues={data ? { ...emptyRegime, ...data, descricao: data.descricao ?? '' } : emptyRegime}
      schema={regimeSchema}
      onSave={save}
      listPath={LIST}
      below={(editing) =>
        isNew ? (
          <Text color="fg.muted">Salve o regime para vincular os impostos.</Text>
        ) : (
          <RegimeImpostos regimeCod={Number(cod)} editable={editing} />
        )
      }
    >
      {(form, editing) => (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormikTextField form={form} name="sigla" label="Sigla" required readOnly={!editing} maxLength={SIGLA_FIELD_MAX} />
            <FormikTextField form={form} name="nome" label="Nome" required readOnly={!editing} maxLength={CADASTRO_LIMITS.nome} />
            <FormikTextField form={form} name="descricao" label="Descrição" readOnly={!editing} maxLength={CADASTRO_LIMITS.descricao} />
            <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!editing} disabled={!editing} options={ATIVO_OPTIONS} />
          </SimpleGrid>
          <Box as="section" aria-label="Provisões no fechamento" borderWidth="1px" rounded="md" p="4">
            <HStack justify="space-between" align="center" mb="3" wrap="wrap" gap="2">
              <Heading as="h2" size="md">
                Provisões no fechamento
              </Heading>
              {editing && (
                <HStack gap="2">
                  {PRESETS.map((preset) => (
                    <Button
                      key={preset.key}
                      size="xs"
                      variant="outline"
                      onClick={() => void form.setValues({ ...form.values, ...REGIME_PROVISION_PRESETS[preset.key] })}
                    >
                      {preset.label}
                    </Button>
                  ))}
                </HStack>
              )}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {REGIME_PROVISIONS.map((provision) => (
                <FormikSelectField
                  key={provision.name}
                  form={form}
                  name={provision.name}
                  label={provision.label}
                  required
                  readOnly={!editing}
                  disabled={!editing}
                  options={ATIVO_OPTIONS}
                />
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      )}
    </RecordFormPage>
  );
}
