import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { IMPORT_LAYOUTS, IMPORT_MESSAGES, layoutColumns, type ImportResult } from '@financeiro/domain';
import { buildWorkbook } from '@financeiro/ui';
import { captureXlsxDownloads, renderRoute } from '@financeiro/ui/testing';
import App from './App';
import { templateSpec } from './template';


let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const renderAt = (path: string) => renderRoute(<App />, { route: '/importacoes/*', at: path });

const HEADER = layoutColumns(IMPORT_LAYOUTS.colaboradores).join(';');
const line = (cpf: string, nome: string) =>
  `${nome};Silva;${cpf};${nome.toLowerCase()}@x.example;0;;;;1;5;1;2;01/03/2024;;3.500,00;8;;01/03/2024;`;
const csvFile = (text: string, name = 'colaboradores.csv') => new File([text], name, { type: 'text/csv' });
const goodFile = () =>
  csvFile([HEADER, line('52998224725', 'Ana'), '', line('11144477735', 'Bia'), line('12345678900', 'Caio')].join('\n'));

const fileInput = () => screen.getByLabelText('Arquivo');
const importButton = () => screen.getByRole('button', { name: 'Importar' });

describe('import screens', () => {
  it('keeps Importar disabled without a file and warns when the picker returns none', async () => {
    const user = userEvent.setup();
    renderAt('/importacoes/colaboradores');
    expect(await screen.findByRole('heading', { name: 'Novos colaboradores' })).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    // The picker closed without a choice: a change event with no file.
    fireEvent.change(fileInput(), { target: { files: [] } });
    expect(await screen.findByText(IMPORT_MESSAGES.nenhumArquivo)).toBeInTheDocument();
    await user.click(importButton());
    expect(api.requests).toHaveLength(0);
    expect(importButton()).toBeDisabled();
  });

  it('refuses another format and reports read errors', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/importacoes/colaboradores');
    await user.upload(fileInput(), csvFile('x', 'notas.ods'));
    expect(await screen.findByText(IMPORT_MESSAGES.formatoNaoSuportado)).toBeInTheDocument();
    await user.upload(fileInput(), new File([new Uint8Array([1, 2, 3])], 'quebrado.xlsx'));
    expect(await screen.findByText(IMPORT_MESSAGES.erroLeitura(IMPORT_MESSAGES.arquivoInvalido))).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('names missing and unknown headers before sending', async () => {
    const user = userEvent.setup();
    renderAt('/importacoes/beneficios-colaborador');
    await user.upload(fileInput(), csvFile('cpf;beneficio;valorBenefAdic\n52998224725;1;10\n', 'b.csv'));
    expect(await screen.findByText(IMPORT_MESSAGES.cabecalhosAusentes(['benefCod', 'valorDescAdic']))).toBeInTheDocument();
    expect(screen.getByText(IMPORT_MESSAGES.cabecalhosDesconhecidos(['beneficio']))).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the rows, shows the progress bar while waiting, then shows the counts and the failure list', async () => {
    let answer: (result: ImportResult) => void = () => undefined;
    api.on('POST /import/colaborador', () => new Promise((resolve) => (answer = (result) => resolve({ body: { result } }))));
    const user = userEvent.setup();
    renderAt('/importacoes/colaboradores');
    await user.upload(fileInput(), goodFile());
    expect(await screen.findByText('colaboradores.csv: 3 registros')).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    // How the bar rises while waiting is the next test's, on a fake clock.
    const bar = await screen.findByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(80);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const sent = api.requests[0].body as { data: Record<string, string>[]; linhas: number[] };
    expect(sent.data).toHaveLength(3);
    // Each row's line in the file goes along (the blank line 3 is skipped), so the failures name the lines the user sees.
    expect(sent.linhas).toEqual([2, 4, 5]);
    expect(sent.data[0]).toMatchObject({ nome: 'Ana', cpf: '52998224725', salario: '3.500,00', admissao: '01/03/2024', endereco: '' });

    answer({
      success: { '52998224725': 130 },
      fail: { '12345678900': ['cpf: CPF inválido.', 'filial: Filial não encontrada ou inativa.', 'cpf: CPF repetido no arquivo (também na linha 4).'] },
      applied: 1,
      // Two rows with one CPF: each its own row, every message listed, sorted by line.
      falhas: [
        { linha: 3, cpf: '12345678900', mensagens: ['cpf: CPF inválido.', 'filial: Filial não encontrada ou inativa.', 'cpf: CPF repetido no arquivo (também na linha 4).'] },
        { linha: 4, cpf: '12345678900', mensagens: ['cpf: CPF repetido no arquivo (também na linha 3).'] },
      ],
    });
    expect(await screen.findByText(IMPORT_MESSAGES.uploadConcluido)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const summary = screen.getByRole('status', { name: 'Resultado da importação' });
    expect(within(summary).getByText('Cadastrados 1 com sucesso')).toBeInTheDocument();
    expect(within(summary).getByText('Ocorreu 2 falhas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 registros com falhas na importação' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Falhas na importação' });
    const linhas = within(table).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(linhas.map((linha) => within(linha).getAllByRole('cell')[0]!.textContent)).toEqual(['Linha 3', 'Linha 4']);
    expect(within(linhas[0]!).getByText('cpf: CPF inválido.')).toBeInTheDocument();
    expect(within(linhas[0]!).getByText('filial: Filial não encontrada ou inativa.')).toBeInTheDocument();
    expect(within(linhas[1]!).getByText('cpf: CPF repetido no arquivo (também na linha 3).')).toBeInTheDocument();
    // At 100 % the button stays off until another file is chosen.
    expect(importButton()).toBeDisabled();
    await user.upload(fileInput(), goodFile());
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the bar rises 2 points per 500 ms tick, stops at 80 while waiting, then jumps to 100', async () => {
    let answer: (result: ImportResult) => void = () => undefined;
    api.on('POST /import/colaborador', () => new Promise((resolve) => (answer = (result) => resolve({ body: { result } }))));
    const user = userEvent.setup();
    renderAt('/importacoes/colaboradores');
    await user.upload(fileInput(), goodFile());
    await waitFor(() => expect(importButton()).toBeEnabled());
    // Only the progress interval runs on the fake clock (the fake API's answers stay on the real one).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'Date', 'performance', 'hrtime'] });
    try {
      fireEvent.click(importButton());
      const bar = await screen.findByRole('progressbar');
      const value = () => Number(bar.getAttribute('aria-valuenow'));
      expect(value()).toBe(0);
      act(() => jest.advanceTimersByTime(499));
      expect(value()).toBe(0);
      act(() => jest.advanceTimersByTime(1));
      expect(value()).toBe(2);
      act(() => jest.advanceTimersByTime(500 * 9));
      expect(value()).toBe(20);
      expect(screen.getByText('20%')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500 * 30));
      expect(value()).toBe(80);
      act(() => jest.advanceTimersByTime(500 * 20));
      expect(value()).toBe(80);
    } finally {
      jest.useRealTimers();
    }
    // The answer: straight to 100 with the spec's text.
    await waitFor(() => expect(api.requests).toHaveLength(1));
    answer({ success: { '52998224725': 130 }, fail: {}, applied: 1, falhas: [] });
    expect(await screen.findByText(IMPORT_MESSAGES.uploadConcluido)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(importButton()).toBeDisabled();
  });

  it('reads xlsx files and says Atualizados on the update screen', async () => {
    api.on('POST /import/update-colaborador', () => ({ body: { result: { success: { '52998224725': 7 }, fail: {}, applied: 1 } } }));
    const sheet = XLSX.utils.aoa_to_sheet([
      ['CPF', 'Salário', 'data_inicio'],
      ['52998224725', 9000, '2024-06-01'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Planilha1');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const user = userEvent.setup();
    renderAt('/importacoes/atualizar-colaboradores');
    await user.upload(fileInput(), new File([bytes], 'alteracoes.xlsx'));
    expect(await screen.findByText('alteracoes.xlsx: 1 registro')).toBeInTheDocument();
    await user.click(importButton());
    expect(await screen.findAllByText('Atualizados 1 com sucesso')).not.toHaveLength(0);
    expect(api.requests[0].body).toEqual({ data: [{ cpf: '52998224725', salario: '9000', data_inicio: '2024-06-01' }], linhas: [2] });
    expect(screen.queryByRole('heading', { name: /com falhas na importação/ })).not.toBeInTheDocument();
  });

  it('shows the server error and resets the progress', async () => {
    api.on('POST /import/colaborador', () => ({ status: 400, body: { errors: [{ errorMessage: IMPORT_MESSAGES.registrosDemais }] } }));
    const user = userEvent.setup();
    renderAt('/importacoes/colaboradores');
    await user.upload(fileInput(), goodFile());
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    expect(await screen.findByText(IMPORT_MESSAGES.registrosDemais)).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers a template with the expected headers on each screen', async () => {
    for (const kind of ['colaboradores', 'beneficios-colaborador', 'atualizar-colaboradores'] as const) {
      const book = await buildWorkbook(templateSpec(kind));
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      expect(rows).toEqual([layoutColumns(IMPORT_LAYOUTS[kind])]);
    }
    expect(templateSpec('beneficios-colaborador').fileName).toBe('modelo-beneficios-colaborador.xlsx');
    renderAt('/importacoes/beneficios-colaborador');
    expect(await screen.findByRole('button', { name: 'Baixar modelo' })).toBeEnabled();
  });

  it('Baixar modelo downloads the template of the screen (header row only)', async () => {
    const downloads = captureXlsxDownloads();
    const user = userEvent.setup();
    renderAt('/importacoes/beneficios-colaborador');
    await user.click(await screen.findByRole('button', { name: 'Baixar modelo' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('modelo-beneficios-colaborador.xlsx');
    expect(downloads[0]!.rows).toEqual([layoutColumns(IMPORT_LAYOUTS['beneficios-colaborador'])]);
  });
});
