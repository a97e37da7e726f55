import { Box, Button, Text } from '@chakra-ui/react';
import { cotacaoApi, custosProjetoApi, useApi } from '@financeiro/api';
import { formatDate, type CustoForm } from '@financeiro/domain';
import { AvisoCotacao, CustosIndiretosEditor, ModalDialog, notify, type ErrosCustoIndireto } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { CAMPOS_CUSTO_PROJETO, CUSTO_VAZIO, custoDoForm, validarCusto } from './custoForm';

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
  const [erros, setErros] = useState<ErrosCustoIndireto[]>([]);
  const [salvando, setSalvando] = useState(false);
  // The quotes are read when the form opens (spec 01 section 7, External).
  const cotacoes = useApi(() => (open ? cotacaoApi.listar() : Promise.resolve(undefined)), [open]);

  useEffect(() => {
    if (open) {
      setLinhas([CUSTO_VAZIO]);
      setErros([]);
    }
  }, [open]);

  const mudar = (index: number, parcial: Partial<CustoForm>) => {
    const form = { ...linhas[index]!, ...parcial };
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
      <CustosIndiretosEditor
        {...CAMPOS_CUSTO_PROJETO}
        linhas={linhas}
        erros={erros}
        onChange={mudar}
        cotacoes={cotacoes.data}
        cotacaoPendente={cotacoes.loading}
        adicionar={{ label: 'Adicionar outro custo', onClick: () => setLinhas((current) => [...current, CUSTO_VAZIO]) }}
        onRemover={(index) => {
          setLinhas((current) => current.filter((_, i) => i !== index));
          setErros((current) => current.filter((_, i) => i !== index));
        }}
        removerComTexto
      />
    </ModalDialog>
  );
}
