import { useState } from 'react';
import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { errorToText, fechamentosApi, useApi } from '@financeiro/api';
import { BASE_HORAS_CUSTO_HORA_OPTIONS, isBaseHorasCustoHora, type BaseHorasCustoHora } from '@financeiro/domain';
import { ErrorState, ModalDialog, notify } from '@financeiro/ui';

export const BASE_CUSTO_HORA_SALVA = 'Base do custo-hora salva: vale para os próximos cálculos.';

/** The company's daily hour base of the hour cost (closings README, 'Base do custo-hora'). */
export function BaseCustoHoraDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, loading, error, reload } = useApi(async () => (open ? fechamentosApi.configuracao() : undefined), [open]);
  // The user's choice, else the stored setting.
  const [escolhida, setBase] = useState<BaseHorasCustoHora | null>(null);
  const base = escolhida ?? data?.baseHorasCustoHora ?? null;
  const [saving, setSaving] = useState(false);
  // A choice not saved does not survive closing.
  const fechar = () => {
    setBase(null);
    onClose();
  };

  const save = async () => {
    if (!base) return;
    setSaving(true);
    try {
      await fechamentosApi.salvarConfiguracao(base);
      notify.success(BASE_CUSTO_HORA_SALVA);
      fechar();
    } catch (failure) {
      notify.error(errorToText(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={fechar}
      busy={saving}
      title="Base do custo-hora"
      footer={
        <>
          <Button variant="outline" onClick={fechar} disabled={saving}>
            Cancelar
          </Button>
          <Button colorPalette="blue" onClick={save} loading={saving} disabled={!data || base === data.baseHorasCustoHora}>
            Salvar
          </Button>
        </>
      }
    >
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : (
        <Stack gap="4">
          <Text fontSize="sm">O custo-hora de cada colaborador é o custo total do mês dividido pelas horas do mês. Escolha como a empresa conta essas horas:</Text>
          <RadioGroup.Root
            value={base ?? ''}
            disabled={loading || !data}
            onValueChange={(details) => {
              if (isBaseHorasCustoHora(details.value)) setBase(details.value);
            }}
          >
            <Stack gap="3">
              {BASE_HORAS_CUSTO_HORA_OPTIONS.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <Stack gap="0">
                    <RadioGroup.ItemText fontWeight="medium">{option.label}</RadioGroup.ItemText>
                    <Text fontSize="sm" color="fg.muted">
                      {option.descricao}
                    </Text>
                  </Stack>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Text fontSize="sm" color="fg.muted">
            A escolha vale para os próximos cálculos e para a simulação de custo. Um fechamento já calculado só muda quando for recalculado.
          </Text>
        </Stack>
      )}
    </ModalDialog>
  );
}
