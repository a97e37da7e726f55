import { Box, Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { cenariosApi, errorToText, useApi, type CenarioSalvo, type OpcoesCenario, type ResultadoDoCenario } from '@financeiro/api';
import { cenarioSchema, lerMesCenario, validate, type AlteracaoCenario, type TipoAlteracao, type TipoEscopo } from '@financeiro/domain';
import { ConfirmDialog, IntegerInput, LoadState, MoneyInput, MultiSelect, notify, PageHeader, PercentInput, SelectField, SelectInput } from '@financeiro/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ROTAS } from '../shared/rotas';
import { TabelaColaboradores, TabelaMeses, TabelaProjetos, TabelaTotais } from './tabelas';

/** An editable change: the domain's shape with the fields as typed. */
type Rascunho = Record<string, unknown> & { tipo: TipoAlteracao; chave: number };

const TIPOS: Array<{ value: TipoAlteracao; label: string }> = [
  { value: 'reajuste', label: 'Reajuste' },
  { value: 'admissao', label: 'Admissão' },
  { value: 'desligamento', label: 'Desligamento' },
  { value: 'beneficio', label: 'Valor de benefício' },
  { value: 'aliquota_imposto', label: 'Alíquota de imposto' },
  { value: 'tabela_imposto', label: 'Tabela de imposto' },
  { value: 'base_horas', label: 'Base do custo-hora' },
];
const ESCOPOS: Array<{ value: TipoEscopo; label: string }> = [
  { value: 'todos', label: 'Todos' },
  { value: 'departamento', label: 'Departamentos' },
  { value: 'funcao', label: 'Funções' },
  { value: 'filial', label: 'Filiais' },
  { value: 'regime', label: 'Regimes' },
  { value: 'colaboradores', label: 'Colaboradores' },
];

let proximaChave = 1;
const novaAlteracao = (tipo: TipoAlteracao): Rascunho => {
  const base = { tipo, chave: proximaChave++ };
  if (tipo === 'reajuste') return { ...base, modo: 'percentual', valor: '' };
  if (tipo === 'admissao') return { ...base, quantidade: 1, salario: '' };
  if (tipo === 'desligamento') return { ...base, escopo: { tipo: 'colaboradores', cods: [] } };
  if (tipo === 'base_horas') return { ...base, baseHoras: 'oito_horas' };
  return { ...base };
};
const mesBr = (mes: string) => (/^\d{4}-\d{2}$/.test(mes) ? mes.split('-').reverse().join('/') : mes);
const texto = (valor: unknown) => (valor === null || valor === undefined ? '' : String(valor));

/** What the server receives: the drafts without their keys, empty fields left out. */
function corpoDe(rascunhos: Rascunho[]): AlteracaoCenario[] {
  return rascunhos.map(({ chave: _chave, ...resto }) => Object.fromEntries(Object.entries(resto).filter(([, v]) => v !== '' && v !== undefined)) as unknown as AlteracaoCenario);
}

/** /simulacoes/cenarios/new and /:id — the editor, then the result. */
export function CenarioPage() {
  const { id } = useParams();
  const novo = id === undefined || id === 'new';
  const opcoes = useApi(() => cenariosApi.opcoes(), []);
  const salvo = useApi(() => (novo ? Promise.resolve(null) : cenariosApi.obter(id!)), [id]);
  return (
    <LoadState state={opcoes}>
      {(o) => <LoadState state={salvo}>{(s) => <Editor key={s?.id ?? 'novo'} opcoes={o} salvo={s} />}</LoadState>}
    </LoadState>
  );
}

function Editor({ opcoes, salvo }: { opcoes: OpcoesCenario; salvo: CenarioSalvo | null }) {
  const navigate = useNavigate();
  const [nome, setNome] = useState(salvo?.nome ?? '');
  const [descricao, setDescricao] = useState(salvo?.descricao ?? '');
  const [fechamentoId, setFechamentoId] = useState(String(salvo?.fechamentoId ?? opcoes.fechamentos[0]?.id ?? ''));
  const [mesInicio, setMesInicio] = useState(mesBr(salvo?.mesInicio ?? opcoes.fechamentos[0]?.mes ?? ''));
  const [alteracoes, setAlteracoes] = useState<Rascunho[]>(() =>
    (salvo?.alteracoes ?? []).map((a) => ({ ...(a as unknown as Record<string, unknown>), tipo: a.tipo, chave: proximaChave++ })),
  );
  const [novoTipo, setNovoTipo] = useState<TipoAlteracao>('reajuste');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvando, setSalvando] = useState(false);
  const [excluir, setExcluir] = useState(false);
  const [resultado, setResultado] = useState<ResultadoDoCenario | null>(null);
  const [calculando, setCalculando] = useState(false);

  const calcular = async (cenarioId: number) => {
    setCalculando(true);
    try {
      setResultado(await cenariosApi.resultado(cenarioId));
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setCalculando(false);
    }
  };
  useEffect(() => {
    if (salvo) void calcular(salvo.id);
  }, [salvo]);

  const mudar = (chave: number, campos: Record<string, unknown>) => setAlteracoes((lista) => lista.map((a) => (a.chave === chave ? { ...a, ...campos } : a)));

  const salvar = async () => {
    const corpo = { nome, descricao: descricao || null, fechamentoId: Number(fechamentoId) || null, mesInicio: lerMesCenario(mesInicio) ?? '', alteracoes: corpoDe(alteracoes) };
    const validado = validate(cenarioSchema(), corpo);
    if (!validado.ok) {
      setErros(Object.fromEntries(validado.errors.map((e) => [e.field, e.errorMessage])));
      notify.error('Formulário possui erros');
      return;
    }
    setErros({});
    setSalvando(true);
    try {
      const resposta = salvo ? await cenariosApi.atualizar(salvo.id, corpo) : await cenariosApi.criar(corpo);
      notify.success(resposta.message);
      if (!salvo) navigate(ROTAS.cenario(resposta.data.id), { replace: true });
      else void calcular(salvo.id);
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setSalvando(false);
    }
  };

  const duplicar = async () => {
    try {
      const resposta = await cenariosApi.duplicar(salvo!.id);
      notify.success(resposta.message);
      navigate(ROTAS.cenario(resposta.data.id));
    } catch (error) {
      notify.error(errorToText(error));
    }
  };

  const arquivo = (parte: string) => `cenario-${salvo?.id ?? 'novo'}-${parte}`;
  const erroDe = (campo: string) => erros[campo];

  return (
    <Stack gap="5">
      <PageHeader
        title={salvo ? `Cenário: ${salvo.nome}` : 'Novo cenário'}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate(ROTAS.cenarios)}>
              Voltar
            </Button>
            {salvo && (
              <>
                <Button variant="outline" onClick={() => void duplicar()}>
                  Duplicar
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => setExcluir(true)}>
                  Excluir
                </Button>
              </>
            )}
            <Button colorPalette="brand" loading={salvando} onClick={() => void salvar()}>
              {salvo ? 'Salvar e calcular' : 'Salvar'}
            </Button>
          </>
        }
      />
      <Stack gap="3" maxW="4xl">
        <Field.Root invalid={!!erroDe('nome')} required>
          <Field.Label>Nome</Field.Label>
          <Input value={nome} maxLength={60} onChange={(e) => setNome(e.target.value)} />
          <Field.ErrorText>{erroDe('nome')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!erroDe('descricao')}>
          <Field.Label>Descrição</Field.Label>
          <Textarea value={descricao} maxLength={300} onChange={(e) => setDescricao(e.target.value)} />
          <Field.ErrorText>{erroDe('descricao')}</Field.ErrorText>
        </Field.Root>
        <HStack align="start" gap="3" wrap="wrap">
          <SelectField
            label="Fechamento de origem"
            value={fechamentoId}
            onChange={setFechamentoId}
            options={opcoes.fechamentos.map((f) => ({ value: String(f.id), label: f.label }))}
            placeholder="Selecione"
            width="xs"
          />
          <Field.Root invalid={!!erroDe('mesInicio')} width="2xs">
            <Field.Label>A partir de (MM/aaaa)</Field.Label>
            <Input value={mesInicio} maxLength={7} placeholder="MM/aaaa" onChange={(e) => setMesInicio(e.target.value)} />
            <Field.ErrorText>{erroDe('mesInicio')}</Field.ErrorText>
          </Field.Root>
        </HStack>
      </Stack>

      <Stack gap="3">
        <Heading as="h2" size="md">
          Alterações
        </Heading>
        {alteracoes.length === 0 && <Text color="fg.muted">Sem alterações: o cenário reproduz o fechamento de origem.</Text>}
        {alteracoes.map((alteracao, indice) => (
          <EditorAlteracao
            key={alteracao.chave}
            alteracao={alteracao}
            opcoes={opcoes}
            erro={Object.entries(erros)
              .filter(([campo]) => campo.startsWith(`alteracoes[${indice}]`))
              .map(([, mensagem]) => mensagem)
              .join(' ')}
            onChange={(campos) => mudar(alteracao.chave, campos)}
            onRemove={() => setAlteracoes((lista) => lista.filter((a) => a.chave !== alteracao.chave))}
          />
        ))}
        <HStack>
          <SelectInput aria-label="Tipo da nova alteração" value={novoTipo} onChange={(v) => setNovoTipo(v as TipoAlteracao)} options={TIPOS} width="xs" />
          <Button variant="outline" colorPalette="brand" onClick={() => setAlteracoes((lista) => [...lista, novaAlteracao(novoTipo)])}>
            Adicionar alteração
          </Button>
        </HStack>
      </Stack>

      {salvo && (
        <Stack gap="6">
          {calculando && <Text color="fg.muted">Calculando o cenário…</Text>}
          {resultado && (
            <>
              <Text fontSize="sm" color="fg.muted">
                Resultado de {mesBr(resultado.mes)}, calculado pelo motor do fechamento sobre {resultado.cenario.fechamento.label}.
              </Text>
              <TabelaTotais totais={resultado.totais} arquivo={arquivo('totais')} />
              <TabelaMeses key={`meses-${salvo.atualizadoEm}`} cenarioId={salvo.id} arquivo={arquivo('meses')} />
              <TabelaColaboradores key={`colaboradores-${salvo.atualizadoEm}`} cenarioId={salvo.id} mes={resultado.mes} arquivo={arquivo('colaboradores')} />
              <TabelaProjetos key={resultado.mes + salvo.atualizadoEm} cenarioId={salvo.id} arquivo={arquivo('projetos')} />
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={excluir}
        title="Excluir cenário"
        message={`Tem certeza que deseja excluir o cenário: ${salvo?.nome ?? ''} ?`}
        onCancel={() => setExcluir(false)}
        onConfirm={async () => {
          try {
            notify.success(await cenariosApi.excluir(salvo!.id));
            navigate(ROTAS.cenarios);
          } catch (error) {
            notify.error(errorToText(error));
          } finally {
            setExcluir(false);
          }
        }}
      />
    </Stack>
  );
}

function EditorEscopo({ alteracao, opcoes, onChange }: { alteracao: Rascunho; opcoes: OpcoesCenario; onChange: (campos: Record<string, unknown>) => void }) {
  const escopo = (alteracao.escopo as { tipo: TipoEscopo; cods?: number[] } | undefined) ?? { tipo: 'todos' };
  const listas: Record<Exclude<TipoEscopo, 'todos'>, Array<{ value: string; label: string }>> = {
    departamento: opcoes.departamentos.map((d) => ({ value: String(d.cod), label: d.nome })),
    funcao: opcoes.funcoes.map((f) => ({ value: String(f.cod), label: f.nome })),
    filial: opcoes.filiais.map((f) => ({ value: String(f.cod), label: f.nome })),
    regime: opcoes.regimes.map((r) => ({ value: String(r.cod), label: `${r.sigla} - ${r.nome}` })),
    colaboradores: opcoes.colaboradores.map((c) => ({ value: String(c.mat), label: `${c.mat} · ${c.nome}` })),
  };
  const tipos = alteracao.tipo === 'desligamento' ? ESCOPOS.filter((e) => e.value !== 'todos') : ESCOPOS;
  return (
    <Stack gap="2">
      <SelectField
        label="Aplica-se a"
        value={escopo.tipo}
        onChange={(tipo) => onChange({ escopo: tipo === 'todos' ? { tipo } : { tipo, cods: [] } })}
        options={tipos}
        width="xs"
      />
      {escopo.tipo !== 'todos' && (
        <MultiSelect
          label={ESCOPOS.find((e) => e.value === escopo.tipo)!.label}
          options={listas[escopo.tipo]}
          value={(escopo.cods ?? []).map(String)}
          onChange={(valores) => onChange({ escopo: { tipo: escopo.tipo, cods: valores.map(Number) } })}
        />
      )}
    </Stack>
  );
}

function EditorAlteracao({
  alteracao,
  opcoes,
  erro,
  onChange,
  onRemove,
}: {
  alteracao: Rascunho;
  opcoes: OpcoesCenario;
  erro: string;
  onChange: (campos: Record<string, unknown>) => void;
  onRemove: () => void;
}) {
  const codigos = (lista: Array<{ cod: number; nome: string; sigla?: string }>) => lista.map((i) => ({ value: String(i.cod), label: i.sigla ? `${i.sigla} - ${i.nome}` : i.nome }));
  const numeroOuVazio = (valor: string) => (valor === '' ? '' : Number(valor));
  const titulo = TIPOS.find((t) => t.value === alteracao.tipo)!.label;
  const com = (campo: string) => texto(alteracao[campo]);
  return (
    <Box as="section" aria-label={`Alteração: ${titulo}`} borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h3" size="sm">
          {titulo}
        </Heading>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
          Remover
        </Button>
      </HStack>
      <Stack gap="3">
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root width="2xs">
            <Field.Label>Mês (MM/aaaa; vazio: o inicial)</Field.Label>
            <Input value={mesBr(com('mes'))} maxLength={7} placeholder="MM/aaaa" onChange={(e) => onChange({ mes: lerMesCenario(e.target.value) ?? '' })} />
          </Field.Root>
          {alteracao.tipo === 'reajuste' && (
            <>
              <SelectField
                label="Reajuste"
                value={com('modo')}
                onChange={(modo) => onChange({ modo, valor: '' })}
                options={[
                  { value: 'percentual', label: 'Em percentual' },
                  { value: 'valor', label: 'Para um salário' },
                ]}
                width="2xs"
              />
              <Field.Root width="2xs">
                <Field.Label>{alteracao.modo === 'valor' ? 'Novo salário' : 'Percentual'}</Field.Label>
                {alteracao.modo === 'valor' ? (
                  <MoneyInput aria-label="Novo salário" value={com('valor')} onChange={(valor) => onChange({ valor: numeroOuVazio(valor) })} />
                ) : (
                  <PercentInput aria-label="Percentual do reajuste" value={com('valor')} onChange={(valor) => onChange({ valor: numeroOuVazio(valor) })} />
                )}
              </Field.Root>
            </>
          )}
          {alteracao.tipo === 'admissao' && (
            <>
              <SelectField label="Função" value={com('funcaoCod')} onChange={(v) => onChange({ funcaoCod: numeroOuVazio(v) })} options={codigos(opcoes.funcoes)} placeholder="Selecione" width="xs" />
              <SelectField label="Departamento" value={com('departamentoCod')} onChange={(v) => onChange({ departamentoCod: numeroOuVazio(v) })} options={codigos(opcoes.departamentos)} placeholder="Selecione" width="xs" />
              <SelectField label="Filial" value={com('filialCod')} onChange={(v) => onChange({ filialCod: numeroOuVazio(v) })} options={codigos(opcoes.filiais)} placeholder="Selecione" width="2xs" />
              <SelectField label="Regime" value={com('regimeCod')} onChange={(v) => onChange({ regimeCod: numeroOuVazio(v) })} options={codigos(opcoes.regimes)} placeholder="Selecione" width="2xs" />
              <Field.Root width="2xs">
                <Field.Label>Salário</Field.Label>
                <MoneyInput aria-label="Salário da admissão" value={com('salario')} onChange={(valor) => onChange({ salario: numeroOuVazio(valor) })} />
              </Field.Root>
              <Field.Root width="3xs">
                <Field.Label>Quantidade</Field.Label>
                <IntegerInput aria-label="Quantidade de admissões" value={com('quantidade')} onChange={(valor) => onChange({ quantidade: numeroOuVazio(String(valor ?? '')) })} />
              </Field.Root>
            </>
          )}
          {alteracao.tipo === 'beneficio' && (
            <>
              <SelectField label="Benefício" value={com('benefCod')} onChange={(v) => onChange({ benefCod: numeroOuVazio(v) })} options={codigos(opcoes.beneficios)} placeholder="Selecione" width="xs" />
              <SelectField label="Filial" value={com('filialCod')} onChange={(v) => onChange({ filialCod: numeroOuVazio(v) })} options={codigos(opcoes.filiais)} placeholder="Todas" width="2xs" />
              <Field.Root width="2xs">
                <Field.Label>Novo valor</Field.Label>
                <MoneyInput aria-label="Novo valor do benefício" value={com('valor')} onChange={(valor) => onChange({ valor: numeroOuVazio(valor) })} />
              </Field.Root>
            </>
          )}
          {alteracao.tipo === 'aliquota_imposto' && (
            <>
              <SelectField label="Imposto" value={com('impostoCod')} onChange={(v) => onChange({ impostoCod: numeroOuVazio(v) })} options={codigos(opcoes.impostos)} placeholder="Selecione" width="xs" />
              <SelectField label="Filial" value={com('filialCod')} onChange={(v) => onChange({ filialCod: numeroOuVazio(v) })} options={codigos(opcoes.filiais)} placeholder="Todas" width="2xs" />
              <Field.Root width="2xs">
                <Field.Label>Alíquota da empresa</Field.Label>
                <PercentInput aria-label="Alíquota da empresa" value={com('aliquotaFilial')} onChange={(valor) => onChange({ aliquotaFilial: numeroOuVazio(valor) })} />
              </Field.Root>
              <Field.Root width="2xs">
                <Field.Label>Alíquota do colaborador</Field.Label>
                <PercentInput aria-label="Alíquota do colaborador" value={com('aliquotaDesc')} onChange={(valor) => onChange({ aliquotaDesc: numeroOuVazio(valor) })} />
              </Field.Root>
            </>
          )}
          {alteracao.tipo === 'tabela_imposto' && (
            <>
              <SelectField
                label="Imposto (a tabela nova parte das faixas cadastradas)"
                value={com('impostoCod')}
                onChange={(v) => {
                  const imposto = opcoes.impostos.find((i) => String(i.cod) === v);
                  onChange({ impostoCod: numeroOuVazio(v), faixas: (imposto?.faixas ?? []).map(({ vigenciaInicio: _i, vigenciaFim: _f, ...faixa }) => faixa) });
                }}
                options={codigos(opcoes.impostos)}
                placeholder="Selecione"
                width="sm"
              />
              <Text fontSize="sm" color="fg.muted">
                {Array.isArray(alteracao.faixas) ? `${alteracao.faixas.length} faixa(s) copiadas, sem vigência.` : ''}
              </Text>
            </>
          )}
          {alteracao.tipo === 'base_horas' && (
            <SelectField
              label="Base diária do custo-hora"
              value={com('baseHoras')}
              onChange={(baseHoras) => onChange({ baseHoras })}
              options={[
                { value: 'carga_colaborador', label: 'Carga horária do colaborador' },
                { value: 'oito_horas', label: '8 horas para todos' },
              ]}
              width="xs"
            />
          )}
        </HStack>
        {['reajuste', 'desligamento', 'beneficio', 'aliquota_imposto', 'tabela_imposto'].includes(alteracao.tipo) && (
          <EditorEscopo alteracao={alteracao} opcoes={opcoes} onChange={onChange} />
        )}
        {erro && (
          <Text color="red.600" fontSize="sm" role="alert">
            {erro}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
