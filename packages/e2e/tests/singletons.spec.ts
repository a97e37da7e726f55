import { expect, test, type Page } from '@playwright/test';
import { entrarPelaApi, mainMenu } from './helpers';
import { DEMO_USERS } from './users';

/**
 * One React, one Chakra (its context: the system the shell's provider holds), one emotion cache:
 * after the shell and two remotes have rendered, each of these shared modules was loaded once,
 * from the shell, and the remotes use that copy. Two copies show as "Invalid hook call" (React),
 * components without the theme (Chakra's context) or lost styles (emotion).
 */
const SINGLETONS = ['react', 'react-dom', '@chakra-ui/react', '@emotion/react', '@financeiro/ui'];

/** For each package: the copies loaded in the page, as "version from <app>", and who uses them. */
function loadedCopies(page: Page) {
  return page.evaluate((names) => {
    type Shared = { loaded?: boolean; from: string; useIn: string[] };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const copies: Record<string, { copies: string[]; users: string[] }> = {};
    for (const name of names) {
      const found = new Set<string>();
      const users = new Set<string>();
      for (const scope of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(scope.default?.[name] ?? {})) {
          if (!shared.loaded) continue;
          found.add(`${version} from ${shared.from}`);
          for (const user of shared.useIn) users.add(user);
        }
      }
      copies[name] = { copies: [...found], users: [...users].sort() };
    }
    return copies;
  }, SINGLETONS);
}

test('shell e remotos usam uma só cópia de React, Chakra e emotion (a da shell)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Invalid hook call|Unsatisfied version|useContext.*undefined/i.test(message.text())) problems.push(message.text());
  });
  await entrarPelaApi(page, DEMO_USERS[0].usuario, DEMO_USERS[0].senha);
  await mainMenu(page).getByRole('link', { name: 'Cadastros' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastros', exact: true })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Projetos' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Projetos' })).toBeVisible();

  const copies = await loadedCopies(page);
  for (const name of SINGLETONS) {
    expect(copies[name].copies, name).toHaveLength(1);
    expect(copies[name].copies[0], name).toMatch(/ from shell$/);
  }
  // The remotes' components render with the shell's copy of Chakra (so with its provider's system).
  expect(copies['@chakra-ui/react'].users).toEqual(expect.arrayContaining(['mf_cadastros', 'mf_projects', 'shell']));
  expect(copies.react.users).toEqual(expect.arrayContaining(['mf_cadastros', 'mf_projects', 'shell']));
  // The theme reached a remote's button: brand.fg (brand.700) of packages/ui's system.
  const exportar = page.getByRole('button', { name: 'Exportar' }).first();
  await expect(exportar).toHaveCSS('color', 'rgb(38, 63, 100)');
  expect(problems).toEqual([]);
});
