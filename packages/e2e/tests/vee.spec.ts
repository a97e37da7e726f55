import { expect, test } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '@financeiro/backend/testing';
import { FAKE_OPENAI_PORT } from '../support/stack';
import { entrarPelaApi } from './helpers';
import { DEMO_USERS } from './users';

const financeiro = DEMO_USERS.find((user) => user.usuario === 'financeiro')!;

// The backend of the e2e stack is started with VEE_LLM_BASE_URL pointing at this fake model.
let fake: FakeOpenAi;
test.beforeAll(async () => {
  fake = await startFakeOpenAi({ port: FAKE_OPENAI_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

test('financeiro conversa com a Vee: sugestão, ferramenta com o próprio token e resposta em tabela', async ({ page }) => {
  await entrarPelaApi(page, financeiro.usuario, financeiro.senha, '/relatorios-delivery/chat-bot');

  await expect(page.getByRole('heading', { name: 'VeeCode Chat' })).toBeVisible();
  await expect(page.getByText(/Eu sou a\s*Vee, a assistente virtual/)).toBeVisible();
  const mensagem = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(mensagem).toHaveAttribute('placeholder', 'Pergunte-me o que você precisa...');
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();

  // Suggestions come from the backend catalogue, filtered by the user's sections (no closings).
  const sugestoes = page.getByRole('complementary', { name: 'Sugestões' });
  await expect(sugestoes.getByText('Projetos', { exact: true })).toBeVisible();
  await expect(sugestoes.getByText('Fechamentos', { exact: true })).toHaveCount(0);
  await sugestoes.getByRole('button', { name: 'Quais projetos foram atualizados recentemente?' }).click();
  await expect(mensagem).toHaveValue('Quais projetos foram atualizados recentemente?');

  const antes = fake.requests.length;
  await page.getByRole('button', { name: 'Enviar' }).click();

  // The fake model asked for listar_projetos; the backend ran it as the user and the reply
  // (a Markdown table) is rendered as a table.
  const tabela = page.getByRole('table');
  await expect(tabela.getByRole('row').first()).toHaveText(/Chave\s*Projeto/);
  expect(await tabela.getByRole('row').count()).toBeGreaterThan(1);
  await expect(page.getByText('Vee está digitando...')).toHaveCount(0);

  const conversa = fake.requests.slice(antes);
  expect(conversa.length).toBe(2);
  const ferramenta = conversa[1]!.messages.find((m) => m.role === 'tool') as { content: string };
  expect(JSON.parse(ferramenta.content).status).toBe(200);
  const primeiro = (JSON.parse(ferramenta.content).dados.data as { key: string }[])[0]!;
  await expect(tabela.getByRole('cell', { name: primeiro.key, exact: true })).toBeVisible();

  // The welcome bubble (shown on load) goes away by itself.
  await expect(page.getByText('Olá! Eu sou a Vee.', { exact: true })).toBeHidden();
});
