import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { errorToText, simuladorApi, type OpcoesSimulacao } from '@financeiro/api';
import { funcaoSimulacaoSchema, gerarCbo, SIMULACAO_MESSAGES, validate } from '@financeiro/domain';
import { ModalDialog, notify } from '@financeiro/ui';
import { useEffect, useState } from 'react';

type Funcao = OpcoesSimulacao['funcoes'][number];
interface FormFuncao {
  cbo: string;
  nome: string;
  descricao: string;
}

/**
 * 'Função' of the simulation screen (spec 03 sections 3 and 5): registers a simulation function
 * (ativo 2) with a CBO of 7 random digits generated here.
 */
export function FuncaoDialog({ open, onClose, onCriada }: { open: boolean; onClose: () => void; onCriada: (funcao: Funcao) => void }) {
  const [form, setForm] = useState<FormFuncao>({ cbo: '', nome: '', descricao: '' });
  const [erros, setErros] = useState<Partial<Record<keyof FormFuncao, string>>>({});
  const [salvando, setSalvando] = useState(false);

  useEffect(() => {
    if (open) {
      setForm({ cbo: gerarCbo(), nome: '', descricao: '' });
      setErros({});
    }
  }, [open]);

  const set = (campo: keyof FormFuncao, valor: string) => {
    setForm((atual) => ({ ...atual, [campo]: valor }));
    setErros((atual) => ({ ...atual, [campo]: undefined }));
  };

  const salvar = async () => {
    const result = validate<{ cbo: string; nome: string; descricao?: string | null }>(funcaoSimulacaoSchema, form);
    if (!result.ok) {
      const novos: Partial<Record<keyof FormFuncao, string>> = {};
      for (const item of result.errors) novos[item.field as keyof FormFuncao] ??= item.errorMessage;
      setErros(novos);
      return;
    }
    setSalvando(true);
    try {
      const resposta = await simuladorApi.criarFuncao(result.value);
      notify.success(resposta.message || SIMULACAO_MESSAGES.funcaoCadastrada);
      onCriada(resposta.data);
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Nova função"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={salvando}>
            Cancelar
          </Button>
          <Button colorPalette="brand" loading={salvando} onClick={() => void salvar()}>
            Cadastrar
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(erros.cbo)}>
          <Field.Label>CBO</Field.Label>
          <Input size="sm" maxLength={10} value={form.cbo} onChange={(event) => set('cbo', event.target.value)} />
          <Field.ErrorText>{erros.cbo}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.nome)}>
          <Field.Label>Nome da função</Field.Label>
          <Input size="sm" maxLength={60} value={form.nome} onChange={(event) => set('nome', event.target.value)} />
          <Field.ErrorText>{erros.nome}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.descricao)}>
          <Field.Label>Descrição</Field.Label>
          <Textarea size="sm" maxLength={300} value={form.descricao} onChange={(event) => set('descricao', event.target.value)} />
          <Field.ErrorText>{erros.descricao}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ModalDialog>
  );
}
