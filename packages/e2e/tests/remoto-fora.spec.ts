import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apps, readState, REPO_ROOT, startApp, stopProcess, waitFor, waitUntilDown, writeState } from '../support/stack';
import { entrarPelaApi, mainMenu } from './helpers';
import { DEMO_USERS } from './users';

/**
 * A remote down in the two ways that remote-failure.spec.ts (its server stopped: connection refused)
 * does not cover: its server answers but its build is gone (every file 404), and its server accepts
 * connections and never answers. Either way only its section shows 'Não foi possível carregar este
 * módulo.' with 'Tentar novamente', the other sections work, and once it is back the retry loads it.
 */
const simulacoes = apps.find((app) => app.dir === 'mf-simulacoes')!;
const SHELL_CONFIG = path.join(REPO_ROOT, 'shell', 'dist', 'config.json');
const manifest = `http://localhost:${simulacoes.port}/mf-manifest.json`;
const admin = DEMO_USERS[0];

async function expectOnlySimulacoesDown(page: Page) {
  await entrarPelaApi(page, admin.usuario, admin.senha);
  await mainMenu(page).getByRole('link', { name: 'Simulações' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').getByText('Não foi possível carregar este módulo.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
  await expect(main.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Simulações' }).click();
  await expect(main.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
}

/** Listens on `port` once the stopped server has let it go (its process may still be exiting). */
async function listenWhenFree(server: net.Server, port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function retryLoads(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Simulações', exact: true })).toBeVisible();
}

test('o build de um remoto some do servidor (404): só a sua seção avisa, e volta com "Tentar novamente"', async ({ page }) => {
  const dist = path.join(REPO_ROOT, simulacoes.dir, 'dist');
  const away = path.join(REPO_ROOT, simulacoes.dir, 'dist-fora-e2e');
  fs.renameSync(dist, away);
  try {
    // nginx answers 404 (the Fastify static server of E2E_STATIC=fastify may answer another error).
    await expect.poll(async () => (await fetch(manifest, { signal: AbortSignal.timeout(5_000) })).ok).toBe(false);
    await expectOnlySimulacoesDown(page);
  } finally {
    fs.renameSync(away, dist);
  }
  await waitFor(manifest);
  await retryLoads(page);
});

test('o servidor de um remoto aceita a conexão e não responde: passado o limite, só a sua seção avisa, e volta com "Tentar novamente"', async ({ page }) => {
  // The deployment's limit for a remote's manifest (config.json, 15 s by default), shorter here: the journey waits for it.
  const originalConfig = fs.readFileSync(SHELL_CONFIG, 'utf8');
  fs.writeFileSync(SHELL_CONFIG, JSON.stringify({ ...JSON.parse(originalConfig), remoteTimeoutMs: 3000 }, null, 2));
  try {
    const state = readState();
    stopProcess(state.apps[simulacoes.dir]);
    await waitUntilDown(manifest);
    // In its place, a server that takes every connection and never answers.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await listenWhenFree(silent, simulacoes.port);
    try {
      await expectOnlySimulacoesDown(page);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      state.apps[simulacoes.dir] = startApp(simulacoes.dir);
      writeState(state);
      await waitFor(manifest);
    }
    await retryLoads(page);
  } finally {
    fs.writeFileSync(SHELL_CONFIG, originalConfig);
  }
});
