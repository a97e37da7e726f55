import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cotacao } from '@financeiro/api';
import type { CustoForm } from '@financeiro/domain';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { CustosIndiretosEditor, gradeCustos, type CustosIndiretosEditorProps, type ErrosCustoIndireto } from './CustosIndiretosEditor';

const COTACOES: Cotacao[] = [
  { moeda: 'USD', bid: '5.4321', cotadoEm: '2026-11-26T12:00:00Z', atual: true },
  { moeda: 'EUR', bid: '6.2468', cotadoEm: '2026-11-26T12:00:00Z', atual: true },
];

const linha = (descricao: string, extra: Partial<CustoForm> = {}): CustoForm => ({ tipo_custo: 'OUTROS', descricao, valor: '10.00', moeda: 'BRL', cotacao: '', ...extra });

type Opcoes = Partial<Omit<CustosIndiretosEditorProps<CustoForm>, 'linhas' | 'onChange'>>;

/** The editor over its own state, as a screen holds it. */
function Editor({ inicial, opcoes = {}, onLinhas }: { inicial: CustoForm[]; opcoes?: Opcoes; onLinhas?: (linhas: CustoForm[]) => void }) {
  const [linhas, setLinhas] = useState(inicial);
  const mudar = (proximas: CustoForm[]) => {
    setLinhas(proximas);
    onLinhas?.(proximas);
  };
  // As the screens do: each change applied to the rows as they are then (several rows may change at once).
  const mudarLinha = (indice: number, parcial: Partial<CustoForm>) =>
    setLinhas((atuais) => {
      const proximas = atuais.map((item, i) => (i === indice ? { ...item, ...parcial } : item));
      onLinhas?.(proximas);
      return proximas;
    });
  return (
    <CustosIndiretosEditor
      linhas={linhas}
      colunas={['tipo_custo', 'descricao', 'valor', 'moeda', 'cotacao']}
      cotacoes={COTACOES}
      cotacaoReal=""
      cotacaoEmReal="oculta"
      descricaoMax={255}
      numerar="varias"
      onChange={mudarLinha}
      adicionar={{ label: 'Adicionar outro custo', onClick: () => mudar([...linhas, linha('')]) }}
      onRemover={(indice) => mudar(linhas.filter((_, i) => i !== indice))}
      {...opcoes}
    />
  );
}

/** The value the page's style sheets give `propriedade` of `element` inside `@media <condicao>` (jsdom applies none of them). */
function estiloEm(element: Element, condicao: string, propriedade: string): string {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== condicao) continue;
      for (const inner of Array.from(rule.cssRules)) if (inner instanceof CSSStyleRule && element.matches(inner.selectorText) && inner.style.getPropertyValue(propriedade)) return inner.style.getPropertyValue(propriedade);
    }
  }
  return '';
}

describe('CustosIndiretosEditor', () => {
  it('labels every field, numbered only while several rows are on screen, and adds and removes rows', async () => {
    const user = userEvent.setup();
    renderWithUi(<Editor inicial={[linha('Licenças')]} opcoes={{ 'aria-label': 'Custos indiretos' }} />);
    // A table for assistive technology and the journeys: one row per cost (the header row is hidden below lg).
    const tabela = screen.getByRole('table', { name: 'Custos indiretos' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByLabelText('Descrição')).toHaveValue('Licenças');
    // One row: nothing to remove; a BRL row hides its rate.
    expect(screen.queryByRole('button', { name: /Remover custo/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cotação')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar outro custo' }));
    expect(screen.getByLabelText('Descrição 1')).toHaveValue('Licenças');
    await user.type(screen.getByLabelText('Descrição 2'), 'AWS');
    await user.click(screen.getByRole('button', { name: 'Adicionar outro custo' }));
    await user.type(screen.getByLabelText('Descrição 3'), 'GCP');

    await user.click(screen.getByRole('button', { name: 'Remover custo 2' }));
    expect(within(tabela).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByLabelText('Descrição 1')).toHaveValue('Licenças');
    expect(screen.getByLabelText('Descrição 2')).toHaveValue('GCP');
  });

  it('fills the rate from the quotes when a currency is chosen, and gives BRL its own rate', async () => {
    const user = userEvent.setup();
    const onLinhas = jest.fn();
    renderWithUi(<Editor inicial={[linha('AWS')]} onLinhas={onLinhas} opcoes={{ cotacaoReal: '0', cotacaoEmReal: 'desabilitada', numerar: 'sempre' }} />);
    expect(screen.getByLabelText('Cotação 1')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Moeda 1'), 'Dólar');
    expect(screen.getByLabelText('Cotação 1')).toHaveValue('5,432');
    expect(screen.getByLabelText('Cotação 1')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Moeda 1'), 'Real');
    expect(onLinhas).toHaveBeenLastCalledWith([expect.objectContaining({ moeda: 'BRL', cotacao: '0' })]);
    expect(screen.getByLabelText('Cotação 1')).toHaveValue('0,000');
  });

  it('uses a quote that arrives after the currency was chosen, says it is coming meanwhile, and keeps a rate typed before it', async () => {
    const user = userEvent.setup();
    const onLinhas = jest.fn();
    const colunas = ['descricao', 'moeda', 'cotacao'] as const;
    const esperando = { cotacoes: undefined, cotacaoPendente: true, guardarDataDaCotacao: true, colunas, numerar: 'sempre' as const };
    const { rerender } = renderWithUi(<Editor inicial={[linha('AWS'), linha('GCP')]} onLinhas={onLinhas} opcoes={esperando} />);
    await user.selectOptions(screen.getByLabelText('Moeda 1'), 'Dólar');
    await user.selectOptions(screen.getByLabelText('Moeda 2'), 'Euro');
    expect(screen.getByLabelText('Cotação 1')).toHaveValue('');
    expect(screen.getAllByText('Buscando a cotação...')).toHaveLength(2);
    await user.type(screen.getByLabelText('Cotação 2'), '6,1');

    rerender(<Editor inicial={[linha('AWS'), linha('GCP')]} onLinhas={onLinhas} opcoes={{ ...esperando, cotacoes: COTACOES, cotacaoPendente: false }} />);
    expect(await screen.findByDisplayValue('5,432')).toBe(screen.getByLabelText('Cotação 1'));
    expect(screen.getByLabelText('Cotação 2')).toHaveValue('6,1');
    expect(screen.queryByText('Buscando a cotação...')).not.toBeInTheDocument();
    const [usd, eur] = onLinhas.mock.lastCall![0] as CustoForm[];
    expect(usd).toMatchObject({ moeda: 'USD', cotacao: '5.432', cotacao_data: '2026-11-26' });
    expect(eur).toMatchObject({ moeda: 'EUR', cotacao: '6.1', cotacao_data: '' });
  });

  it('shows each field error under its field, the spec placeholder, the description limit', () => {
    const erros: ErrosCustoIndireto[] = [{ tipo_custo: 'Campo obrigatório' }, { valor: 'Valor tem que ser maior que 0.' }];
    renderWithUi(<Editor inicial={[linha('', { tipo_custo: 'INFRA_CLOUD' }), linha('x')]} opcoes={{ erros, sugerirDescricao: true, descricaoMax: 300 }} />);
    const [primeira, segunda] = screen.getAllByTestId('linha-custo');
    expect(within(primeira!).getByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de custo 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(segunda!).getByText('Valor tem que ser maior que 0.')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Descrição 1')).toHaveAttribute('placeholder', 'Especificar tipo de custo');
    expect(screen.getByLabelText('Descrição 2')).toHaveAttribute('maxLength', '300');
  });

  it('shows the columns in the order the screen asks for; view mode disables all and offers no add or remove', () => {
    renderWithUi(
      <Editor inicial={[linha('a'), linha('b', { moeda: 'USD', cotacao: '5.43' })]} opcoes={{ colunas: ['tipo_custo', 'descricao', 'moeda', 'cotacao', 'valor'], disabled: true }} />,
    );
    const nomes = within(screen.getAllByTestId('linha-custo')[1]!)
      .getAllByText(/ 2$/)
      .map((label) => label.textContent);
    expect(nomes).toEqual(['Tipo de custo 2', 'Descrição 2', 'Moeda 2', 'Cotação 2', 'Valor 2']);
    expect(within(screen.getByTestId('cabecalho-custos')).getAllByText(/./).map((item) => item.textContent)).toEqual([
      'Tipo de custo',
      'Descrição',
      'Moeda',
      'Cotação',
      'Valor',
    ]);
    for (const campo of ['Tipo de custo 2', 'Descrição 2', 'Moeda 2', 'Cotação 2', 'Valor 2']) expect(screen.getByLabelText(campo)).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stacks the fields below lg (one column, visible labels, no header) and puts a cost on one grid row from lg up', () => {
    renderWithUi(<Editor inicial={[linha('a'), linha('b')]} />);
    // jsdom applies no media query: what it computes is the layout below lg (390 px).
    const [linhaCusto] = screen.getAllByTestId('linha-custo');
    expect(getComputedStyle(linhaCusto!).gridTemplateColumns).toBe('1fr');
    expect(getComputedStyle(screen.getByTestId('cabecalho-custos')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('Descrição 1')).position).not.toBe('absolute');
    // From lg up (64rem): the five columns and the remove button's in one row, the labels for screen readers only.
    const lg = (element: Element, propriedade: string) => estiloEm(element, 'screen and (min-width: 64rem)', propriedade);
    expect(lg(linhaCusto!, 'grid-template-columns')).toBe(gradeCustos(['tipo_custo', 'descricao', 'valor', 'moeda', 'cotacao'], 'icone').lg);
    expect(lg(screen.getByTestId('cabecalho-custos'), 'display')).toBe('grid');
    expect(lg(screen.getByText('Descrição 1'), 'position')).toBe('absolute');
    expect(gradeCustos(['tipo_custo', 'descricao', 'valor', 'moeda', 'cotacao'], 'icone')).toEqual({
      base: '1fr',
      lg: 'minmax(12rem, 1.4fr) minmax(6rem, 2fr) minmax(7rem, 1.2fr) minmax(6rem, 1fr) minmax(5rem, 0.8fr) 2rem',
    });
  });
});
