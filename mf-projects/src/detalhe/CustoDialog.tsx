import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { cotacaoApi, custosProjetoApi, useApi, type CustoProjeto } from '@financeiro/api';
import { formatCotacao, formatDate, formatValorNaMoeda, MOEDA_LABEL, TIPO_CUSTO_LABEL, type CustoForm } from '@financeiro/domain';
import { AvisoCotacao, ConfirmDialog, CustosIndiretosEditor, ModalDialog, notify, type ErrosCustoIndireto } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { CAMPOS_CUSTO_PROJETO, custoDoForm, custoParaForm, validarCusto } from './custoForm';

export const CUSTO_SALVO = 'Custo salvo com sucesso.';
export const CUSTO_EXCLUIDO = 'Custo excluído com sucesso.';
export const ERRO_SALVAR_CUSTO = 'Erro ao salvar os dados do custo';
export const ERRO_EXCLUIR_CUSTO = 'Erro ao excluir os dados do custo';

interface CustoDialogProps {
  custo: CustoProjeto | null;
  /** The signed-in user's e-mail: only the owner sees Editar and Excluir (spec 01 section 5). */
  email: string;
  onClose: () => void;
  onAlterado: () => void;
}

function Linha({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** View, edit (Salvar/Cancelar) and delete (with confirmation) of one indirect cost. */
export function CustoDialog({ custo, email, onClose, onAlterado }: CustoDialogProps) {
  const [editando, setEditando] = useState(false);
  const [form, setForm] = useState<CustoForm | null>(null);
  const [erros, setErros] = useState<ErrosCustoIndireto>({});
  const [confirmar, setConfirmar] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const cotacoes = useApi(() => (editando ? cotacaoApi.listar() : Promise.resolve(undefined)), [editando]);

  useEffect(() => {
    setEditando(false);
    setErros({});
    setForm(custo ? custoParaForm(custo) : null);
  }, [custo]);

  if (!custo) return null;
  const dono = email !== '' && custo.email.toLowerCase() === email.toLowerCase();

  const salvar = async () => {
    if (!form) return;
    const validacao = validarCusto(form);
    setErros(validacao);
    if (Object.keys(validacao).length > 0) return;
    setOcupado(true);
    try {
      await custosProjetoApi.atualizar(custo.id, {
        ...custoDoForm(form),
        email: custo.email,
        projeto: custo.projeto,
        periodo_inicio: custo.periodo_inicio,
        periodo_fim: custo.periodo_fim,
      });
      notify.success(CUSTO_SALVO);
      onAlterado();
      onClose();
    } catch {
      notify.error(ERRO_SALVAR_CUSTO);
    } finally {
      setOcupado(false);
    }
  };

  const excluir = async () => {
    setOcupado(true);
    try {
      await custosProjetoApi.excluir(custo.id);
      notify.success(CUSTO_EXCLUIDO);
      setConfirmar(false);
      onAlterado();
      onClose();
    } catch {
      notify.error(ERRO_EXCLUIR_CUSTO);
      setConfirmar(false);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <>
      <ModalDialog
        open
        onClose={onClose}
        size="xl"
        title={editando ? 'Editar custo' : 'Custo do projeto'}
        footer={
          <>
            {editando ? (
              <>
                <Button
                  variant="outline"
                  disabled={ocupado}
                  onClick={() => {
                    setEditando(false);
                    setErros({});
                    setForm(custoParaForm(custo));
                  }}
                >
                  Cancelar
                </Button>
                <Button colorPalette="brand" loading={ocupado} onClick={() => void salvar()}>
                  Salvar
                </Button>
              </>
            ) : (
              dono && (
                <>
                  <Button colorPalette="red" variant="outline" onClick={() => setConfirmar(true)}>
                    Excluir
                  </Button>
                  <Button colorPalette="brand" onClick={() => setEditando(true)}>
                    Editar
                  </Button>
                </>
              )
            )}
          </>
        }
      >
        {editando && form ? (
          <>
            <Box mb="3">
              <AvisoCotacao cotacoes={cotacoes.data} />
            </Box>
            <CustosIndiretosEditor
              {...CAMPOS_CUSTO_PROJETO}
              linhas={[form]}
              erros={[erros]}
              onChange={(_, parcial) => setForm({ ...form, ...parcial })}
              cotacoes={cotacoes.data}
              cotacaoPendente={cotacoes.loading}
            />
          </>
        ) : (
          <SimpleGrid columns={2} gap="3">
            <Linha label="Tipos de custos">{TIPO_CUSTO_LABEL[custo.tipo_custo]}</Linha>
            <Linha label="Descrição">{custo.descricao ?? ''}</Linha>
            <Linha label="Valor">{formatValorNaMoeda(custo.valor, custo.moeda)}</Linha>
            <Linha label="Valor Convertido">{formatValorNaMoeda(custo.valor_convertido, 'BRL')}</Linha>
            <Linha label="Moeda">{MOEDA_LABEL[custo.moeda]}</Linha>
            {custo.moeda !== 'BRL' && <Linha label="Cotação">{`${formatCotacao(custo.cotacao)}${custo.cotacao_data ? ` de ${formatDate(custo.cotacao_data)}` : ''}`}</Linha>}
            <Linha label="Projeto">{custo.projeto}</Linha>
            <Linha label="Período">
              {formatDate(custo.periodo_inicio)} - {formatDate(custo.periodo_fim)}
            </Linha>
            <Linha label="Responsável">{custo.email}</Linha>
          </SimpleGrid>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={confirmar}
        message="Deseja excluir este custo?"
        confirmLabel="Excluir"
        confirmColorPalette="red"
        loading={ocupado}
        onConfirm={() => void excluir()}
        onCancel={() => setConfirmar(false)}
      />
    </>
  );
}
