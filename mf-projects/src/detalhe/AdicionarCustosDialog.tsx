import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { cotacaoApi, custosProjetoApi, useApi } from '@financeiro/api';
import { formatDate, type CustoForm } from '@financeiro/domain';
import { AvisoCotacao, ModalDialog, notify } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { CUSTO_VAZIO, CustoCampos, custoDoForm, validarCusto, type ErrosCusto } from './CustoCampos';

export const ERRO_SALVAR_CUSTOS = 'Erro ao salvar o(s) custo(s) do projeto.';
export const sucessoCustos = (inicio: string, fim: string) => `Custo(s) ${formatDate(inicio)} - ${formatDate(fim)} salvo(s) com sucesso!`;

interface AdicionarCustosDialogProps {
  open: boolean;
  onClose: () => void;
  onSalvo: () => void;
  projeto: string;
  inicio: string;
  fim: string;
  email: string;
}

/** 'Adicionar Custos': one or more indirect costs of one project over the filtered month (spec 01 section 5). */
export function AdicionarCustosDialog({ open, onClose, onSalvo, projeto, inicio, fim, email }: AdicionarCustosDialogProps) {
  const [linhas, setLinhas] = useState<CustoForm[]>([CUSTO_VAZIO]);
  const [erros, setErros] = useState<ErrosCusto[]>([]);
  const [salvando, setSalvando] = useState(false);
  // The quotes are read when the form opens (spec 01 section 7, External).
  const cotacoes = useApi(() => (open ? cotacaoApi.listar() : Promise.resolve(undefined)), [open]);

  useEffect(() => {
    if (open) {
      setLinhas([CUSTO_VAZIO]);
      setErros([]);
    }
  }, [open]);

  const mudar = (index: number, form: CustoForm) => {
    setLinhas((current) => current.map((linha, i) => (i === index ? form : linha)));
    if (erros.length > 0) setErros((current) => current.map((erro, i) => (i === index ? validarCusto(form) : erro)));
  };

  const salvar = async () => {
    const validacao = linhas.map(validarCusto);
    setErros(validacao);
    if (validacao.some((erro) => Object.keys(erro).length > 0)) return;
    setSalvando(true);
    try {
      await custosProjetoApi.criar(linhas.map((linha) => ({ ...custoDoForm(linha), email, projeto, periodo_inicio: inicio, periodo_fim: fim })));
      notify.success(sucessoCustos(inicio, fim));
      onSalvo();
      onClose();
    } catch {
      notify.error(ERRO_SALVAR_CUSTOS);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      title="Adicionar Custos"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={salvando}>
            Cancelar
          </Button>
          <Button colorPalette="brand" loading={salvando} onClick={() => void salvar()}>
            Salvar
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        Projeto {projeto}, período {formatDate(inicio)} - {formatDate(fim)}
      </Text>
      <Box mb="3">
        <AvisoCotacao cotacoes={cotacoes.data} />
      </Box>
      <Stack gap="4">
        {linhas.map((linha, index) => (
          <Box key={index} borderWidth="1px" rounded="md" p="3" data-testid="linha-custo">
            <CustoCampos
              form={linha}
              erros={erros[index] ?? {}}
              onChange={(form) => mudar(index, form)}
              cotacoes={cotacoes.data}
              sufixo={linhas.length > 1 ? ` ${index + 1}` : ''}
            />
            {linhas.length > 1 && (
              <HStack justify="flex-end" mt="2">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => {
                    setLinhas((current) => current.filter((_, i) => i !== index));
                    setErros((current) => current.filter((_, i) => i !== index));
                  }}
                >
                  Remover custo {index + 1}
                </Button>
              </HStack>
            )}
          </Box>
        ))}
      </Stack>
      <Button size="sm" variant="outline" mt="3" onClick={() => setLinhas((current) => [...current, CUSTO_VAZIO])}>
        Adicionar outro custo
      </Button>
    </ModalDialog>
  );
}
