import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  cotacaoApi,
  errorToText,
  simulacaoMargemApi,
  simuladorApi,
  useApi,
  useEmail,
  type MargemCalculada,
  type RelatorioMargem,
  type RelatorioMargemPayload,
} from '@financeiro/api';
import {
  basesDoResultado,
  formatDate,
  fractionOutOfRange,
  margemDoRelatorio,
  margemDoResultadoCalculo,
  PROJETO_LIMITES,
  PROJETO_MESSAGES,
  RESULTADO_MESSAGES as M,
  resultadoFormSchema,
  validate,
} from '@financeiro/domain';
import {
  AvisoCotacao,
  confirmLeave,
  CustosIndiretosEditor,
  LoadingState,
  MoneyInput,
  notify,
  PageHeader,
  pendingLoad,
  PercentInput,
  ResumoMargem,
  useUnsavedChangesGuard,
  type ErrosCustoIndireto,
} from '@financeiro/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { calculou, campoAlterado, inicial, podeSalvar, type EstadoCalculo } from '../shared/calculo';
import { ROTAS } from '../shared/rotas';
import { custosDoForm, linhasDoRelatorio, linhaVazia, type CustoLinha } from './custos';

/** The result form (spec 03 section 3 'Margin report' form fields); the percent bases as fractions. */
/** Why Recalcular and Salvar refuse a report without indirect costs, and what to do. */
export const SEM_CUSTO_INDIRETO = 'O relatório precisa de ao menos um custo indireto: use Adicionar custo.';

interface FormResultado {
  nome: string;
  custoHH: string;
  receitaBruta: string;
  baseImpostoSemReceitaBruto: string;
  baseImpostoSemResultado: string;
  baseRV: string;
  margemDespesaOperacional: string;
}

const PERCENTUAIS: Array<{ key: keyof FormResultado; label: string }> = [
  { key: 'baseImpostoSemReceitaBruto', label: 'Imposto sobre a receita bruta' },
  { key: 'baseImpostoSemResultado', label: 'Imposto sobre o resultado (IR/CSLL)' },
  { key: 'baseRV', label: 'Comissão de vendas (RV)' },
  { key: 'margemDespesaOperacional', label: 'Despesas operacionais' },
];

function formDoRelatorio(relatorio: RelatorioMargem): FormResultado {
  const bases = basesDoResultado(relatorio);
  return {
    nome: relatorio.nome,
    custoHH: relatorio.custo_hora_colaborador,
    receitaBruta: relatorio.receita_bruta,
    baseImpostoSemReceitaBruto: bases.baseImpostoSemReceitaBruto,
    baseImpostoSemResultado: bases.baseImpostoSemResultado,
    baseRV: bases.baseRV,
    margemDespesaOperacional: bases.margemDespesaOperacional,
  };
}

/** /simulacoes/results/:id, 'Resultado :id' (spec 03 sections 2.5, 3, 4, 5). */
export function ResultadoPage() {
  const { id } = useParams();
  const email = useEmail();
  const numero = Number(id);
  const valido = Number.isInteger(numero) && numero > 0;
  const relatorio = useApi(() => (valido && email ? simulacaoMargemApi.obter(email, numero) : Promise.resolve(undefined)), [numero, email]);
  if (!valido) return <Navigate to={ROTAS.resultados} replace />;
  // The form reloads the report after a recalculation: the data stays meanwhile (keepData).
  const pending = pendingLoad(relatorio, { keepData: true });
  if (pending) return pending;
  if (!relatorio.data) return <LoadingState />;
  return <ResultadoForm key={relatorio.data.id} relatorio={relatorio.data} email={email} recarregar={relatorio.reload} />;
}

function ResultadoForm({ relatorio, email, recarregar }: { relatorio: RelatorioMargem; email: string; recarregar: () => Promise<void> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [editando, setEditando] = useState(Boolean((location.state as { editar?: boolean } | null)?.editar));
  const [form, setForm] = useState<FormResultado>(() => formDoRelatorio(relatorio));
  const [custos, setCustos] = useState<CustoLinha[]>(() => linhasDoRelatorio(relatorio));
  const [estado, setEstado] = useState<EstadoCalculo<MargemCalculada>>(() => inicial(margemDoRelatorio(relatorio)));
  const [erros, setErros] = useState<Partial<Record<keyof FormResultado, string>>>({});
  /** The cost list's own error: a report keeps at least one indirect cost (spec 03 section 7). */
  const [erroLista, setErroLista] = useState<string | undefined>();
  const [errosCustos, setErrosCustos] = useState<Record<number, ErrosCustoIndireto>>({});
  const [ocupado, setOcupado] = useState<'calcular' | 'salvar' | null>(null);
  const cotacoes = useApi(() => cotacaoApi.listar().catch(() => []), []);
  const [original, setOriginal] = useState(() => JSON.stringify([formDoRelatorio(relatorio), custosDoForm(linhasDoRelatorio(relatorio))]));
  const dirty = editando && JSON.stringify([form, custosDoForm(custos)]) !== original;
  const guard = useUnsavedChangesGuard(dirty, 'edit');
  const chaves = relatorio.projeto.split(',').map((key) => key.trim()).filter(Boolean);

  const setCampo = (campo: keyof FormResultado, valor: string) => {
    setForm((atual) => ({ ...atual, [campo]: valor }));
    setErros((atual) => ({ ...atual, [campo]: undefined }));
    setEstado(campoAlterado);
  };
  const setCusto = (indice: number, parcial: Partial<CustoLinha>) => {
    setCustos((atual) => atual.map((linha, i) => (i === indice ? { ...linha, ...parcial } : linha)));
    setErrosCustos((atual) => ({ ...atual, [indice]: {} }));
    setEstado(campoAlterado);
  };
  const removerCusto = (indice: number) => {
    setCustos((atual) => (atual.length > 1 ? atual.filter((_, i) => i !== indice) : atual));
    setErrosCustos({});
    setEstado(campoAlterado);
  };
  const adicionarCusto = () => {
    setCustos((atual) => [...atual, linhaVazia()]);
    setErroLista(undefined);
    setEstado(campoAlterado);
  };

  const validar = (): boolean => {
    const result = validate(resultadoFormSchema, { nome: form.nome, receitaBruta: form.receitaBruta, custosIndiretos: custosDoForm(custos) });
    setErroLista(result.ok ? undefined : result.errors.find((item) => item.field === 'custosIndiretos')?.errorMessage);
    if (result.ok) return true;
    const novos: Partial<Record<keyof FormResultado, string>> = {};
    const porCusto: Record<number, ErrosCustoIndireto> = {};
    for (const item of result.errors) {
      const match = /^custosIndiretos\[(\d+)\]\.(\w+)$/.exec(item.field);
      if (match) {
        const indice = Number(match[1]);
        porCusto[indice] ??= {};
        porCusto[indice][match[2] as keyof ErrosCustoIndireto] ??= item.errorMessage;
      } else {
        novos[item.field as keyof FormResultado] ??= item.errorMessage;
      }
    }
    setErros(novos);
    setErrosCustos(porCusto);
    return false;
  };

  const bases = basesDoResultado(relatorio);
  const taxas = () => ({
    taxaImposto: form.baseImpostoSemReceitaBruto || '0',
    taxaImpostoResultado: form.baseImpostoSemResultado || '0',
    taxaRv: form.baseRV || '0',
    taxaRateio: bases.baseRateio,
    taxaDespesas: form.margemDespesaOperacional || '0',
  });

  const recalcular = async () => {
    if (!validar()) return;
    setOcupado('calcular');
    try {
      const custoHH = form.custoHH || '0';
      const resultado = await simuladorApi.calcularResultado({
        keys: chaves,
        periodoInicio: relatorio.periodo_inicial,
        periodoFim: relatorio.periodo_fim,
        receitaBruta: form.receitaBruta,
        custoHH,
        ...taxas(),
        custosIndiretos: custosDoForm(custos),
      });
      setEstado(calculou(margemDoResultadoCalculo(resultado, { receitaBruta: form.receitaBruta, custoHH })));
    } catch {
      notify.error(M.erroCalcular);
    } finally {
      setOcupado(null);
    }
  };

  const salvar = async () => {
    if (!podeSalvar(estado) || !estado.resultado) {
      notify.error(M.recalcular);
      return;
    }
    if (!validar()) return;
    setOcupado('salvar');
    try {
      const payload: RelatorioMargemPayload = {
        ...estado.resultado,
        ...taxas(),
        custoHH: form.custoHH || '0',
        email,
        nomeRelatorio: form.nome.trim(),
        projeto: relatorio.projeto,
        periodoInicio: relatorio.periodo_inicial,
        periodoFim: relatorio.periodo_fim,
        custosIndiretos: custosDoForm(custos),
      };
      await simulacaoMargemApi.atualizar(relatorio.id, payload);
      notify.success(M.atualizado);
      guard.allowNextNavigation();
      setOriginal(JSON.stringify([form, custosDoForm(custos)]));
      setEditando(false);
      setEstado((atual) => ({ ...atual, calculado: false }));
      await recarregar();
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setOcupado(null);
    }
  };

  const cancelar = () => {
    if (!editando) {
      navigate(ROTAS.resultados);
      return;
    }
    if (!confirmLeave('edit', dirty)) return;
    setForm(formDoRelatorio(relatorio));
    setCustos(linhasDoRelatorio(relatorio));
    setEstado(inicial(margemDoRelatorio(relatorio)));
    setErros({});
    setErrosCustos({});
    setErroLista(undefined);
    setEditando(false);
  };

  const desabilitado = !editando;

  return (
    <Stack gap="4">
      <PageHeader
        title={`Resultado ${relatorio.id}`}
        actions={
          editando ? (
            <>
              <Button variant="outline" onClick={cancelar}>
                Cancelar
              </Button>
              <Button variant="outline" colorPalette="brand" loading={ocupado === 'calcular'} disabled={ocupado !== null} onClick={() => void recalcular()}>
                Recalcular
              </Button>
              <Button colorPalette="brand" loading={ocupado === 'salvar'} disabled={ocupado !== null} onClick={() => void salvar()}>
                Salvar
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={cancelar}>
                Voltar
              </Button>
              <Button colorPalette="brand" onClick={() => setEditando(true)}>
                Editar
              </Button>
            </>
          )
        }
      />
      <Text fontSize="sm" color="fg.muted">
        {relatorio.projeto} · {formatDate(relatorio.periodo_inicial)} - {formatDate(relatorio.periodo_fim)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root invalid={Boolean(erros.nome)} disabled={desabilitado}>
          <Field.Label>Nome</Field.Label>
          <Input size="sm" maxLength={120} value={form.nome} onChange={(event) => setCampo('nome', event.target.value)} />
          <Field.ErrorText>{erros.nome}</Field.ErrorText>
        </Field.Root>
        <Field.Root disabled={desabilitado}>
          <Field.Label>Custo HH</Field.Label>
          <MoneyInput size="sm" value={form.custoHH} onChange={(valor) => setCampo('custoHH', valor)} />
        </Field.Root>
        <Field.Root invalid={Boolean(erros.receitaBruta)} disabled={desabilitado}>
          <Field.Label>Receita bruta</Field.Label>
          <MoneyInput size="sm" value={form.receitaBruta} onChange={(valor) => setCampo('receitaBruta', valor)} />
          <Field.ErrorText>{erros.receitaBruta}</Field.ErrorText>
        </Field.Root>
        {PERCENTUAIS.map((campo) => (
          <Field.Root key={campo.key} disabled={desabilitado} invalid={fractionOutOfRange(form[campo.key])}>
            <Field.Label>{campo.label}</Field.Label>
            <PercentInput size="sm" value={form[campo.key]} onChange={(valor) => setCampo(campo.key, valor)} />
            <Field.ErrorText>{PROJETO_MESSAGES.taxaInvalida}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>

      <Box>
        <Heading as="h2" size="sm" mb="2">
          Custos indiretos
        </Heading>
        <Box mb="2">
          <AvisoCotacao cotacoes={cotacoes.data} />
        </Box>
        {erroLista && (
          <Text role="alert" color="red.600" fontSize="sm" mb="2">
            {erroLista} {SEM_CUSTO_INDIRETO}
          </Text>
        )}
        <CustosIndiretosEditor
          aria-label="Custos indiretos"
          colunas={['tipo_custo', 'descricao', 'moeda', 'cotacao', 'valor']}
          linhas={custos}
          chave={(linha) => linha.chave}
          erros={errosCustos}
          onChange={setCusto}
          cotacoes={cotacoes.data}
          cotacaoPendente={cotacoes.loading}
          cotacaoReal="0"
          cotacaoEmReal="desabilitada"
          descricaoMax={PROJETO_LIMITES.descricao}
          numerar="sempre"
          disabled={desabilitado}
          adicionar={{ label: 'Adicionar custo', onClick: adicionarCusto }}
          onRemover={removerCusto}
        />
      </Box>

      {estado.resultado && <ResumoMargem margem={estado.resultado} titulo="Resultado" />}
    </Stack>
  );
}
