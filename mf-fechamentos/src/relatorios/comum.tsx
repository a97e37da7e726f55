import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { Comparacao, FechamentoRelatorio } from '@financeiro/api';
import { formatMoney, formatNumber, formatPercent } from '@financeiro/domain';
import { HelpTour, PageHeader, SelectInput, type DataTableColumn, type ExportColumn, type HelpTourStep } from '@financeiro/ui';

/** A bordered panel with a title and optional actions (the dashboard and the Relatórios DP). */
export function Painel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4" bg="bg">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

export interface Opcao {
  value: string;
  label: string;
}

/** A labelled native select (the filters of the reports). */
export function Filtro({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: Opcao[] }) {
  return (
    <Stack gap="1">
      <chakra.label fontSize="sm" color="fg.muted" htmlFor={`relatorio-${id}`}>
        {label}
      </chakra.label>
      <SelectInput id={`relatorio-${id}`} size="sm" width="auto" minW="44" value={value} onChange={onChange} options={options} />
    </Stack>
  );
}

export const TODOS = { value: '', label: 'Todos' };

/** Options of the period selects (months). */
export const opcoesMeses = (meses: readonly number[]): Opcao[] => meses.map((value) => ({ value: String(value), label: `${value} meses` }));

/** A closing in a select: its label, marked when blocked or not calculated. */
export function rotuloFechamento(item: Pick<FechamentoRelatorio, 'label' | 'bloqueio' | 'calculado'>): string {
  const marcas = [item.bloqueio ? 'bloqueado' : null, item.calculado ? null : 'sem cálculo'].filter(Boolean);
  return marcas.length > 0 ? `${item.label} (${marcas.join(', ')})` : item.label;
}

export function SituacaoFechamento({ item }: { item: Pick<FechamentoRelatorio, 'bloqueio' | 'calculado'> }) {
  return (
    <HStack gap="2">
      {item.bloqueio && (
        <Badge colorPalette="orange" variant="subtle">
          Bloqueado
        </Badge>
      )}
      {!item.calculado && (
        <Badge colorPalette="gray" variant="subtle">
          Sem cálculo
        </Badge>
      )}
    </HStack>
  );
}

/** Screen header of a report: title, help tour, Voltar and the actions (Exportar). */
export function CabecalhoRelatorio({ title, help, actions }: { title: string; help: HelpTourStep[]; actions?: ReactNode }) {
  const navigate = useNavigate();
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        onHelp={() => setAberto(true)}
        actions={
          <>
            {actions}
            <Button variant="ghost" onClick={() => navigate('/relatorios')}>
              Voltar
            </Button>
          </>
        }
      />
      <HelpTour open={aberto} onClose={() => setAberto(false)} title={title} steps={help} />
    </>
  );
}

export function Erro({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Text role="alert" color="fg.error">
      {error}
    </Text>
  );
}

// ------------------------------------------------------------------------------- formatting

const numero = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : Number(value));

/** A money column: sorts by value, shows and filters 'R$ 1.234,56'. */
export function colunaDinheiro<T>(key: string, header: string, get: (row: T) => string | null | undefined): DataTableColumn<T> {
  return { key, header, align: 'end', accessor: (row) => numero(get(row)), render: (row) => formatMoney(get(row)), filterText: (row) => formatMoney(get(row)) };
}

export function colunaNumero<T>(key: string, header: string, get: (row: T) => number | null | undefined): DataTableColumn<T> {
  return { key, header, align: 'end', accessor: (row) => get(row) ?? null, render: (row) => String(get(row) ?? '') };
}

/** '+R$ 400,00' / '-R$ 65,44' (money) or '+2' (a count); '—' without a previous figure. */
export function textoDiferenca(comparacao: Comparacao, tipo: 'dinheiro' | 'numero' = 'dinheiro'): string {
  if (comparacao.diferenca === null) return '—';
  const valor = Number(comparacao.diferenca);
  const sinal = valor > 0 ? '+' : '';
  return tipo === 'numero' ? `${sinal}${formatNumber(comparacao.diferenca, 0)}` : `${sinal}${formatMoney(comparacao.diferenca)}`;
}

/** '+3,33%'; '—' without a previous figure (or over zero). */
export function textoPercentual(comparacao: Comparacao): string {
  if (comparacao.percentual === null) return '—';
  return `${Number(comparacao.percentual) > 0 ? '+' : ''}${formatPercent(comparacao.percentual)}`;
}

/** Comparison columns (previous figure, difference, %) of a row holding a `comparacao`. */
export function colunasComparacao<T extends { comparacao: Comparacao }>(anteriorLabel: string | null): DataTableColumn<T>[] {
  return [
    colunaDinheiro<T>('custoAnterior', anteriorLabel ? `Custo ${anteriorLabel}` : 'Custo anterior', (row) => row.comparacao.anterior),
    {
      key: 'diferenca',
      header: 'Diferença',
      align: 'end',
      accessor: (row) => numero(row.comparacao.diferenca),
      render: (row) => textoDiferenca(row.comparacao),
      filterText: (row) => textoDiferenca(row.comparacao),
    },
    {
      key: 'percentual',
      header: 'Variação',
      align: 'end',
      accessor: (row) => numero(row.comparacao.percentual),
      render: (row) => textoPercentual(row.comparacao),
      filterText: (row) => textoPercentual(row.comparacao),
    },
  ];
}

/** Money in an export: a number (the sheet's cells are numeric). */
export const celulaDinheiro = (value: string | null | undefined) => (value === null || value === undefined ? '' : Number(value));
/** A fraction as a percentage number with 2 places (0.0333 -> 3.33) for a '(%)' column. */
export const celulaPercentual = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : Number((Number(value) * 100).toFixed(2));

export type { ExportColumn };
