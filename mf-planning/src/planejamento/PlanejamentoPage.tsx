import { Alert, Box, Button, Checkbox, Field, HStack, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { cotacaoApi, errorToText, planejamentoApi, type PlanejamentoCarregado } from '@financeiro/api';
import {
  cotacaoNoCampo,
  construirDiff,
  fractionOutOfRange,
  diffEstaVazio,
  labelMes,
  ordenarChaves,
  PLANEJAMENTO_MESSAGES,
  validarPlanejamento,
  type Cotacao,
  type FuncaoPlanejamento,
  type LinhaFuncao,
  type LinhaIndireto,
  type Moeda,
} from '@financeiro/domain';
import { ErrorState, HistoricoAlteracoes, LoadingState, notify, PageHeader, PercentInput, useUnsavedChangesGuard } from '@financeiro/ui';
import {
  adicionarMes,
  definirValorVenda,
  linhasDeOutrosMeses,
  mesesIniciais,
  opcoesDeMes,
  proximoTempId,
  rechavearMes,
  removerFuncao,
  removerIndireto,
  removerMes,
  salvarFuncao,
  salvarIndireto,
  type Meses,
} from './edicao';
import { FuncaoModal } from './FuncaoModal';
import { IndiretoModal } from './IndiretoModal';
import { MesTab } from './MesTab';
import type { ModoModal } from './ModalLinha';
import { TotalTab } from './TotalTab';

const TOTAL = 'total';
const M = PLANEJAMENTO_MESSAGES;

type Modal = { tipo: 'funcao'; modo: ModoModal; linha?: LinhaFuncao } | { tipo: 'indireto'; modo: ModoModal; linha?: LinhaIndireto } | null;

/** Spec 02 section 8: how a failed save reads. */
export function mensagemErroSalvar(error: unknown): string {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data !== undefined && response.data !== '') return M.erroApi(errorToText(error));
  if ((error as { isAxiosError?: boolean } | null)?.isAxiosError) return M.erroInesperado(errorToText(error));
  if (error instanceof Error && error.message) return M.erroInesperado(error.message);
  return M.erroDesconhecido;
}

/** Planejamento Financeiro of one project (spec 02 sections 2, 4, 5, 7, 8). */
export function PlanejamentoPage() {
  const { key = '' } = useParams<{ key: string; id: string }>();
  const navigate = useNavigate();
  const [carregado, setCarregado] = useState<PlanejamentoCarregado>();
  const [carregando, setCarregando] = useState(true);
  const [falhaCarga, setFalhaCarga] = useState<string | null>(null);
  const [funcoes, setFuncoes] = useState<FuncaoPlanejamento[]>([]);
  const [cotacoes, setCotacoes] = useState<Cotacao[]>([]);
  const [cotacoesPendentes, setCotacoesPendentes] = useState(true);
  const [editando, setEditando] = useState(false);
  const [meses, setMeses] = useState<Meses>({});
  const [clienteId, setClienteId] = useState<number | null>(null);
  const [margem, setMargem] = useState<string | null>(null);
  const [copiar, setCopiar] = useState(false);
  const [aba, setAba] = useState<string>(TOTAL);
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal>(null);

  const aplicar = useCallback((plano: PlanejamentoCarregado) => {
    const iniciais = mesesIniciais(plano.meses);
    setCarregado(plano);
    setMeses(iniciais);
    setClienteId(plano.cliente?.id ?? null);
    setMargem(plano.margemCusto);
    setAba(ordenarChaves(Object.keys(iniciais))[0] ?? TOTAL);
  }, []);

  const carregar = useCallback(async () => {
    setCarregando(true);
    try {
      aplicar(await planejamentoApi.carregar(key));
      setFalhaCarga(null);
    } catch (error) {
      // Spec 02 section 8 logs loading errors; the page shows them with 'Tentar novamente' (issue 24).
      console.error('Falha ao carregar o planejamento', error);
      setFalhaCarga(errorToText(error));
    } finally {
      setCarregando(false);
    }
  }, [aplicar, key]);

  useEffect(() => {
    let ativo = true;
    void carregar();
    planejamentoApi
      .funcoes()
      .then((data) => ativo && setFuncoes(data.funcoes))
      .catch((error) => ativo && console.error('Falha ao carregar as funções', error));
    cotacaoApi
      .listar()
      .then((lista) => ativo && setCotacoes(lista))
      // Exchange-rate errors are only logged: the user types the rate.
      .catch((error) => ativo && console.error('Falha ao carregar as cotações', error))
      .finally(() => ativo && setCotacoesPendentes(false));
    return () => {
      ativo = false;
    };
  }, [carregar]);

  const chaves = useMemo(() => ordenarChaves(Object.keys(meses)), [meses]);
  const abaMes = aba !== TOTAL && meses[aba] ? aba : null;

  const cotacaoPadrao = (moeda: Moeda) => {
    if (moeda === 'BRL') return '1';
    return cotacaoNoCampo(cotacoes.find((cotacao) => cotacao.moeda === moeda)?.bid) || null;
  };

  const editado = () => ({
    cliente: clienteId === null ? null : (carregado?.clientes.find((c) => c.id === clienteId) ?? { id: clienteId, name: '', key: '' }),
    margemCusto: margem,
    meses,
  });

  // Leaving with unsaved edits asks first (the shared guard's texts).
  const sujo = editando && carregado !== undefined && !diffEstaVazio(construirDiff(carregado, editado()));
  useUnsavedChangesGuard(sujo, 'edit');

  const salvar = async () => {
    if (!carregado) return;
    setErro(null);
    const estado = editado();
    const validacao = validarPlanejamento(estado);
    if (!validacao.valido) {
      const texto = M.erro(validacao.mensagem + (validacao.meses.length > 0 ? ` (${validacao.meses.map(labelMes).join(', ')})` : ''));
      setErro(texto);
      notify.error(texto);
      return;
    }
    setSalvando(true);
    try {
      const resposta = await planejamentoApi.salvar(construirDiff(carregado, estado));
      notify.success(resposta.message || M.salvo);
      setEditando(false);
      await carregar();
    } catch (error) {
      const texto = mensagemErroSalvar(error);
      console.error('Falha ao salvar o planejamento', error);
      setErro(texto);
      notify.error(texto);
    } finally {
      setSalvando(false);
    }
  };

  const cancelar = async () => {
    setErro(null);
    setEditando(false);
    await carregar();
  };

  const novoMes = () => {
    const resultado = adicionarMes(meses, copiar && abaMes ? abaMes : null);
    setMeses(resultado.meses);
    setAba(resultado.chave);
  };

  const excluirMes = () => {
    if (!abaMes || chaves.length <= 1) return;
    const restantes = removerMes(meses, abaMes);
    setMeses(restantes);
    setAba(ordenarChaves(Object.keys(restantes))[0] ?? TOTAL);
  };

  if (carregando && !carregado) return <LoadingState />;
  if (!carregado) {
    return (
      <Box>
        <PageHeader title="Planejamento Financeiro" actions={<Button onClick={() => navigate('/projetos')}>Voltar</Button>} />
        <ErrorState message={falhaCarga ?? 'Não foi possível carregar o planejamento.'} onRetry={carregar} />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={`Planejamento Financeiro — ${carregado.projetoInfo.chave} ${carregado.projetoInfo.nome}`}
        actions={
          <>
            {!editando && (
              <Button colorPalette="brand" onClick={() => setEditando(true)}>
                Editar
              </Button>
            )}
            {!editando && carregado.versao > 0 && (
              <Button variant="outline" onClick={() => navigate('projecao')}>
                Projeção
              </Button>
            )}
            {editando && (
              <Button colorPalette="brand" onClick={() => void salvar()} disabled={salvando}>
                {salvando ? 'Salvando...' : 'Salvar'}
              </Button>
            )}
            {editando && (
              <Button variant="outline" onClick={() => void cancelar()} disabled={salvando}>
                Cancelar
              </Button>
            )}
            <Button variant="outline" onClick={() => navigate('/projetos')}>
              Voltar
            </Button>
          </>
        }
      />
      {erro && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{erro}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="4">
        <HStack gap="4" align="end" wrap="wrap">
          <Field.Root maxW="72" disabled={!editando}>
            <Field.Label>Cliente</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label="Cliente" value={clienteId === null ? '' : String(clienteId)} onChange={(e) => setClienteId(e.target.value === '' ? null : Number(e.target.value))}>
                <option value="">--Cliente--</option>
                {carregado.clientes.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="40" invalid={fractionOutOfRange(margem)}>
            <Field.Label>Margem Prevista</Field.Label>
            <PercentInput aria-label="Margem Prevista" value={margem} onChange={(v) => setMargem(v === '' ? null : v)} disabled={!editando} />
            <Field.ErrorText>{PLANEJAMENTO_MESSAGES.margemFaixa}</Field.ErrorText>
          </Field.Root>
          {editando && (
            <>
              <Checkbox.Root checked={copiar} onCheckedChange={(d) => setCopiar(d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Copiar dados do mês atual</Checkbox.Label>
              </Checkbox.Root>
              <Button size="sm" onClick={novoMes}>
                Adicionar mês
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={excluirMes} disabled={chaves.length <= 1 || !abaMes}>
                Excluir mês
              </Button>
            </>
          )}
        </HStack>

        <Tabs.Root value={aba} onValueChange={(d) => setAba(d.value)} variant="enclosed">
          <Tabs.List aria-label="Meses">
            {chaves.map((k) => (
              <Tabs.Trigger key={k} value={k}>
                {labelMes(k)}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value={TOTAL}>Total</Tabs.Trigger>
          </Tabs.List>
          {abaMes && (
            <Tabs.Content key={abaMes} value={abaMes}>
              <MesTab
                chave={abaMes}
                mes={meses[abaMes]!}
                editando={editando}
                opcoes={opcoesDeMes(meses, abaMes)}
                onMudarMes={(para) => {
                  setMeses(rechavearMes(meses, abaMes, para));
                  setAba(para);
                }}
                onValorVenda={(valor) => setMeses(definirValorVenda(meses, abaMes, valor))}
                onAbrirFuncao={(linha) => setModal({ tipo: 'funcao', modo: linha ? (editando ? 'editar' : 'detalhes') : 'novo', linha: linha ?? undefined })}
                onExcluirFuncao={(linha) => setMeses(removerFuncao(meses, abaMes, linha))}
                onAbrirIndireto={(linha) => setModal({ tipo: 'indireto', modo: linha ? (editando ? 'editar' : 'detalhes') : 'novo', linha: linha ?? undefined })}
                onExcluirIndireto={(linha) => setMeses(removerIndireto(meses, abaMes, linha))}
              />
            </Tabs.Content>
          )}
          {aba === TOTAL && (
            <Tabs.Content value={TOTAL}>
              <TotalTab meses={meses} />
            </Tabs.Content>
          )}
        </Tabs.Root>
        <HistoricoAlteracoes entidade="planejamento" chave={key} />
      </Stack>

      {modal?.tipo === 'funcao' && abaMes && (
        <FuncaoModal
          modo={modal.modo}
          linha={modal.linha}
          funcoes={funcoes}
          outras={linhasDeOutrosMeses(meses, abaMes, 'previstoFuncao')}
          onClose={() => setModal(null)}
          onSave={(valores) => {
            const base = modal.linha ?? { tempId: proximoTempId(meses), indice: 0, projeto: carregado.projeto, mes_ano: abaMes, custo_total_funcao: '0' };
            setMeses(salvarFuncao(meses, abaMes, { ...base, ...valores } as LinhaFuncao));
            setModal(null);
          }}
        />
      )}
      {modal?.tipo === 'indireto' && abaMes && (
        <IndiretoModal
          modo={modal.modo}
          linha={modal.linha}
          outras={linhasDeOutrosMeses(meses, abaMes, 'previstoIndireto')}
          cotacaoPadrao={cotacaoPadrao}
          cotacoes={cotacoes}
          cotacaoPendente={cotacoesPendentes}
          onClose={() => setModal(null)}
          onSave={(valores) => {
            const base = modal.linha ?? { tempId: proximoTempId(meses), indice: 0, projeto: carregado.projeto, mes_ano: abaMes, valor_custo_indireto: '0' };
            setMeses(salvarIndireto(meses, abaMes, { ...base, ...valores } as LinhaIndireto));
            setModal(null);
          }}
        />
      )}
    </Box>
  );
}
