import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cadastros, releaseBuilt, RELEASES as RELEASES_BUILT, RELEASES_DIR as RELEASES } from '../support/releases';
import { apps, REPO_ROOT } from '../support/stack';
import { entrarPelaApi, mainMenu } from './helpers';
import { DEMO_USERS } from './users';

/**
 * A team ships its remote alone (README, "Publicar um remoto sozinho"): with the app running, it builds
 * a release of mf-cadastros into a folder of its own (`pnpm release:build`), points the shell's
 * config.json at that release's manifest, and the users see it on their next load while the shell and
 * the six other remotes stay byte for byte the same; pointing the entry back rolls it back. The builds
 * start with the run and go on while the other journeys run (support/releases.ts).
 */
const CONFIG = path.join(REPO_ROOT, 'shell', 'dist', 'config.json');
const admin = DEMO_USERS[0];

/** sha-256 of every file each app serves (a release folder aside), by path. */
function servedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const app of apps) {
    const dist = path.join(REPO_ROOT, app.dir, 'dist');
    for (const name of fs.readdirSync(dist, { recursive: true }).map(String)) {
      const file = path.join(dist, name);
      if (file.startsWith(RELEASES) || !fs.statSync(file).isFile()) continue;
      files.set(path.relative(REPO_ROOT, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    }
  }
  return files;
}

/** Points the shell's config.json entry of mf-cadastros at `entry` (what the deployment edits). */
function pointCadastrosAt(entry: string): void {
  const config = JSON.parse(fs.readFileSync(CONFIG, 'utf8')) as { remotes: Array<{ name: string; entry: string }> };
  config.remotes = config.remotes.map((remote) => (remote.name === cadastros.name ? { ...remote, entry } : remote));
  fs.writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

async function openCadastros(page: Page) {
  await page.goto('/cadastros');
  return page.getByRole('main');
}

test.describe('publicar um remoto sozinho', () => {
  let originalConfig: string;

  test.beforeAll(() => {
    originalConfig = fs.readFileSync(CONFIG, 'utf8');
  });

  test.afterAll(() => {
    fs.writeFileSync(CONFIG, originalConfig);
    fs.rmSync(RELEASES, { recursive: true, force: true });
  });

  test('uma versão nova de Cadastros entra no ar pelo config.json, sem tocar no shell nem nos outros remotos, e volta atrás', async ({ page }) => {
    // Its release may still be building (a production build of a remote): not a wait for the page.
    test.slow();
    const before = servedFiles();
    const originalEntry = (JSON.parse(originalConfig) as { remotes: Array<{ name: string; entry: string }> }).remotes.find(
      (remote) => remote.name === cadastros.name,
    )!.entry;

    await entrarPelaApi(page, admin.usuario, admin.senha, null);
    const main = await openCadastros(page);
    await expect(main.getByText('Módulo Cadastros, versão 0.1.0')).toBeVisible();

    // Built against a newer @financeiro/ui of the same line (0.1.x) than the shell provides: it loads.
    pointCadastrosAt(await releaseBuilt(RELEASES_BUILT.sameLine));
    await page.reload();
    await expect(main.getByText(`Módulo Cadastros, versão ${RELEASES_BUILT.sameLine.release}`)).toBeVisible();
    await main.getByRole('link', { name: 'Funções' }).click();
    await expect(main.getByRole('heading', { name: 'Lista de Funções' })).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
    await expect(main.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();

    // Only the pointer changed: every file the shell and the seven apps served before is the same.
    const after = servedFiles();
    const changed = [...before].filter(([file, hash]) => after.get(file) !== hash).map(([file]) => file);
    expect(changed).toEqual([path.join('shell', 'dist', 'config.json')]);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());

    pointCadastrosAt(originalEntry);
    await page.reload();
    await mainMenu(page).getByRole('link', { name: 'Cadastros' }).click();
    await expect(main.getByText('Módulo Cadastros, versão 0.1.0')).toBeVisible();
  });

  test('uma versão construída para outra linha de @financeiro/ui falha só na sua seção, com o aviso do shell', async ({ page }) => {
    test.slow();
    pointCadastrosAt(await releaseBuilt(RELEASES_BUILT.nextLine));
    await entrarPelaApi(page, admin.usuario, admin.senha);
    await mainMenu(page).getByRole('link', { name: 'Cadastros' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').getByText('Não foi possível carregar este módulo.')).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
    await expect(main.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();
    fs.writeFileSync(CONFIG, originalConfig);
  });
});
