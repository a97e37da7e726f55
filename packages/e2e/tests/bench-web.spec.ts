import { expect, test } from '@playwright/test';
import { NETWORKS, visitaFria } from '../bench/visitaFria.cjs';

// `pnpm bench:web` measures this visit on its own stack (bench/webStack.mjs); here it runs once on the
// suite's, unthrottled, so that a change of the screens that breaks the benchmark's steps (the login
// form, the welcome heading, the menu link, the projects list) fails the suite the day it happens.
test('o benchmark web faz a visita fria do login à lista de projetos', async ({ browser, baseURL }) => {
  const semLimite = NETWORKS.find((network) => network.name === 'sem limite');
  expect(semLimite).toBeDefined();
  const figuras = await visitaFria(browser, baseURL!, semLimite!);
  for (const [nome, valor] of Object.entries(figuras)) {
    expect(Number.isFinite(valor) && valor > 0, `${nome}: ${valor}`).toBe(true);
  }
});
