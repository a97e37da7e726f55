import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type RegrasAlerta } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { PROJECAO_MESSAGES } from '@financeiro/domain';
import { renderWithUi } from '../test-utils';
import { toaster } from '../toaster/notify';
import { RegrasAlertaDoProjetoForm, RegrasAlertaGlobaisForm } from './RegrasAlerta';

/**
 * The alert rules' forms (issue 38 §3) as a user fills them: values typed key by key in the pt-BR way
 * reach the API in the contract's units (percent fields as fraction strings — '27,5' is '0.275' —, weeks
 * as a number); an invalid value shows the shared schema's pt-BR message and sends nothing.
 */
let api: FakeApi;
const PADRAO: RegrasAlerta = { margemMinima: '0.15', desvioMaximo: '0.1', semanasAntecedencia: 4 };
beforeEach(async () => {
  api = await startFakeApi();
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@x.com', roles: {} } });
});
afterEach(async () => {
  toaster.remove();
  await api.close();
  useSession.getState().clear();
});

const puts = () => api.requests.filter((request) => request.method === 'PUT');

/** Empties the field and types the text one key at a time, as a person does. */
async function digitar(campo: HTMLElement, texto: string) {
  await userEvent.clear(campo);
  await userEvent.type(campo, texto);
}

async function abrirGlobais(regras: RegrasAlerta = PADRAO) {
  api.on('GET /admin/projecao/regras-alerta', () => ({ body: { data: regras } }));
  renderWithUi(<RegrasAlertaGlobaisForm />);
  const secao = await screen.findByRole('region', { name: 'Regras de alerta' });
  await waitFor(() => expect(secao.querySelector('#regra-margemMinima')).toHaveValue('15,00'));
  return secao;
}

const campo = (secao: HTMLElement, id: string) => secao.querySelector<HTMLInputElement>(`#${id}`)!;

describe('RegrasAlertaGlobaisForm', () => {
  it("sends what was typed key by key: '27,5' % as 0.275, '12,25' % as 0.1225, '6' weeks as 6, and says it was saved", async () => {
    api.on('PUT /admin/projecao/regras-alerta', ({ body }) => ({ body: { data: body, message: 'Regras de alerta salvas com sucesso!' } }));
    const secao = await abrirGlobais();
    await digitar(campo(secao, 'regra-margemMinima'), '27,5');
    await digitar(campo(secao, 'regra-desvioMaximo'), '12,25');
    await digitar(campo(secao, 'regra-semanasAntecedencia'), '6');
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras de alerta' }));
    expect(await screen.findByText('Regras de alerta salvas com sucesso!')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({ margemMinima: '0.275', desvioMaximo: '0.1225', semanasAntecedencia: 6 });
    // The saved values shown back as the user wrote them.
    expect(campo(secao, 'regra-margemMinima')).toHaveValue('27,50');
  });

  it('a rule switched off is sent as null (off), the others as they were', async () => {
    api.on('PUT /admin/projecao/regras-alerta', ({ body }) => ({ body: { data: body, message: 'Regras de alerta salvas com sucesso!' } }));
    const secao = await abrirGlobais();
    await userEvent.click(within(secao).getByText('Orçamento se esgota, no ritmo atual, semanas antes do fim do plano'));
    expect(campo(secao, 'regra-semanasAntecedencia')).toBeNull();
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras de alerta' }));
    expect(await screen.findByText('Regras de alerta salvas com sucesso!')).toBeInTheDocument();
    expect(puts()[0]!.body).toEqual({ margemMinima: '0.15', desvioMaximo: '0.1', semanasAntecedencia: null });
  });

  it.each([
    ['regra-margemMinima', '150', PROJECAO_MESSAGES.margem],
    ['regra-desvioMaximo', '1200', PROJECAO_MESSAGES.desvio],
    ['regra-semanasAntecedencia', '200', PROJECAO_MESSAGES.semanas],
  ])('%s typed as %s shows “%s” and sends nothing', async (id, texto, mensagem) => {
    const secao = await abrirGlobais();
    await digitar(campo(secao, id), texto);
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras de alerta' }));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('a rule left on with an empty value asks for it (or to switch it off) and sends nothing', async () => {
    const secao = await abrirGlobais();
    await userEvent.clear(campo(secao, 'regra-desvioMaximo'));
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras de alerta' }));
    expect(await screen.findByText("Informe o valor de 'Custo realizado acima do previsto em mais de' ou desligue a regra.")).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal of a field", async () => {
    api.on('PUT /admin/projecao/regras-alerta', () => ({ status: 400, body: { errors: [{ field: 'margemMinima', errorMessage: PROJECAO_MESSAGES.margem }] } }));
    const secao = await abrirGlobais();
    await digitar(campo(secao, 'regra-margemMinima'), '20');
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras de alerta' }));
    expect(await screen.findByText(PROJECAO_MESSAGES.margem)).toBeInTheDocument();
    expect(puts()[0]!.body).toEqual({ margemMinima: '0.2', desvioMaximo: '0.1', semanasAntecedencia: 4 });
  });
});

describe('RegrasAlertaDoProjetoForm', () => {
  const doProjeto = (projeto: Partial<RegrasAlerta>) => ({ globais: PADRAO, projeto, efetivas: { ...PADRAO, ...projeto } });

  it("own value typed '27,5' goes as 0.275, 'Desligada' as null and 'Global' is left out (inherits)", async () => {
    api.on('GET /projecao/:key/regras-alerta', () => ({ body: { data: doProjeto({ semanasAntecedencia: 8 }) } }));
    api.on('PUT /projecao/:key/regras-alerta', ({ body }) => ({
      body: { data: doProjeto(body as Partial<RegrasAlerta>), message: 'Regras de alerta do projeto salvas com sucesso!' },
    }));
    renderWithUi(<RegrasAlertaDoProjetoForm chave="AUR" />);
    const secao = await screen.findByRole('region', { name: 'Regras de alerta do projeto' });
    expect(within(secao).getByRole('combobox', { name: 'Origem da regra: Margem no término abaixo de' })).toHaveValue('herdar');
    expect(within(secao).getByRole('option', { name: 'Global (15,00%)' })).toBeInTheDocument();

    await userEvent.selectOptions(within(secao).getByRole('combobox', { name: 'Origem da regra: Margem no término abaixo de' }), 'propria');
    await digitar(campo(secao, 'regra-projeto-margemMinima'), '27,5');
    await userEvent.selectOptions(within(secao).getByRole('combobox', { name: 'Origem da regra: Custo realizado acima do previsto em mais de' }), 'desligada');
    await userEvent.selectOptions(
      within(secao).getByRole('combobox', { name: 'Origem da regra: Orçamento se esgota, no ritmo atual, semanas antes do fim do plano' }),
      'herdar',
    );
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras do projeto' }));
    expect(await screen.findByText('Regras de alerta do projeto salvas com sucesso!')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.path).toBe('/projecao/AUR/regras-alerta');
    expect(puts()[0]!.body).toEqual({ margemMinima: '0.275', desvioMaximo: null });
  });

  it('an own value over the limit shows the pt-BR message and sends nothing', async () => {
    api.on('GET /projecao/:key/regras-alerta', () => ({ body: { data: doProjeto({}) } }));
    renderWithUi(<RegrasAlertaDoProjetoForm chave="AUR" />);
    const secao = await screen.findByRole('region', { name: 'Regras de alerta do projeto' });
    await userEvent.selectOptions(within(secao).getByRole('combobox', { name: 'Origem da regra: Margem no término abaixo de' }), 'propria');
    await digitar(campo(secao, 'regra-projeto-margemMinima'), '101');
    await userEvent.click(within(secao).getByRole('button', { name: 'Salvar regras do projeto' }));
    expect(await screen.findByText(PROJECAO_MESSAGES.margem)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });
});
