import { Box, Button, Field, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Cotacao } from '@financeiro/api';
import { cotacaoNoCampo, MOEDA_LABEL, toIsoDate, MOEDAS, placeholderDescricao, TIPO_CUSTO_LABEL, TIPOS_CUSTO, type CustoForm, type Moeda, type TipoCusto } from '@financeiro/domain';
import { useEffect, type Key } from 'react';
import { IconeExcluir } from '../icons';
import { CotacaoInput } from '../inputs/CotacaoInput';
import { MoneyInput } from '../inputs/MoneyInput';

/** A field of an indirect-cost row. */
export type CampoCustoIndireto = Exclude<keyof CustoForm, 'cotacao_data'>;

/** The message of each field of one row (the screen's validation). */
export type ErrosCustoIndireto = Partial<Record<CampoCustoIndireto, string>>;

/** The column names (spec 01 section 5, spec 03 section 3); a field's label adds the row number ('Valor 2'). */
export const CAMPO_CUSTO_LABEL: Record<CampoCustoIndireto, string> = {
  tipo_custo: 'Tipo de custo',
  descricao: 'Descrição',
  valor: 'Valor',
  moeda: 'Moeda',
  cotacao: 'Cotação',
};

// Each column at least as wide as its content ('Infraestrutura em Cloud', 'Dólar', '1.200.000,00',
// '5,400'); the description takes what is left. Summed with the gaps and a text remove button they fit
// the narrowest place the row layout meets: the simulation page and the cost dialog at 1024 px.
const LARGURA: Record<CampoCustoIndireto, string> = {
  tipo_custo: 'minmax(12rem, 1.4fr)',
  descricao: 'minmax(6rem, 2fr)',
  valor: 'minmax(7rem, 1.2fr)',
  moeda: 'minmax(6rem, 1fr)',
  cotacao: 'minmax(5rem, 0.8fr)',
};

/**
 * The grid of one row: stacked (one field under the other) below lg, one grid row with the
 * columns in order from lg up (below 1024 px five columns squeezed the selects' texts), plus the remove button's column when rows can be removed.
 */
export function gradeCustos(colunas: readonly CampoCustoIndireto[], remover: 'icone' | 'texto' | null) {
  const fim = remover === 'icone' ? ['2rem'] : remover === 'texto' ? ['auto'] : [];
  return { base: '1fr', lg: [...colunas.map((campo) => LARGURA[campo]), ...fim].join(' ') };
}

/** Under a USD/EUR rate while the quotes are still being read. */
export const COTACAO_PENDENTE = 'Buscando a cotação...';

/** The date ('yyyy-MM-dd', Sao Paulo) of the quote a currency's rate is filled from; '' for BRL or without a quote. */
export function dataDaCotacao(moeda: Moeda, cotacoes: readonly Cotacao[] | undefined): string {
  if (moeda === 'BRL') return '';
  const cotadoEm = cotacoes?.find((item) => item.moeda === moeda)?.cotadoEm;
  return cotadoEm ? toIsoDate(new Date(cotadoEm)) : '';
}

/** The rate a currency takes when chosen: `real` for BRL, the quote read when the form opened for USD/EUR ('' unknown). */
export function cotacaoDaMoeda(moeda: Moeda, cotacoes: readonly Cotacao[] | undefined, real: string): string {
  if (moeda === 'BRL') return real;
  return cotacaoNoCampo(cotacoes?.find((item) => item.moeda === moeda)?.bid);
}

export interface CustosIndiretosEditorProps<L extends CustoForm> {
  linhas: readonly L[];
  /** The fields each row shows, in order (a screen's own columns). */
  colunas: readonly CampoCustoIndireto[];
  onChange: (indice: number, parcial: Partial<CustoForm>) => void;
  /** Errors by row index (an array or a record). */
  erros?: Readonly<Record<number, ErrosCustoIndireto | undefined>>;
  /**
   * The quotes read when the form opened: choosing USD/EUR fills the rate from them. When they arrive
   * after a currency was chosen, every USD/EUR row still without a rate takes its quote then.
   */
  cotacoes: readonly Cotacao[] | undefined;
  /** The quotes are still being read: a USD/EUR row without a rate says so under the field. */
  cotacaoPendente?: boolean;
  /** The rate a BRL row holds ('' in project costs, '0' in result simulations). */
  cotacaoReal: string;
  /** A BRL row's rate field: not shown, or shown disabled. */
  cotacaoEmReal: 'oculta' | 'desabilitada';
  /** Most characters of the description. */
  descricaoMax: number;
  /**
   * Keeps in `cotacao_data` the date of the quote a rate was filled from ('' once the rate is typed by
   * hand), for the forms that store the rate's date (project extra costs).
   */
  guardarDataDaCotacao?: boolean;
  /** Shows the spec's placeholder 'Especificar tipo de custo' for the types that need one (spec 01 section 5). */
  sugerirDescricao?: boolean;
  /** Row number after each field name: always, or only while there are several rows. */
  numerar: 'sempre' | 'varias';
  /** View mode: every field disabled, no add or remove. */
  disabled?: boolean;
  /** Adds an empty row; no button without it. */
  adicionar?: { label: string; onClick: () => void };
  /** Removes row `indice`; offered while more than one row remains. */
  onRemover?: (indice: number) => void;
  /** The remove button shows its name ('Remover custo 2') instead of an icon. */
  removerComTexto?: boolean;
  /** React key of a row (default its index). */
  chave?: (linha: L, indice: number) => Key;
  'aria-label'?: string;
}

/**
 * The one editor of indirect-cost rows (project extra costs and result simulations): a field per
 * column with its label and error, add and remove. From lg up each cost is one grid row under a
 * header of column names (the field labels are then read by screen readers only); below lg the
 * fields of a cost stack, each under its visible label, so nothing is squeezed at 390 px. The
 * rows carry table roles (table, row, columnheader, cell), so a named editor is found as a table.
 */
export function CustosIndiretosEditor<L extends CustoForm>({
  linhas,
  colunas,
  onChange,
  erros = {},
  cotacoes,
  cotacaoPendente = false,
  cotacaoReal,
  cotacaoEmReal,
  descricaoMax,
  guardarDataDaCotacao = false,
  sugerirDescricao = false,
  numerar,
  disabled = false,
  adicionar,
  onRemover,
  removerComTexto = false,
  chave = (_linha, indice) => indice,
  'aria-label': ariaLabel,
}: CustosIndiretosEditorProps<L>) {
  const removivel = Boolean(onRemover) && !disabled && linhas.length > 1;
  const grade = gradeCustos(colunas, removivel ? (removerComTexto ? 'texto' : 'icone') : null);
  const numerado = numerar === 'sempre' || linhas.length > 1;

  // Only when the quotes arrive: a rate typed or erased afterwards is the user's.
  useEffect(() => {
    if (disabled || !cotacoes) return;
    linhas.forEach((linha, indice) => {
      if (linha.moeda === 'BRL' || linha.cotacao !== '') return;
      const cotacao = cotacaoDaMoeda(linha.moeda, cotacoes, cotacaoReal);
      if (cotacao) onChange(indice, { cotacao, ...(guardarDataDaCotacao ? { cotacao_data: dataDaCotacao(linha.moeda, cotacoes) } : {}) });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cotacoes]);

  const campo = (linha: L, indice: number, nome: CampoCustoIndireto) => {
    const label = `${CAMPO_CUSTO_LABEL[nome]}${numerado ? ` ${indice + 1}` : ''}`;
    const erro = erros[indice]?.[nome];
    const set = (parcial: Partial<CustoForm>) => onChange(indice, parcial);
    if (nome === 'cotacao' && linha.moeda === 'BRL' && cotacaoEmReal === 'oculta') return <Box key={nome} role="cell" display={{ base: 'none', lg: 'block' }} />;
    let controle;
    switch (nome) {
      case 'tipo_custo':
        controle = (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={linha.tipo_custo} onChange={(event) => set({ tipo_custo: event.target.value as TipoCusto | '' })}>
              <option value="">Selecione</option>
              {TIPOS_CUSTO.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_CUSTO_LABEL[tipo]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
        break;
      case 'descricao':
        controle = (
          <Input
            size="sm"
            maxLength={descricaoMax}
            placeholder={(sugerirDescricao && placeholderDescricao(linha.tipo_custo)) || undefined}
            value={linha.descricao}
            onChange={(event) => set({ descricao: event.target.value })}
          />
        );
        break;
      case 'valor':
        controle = <MoneyInput size="sm" currencySymbol={null} value={linha.valor} onChange={(valor) => set({ valor })} />;
        break;
      case 'moeda':
        controle = (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={linha.moeda}
              onChange={(event) => {
                const moeda = event.target.value as Moeda;
                set({
                  moeda,
                  cotacao: cotacaoDaMoeda(moeda, cotacoes, cotacaoReal),
                  ...(guardarDataDaCotacao ? { cotacao_data: dataDaCotacao(moeda, cotacoes) } : {}),
                });
              }}
            >
              {MOEDAS.map((moeda) => (
                <option key={moeda} value={moeda}>
                  {MOEDA_LABEL[moeda]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
        break;
      case 'cotacao':
        controle = <CotacaoInput size="sm" value={linha.cotacao} onChange={(cotacao) => set(guardarDataDaCotacao ? { cotacao, cotacao_data: '' } : { cotacao })} />;
        break;
    }
    return (
      <Box key={nome} role="cell">
        <Field.Root invalid={Boolean(erro)} disabled={disabled || (nome === 'cotacao' && linha.moeda === 'BRL')}>
          <Field.Label srOnly={{ base: false, lg: true }}>{label}</Field.Label>
          {controle}
          {nome === 'cotacao' && cotacaoPendente && linha.moeda !== 'BRL' && linha.cotacao === '' && <Field.HelperText>{COTACAO_PENDENTE}</Field.HelperText>}
          <Field.ErrorText>{erro}</Field.ErrorText>
        </Field.Root>
      </Box>
    );
  };

  return (
    <Stack gap="3">
      <Stack gap={{ base: '3', lg: '2' }} role="table" aria-label={ariaLabel}>
        <Grid role="row" gridTemplateColumns={grade} gap="3" display={{ base: 'none', lg: 'grid' }} data-testid="cabecalho-custos">
          {colunas.map((nome) => (
            <Text key={nome} role="columnheader" fontSize="sm" fontWeight="medium">
              {CAMPO_CUSTO_LABEL[nome]}
            </Text>
          ))}
          {removivel && <Box role="columnheader" />}
        </Grid>
        {linhas.map((linha, indice) => (
          <Grid
            key={chave(linha, indice)}
            role="row"
            data-testid="linha-custo"
            gridTemplateColumns={grade}
            gap="3"
            alignItems="start"
            borderWidth={{ base: '1px', lg: '0' }}
            rounded="md"
            p={{ base: '3', lg: '0' }}
          >
            {colunas.map((nome) => campo(linha, indice, nome))}
            {removivel && (
              <Box role="cell" justifySelf="end">
                {removerComTexto ? (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onRemover?.(indice)}>
                    Remover custo {indice + 1}
                  </Button>
                ) : (
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remover custo ${indice + 1}`} title="Remover" onClick={() => onRemover?.(indice)}>
                    <IconeExcluir />
                  </IconButton>
                )}
              </Box>
            )}
          </Grid>
        ))}
      </Stack>
      {adicionar && !disabled && (
        <Box>
          <Button size="sm" variant="outline" onClick={adicionar.onClick}>
            {adicionar.label}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
