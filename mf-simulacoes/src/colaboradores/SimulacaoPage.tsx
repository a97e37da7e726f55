import { Box, Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { errorToText, fieldErrors, simuladorApi, useApi, useEmail, type OpcoesSimulacao, type SimulacaoCalculada, type SimulacaoResultado } from '@financeiro/api';
import {
  CAMPOS_RESULTADO_SIMULACAO,
  formatMoney,
  formDaSimulacao,
  resultadoDaSimulacao,
  rotuloFuncao,
  rotuloRegime,
  SIMULACAO_FORM_VAZIO,
  SIMULACAO_MESSAGES as M,
  simulacaoFormSchema,
  validate,
  type SimulacaoEntrada,
  type SimulacaoForm,
} from '@financeiro/domain';
import { confirmLeave, IntegerInput, LoadingState, MoneyInput, notify, PageHeader, pendingLoad, useUnsavedChangesGuard } from '@financeiro/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { calculou, campoAlterado, inicial, podeSalvar, rotuloCalcular, salvarHabilitado, type EstadoCalculo } from '../shared/calculo';
import { ROTAS } from '../shared/rotas';
import { FuncaoDialog } from './FuncaoDialog';

type Erros = Partial<Record<keyof SimulacaoForm, string>>;

/** /simulacoes/colaboradores/new and /:id (spec 03 sections 2.3, 3, 4, 5). */
export function SimulacaoPage({ novo = false }: { novo?: boolean }) {
  const { id } = useParams();
  const email = useEmail();
  const numero = Number(id);
  const valido = novo || (Number.isInteger(numero) && numero > 0);
  const opcoes = useApi(() => simuladorApi.opcoes(), []);
  const salva = useApi(() => (novo || !valido || !email ? Promise.resolve(undefined) : simuladorApi.obter(email, numero)), [novo, numero, email]);

  if (!valido) return <Navigate to={ROTAS.colaboradores} replace />;
  // The options are reloaded under the open form after a new function (keepData).
  const pending = pendingLoad(opcoes, { keepData: true }) ?? (novo ? null : pendingLoad(salva, { keepData: true }));
  if (pending) return pending;
  if (!opcoes.data || (!novo && !salva.data)) return <LoadingState />;
  return (
    <SimulacaoForm
      key={novo ? 'nova' : numero}
      id={novo ? null : numero}
      email={email}
      opcoes={opcoes.data}
      recarregarOpcoes={opcoes.reload}
      inicialForm={salva.data ? formDaSimulacao(salva.data) : SIMULACAO_FORM_VAZIO}
      inicialResultado={salva.data ? resultadoDaSimulacao(salva.data) : null}
    />
  );
}

interface SimulacaoFormProps {
  id: number | null;
  email: string;
  opcoes: OpcoesSimulacao;
  recarregarOpcoes: () => Promise<void>;
  inicialForm: SimulacaoForm;
  inicialResultado: SimulacaoResultado | null;
}

function SimulacaoForm({ id, email, opcoes, recarregarOpcoes, inicialForm, inicialResultado }: SimulacaoFormProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<SimulacaoForm>(inicialForm);
  const [erros, setErros] = useState<Erros>({});
  const [estado, setEstado] = useState<EstadoCalculo<SimulacaoResultado | SimulacaoCalculada>>(inicial(inicialResultado));
  const [ocupado, setOcupado] = useState<'calcular' | 'salvar' | null>(null);
  const [funcaoAberta, setFuncaoAberta] = useState(false);
  const modo = id === null ? 'new' : 'edit';
  const dirty = JSON.stringify(form) !== JSON.stringify(inicialForm);
  const guard = useUnsavedChangesGuard(dirty, modo);

  const set = (campo: keyof SimulacaoForm, valor: string | number) => {
    setForm((atual) => ({ ...atual, [campo]: valor }));
    setErros((atual) => ({ ...atual, [campo]: undefined }));
    setEstado(campoAlterado);
  };

  const validar = (): SimulacaoEntrada | null => {
    const result = validate<SimulacaoEntrada>(simulacaoFormSchema, form);
    if (result.ok) return result.value;
    const novos: Erros = {};
    for (const item of result.errors) novos[item.field as keyof SimulacaoForm] ??= item.errorMessage;
    setErros(novos);
    notify.error(M.formularioComErros);
    return null;
  };

  const calcular = async () => {
    const entrada = validar();
    if (!entrada) return;
    setOcupado('calcular');
    try {
      setEstado(calculou(await simuladorApi.calcular(entrada)));
    } catch (error) {
      setErros(fieldErrors(error) as Erros);
      notify.error(errorToText(error));
    } finally {
      setOcupado(null);
    }
  };

  const salvar = async () => {
    if (!podeSalvar(estado)) {
      notify.error(M.recalcular);
      return;
    }
    const entrada = validar();
    if (!entrada) return;
    setOcupado('salvar');
    try {
      const corpo = { ...(estado.resultado as SimulacaoResultado), ...entrada };
      const resposta = id === null ? await simuladorApi.criar(email, corpo) : await simuladorApi.atualizar(email, id, corpo);
      notify.success(resposta.message || (id === null ? M.criada : M.atualizada));
      guard.allowNextNavigation();
      navigate(ROTAS.colaboradores);
    } catch (error) {
      setErros(fieldErrors(error) as Erros);
      notify.error(errorToText(error));
    } finally {
      setOcupado(null);
    }
  };

  const cancelar = () => {
    if (!confirmLeave(modo, dirty)) return;
    guard.allowNextNavigation();
    navigate(ROTAS.colaboradores);
  };

  const resultado = estado.resultado;
  const referencia = resultado && 'referencia' in resultado ? resultado.referencia : opcoes.referencia;

  return (
    <Stack gap="4">
      <PageHeader
        title={id === null ? 'Nova simulação' : `Simulação ${id}`}
        actions={
          <>
            <Button variant="outline" onClick={() => setFuncaoAberta(true)}>
              Função
            </Button>
            <Button variant="outline" onClick={cancelar}>
              Cancelar
            </Button>
            <Button colorPalette="brand" variant="outline" loading={ocupado === 'calcular'} disabled={ocupado !== null} onClick={() => void calcular()}>
              {rotuloCalcular(estado)}
            </Button>
            <Button colorPalette="brand" loading={ocupado === 'salvar'} disabled={ocupado !== null || !salvarHabilitado(estado)} onClick={() => void salvar()}>
              Salvar
            </Button>
          </>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root invalid={Boolean(erros.salario)}>
          <Field.Label>Salário</Field.Label>
          <MoneyInput size="sm" value={form.salario} onChange={(valor) => set('salario', valor)} />
          <Field.ErrorText>{erros.salario}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.beneficio)}>
          <Field.Label>Benefício</Field.Label>
          <MoneyInput size="sm" value={form.beneficio} onChange={(valor) => set('beneficio', valor)} />
          <Field.ErrorText>{erros.beneficio}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.dependentes)}>
          <Field.Label>Dependentes</Field.Label>
          <IntegerInput size="sm" maxLength={2} value={form.dependentes} onChange={(valor) => set('dependentes', valor)} />
          <Field.ErrorText>{erros.dependentes}</Field.ErrorText>
        </Field.Root>
        <Selecao
          label="Regime"
          value={form.regime}
          erro={erros.regime}
          onChange={(valor) => set('regime', valor)}
          opcoes={opcoes.regimes.map((regime) => ({ value: regime.cod, label: rotuloRegime(regime) }))}
        />
        <Selecao
          label="Função"
          value={form.funcao}
          erro={erros.funcao}
          onChange={(valor) => set('funcao', valor)}
          opcoes={opcoes.funcoes.map((funcao) => ({ value: funcao.cod, label: rotuloFuncao(funcao) }))}
        />
        <Selecao
          label="Filial"
          value={form.filial}
          erro={erros.filial}
          onChange={(valor) => set('filial', valor)}
          opcoes={opcoes.filiais.map((filial) => ({ value: filial.cod, label: `${filial.cod} - ${filial.label}` }))}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Cálculo do fechamento {referencia.label} ({referencia.diasUteis} dias úteis), com os impostos do regime e os valores da filial.
      </Text>

      {resultado && (
        <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle" data-testid="resultado-simulacao" opacity={estado.calculado || id !== null ? 1 : 0.6}>
          <Heading as="h2" size="sm" mb="3">
            Resultado
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
            {CAMPOS_RESULTADO_SIMULACAO.map((campo) => (
              <HStack key={campo.key} justify="space-between">
                <Text color="fg.muted">{campo.label}</Text>
                <Text fontWeight="medium" data-testid={`resultado-${campo.key}`}>
                  {campo.texto ? resultado[campo.key] : formatMoney(resultado[campo.key])}
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
          {resultado && 'avisos' in resultado && resultado.avisos.length > 0 && (
            <Stack gap="1" mt="3" role="note">
              {resultado.avisos.map((aviso) => (
                <Text key={aviso} fontSize="sm" color="fg.warning">
                  {aviso}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
      )}

      <FuncaoDialog
        open={funcaoAberta}
        onClose={() => setFuncaoAberta(false)}
        onCriada={(funcao) => {
          setFuncaoAberta(false);
          void recarregarOpcoes().then(() => set('funcao', funcao.cod));
        }}
      />
    </Stack>
  );
}

function Selecao({
  label,
  value,
  erro,
  onChange,
  opcoes,
}: {
  label: string;
  value: string | number;
  erro?: string;
  onChange: (value: string) => void;
  opcoes: Array<{ value: number; label: string }>;
}) {
  return (
    <Field.Root invalid={Boolean(erro)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(event) => onChange(event.target.value)}>
          <option value="">Selecione</option>
          {opcoes.map((opcao) => (
            <option key={opcao.value} value={opcao.value}>
              {opcao.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{erro}</Field.ErrorText>
    </Field.Root>
  );
}
