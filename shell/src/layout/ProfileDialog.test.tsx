import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { useSession } from '@financeiro/api';
import { API_NAME } from '@financeiro/domain';
import { toaster } from '@financeiro/ui';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import { ALERTAS_EMAIL_LABEL, ProfileDialog } from './ProfileDialog';

const fromBase64 = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
const profile = { id: 7, usuario: 'ana', name: 'Ana Souza', email: 'ana@empresa.com', roles: { [API_NAME]: ['projetos'] }, observacao: 'Time A', avatar_imgref: null };

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /usuario', () => ({ body: profile }));
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { id: 7, name: 'Ana Souza', email: 'ana@empresa.com', roles: profile.roles } });
});
afterEach(async () => {
  toaster.remove();
  useSession.getState().clear();
  await api.close();
});

describe('Dados de Usuário', () => {
  it('shows read-only data until Editar; Cancelar resets and closes', async () => {
    const onClose = jest.fn();
    renderWithUi(<ProfileDialog open onClose={onClose} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    expect(within(dialog).getByLabelText('Id')).toHaveValue('7');
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(within(dialog).queryByText('Alterar senha?')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    const nome = within(dialog).getByLabelText('Nome');
    expect(nome).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('readonly');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Outro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('validates (name 60, observations 300, password rules) with the error toast', async () => {
    renderWithUi(<ProfileDialog open onClose={() => undefined} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    const nome = within(dialog).getByLabelText('Nome');
    await userEvent.clear(nome);
    // Pasted, not typed: 61 keystrokes, each re-rendering the form, cost seconds on a loaded machine.
    await userEvent.paste('n'.repeat(61));
    await userEvent.click(within(dialog).getByText('Alterar senha?'));
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), '123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), '321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(within(dialog).getByText('Nome deve possuir no máximo 60 dígitos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Senha deve possuir no mínimo 12 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText('Senhas não conferem.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('saves with PUT /usuario { data: base64 }, shows the success message, updates the session and closes', async () => {
    api.on('PUT /usuario', ({ body }) => {
      const form = fromBase64((body as { data: string }).data);
      return { body: { ...profile, name: form.name, observacao: form.observacao } };
    });
    const onClose = jest.fn();
    renderWithUi(<ProfileDialog open onClose={onClose} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await userEvent.clear(within(dialog).getByLabelText('Nome'));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Maria');
    await userEvent.click(within(dialog).getByText('Alterar senha?'));
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'senha-antiga');
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'goiaba doce!');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'goiaba doce!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(fromBase64((put.body as { data: string }).data)).toEqual({
      name: 'Ana Maria',
      email: 'ana@empresa.com',
      observacao: 'Time A',
      altera: true,
      senhaAtual: 'senha-antiga',
      novaSenha: 'goiaba doce!',
      confirma: 'goiaba doce!',
    });
    expect(useSession.getState().user?.name).toBe('Ana Maria');
  });

  it('asks the current password with a new one and shows the server refusal on that field', async () => {
    api.on('PUT /usuario', () => ({ status: 400, body: { errors: [{ field: 'senhaAtual', errorMessage: 'Senha atual incorreta.' }] } }));
    const onClose = jest.fn();
    renderWithUi(<ProfileDialog open onClose={onClose} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(within(dialog).queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Alterar senha?'));
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'goiaba doce!');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'goiaba doce!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erros no formulário!')).toBeInTheDocument();
    expect(within(dialog).getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'errada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses the own e-mail as the new password on the screen, and shows the server’s reason for a common one', async () => {
    const common = 'Senha muito comum ou fácil de adivinhar. Escolha outra.';
    api.on('PUT /usuario', () => ({ status: 400, body: { errors: [{ field: 'novaSenha', errorMessage: common }] } }));
    renderWithUi(<ProfileDialog open onClose={() => undefined} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await userEvent.click(within(dialog).getByText('Alterar senha?'));
    expect(within(dialog).getByText(/Mínimo de 12 caracteres\. Uma frase fácil de lembrar serve/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'senha-antiga');
    const nova = within(dialog).getByLabelText('Nova senha');
    const confirma = within(dialog).getByLabelText('Confirmar senha');
    await userEvent.type(nova, 'ana@empresa.com');
    await userEvent.type(confirma, 'ana@empresa.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Senha não pode conter o seu nome, usuário ou e-mail.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(nova);
    await userEvent.type(nova, 'password1234');
    await userEvent.clear(confirma);
    await userEvent.type(confirma, 'password1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(common)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it("saves the choice of receiving the projects' alerts by e-mail as soon as it changes (section projetos)", async () => {
    const enviados: unknown[] = [];
    api.on('GET /alertas/preferencia', () => ({ body: { data: { receberEmail: false } } }));
    api.on('PUT /alertas/preferencia', ({ body }) => {
      enviados.push(body);
      return { body: { data: { receberEmail: true }, message: 'Preferência de alertas salva com sucesso!' } };
    });
    renderWithUi(<ProfileDialog open onClose={jest.fn()} />);
    const dialog = await findDialog('Dados de Usuário');
    const escolha = await within(dialog).findByRole('checkbox', { name: ALERTAS_EMAIL_LABEL });
    expect(escolha).not.toBeChecked();
    await userEvent.click(escolha);
    await waitFor(() => expect(enviados).toEqual([{ receberEmail: true }]));
    await waitFor(() => expect(escolha).toBeChecked());
    expect(await screen.findByText('Preferência de alertas salva com sucesso!')).toBeInTheDocument();
  });

  it('shows no e-mail choice to a user without the projetos section', async () => {
    useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { id: 7, name: 'Ana Souza', email: 'ana@empresa.com', roles: { [API_NAME]: ['cadastros'] } } });
    api.on('GET /alertas/preferencia', () => ({ body: { data: { receberEmail: false } } }));
    renderWithUi(<ProfileDialog open onClose={jest.fn()} />);
    const dialog = await findDialog('Dados de Usuário');
    await waitFor(() => expect(within(dialog).getByLabelText('Observações')).toHaveValue('Time A'));
    expect(within(dialog).queryByRole('checkbox', { name: ALERTAS_EMAIL_LABEL })).not.toBeInTheDocument();
  });
});
