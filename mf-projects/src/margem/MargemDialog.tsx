import { Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  margemApi,
  simulacaoMargemApi,
  type CustoIndiretoEntrada,
  type CustoProjeto,
  type MargemCalculada,
  type RelatorioMargemPayload,
  type TaxasMargem,
} from '@financeiro/api';
import {
  formatDate,
  formatMoney,
  formatValorEmReais,
  formatValorNaMoeda,
  fractionOutOfRange,
  isWholeCalendarMonth,
  PERCENTUAIS_MARGEM_PADRAO,
  PROJETO_MESSAGES,
  TAXAS_MARGEM_PADRAO,
  TIPO_CUSTO_LABEL,
} from '@financeiro/domain';
import { MoneyInput, NomeField, notify, PercentInput, ResumoMargem, TabelaRolavel } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { useArrastar } from './useArrastar';

/** What the read-only 'Custo hora colaborador' holds (issue 34 point 6): the period's total labour cost. */
export const AJUDA_CUSTO_HORA = 'Total do período: horas trabalhadas × custo-hora de cada colaborador (o Custo Total HH do projeto).';

export const ERRO_CALCULAR = 'Erro ao calcular a margem do projeto.';
export const ERRO_SALVAR_MARGEM = 'Erro ao salvar a margem do projeto.';
export const ERRO_SIMULACAO = 'Erro ao criar simulação da margem do projeto.';
export const NOME_OBRIGATORIO = 'Informe o nome do relatório';
export const NOME_REPETIDO = 'Já existe um relatório com este nome.';
export const CRIE_SIMULACAO =
  'O relatório só pode ser salvo para um único projeto em um mês completo (do dia 1 ao último dia do mês). Para este período, crie uma simulação.';
export const relatorioSalvo = (nome: string) => `Relatório '${nome}' de margem de projeto salvo com sucesso`;
export const simulacaoSalva = (nome: string) => `Simulação '${nome}' de margem de projeto salvo com sucesso`;

const TAXAS: Array<{ key: keyof TaxasMargem; label: string }> = [
  { key: 'taxaImposto', label: 'Imposto sobre a receita bruta' },
  { key: 'taxaImpostoResultado', label: 'Imposto sobre o resultado (IR/CSLL)' },
  { key: 'taxaRv', label: 'Comissão de vendas (RV)' },
  { key: 'taxaRateio', label: 'Rateio administrativo' },
];

interface MargemDialogProps {
  open: boolean;
  onClose: () => void;
  keys: string[];
  inicio: string;
  fim: string;
  /** The projects' hour cost over the period (read-only). */
  custoHH: string;
  custos: readonly CustoProjeto[];
  email: string;
}

function custosIndiretos(custos: readonly CustoProjeto[]): CustoIndiretoEntrada[] {
  return custos.map((custo) => ({
    id: custo.id,
    tipo_custo: custo.tipo_custo,
    descricao: custo.descricao,
    valor: custo.valor,
    moeda: custo.moeda,
    cotacao: custo.cotacao,
  }));
}

/** 'Cálculo de Margem do Projeto' (spec 01 sections 2.4, 4 and 5): Calcular, then Salvar or a simulation. */
export function MargemDialog({ open, onClose, keys, inicio, fim, custoHH, custos, email }: MargemDialogProps) {
  const [taxas, setTaxas] = useState<TaxasMargem>({ ...TAXAS_MARGEM_PADRAO });
  const [receitaBruta, setReceitaBruta] = useState('0.00');
  const [resultado, setResultado] = useState<MargemCalculada | null>(null);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<'calcular' | 'salvar' | 'simular' | null>(null);
  const arrastar = useArrastar(open);
  const podeSalvar = keys.length === 1 && isWholeCalendarMonth(inicio, fim);

  useEffect(() => {
    if (open) {
      setTaxas({ ...TAXAS_MARGEM_PADRAO });
      setReceitaBruta('0.00');
      setResultado(null);
      setNome('');
      setErroNome(null);
    }
  }, [open]);

  const calcular = async () => {
    // The field already says 'Percentual deve ser entre 0 e 100'; the server would refuse it too.
    if (TAXAS.some((taxa) => fractionOutOfRange(taxas[taxa.key]))) return;
    setOcupado('calcular');
    try {
      setResultado(
        await margemApi.simular({
          keys,
          periodoInicio: inicio,
          periodoFim: fim,
          receitaBruta: receitaBruta || '0.00',
          ...taxas,
          custosIndiretos: custosIndiretos(custos),
        }),
      );
    } catch {
      setResultado(null);
      notify.error(ERRO_CALCULAR);
    } finally {
      setOcupado(null);
    }
  };

  const gravar = async (tipo: 'salvar' | 'simular') => {
    if (!resultado) return;
    const texto = nome.trim();
    if (texto === '') return setErroNome(NOME_OBRIGATORIO);
    setOcupado(tipo);
    const api = tipo === 'salvar' ? margemApi : simulacaoMargemApi;
    try {
      if (await api.nomeExiste(texto)) {
        setErroNome(NOME_REPETIDO);
        return;
      }
      setErroNome(null);
      const payload: RelatorioMargemPayload = {
        ...resultado,
        ...taxas,
        email,
        nomeRelatorio: texto,
        projeto: keys.join(','),
        periodoInicio: inicio,
        periodoFim: fim,
        custosIndiretos: custosIndiretos(custos),
      };
      await api.salvar(payload);
      notify.success(tipo === 'salvar' ? relatorioSalvo(texto) : simulacaoSalva(texto));
      onClose();
    } catch {
      notify.error(tipo === 'salvar' ? ERRO_SALVAR_MARGEM : ERRO_SIMULACAO);
    } finally {
      setOcupado(null);
    }
  };

  const mudarTaxa = (key: keyof TaxasMargem, value: string) => {
    setTaxas((current) => ({ ...current, [key]: value || '0' }));
    setResultado(null);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content style={arrastar.style} data-testid="margem-dialog">
            <Dialog.Header cursor="move" userSelect="none" {...arrastar.handleProps} title="Arraste para mover">
              <Dialog.Title>Cálculo de Margem do Projeto</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {keys.join(', ')} · {formatDate(inicio)} - {formatDate(fim)}
                </Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <Field.Root readOnly>
                    <Field.Label>Custo hora colaborador</Field.Label>
                    <Input size="sm" readOnly value={formatMoney(custoHH)} />
                    {/* Spec 01: the margin subtracts the period's 'hourly costs' (custo_hora_colaborador) — the total, not a rate. */}
                    <Field.HelperText>{AJUDA_CUSTO_HORA}</Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Receita bruta</Field.Label>
                    <MoneyInput
                      size="sm"
                      value={receitaBruta}
                      onChange={(value) => {
                        setReceitaBruta(value);
                        setResultado(null);
                      }}
                    />
                  </Field.Root>
                  {TAXAS.map((taxa) => (
                    <Field.Root key={taxa.key} invalid={fractionOutOfRange(taxas[taxa.key])}>
                      <Field.Label>{taxa.label}</Field.Label>
                      <PercentInput size="sm" value={taxas[taxa.key]} onChange={(value) => mudarTaxa(taxa.key, value)} />
                      <Field.ErrorText>{PROJETO_MESSAGES.taxaInvalida}</Field.ErrorText>
                    </Field.Root>
                  ))}
                  {/* Spec 01 section 9: fixed at 13,70 % of net revenue in a margin report. */}
                  <Field.Root readOnly>
                    <Field.Label>Despesas operacionais</Field.Label>
                    <Input size="sm" readOnly value={`${PERCENTUAIS_MARGEM_PADRAO.taxaDespesas}%`} />
                    <Field.HelperText>Fixas: 13,70% da receita líquida.</Field.HelperText>
                  </Field.Root>
                </SimpleGrid>
                <Box>
                  <Text fontWeight="semibold" mb="2">
                    Custos indiretos
                  </Text>
                  {custos.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm">
                      Nenhum item para mostrar
                    </Text>
                  ) : (
                    <TabelaRolavel>
                      <Table.Root size="sm" aria-label="Custos indiretos da margem">
                        <Table.Body>
                          {custos.map((custo) => (
                            <Table.Row key={custo.id}>
                              <Table.Cell>{TIPO_CUSTO_LABEL[custo.tipo_custo]}</Table.Cell>
                              <Table.Cell>{custo.descricao}</Table.Cell>
                              <Table.Cell textAlign="end">{formatValorNaMoeda(custo.valor, custo.moeda)}</Table.Cell>
                              <Table.Cell textAlign="end">{formatValorEmReais(custo.valor_convertido, custo.moeda, custo.cotacao, custo.cotacao_data)}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </TabelaRolavel>
                  )}
                </Box>
                <HStack>
                  <Button colorPalette="brand" loading={ocupado === 'calcular'} onClick={() => void calcular()}>
                    Calcular
                  </Button>
                </HStack>
                {resultado && (
                  <>
                    <ResumoMargem margem={resultado} />
                    <NomeField label="Nome do relatório" maxLength={100} value={nome} onChange={setNome} error={erroNome} onClearError={() => setErroNome(null)} />
                    {!podeSalvar && (
                      <Text fontSize="sm" color="fg.warning" role="note">
                        {CRIE_SIMULACAO}
                      </Text>
                    )}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
              {resultado && (
                <Button variant="outline" colorPalette="brand" loading={ocupado === 'simular'} disabled={ocupado !== null} onClick={() => void gravar('simular')}>
                  Criar simulação
                </Button>
              )}
              {resultado && podeSalvar && (
                <Button colorPalette="brand" loading={ocupado === 'salvar'} disabled={ocupado !== null} onClick={() => void gravar('salvar')}>
                  Salvar
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar diálogo" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
