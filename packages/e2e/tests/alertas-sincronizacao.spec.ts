import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FakeJiraTempo } from '@financeiro/backend/testing';
import { readState, startBackend, startQuoteService, stopProcess, waitFor } from '../support/stack';
import { mesAnterior, signIn } from './helpers';
import { DEMO_USERS } from './users';

const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;

/**
 * Issue 38 §3: an alert raised by a Jira/Tempo sync, not by saving rules. A sync replaces what the
 * database holds with what Jira lists (projects it no longer lists leave the portfolio, worklogs of the
 * window it no longer lists are removed), so it cannot run against the stack's API without changing
 * every other journey's data. This journey starts an API of its own — its own PGlite database with
 * the demo seed, connected to the backend's Jira/Tempo fake — and points the browser at it (the
 * shell's config.json is answered with that API's address); nothing of the stack's database changes.
 *
 * The fake lists AURSUS (its Jira id, one issue). The first sync ('Sincronizar agora', complete)
 * leaves AURSUS without real hours in the window (the fake lists none): no alert. Then the fake gets
 * 4.000 hours of last month on AURSUS, the second sync brings them, the evaluator runs after it, and
 * the bell shows AURSUS's alert with its cause and the origin 'sincronização Jira/Tempo'.
 */
const CREDENCIAIS = { email: 'integracao@veecode.com.br', apiToken: 'jira-token-e2e', tempoToken: 'tempo-token-e2e' };
const AURSUS = { id: '10003', chave: 'AURSUS', nome: 'Aurora Sustentação Core' };
const ISSUE = { id: '99003001', key: 'AURSUS-9001' };

async function portaLivre(): Promise<number> {
  const servidor = net.createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as net.AddressInfo;
  await new Promise((resolve) => servidor.close(resolve));
  return port;
}

let fake: FakeJiraTempo;
let api: { pid: number; url: string; dir: string } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A ceiling for the API's start (tsx, PGlite, migrations, the demo seed): 370 s at load 33 for the stack's.
  test.setTimeout(900_000);
  const agora = new Date().toISOString();
  fake = await new FakeJiraTempo(
    {
      categories: [],
      projects: [{ id: AURSUS.id, key: AURSUS.chave, name: AURSUS.nome, leadAccountId: '712020:demo-00064', lastIssueUpdateTime: agora }],
      issues: [{ id: ISSUE.id, key: ISSUE.key, projectId: AURSUS.id, summary: 'Sustentação do core', updated: agora }],
      users: Array.from({ length: 20 }, (_, i) => ({ accountId: `712020:demo-${String(i + 1).padStart(5, '0')}`, displayName: `Pessoa ${i + 1}` })),
      worklogs: [],
      plans: [],
      schedules: {},
    },
    CREDENCIAIS,
  ).start();
  const porta = await portaLivre();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-e2e-sync-db-'));
  const pid = startBackend(dir, readState().jwtSecret, await startQuoteService(), {
    port: porta,
    log: 'backend-sincronizacao',
    env: {
      JIRA_BASE_URL: fake.jiraUrl,
      JIRA_EMAIL: CREDENCIAIS.email,
      JIRA_API_TOKEN: CREDENCIAIS.apiToken,
      TEMPO_API_URL: fake.tempoUrl,
      TEMPO_API_TOKEN: CREDENCIAIS.tempoToken,
      // Only the journey's clicks sync.
      JIRA_SYNC_INTERVAL_MINUTES: '0',
    },
  });
  api = { pid, url: `http://localhost:${porta}`, dir };
  await waitFor(`${api.url}/health`, 870_000);
});

test.afterAll(async () => {
  if (api) {
    stopProcess(api.pid);
    fs.rmSync(api.dir, { recursive: true, force: true });
  }
  await fake?.close();
});

/** The shell (and every remote) talk to this journey's API. */
async function usarApiPropria(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const resposta = await route.fetch();
    const config = (await resposta.json()) as Record<string, unknown>;
    await route.fulfill({ response: resposta, json: 'apiUrl' in config ? { ...config, apiUrl: api!.url } : config });
  });
}

/** 'Sincronizar agora' on the projects list, then the page again until the run is 'concluída'. */
async function sincronizar(page: Page): Promise<void> {
  await page.goto('/projetos');
  const ultima = page.getByTestId('sync-ultima');
  await expect(ultima).not.toHaveText(/Carregando|em execução/);
  const antes = await ultima.textContent();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText('Sincronização iniciada.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    const texto = await page.getByTestId('sync-ultima').textContent({ timeout: 10_000 });
    expect(texto).not.toBe(antes);
    expect(texto).toMatch(/^Última sincronização .*: concluída/);
  }).toPass({ timeout: 300_000, intervals: [1_000, 2_000, 5_000] });
}

test('Uma sincronização Jira/Tempo com horas acima do plano abre o alerta de AURSUS no sino, com a causa', async ({ page }) => {
  test.setTimeout(900_000);
  await usarApiPropria(page);
  await signIn(page, admin.usuario, admin.senha);

  await sincronizar(page);
  const sino = page.getByRole('button', { name: /^Alertas dos projetos/ });
  await expect(sino).toBeVisible();
  await sino.click();
  const lista = page.getByRole('list', { name: 'Alertas abertos' });
  const alertaDeAursus = lista.getByRole('listitem').filter({ hasText: `${AURSUS.chave} — ${AURSUS.nome}` });
  await expect(page.getByText('Nenhum alerta aberto nos projetos.').or(lista)).toBeVisible();
  await expect(alertaDeAursus).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 4.000 hours of last month on AURSUS, by 20 people, as Tempo lists them.
  const { inicioIso } = mesAnterior();
  const atualizado = new Date().toISOString();
  for (let i = 0; i < 400; i++) {
    fake.data.worklogs.push({
      tempoWorklogId: 880_000 + i,
      issueId: Number(ISSUE.id),
      accountId: `712020:demo-${String((i % 20) + 1).padStart(5, '0')}`,
      startDate: `${inicioIso.slice(0, 8)}${String((i % 28) + 1).padStart(2, '0')}`,
      timeSpentSeconds: 10 * 3600,
      billableSeconds: 10 * 3600,
      updatedAt: atualizado,
    });
  }
  await sincronizar(page);

  // The evaluator runs after the sync, in the background: the bell once it has.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Alertas dos projetos/ }).click();
    await expect(alertaDeAursus.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000, 5_000] });
  const alerta = alertaDeAursus.first();
  await expect(alerta).toContainText(/Causa: \+R\$\s[\d.]+,\d{2} por /);
  await expect(alerta).toContainText('sincronização Jira/Tempo');
  await page.screenshot({ path: 'test-results/alertas-sincronizacao.png' });
});
