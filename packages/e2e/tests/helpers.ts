import { createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { BACKEND_PORT, HOJE_DAS_JORNADAS, readState } from '../support/stack';

/** Where the app keeps the session and the device token (packages/api: SESSION_STORAGE_KEY, DEVICE_TOKEN_STORAGE_KEY). */
const SESSAO = 'financeiro-session';
const DISPOSITIVO = 'financeiro-dispositivo';

/** A journey's ceiling for each screen it loads and checks: the slowest screen of the constrained runs (issue 33) took ~30 s, ~50 s on a slower day. */
const TETO_POR_TELA = 90_000;

/**
 * The ceiling of a journey that walks many screens (every section at a width, axe on eight screens): it does the
 * work of several journeys, so its ceiling grows with its screens and never falls below playwright.config.ts's.
 * Pinned to one busy core (issue 33, two runs side by side) both axe journeys ran out of the config's 180 s, the
 * 390 px one at its eighth and last screen. Still a ceiling for a hung journey, not a wait: a passing journey ends
 * when its work does.
 */
export function tetoPorTelas(telas: number): void {
  test.setTimeout(Math.max(test.info().timeout, telas * TETO_POR_TELA));
}

/**
 * Checks (or unchecks) a checkbox as a person does: a click on the box Chakra draws, its label, which Playwright
 * clicks only once it stands still and nothing covers it. The input itself is hidden under that box, so a click
 * on it had to be forced, and a forced click skips those waits: on the users' screen the first check showed the
 * 'alterações não salvas' banner a frame later, the table moved down, and the forced click on the next box landed
 * above it ('Clicking the checkbox did not change its state', journeys of 2026-12-01, issue 33).
 */
export async function marcar(caixa: Locator, marcada = true): Promise<void> {
  await caixa.locator('xpath=ancestor::label[1]').setChecked(marcada);
  await expect(caixa).toBeChecked({ checked: marcada });
}

/** Signs in on the login screen, typing key by key as a person does: for the journeys of the sign-in itself. */
export async function signIn(page: Page, usuario: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').pressSequentially(usuario);
  await page.getByLabel('Senha').pressSequentially(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/boas-vindas$/);
}

/**
 * Signs in as the login form does, without the form: the browser's same `POST /login` to the API the app is
 * configured with (sending this browser's device token, when a sign-in left one), its answer kept where the
 * app keeps it (the session as zustand persists it, the device token), then opens `url`: the app starts
 * from the stored session and checks it, as after a reload (`null`: no page, the journey's next step opens
 * one). For the journeys that do not test the sign-in:
 * typing it cost a page load of the login, the keys and a page load of the welcome page before the
 * journey's first page (issue 33). The journeys of the sign-in screen itself type it (signIn).
 *
 * Sent from a page of the same origin where no script of the app runs (/config.json, see
 * abrirComTokenDeAcessoVencido), by the page itself: a journey's routes (page.route) apply to it.
 */
export async function entrarPelaApi(page: Page, usuario: string, senha: string, url: string | null = '/boas-vindas'): Promise<void> {
  await page.goto('/config.json');
  const resposta = await page.evaluate(
    async ([chaves, credenciais]) => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const dispositivo = localStorage.getItem(chaves.dispositivo) || undefined;
      const login = await fetch(`${apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // base64 of the UTF-8 JSON, as the form sends it (toBase64Json).
        body: JSON.stringify({ authorization: btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(credenciais)))), device_token: dispositivo }),
      });
      if (!login.ok) return `${login.status} ${await login.text()}`;
      const { device_token: novo, token, refresh_token, user } = (await login.json()) as Record<string, unknown>;
      localStorage.setItem(chaves.sessao, JSON.stringify({ state: { token, refresh_token, user }, version: 0 }));
      if (typeof novo === 'string') localStorage.setItem(chaves.dispositivo, novo);
      return 'ok';
    },
    [{ sessao: SESSAO, dispositivo: DISPOSITIVO }, { usuario, senha }] as const,
  );
  expect(resposta, `POST /login de ${usuario}`).toBe('ok');
  if (url === null) return;
  await page.goto(url);
  if (url === '/boas-vindas') await expect(page.getByRole('heading', { name: /Boas-vindas/ })).toBeVisible();
}

/**
 * Opens `caminho` in the app already running on `page`, as a click on one of its links does: the shell's router
 * changes the screen, and the page is not loaded again. A `page.goto` per screen re-runs the whole start of the
 * app (the shell, each remote's entry and chunks downloaded, parsed and compiled again, the session checked);
 * the journeys that walk many screens (every section at three widths, axe on eight screens) spent most of their
 * browser CPU on that on a slow machine (issue 33), and no user reloads between two screens.
 *
 * The entry is pushed in the router's own form (`idx` one past the current one), so Back and Forward keep working.
 */
export async function abrirNoApp(page: Page, caminho: string): Promise<void> {
  await page.evaluate((destino) => {
    const atual = (window.history.state ?? {}) as { idx?: number };
    const estado = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (atual.idx ?? 0) + 1 };
    window.history.pushState(estado, '', destino);
    window.dispatchEvent(new PopStateEvent('popstate', { state: estado }));
  }, caminho);
}

/**
 * The browser's requests to the stack's API go to the API at `destino` (a journey's own: the sync journey's,
 * support/apis-proprias.ts). The pages' Content-Security-Policy allows only the configured API's origin, so the
 * address the page asks for stays the stack's; the runner fetches it from `destino`. Call before the first page.
 */
export async function usarApiPropria(page: Page, destino: string): Promise<void> {
  const pilha = `http://localhost:${BACKEND_PORT}`;
  await page.route(`${pilha}/**`, async (route) => {
    try {
      const response = await route.fetch({ url: route.request().url().replace(pilha, destino) });
      await route.fulfill({ response });
    } catch (error) {
      // The journey ended, its page closed, while one of the page's own background requests was on its way: nobody
      // waits for that answer (alertas-sincronizacao failed so after its last step, load 13). Anything else fails.
      if (/Target page, context or browser has been closed/.test(String(error))) return;
      throw error;
    }
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The journeys' business day ('yyyy-MM-dd', support/stack.ts): their APIs and the demo seed count from it, so the
 * demo's months do too — not the runner's clock.
 */
export function diaDaSemeadura(): string {
  return HOJE_DAS_JORNADAS;
}

/**
 * The previous calendar month (the demo seed dates its costs and worklogs there), in the forms a
 * journey types and reads: `digitos` '01MMyyyy', `digitado` '1/M/yyyy' (as people type it), `inicio` and
 * `fim` 'dd/MM/yyyy' as the fields show them, `inicioIso` 'yyyy-MM-dd'.
 */
export function mesAnterior() {
  const [anoDeHoje, mesDeHoje] = diaDaSemeadura().split('-').map(Number) as [number, number];
  const year = mesDeHoje === 1 ? anoDeHoje - 1 : anoDeHoje;
  const month = mesDeHoje === 1 ? 12 : mesDeHoje - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    digitos: `01${pad(month)}${year}`,
    digitado: `1/${month}/${year}`,
    inicio: `01/${pad(month)}/${year}`,
    fim: `${pad(last)}/${pad(month)}/${year}`,
    inicioIso: `${year}-${pad(month)}-01`,
  };
}

/**
 * This worker's number among the journeys running at once (Playwright's TEST_PARALLEL_INDEX, 0 or 1): the last
 * character of what a journey makes unique from the clock, so two journeys at the same millisecond differ.
 */
export const trabalhador = (): string => process.env.TEST_PARALLEL_INDEX ?? '0';

/** A valid CPF (check digits) from the clock and the worker, so reruns and journeys at once do not collide. */
export function cpfNovo(): string {
  const base = `${String(Date.now()).slice(-8)}${trabalhador().slice(-1)}`;
  const digito = (digits: string) => {
    const soma = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const resto = (soma * 10) % 11;
    return String(resto === 10 ? 0 : resto);
  };
  const primeiro = base + digito(base);
  return primeiro + digito(primeiro);
}

/**
 * A result simulation of the signed-in user's own: the inputs of the demo's 'Cenário Aurora 3º trimestre'
 * (src/seed/simulacoes.ts: projects, period, revenue, indirect costs) saved under a name of the journey's, the
 * clock's and the worker's. For a journey that saves a result simulation and reads its change back: three
 * journeys changed and saved the demo's one (the commission, the revenue twice), and two at a time one's save
 * landed between another's save and reload. Call with the app's session stored (after entrarPelaApi); answers
 * the name, as the list of result simulations shows it.
 */
export async function simulacaoDeResultadoPropria(page: Page, jornada: string): Promise<string> {
  const nome = `${jornada} ${String(Date.now()).slice(-6)}${trabalhador()}`;
  const resposta = await page.evaluate(
    async ([chave, nomeRelatorio]) => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const { token, user } = (JSON.parse(localStorage.getItem(chave) ?? '{}') as { state: { token: string; user: { email: string } } }).state;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const lista = await fetch(`${apiUrl}/simulacao/margem/${encodeURIComponent(user.email)}`, { headers });
      if (!lista.ok) return `GET ${lista.status} ${await lista.text()}`;
      type Lida = { nome: string; projeto: string; periodo_inicial: string; periodo_fim: string; receita_bruta: string; custosIndiretos: Array<Record<string, unknown>> };
      const demo = ((await lista.json()) as { data: Lida[] }).data.find((simulacao) => simulacao.nome === 'Cenário Aurora 3º trimestre');
      if (!demo) return 'a simulação de demonstração Cenário Aurora 3º trimestre não está na lista';
      const criada = await fetch(`${apiUrl}/simulacao/margem`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          nomeRelatorio,
          email: user.email,
          projeto: demo.projeto,
          periodoInicio: demo.periodo_inicial.slice(0, 10),
          periodoFim: demo.periodo_fim.slice(0, 10),
          receitaBruta: demo.receita_bruta,
          custosIndiretos: demo.custosIndiretos.map(({ tipo_custo, descricao, moeda, cotacao, valor }) => ({ tipo_custo, descricao, moeda, cotacao, valor })),
        }),
      });
      return criada.ok ? 'ok' : `POST ${criada.status} ${await criada.text()}`;
    },
    [SESSAO, nome] as const,
  );
  expect(resposta, `simulação de resultado ${nome}`).toBe('ok');
  return nome;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The user's next action after the session ended elsewhere (a logout, a deactivated account), and the
 * app's answer: the login page. The app may notice first, by itself: one of the page's own background
 * requests (the grants re-read when a section opens, a screen's late data) meets the ended session and the
 * app leaves for the login before the click, so the link is gone. Resolves on the login page whichever
 * way the app noticed; a click that fails for another reason (strict mode, say) still fails the test.
 */
export async function nextActionEndsOnLogin(page: Page, action: Locator): Promise<void> {
  const onLogin = page.waitForURL(/\/login(\?|$)/);
  const click = action.click();
  // Still pending when the app left first (the link is gone): it ends with the page, unanswered.
  click.catch(() => undefined);
  await Promise.race([click, onLogin]);
  await onLogin;
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** A form field by its label text; required fields add an asterisk to the label. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Empties a field with the keyboard (click, select all, Backspace) and types `text` key by key, as a
 * user replaces what a field holds. With an empty `text` the field is only emptied.
 */
export async function digitar(campo: Locator, text: string): Promise<void> {
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('Backspace');
  if (text) await campo.pressSequentially(text);
}

/** Clears a form field and types into it key by key, as a user does. */
export async function typeInto(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.clear();
  await input.pressSequentially(text);
}

/**
 * The page does not scroll sideways (wide tables scroll inside their own box). Polled: after a resize
 * or a load the layout settles (the menu turns into a drawer below 1024 px, data arrives).
 */
export async function expectNoSideScroll(page: Page, onde: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${onde} rola para o lado` })
    .toBeLessThanOrEqual(0);
}

/**
 * The number in a toast's text (the id of what was created), read in one step while the toast is there:
 * it leaves after 4 s, and a visibility check followed by a read may find it gone on a slow machine.
 */
export async function numberInToast(toast: Locator): Promise<string> {
  return (await toast.textContent())!.match(/\d+/)![0]!;
}

/** Creates a closing on Fechamentos > Novo (21 working days, not blocked) and opens it; returns its id. */
export async function criarFechamento(page: Page, label: string, inicio: string, fim: string): Promise<string> {
  await page.goto('/fechamentos/new');
  await typeInto(page, 'Label', label);
  await typeInto(page, 'Data início', inicio);
  await typeInto(page, 'Data fim', fim);
  await typeInto(page, 'Dias úteis', '21');
  await field(page, 'Bloqueado').selectOption('false');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const id = await numberInToast(page.getByText(/Criado novo fechamento id: \d+/));
  await expect(page).toHaveURL(/\/fechamentos$/);
  // The list is paged, latest period first: open the new (older) closing by its id.
  await page.goto(`/fechamentos/${id}`);
  await expect(page.getByRole('heading', { name: `Fechamento ${label}` })).toBeVisible();
  await expect(page.getByText('Fechamento ainda não calculado: use Calcular para gerar os resultados.')).toBeVisible();
  return id;
}

/**
 * The row of the tax bracket valid in `periodo` ('01/01/2001 a 31/12/2001') after a reload: the list sorted by
 * Vigência oldest first, then paged forward until the row shows (or the last page).
 */
export async function faixaRecarregada(page: Page, periodo: string): Promise<Locator> {
  await page.reload();
  const regiao = page.getByRole('region', { name: 'Faixas' });
  const faixas = regiao.getByRole('table', { name: 'Faixas' });
  const faixa = faixas.getByRole('row').filter({ hasText: periodo });
  // The journeys' brackets are of past years and the list, newest first, is paged: oldest first brings them up.
  // The order and the rows are awaited before anything is counted: counting right after the click raced the
  // render, and a second click 'to be sure' put the newest first again (digitacao.spec.ts, CI of 2026-12-01).
  const ordenar = faixas.getByRole('button', { name: 'Vigência' });
  await ordenar.click();
  await expect(ordenar.locator('xpath=ancestor::th[1]')).toHaveAttribute('aria-sort', 'ascending');
  const linhas = faixas.getByRole('row').filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ });
  await expect(linhas.first()).toBeVisible();
  const proxima = regiao.getByRole('button', { name: 'Próxima página' });
  for (let pagina = 2; (await faixa.count()) === 0 && (await proxima.count()) > 0 && (await proxima.isEnabled()); pagina++) {
    await proxima.click();
    await expect(regiao.getByRole('button', { name: `Página ${pagina}`, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  return faixa;
}

/** Clicks the screen's 'Exportar' and reads the downloaded workbook's first sheet (one object per row, by header). */
export async function exportar(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  return { nome: download.suggestedFilename(), linhas: XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]!]!) };
}

declare global {
  interface Window {
    __alertasMostrados?: string[];
  }
}

/**
 * Records, from the next page load on, the text of every alert (toast) the page shows. An alert lives
 * 4 s (spec 01 section 8): when a save also navigates, the next screen renders while the alert is up, and
 * on a busy machine the page can show it and close it between two looks of `toBeVisible` (issue 33). A
 * journey that must know the alert was shown asserts it with `expectAlertaMostrado`, whenever it came.
 */
export async function registrarAlertas(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vistos: string[] = [];
    window.__alertasMostrados = vistos;
    const ler = () => {
      for (const alerta of document.querySelectorAll('[data-scope="toast"][data-part="description"]')) {
        const texto = (alerta.textContent ?? '').trim();
        if (texto && !vistos.includes(texto)) vistos.push(texto);
      }
    };
    new MutationObserver(ler).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The alert `texto` was shown since the page loaded (see registrarAlertas). */
export async function expectAlertaMostrado(page: Page, texto: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__alertasMostrados ?? [])).toContain(texto);
}

/** The same access token (user, session family), signed again with the run's key and its expiry in the past. */
export function tokenVencido(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 })).toString('base64url');
  const signature = createHmac('sha256', readState().jwtSecret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** The session the app keeps in the browser's storage (zustand persist, key 'financeiro-session'). */
export interface SessaoGuardada {
  token: string;
  refresh_token: string;
}

export async function sessaoGuardada(page: Page): Promise<SessaoGuardada> {
  const guardada = await page.evaluate((chave) => localStorage.getItem(chave), SESSAO);
  return (JSON.parse(guardada ?? '{}') as { state: SessaoGuardada }).state;
}

/**
 * Opens `url` as someone who comes back after the access token's 15 minutes: the stored session's access
 * token has expired, its refresh token still holds. Answers the session as it was stored (expired token).
 *
 * The token is written from a page of the same origin where no script of the app runs (the runtime
 * configuration, /config.json). Written beside an open page of the app, it does not last: the app keeps the session in
 * memory and writes it back whole whenever it changes — the grants re-read when a section opens, the user's
 * data from the token check — so on a loaded machine the reload found the valid token again and no renewal
 * ever came (the audit journey waited 300 s for a /login/refresh in the whole lane).
 */
export async function abrirComTokenDeAcessoVencido(page: Page, url: string): Promise<SessaoGuardada> {
  await page.goto('/config.json');
  const antes = await sessaoGuardada(page);
  const vencida = { ...antes, token: tokenVencido(antes.token) };
  await page.evaluate(
    ([chave, token]) => {
      const guardada = JSON.parse(localStorage.getItem(chave) ?? '{}') as { state: { token: string } };
      guardada.state.token = token;
      localStorage.setItem(chave, JSON.stringify(guardada));
    },
    [SESSAO, vencida.token] as const,
  );
  await page.goto(url);
  return vencida;
}

/**
 * The app renewed the expired session of `vencida` without the user noticing, however it noticed (the token
 * check when the app starts, or a request answered 401): a new access token and a rotated refresh token
 * stored, no 'Sessão expirada', still on the page.
 */
export async function expectSessaoRenovada(page: Page, vencida: SessaoGuardada): Promise<void> {
  await expect.poll(async () => (await sessaoGuardada(page)).refresh_token, { message: 'o refresh token não foi trocado' }).not.toBe(vencida.refresh_token);
  const renovada = await sessaoGuardada(page);
  expect(renovada.token).toBeTruthy();
  expect(renovada.token).not.toBe(vencida.token);
  await expect(page.getByText('Sessão expirada. Efetue novamente o login')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** What is wrong with the charts of the page, measured in the browser (empty when each is readable). */
export async function problemasDosGraficos(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Ponto = [number, number];
    /** The four corners of an SVG text on the screen (rotated labels included). */
    const cantos = (el: SVGGraphicsElement): Ponto[] => {
      const box = el.getBBox();
      const m = el.getScreenCTM()!;
      const p = (x: number, y: number): Ponto => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
      // 1 px in from each side: touching is not overlapping.
      return [p(box.x + 1, box.y + 1), p(box.x + box.width - 1, box.y + 1), p(box.x + box.width - 1, box.y + box.height - 1), p(box.x + 1, box.y + box.height - 1)];
    };
    /** Separating axis test of two convex quadrilaterals. */
    const sobrepoem = (a: Ponto[], b: Ponto[]) => {
      for (const forma of [a, b]) {
        for (let i = 0; i < 4; i++) {
          const [x1, y1] = forma[i]!;
          const [x2, y2] = forma[(i + 1) % 4]!;
          const eixo: Ponto = [y1 - y2, x2 - x1];
          const proj = (q: Ponto[]) => q.map(([x, y]) => x * eixo[0] + y * eixo[1]);
          const pa = proj(a);
          const pb = proj(b);
          if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
        }
      }
      return true;
    };
    const problemas: string[] = [];
    for (const figura of document.querySelectorAll('figure[role="figure"]')) {
      const nome = figura.getAttribute('aria-label');
      const svg = figura.querySelector('svg');
      if (!svg) continue;
      const largura = svg.getBoundingClientRect().width;
      const textos = [...svg.querySelectorAll('text')].filter((t) => (t.textContent ?? '').trim() !== '' && t.getBBox().width > 0);
      // A legend item of nivo: its text beside a transparent rect (the item's area) and the symbol.
      const daLegenda = (t: Element) => [...(t.parentElement?.children ?? [])].some((c) => c.tagName === 'rect' && c.getAttribute('fill') === 'transparent');
      const caixas = textos.map((t) => ({ texto: t.textContent!, legenda: daLegenda(t), cantos: cantos(t) }));
      const limite = svg.getBoundingClientRect();
      for (const caixa of caixas) {
        const xs = caixa.cantos.map(([x]) => x);
        const ys = caixa.cantos.map(([, y]) => y);
        if (Math.min(...xs) < limite.left || Math.max(...xs) > limite.right || Math.min(...ys) < limite.top || Math.max(...ys) > limite.bottom) {
          problemas.push(`${nome}: '${caixa.texto}' cortado na borda do gráfico`);
        }
      }
      // An axis' tick: its text beside the tick's line. The right axis of a bar+line chart is ours: same size as nivo's.
      const marca = textos.find((t) => [...(t.parentElement?.children ?? [])].some((c) => c.tagName === 'line'));
      for (const t of svg.querySelectorAll('[data-testid="bar-line-overlay"] text')) {
        if (marca && getComputedStyle(t).fontSize !== getComputedStyle(marca).fontSize) {
          problemas.push(`${nome}: eixo direito '${t.textContent}' em ${getComputedStyle(t).fontSize}, eixo esquerdo em ${getComputedStyle(marca).fontSize}`);
        }
      }
      for (let i = 0; i < caixas.length; i++) {
        for (let j = i + 1; j < caixas.length; j++) {
          if (sobrepoem(caixas[i]!.cantos, caixas[j]!.cantos)) problemas.push(`${nome}: '${caixas[i]!.texto}' sobre '${caixas[j]!.texto}'`);
        }
      }
      // The plot: the horizontal grid lines (nivo draws them across the plot's width).
      const grade = [...svg.querySelectorAll('line')].map((l) => l.getBoundingClientRect()).filter((r) => r.height < 1 && r.width > 0);
      if (grade.length > 0) {
        const area = {
          left: Math.min(...grade.map((r) => r.left)),
          right: Math.max(...grade.map((r) => r.right)),
          top: Math.min(...grade.map((r) => r.top)),
          bottom: Math.max(...grade.map((r) => r.bottom)),
        };
        if (area.right - area.left < largura * 0.4) problemas.push(`${nome}: área do gráfico com ${Math.round(area.right - area.left)} px de ${Math.round(largura)} px`);
        const quadro: Ponto[] = [
          [area.left, area.top],
          [area.right, area.top],
          [area.right, area.bottom],
          [area.left, area.bottom],
        ];
        for (const caixa of caixas) if (caixa.legenda && sobrepoem(caixa.cantos, quadro)) problemas.push(`${nome}: legenda '${caixa.texto}' sobre a área do gráfico`);
      }
      for (const t of textos.filter(daLegenda)) {
        const simbolo = [...t.parentElement!.children].find((c) => c.tagName === 'rect' && c.getAttribute('fill') !== 'transparent');
        const cor = simbolo ? getComputedStyle(simbolo).fill : 'nenhum';
        if (!simbolo || /^(rgb\(0, 0, 0\)|#000(000)?|black)$/.test(cor)) problemas.push(`${nome}: legenda '${t.textContent}' sem cor (${cor})`);
      }
    }
    return problemas;
  });
}
