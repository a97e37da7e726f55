import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Cliente, ProjetoItem } from '@financeiro/api';
import {
  projetosDaSelecao,
  rotaComparativo,
  rotaResultadoAnual,
  SELECAO_CAPACIDADE_NAO_INT_1000,
  SELECAO_CAPACIDADE_TODOS,
  TIPO_HISTORICO_LABEL,
  TIPOS_HISTORICO,
  todayInSaoPaulo,
  validarFiltroCapacidadeArea,
  validarFiltroCapacidadeProjeto,
  validarFiltroComparativo,
  validarFiltroHistorico,
  validarFiltroResultadoAnual,
  type AgrupamentoHistorico,
  type EstadoCapacidadeArea,
  type EstadoCapacidadeProjeto,
  type EstadoHistoricoCustos,
  type TipoHistorico,
} from '@financeiro/domain';
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MultiSelect } from '@financeiro/ui';
import { Data, Marcador, Selecao } from '../shared/campos';
import { FiltroDialog } from './FiltroDialog';

export const BASE = '/relatorios-delivery';

interface Props {
  titulo: string;
  projetos: ProjetoItem[];
  clientes: Cliente[];
  onClose: () => void;
}

const opcaoProjeto = (projeto: ProjetoItem) => ({ value: projeto.key, label: `${projeto.key} - ${projeto.name}` });

/** Planned-vs-real cost or revenue: project, and the whole period or both dates. */
export function FiltroComparativo({ tipo, titulo, projetos, onClose }: Props & { tipo: 'custo' | 'faturamento' }) {
  const navigate = useNavigate();
  const [chave, setChave] = useState('');
  const [todoPeriodo, setTodoPeriodo] = useState(false);
  const [dataInicio, setDataInicio] = useState('');
  const [dataFim, setDataFim] = useState('');
  const projeto = projetos.find((item) => item.key === chave) ?? null;
  return (
    <FiltroDialog
      titulo={titulo}
      onClose={onClose}
      gerar={() => {
        const filtro = { projeto, todoPeriodo, dataInicio, dataFim };
        const erro = validarFiltroComparativo(filtro);
        if (!erro) navigate(`${BASE}/${rotaComparativo(tipo, filtro)}`);
        return erro;
      }}
    >
      <Selecao label="Projeto" value={chave} onChange={setChave} options={projetos.map(opcaoProjeto)} />
      <Marcador label="Todo o período" checked={todoPeriodo} onChange={setTodoPeriodo} />
      {!todoPeriodo && (
        <HStack gap="3" align="start">
          <Data label="Período Inicial" value={dataInicio} onChange={setDataInicio} />
          <Data label="Período Final" value={dataFim} onChange={setDataFim} />
        </HStack>
      )}
    </FiltroDialog>
  );
}

/** The years offered: this one and the five before, and Total. */
export function anosResultado(hoje = todayInSaoPaulo()): { value: string; label: string }[] {
  const atual = Number(hoje.slice(0, 4));
  return [...Array.from({ length: 6 }, (_, i) => String(atual - i)).map((ano) => ({ value: ano, label: ano })), { value: 'total', label: 'Total' }];
}

/** Annual result: project and year (or Total). */
export function FiltroResultadoAnual({ titulo, projetos, onClose }: Props) {
  const navigate = useNavigate();
  const [chave, setChave] = useState('');
  const [ano, setAno] = useState('');
  const projeto = projetos.find((item) => item.key === chave) ?? null;
  return (
    <FiltroDialog
      titulo={titulo}
      onClose={onClose}
      gerar={() => {
        const erro = validarFiltroResultadoAnual({ projeto, ano });
        if (!erro) navigate(`${BASE}/${rotaResultadoAnual({ projeto, ano })}`);
        return erro;
      }}
    >
      <Selecao label="Projeto" value={chave} onChange={setChave} options={projetos.map(opcaoProjeto)} />
      <Selecao label="Ano" value={ano} onChange={setAno} options={anosResultado()} />
    </FiltroDialog>
  );
}

const AGRUPAMENTOS: { value: AgrupamentoHistorico; label: string }[] = [
  { value: 'cliente', label: 'Cliente' },
  { value: 'projeto', label: 'Projeto' },
  { value: 'lider', label: 'Líder' },
];

/** Cost history: filter type (client, project or leader), the projects it picks, both dates and the cost type. */
export function FiltroHistorico({ titulo, projetos, clientes, onClose }: Props) {
  const navigate = useNavigate();
  const [tipoFiltro, setTipoFiltro] = useState<AgrupamentoHistorico | ''>('');
  const [selecao, setSelecao] = useState<string[]>([]);
  const [escolhidos, setEscolhidos] = useState<string[]>([]);
  const [dataInicio, setDataInicio] = useState('');
  const [dataFim, setDataFim] = useState('');
  const [tipoCusto, setTipoCusto] = useState<TipoHistorico | ''>('');

  const lideres = useMemo(() => {
    const mapa = new Map<string, string>();
    for (const projeto of projetos) if (projeto.lead) mapa.set(projeto.lead.accountId, projeto.lead.displayName);
    return [...mapa.entries()].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }, [projetos]);

  // With client or leader, the projects are those of the chosen clients or leaders.
  const projetosDoFiltro = (valores: string[], tipo = tipoFiltro) =>
    projetos
      .filter((projeto) =>
        tipo === 'cliente' ? projeto.clients.some((cliente) => valores.includes(String(cliente.id))) : tipo === 'lider' ? valores.includes(projeto.lead?.accountId ?? '') : valores.includes(projeto.key),
      )
      .map((projeto) => projeto.key);

  const mudarTipo = (tipo: string) => {
    setTipoFiltro(tipo as AgrupamentoHistorico | '');
    setSelecao([]);
    setEscolhidos([]);
  };
  const mudarSelecao = (valores: string[]) => {
    setSelecao(valores);
    setEscolhidos(projetosDoFiltro(valores));
  };

  return (
    <FiltroDialog
      titulo={titulo}
      onClose={onClose}
      gerar={() => {
        const filtro = { tipoFiltro, projetos: escolhidos, dataInicio, dataFim, tipoCusto };
        const erro = validarFiltroHistorico(filtro);
        if (!erro) navigate(`${BASE}/historico-custos`, { state: filtro as EstadoHistoricoCustos });
        return erro;
      }}
    >
      <Selecao label="Filtrar por" value={tipoFiltro} onChange={mudarTipo} options={AGRUPAMENTOS} />
      {tipoFiltro === 'cliente' && (
        <MultiSelect label="Clientes" required options={clientes.map((c) => ({ value: String(c.id), label: c.name }))} value={selecao} onChange={mudarSelecao} />
      )}
      {tipoFiltro === 'lider' && (
        <MultiSelect label="Líderes" required options={lideres.map((l) => ({ value: l.id, label: l.nome }))} value={selecao} onChange={mudarSelecao} />
      )}
      {tipoFiltro === 'projeto' && (
        <MultiSelect label="Projetos" required options={projetos.map(opcaoProjeto)} value={selecao} onChange={mudarSelecao} />
      )}
      {tipoFiltro !== '' && tipoFiltro !== 'projeto' && (
        <Text fontSize="sm" color="fg.muted">
          {escolhidos.length} projeto{escolhidos.length === 1 ? '' : 's'} no filtro.
        </Text>
      )}
      <HStack gap="3" align="start">
        <Data label="Período Inicial" value={dataInicio} onChange={setDataInicio} />
        <Data label="Período Final" value={dataFim} onChange={setDataFim} />
      </HStack>
      <Selecao
        label="Tipo de custo"
        value={tipoCusto}
        onChange={(value) => setTipoCusto(value as TipoHistorico | '')}
        options={TIPOS_HISTORICO.map((tipo) => ({ value: tipo, label: TIPO_HISTORICO_LABEL[tipo] }))}
      />
    </FiltroDialog>
  );
}

/** Capacity by area: both dates; navigation state { dataInicio, dataFim } (fixed contract). */
export function FiltroCapacidadeArea({ titulo, onClose }: Props) {
  const navigate = useNavigate();
  const [dataInicio, setDataInicio] = useState('');
  const [dataFim, setDataFim] = useState('');
  return (
    <FiltroDialog
      titulo={titulo}
      onClose={onClose}
      gerar={() => {
        const erro = validarFiltroCapacidadeArea({ dataInicio, dataFim });
        if (!erro) navigate(`${BASE}/relatorio-capacidade-area`, { state: { dataInicio, dataFim } satisfies EstadoCapacidadeArea });
        return erro;
      }}
    >
      <HStack gap="3" align="start">
        <Data label="Período Inicial" value={dataInicio} onChange={setDataInicio} obrigatorio={false} />
        <Data label="Período Final" value={dataFim} onChange={setDataFim} obrigatorio={false} />
      </HStack>
    </FiltroDialog>
  );
}

/**
 * Capacity by project: both dates, projects chosen directly ('projeto') or as the projects of one
 * client ('cliente'), with the TODOS and NAO-INT-1000 selections; navigation state
 * { dataInicio, dataFim, projetos: [{ id, key, label }], radio, cliente } (fixed contract).
 */
export function FiltroCapacidadeProjeto({ titulo, projetos, clientes, onClose }: Props) {
  const navigate = useNavigate();
  const [dataInicio, setDataInicio] = useState('');
  const [dataFim, setDataFim] = useState('');
  const [radio, setRadio] = useState<'cliente' | 'projeto'>('projeto');
  const [clienteId, setClienteId] = useState('');
  const [chaves, setChaves] = useState<string[]>([]);
  const cliente = clientes.find((item) => String(item.id) === clienteId);
  const disponiveis = radio === 'cliente' ? projetos.filter((projeto) => projeto.clients.some((item) => String(item.id) === clienteId)) : projetos;
  const mudarCliente = (id: string) => {
    setClienteId(id);
    setChaves(projetos.filter((projeto) => projeto.clients.some((item) => String(item.id) === id)).map((projeto) => projeto.key));
  };
  return (
    <FiltroDialog
      titulo={titulo}
      onClose={onClose}
      gerar={() => {
        const escolhidos = disponiveis.filter((projeto) => chaves.includes(projeto.key)).map((projeto) => ({ id: projeto.id, key: projeto.key, label: `${projeto.key} - ${projeto.name}` }));
        const estado: EstadoCapacidadeProjeto = { dataInicio, dataFim, projetos: escolhidos, radio, ...(radio === 'cliente' ? { cliente: cliente?.name ?? '' } : {}) };
        const erro = validarFiltroCapacidadeProjeto(estado);
        if (!erro) navigate(`${BASE}/relatorio-capacidade-projeto`, { state: estado });
        return erro;
      }}
    >
      <HStack gap="3" align="start">
        <Data label="Período Inicial" value={dataInicio} onChange={setDataInicio} obrigatorio={false} />
        <Data label="Período Final" value={dataFim} onChange={setDataFim} obrigatorio={false} />
      </HStack>
      <HStack gap="4" role="radiogroup" aria-label="Selecionar por">
        <Marcador type="radio" name="radio-capacidade" label="Projeto" checked={radio === 'projeto'} onChange={() => { setRadio('projeto'); setChaves([]); }} />
        <Marcador type="radio" name="radio-capacidade" label="Cliente" checked={radio === 'cliente'} onChange={() => { setRadio('cliente'); setChaves([]); setClienteId(''); }} />
      </HStack>
      {radio === 'cliente' && (
        <Selecao label="Cliente" value={clienteId} onChange={mudarCliente} options={clientes.map((item) => ({ value: String(item.id), label: item.name }))} obrigatorio={false} />
      )}
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setChaves(projetosDaSelecao(SELECAO_CAPACIDADE_TODOS, disponiveis).map((projeto) => projeto.key))}>
            Todos
          </Button>
          <Button size="xs" variant="outline" onClick={() => setChaves(projetosDaSelecao(SELECAO_CAPACIDADE_NAO_INT_1000, disponiveis).map((projeto) => projeto.key))}>
            Todos exceto INT-1000
          </Button>
        </HStack>
        <MultiSelect label="Projetos" required searchable options={disponiveis.map(opcaoProjeto)} value={chaves} onChange={setChaves} />
      </Stack>
    </FiltroDialog>
  );
}
