import { Box, Button, chakra, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CAPACIDADE_MESSAGES,
  FILTROS_DEPARTAMENTO_CAPACIDADE,
  FILTROS_REGIME_CAPACIDADE,
  formatDate,
  formatNumber,
  percentualInteiroCapacidade,
  parseIsoDate,
  textoOcupacaoCapacidade,
  type DirecaoCapacidade,
  type FiltroDepartamentoCapacidade,
  type FiltroRegimeCapacidade,
  type FiltrosCapacidade,
  type OcupacaoCapacidade,
  type OrdemCapacidade,
  type TotaisCapacidadeProjeto,
} from '@financeiro/domain';
import { exportSheetToXlsx, IconeInfo, notify, PageHeader, TabelaRolavel } from '@financeiro/ui';

export const HUB = '/relatorios-delivery';

/** Hours of a row (2 decimals) / of a totals row (whole numbers). */
export const horas = (value: number) => formatNumber(value, 2);
export const horasInteiras = (value: number) => formatNumber(value, 0);
/** A row's occupancy: '65,79%', or 'sem horas obrigatórias' for a row without mandatory hours. */
export const percentual = (value: number | null) => textoOcupacaoCapacidade(value);
export const percentualInteiro = percentualInteiroCapacidade;

/** True for a real 'yyyy-MM-dd' date. */
export const dataValida = (value: unknown): value is string => typeof value === 'string' && parseIsoDate(value) !== null;

/** Without the filters of the hub's modal (opened by URL or reloaded): the message and the way back. */
export function SemFiltros({ titulo }: { titulo: string }) {
  const navigate = useNavigate();
  return (
    <Box p="6">
      <PageHeader title={titulo} />
      <Stack role="alert" gap="3" align="flex-start">
        <Text>{CAPACIDADE_MESSAGES.semFiltros}</Text>
        <Button colorPalette="brand" onClick={() => navigate(HUB)}>
          Voltar
        </Button>
      </Stack>
    </Box>
  );
}

/** Title, period line, Voltar and Exportar. */
export function Cabecalho({
  titulo,
  inicio,
  fim,
  onExportar,
  exportarDesabilitado,
  children,
}: {
  titulo: string;
  inicio: string;
  fim: string;
  onExportar: () => void;
  exportarDesabilitado: boolean;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={titulo}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate(HUB)}>
              Voltar
            </Button>
            <Button variant="outline" colorPalette="brand" disabled={exportarDesabilitado} onClick={onExportar}>
              Exportar
            </Button>
          </>
        }
      />
      <Stack gap="1" mb="4">
        <Text>
          <chakra.span fontWeight="semibold">Data início:</chakra.span> <chakra.span>{formatDate(inicio)}</chakra.span>{' '}
          <chakra.span fontWeight="semibold" ml="4">
            Data fim:
          </chakra.span>{' '}
          <chakra.span>{formatDate(fim)}</chakra.span>
        </Text>
        {children}
      </Stack>
    </>
  );
}

function Filtro<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: readonly T[]; onChange: (value: T) => void }) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto" minW="40">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** Department (Delivery, ENGESOL, Overhead, Todos) and contract regime (CLT, Estagiário, Todos). */
export function Filtros({ value, onChange }: { value: FiltrosCapacidade; onChange: (value: FiltrosCapacidade) => void }) {
  return (
    <HStack gap="4" mb="4" wrap="wrap">
      <Filtro<FiltroDepartamentoCapacidade>
        id="capacidade-departamento"
        label="Departamento"
        value={value.departamento}
        options={FILTROS_DEPARTAMENTO_CAPACIDADE}
        onChange={(departamento) => onChange({ ...value, departamento })}
      />
      <Filtro<FiltroRegimeCapacidade>
        id="capacidade-regime"
        label="Regime de Contrato"
        value={value.regime}
        options={FILTROS_REGIME_CAPACIDADE}
        onChange={(regime) => onChange({ ...value, regime })}
      />
    </HStack>
  );
}

export type Grupo = 'colaborador' | 'planejado' | 'realizado' | 'variacao';
/** Colour of each column group (planned, realised, variation). */
export const COR_GRUPO: Record<Grupo, string | undefined> = {
  colaborador: undefined,
  planejado: 'blue.subtle',
  realizado: 'green.subtle',
  variacao: 'orange.subtle',
};

/** A collaborator's row of the capacity tables (area or project). */
interface LinhaColaborador {
  colaborador: { demissao?: string | null };
}

/** One column of a capacity table: its head, its cell in each row and in the totals row. */
export interface ColunaCapacidade<C extends string, L extends LinhaColaborador, T> {
  coluna: C;
  titulo: string;
  grupo: Grupo;
  /** Info tooltip (spec 03 section 2.6). */
  info?: string;
  numerica?: boolean;
  /** The cell of a collaborator's row (`demitido`: dismissed in the period). */
  celula: (linha: L, demitido: boolean) => ReactNode;
  /** The cell of the totals row; the columns before the first one with a total stand blank. */
  total?: (totais: T) => ReactNode;
  /** The number shown in red when negative (free hours), in the rows and in the totals. */
  negativo?: { linha: (linha: L) => number; total: (totais: T) => number };
}

export const INFO = {
  classificacao: 'Classificação do projeto em que o colaborador tem a maior alocação planejada no período.',
  planejadas: "Horas do campo 'horas planejadas' em projetos de clientes.",
  realizadas: "Horas trabalhadas (campo 'duração') em projetos de clientes.",
  faturaveis: "Horas do campo 'horas faturáveis' em projetos de clientes.",
  variacao: 'Diferença entre as horas planejadas e as horas faturáveis.',
} as const;

const SETAS: Record<DirecaoCapacidade, string> = { asc: '▲', desc: '▼' };

/** The table head: a group row (colour-coded) and the sortable column row. */
export function CabecalhoTabela<C extends string, L extends LinhaColaborador, T>({
  colunas,
  ordem,
  onOrdenar,
}: {
  colunas: readonly ColunaCapacidade<C, L, T>[];
  ordem: OrdemCapacidade<C> | null;
  onOrdenar: (coluna: C) => void;
}) {
  const grupos: { grupo: Grupo; span: number }[] = [];
  for (const coluna of colunas) {
    const ultimo = grupos.at(-1);
    if (ultimo && ultimo.grupo === coluna.grupo) ultimo.span++;
    else grupos.push({ grupo: coluna.grupo, span: 1 });
  }
  const NOME_GRUPO: Record<Grupo, string> = { colaborador: 'Colaborador', planejado: 'Planejado', realizado: 'Realizado', variacao: 'Variação' };
  return (
    <Table.Header>
      <Table.Row>
        {grupos.map((g, index) => (
          <Table.ColumnHeader key={`${g.grupo}-${index}`} colSpan={g.span} bg={COR_GRUPO[g.grupo]} textAlign="center">
            {NOME_GRUPO[g.grupo]}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
      <Table.Row>
        {colunas.map((c) => {
          const ativa = ordem?.coluna === c.coluna;
          return (
            <Table.ColumnHeader
              key={c.coluna}
              bg={COR_GRUPO[c.grupo]}
              aria-sort={ativa ? (ordem!.direcao === 'asc' ? 'ascending' : 'descending') : 'none'}
              textAlign={c.numerica ? 'end' : 'start'}
              whiteSpace="nowrap"
            >
              <chakra.button type="button" fontWeight="semibold" onClick={() => onOrdenar(c.coluna)} cursor="pointer">
                {c.titulo} {ativa ? SETAS[ordem!.direcao] : ''}
              </chakra.button>
              {c.info && (
                <chakra.span ml="1" title={c.info} aria-label={`Informação: ${c.info}`} role="img" color="fg.muted" cursor="help">
                  <IconeInfo />
                </chakra.span>
              )}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}

/** Style of a dismissed collaborator's row (struck through). */
export const ESTILO_DEMITIDO = { textDecoration: 'line-through' } as const;
/** Negative free hours in red. */
export const ESTILO_NEGATIVO = { color: '#c53030' } as const;

/** The fields both capacity tables (area and project) show alike. */
interface LinhaComum extends LinhaColaborador {
  colaborador: { nome: string; sobrenome: string; demissao?: string | null };
  perfil: string | null;
  horasPorDia: number;
  totalHorasObrigatorias: number;
  horasRealizadas: number;
  horasFaturaveis: number;
  ocupacao: OcupacaoCapacidade;
  variacaoFaturavel: string;
}

type TotaisComuns = Pick<
  TotaisCapacidadeProjeto,
  'totalHorasObrigatorias' | 'horasRealizadas' | 'horasFaturaveis' | 'ocupacaoPlanejada' | 'ocupacaoRealizada' | 'ocupacaoFaturavel' | 'variacaoFaturavel'
>;

/** The columns both capacity tables share, cell and total alike (each table adds its own in between). */
export function colunasComuns<L extends LinhaComum, T extends TotaisComuns>() {
  type Coluna<C extends string> = ColunaCapacidade<C, L, T>;
  const colaborador: Coluna<'colaborador'> = {
    coluna: 'colaborador',
    titulo: 'Colaborador',
    grupo: 'colaborador',
    celula: (l) => `${l.colaborador.nome} ${l.colaborador.sobrenome}`.trim(),
  };
  const perfil: Coluna<'perfil'> = { coluna: 'perfil', titulo: 'Perfil', grupo: 'colaborador', celula: (l) => l.perfil ?? '-' };
  const horasPorDia: Coluna<'horasPorDia'> = { coluna: 'horasPorDia', titulo: 'Carga Horária Diária', grupo: 'colaborador', numerica: true, celula: (l) => `${l.horasPorDia}h` };
  const totalHorasObrigatorias: Coluna<'totalHorasObrigatorias'> = {
    coluna: 'totalHorasObrigatorias',
    titulo: 'Total Horas Obrigatórias',
    grupo: 'colaborador',
    numerica: true,
    celula: (l) => horas(l.totalHorasObrigatorias),
    total: (t) => horasInteiras(t.totalHorasObrigatorias),
  };
  const ocupacaoPlanejada: Coluna<'ocupacaoPlanejada'> = {
    coluna: 'ocupacaoPlanejada',
    titulo: 'Ocupação Planejada',
    grupo: 'planejado',
    numerica: true,
    celula: (l, demitido) => (demitido ? '--' : percentual(l.ocupacao.ocupacaoPlanejada)),
    total: (t) => percentualInteiro(t.ocupacaoPlanejada),
  };
  /** Realised and variation: the last columns of both tables. */
  const finais: Coluna<'horasRealizadas' | 'ocupacaoRealizada' | 'horasFaturaveis' | 'ocupacaoFaturavel' | 'variacaoFaturavel'>[] = [
    {
      coluna: 'horasRealizadas',
      titulo: 'Total Horas Realizadas',
      grupo: 'realizado',
      info: INFO.realizadas,
      numerica: true,
      celula: (l) => horas(l.horasRealizadas),
      total: (t) => horasInteiras(t.horasRealizadas),
    },
    {
      coluna: 'ocupacaoRealizada',
      titulo: 'Ocupação Realizada',
      grupo: 'realizado',
      numerica: true,
      celula: (l) => percentual(l.ocupacao.ocupacaoRealizada),
      total: (t) => percentualInteiro(t.ocupacaoRealizada),
    },
    {
      coluna: 'horasFaturaveis',
      titulo: 'Total Horas Faturáveis',
      grupo: 'realizado',
      info: INFO.faturaveis,
      numerica: true,
      celula: (l) => horas(l.horasFaturaveis),
      total: (t) => horasInteiras(t.horasFaturaveis),
    },
    {
      coluna: 'ocupacaoFaturavel',
      titulo: 'Ocupação Faturável',
      grupo: 'realizado',
      numerica: true,
      celula: (l) => percentual(l.ocupacao.ocupacaoFaturavel),
      total: (t) => percentualInteiro(t.ocupacaoFaturavel),
    },
    {
      coluna: 'variacaoFaturavel',
      titulo: 'Variação Faturável',
      grupo: 'variacao',
      info: INFO.variacao,
      numerica: true,
      celula: (l) => l.variacaoFaturavel,
      total: (t) => percentualInteiro(t.variacaoFaturavel),
    },
  ];
  return { colaborador, perfil, horasPorDia, totalHorasObrigatorias, ocupacaoPlanejada, finais };
}

/** The rows of a capacity table (dismissed collaborators struck through) and its totals row, cell by cell from `colunas`. */
export function CorpoTabela<C extends string, L extends LinhaColaborador, T extends { colaboradores: number }>({
  colunas,
  linhas,
  chave,
  totais,
}: {
  colunas: readonly ColunaCapacidade<C, L, T>[];
  linhas: readonly L[];
  chave: (linha: L) => string | number;
  totais: T;
}) {
  const primeiraComTotal = colunas.findIndex((c) => c.total);
  return (
    <Table.Body>
      {linhas.map((l) => {
        const demitido = Boolean(l.colaborador.demissao);
        return (
          <Table.Row key={chave(l)} style={demitido ? ESTILO_DEMITIDO : undefined} data-demitido={demitido || undefined}>
            {colunas.map((c) => {
              const negativo = c.negativo ? c.negativo.linha(l) < 0 : false;
              return (
                <Table.Cell
                  key={c.coluna}
                  textAlign={c.numerica ? 'end' : undefined}
                  style={negativo ? ESTILO_NEGATIVO : undefined}
                  data-negativo={negativo || undefined}
                >
                  {c.celula(l, demitido)}
                </Table.Cell>
              );
            })}
          </Table.Row>
        );
      })}
      <Table.Row fontWeight="bold" data-testid="totais">
        <Table.Cell>Total: {totais.colaboradores} colaboradores</Table.Cell>
        <Table.Cell colSpan={primeiraComTotal - 1} />
        {colunas.slice(primeiraComTotal).map((c) => (
          <Table.Cell key={c.coluna} textAlign="end" style={c.negativo && c.negativo.total(totais) < 0 ? ESTILO_NEGATIVO : undefined}>
            {c.total?.(totais)}
          </Table.Cell>
        ))}
      </Table.Row>
    </Table.Body>
  );
}

export async function exportarCapacidade(titulo: string, nomeArquivo: string, linhas: (string | number)[][]) {
  try {
    await exportSheetToXlsx({ fileName: nomeArquivo, sheetName: 'Capacidade', title: titulo, rows: linhas });
  } catch (error) {
    console.error(error);
    notify.error('Não foi possível exportar o relatório.');
  }
}

export function Rolagem({ children, label }: { children: ReactNode; label: string }) {
  return (
    <TabelaRolavel display="flex" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} variant="line">
        {children}
      </Table.Root>
    </TabelaRolavel>
  );
}
