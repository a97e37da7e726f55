/**
 * Vee's data access — every read the assistant can make, and nothing else. Vee issues no SQL: each
 * read is a GET of one of this application's own routes through `app.inject`, sent with the
 * signed-in user's own Authorization header, so the route's guard (token, section, e-mail scoping)
 * decides exactly as it does for the screens. Keeping the list here makes what Vee can see
 * reviewable in one file; tools.ts turns the tools' arguments into these calls and formats answers.
 */
import type { FastifyInstance } from 'fastify';

/** What a tool gets: the application and the caller's own credentials. */
export interface ToolContext {
  app: FastifyInstance;
  /** The caller's 'Authorization' header, passed on unchanged. */
  authorization: string;
  /** The caller's e-mail (paths scoped by e-mail; the route checks it again). */
  email: string;
  /** Today in America/Sao_Paulo, 'yyyy-MM-dd' (injectable for tests). */
  today: string;
}

/** The outcome of one read: the HTTP status of the route and its JSON body (data, not instructions). */
export interface ToolResult {
  status: number;
  body: unknown;
}

/** GET a route of this application as the caller. */
async function buscarComoUsuario(context: ToolContext, url: string): Promise<ToolResult> {
  const response = await context.app.inject({
    method: 'GET',
    url,
    headers: { authorization: context.authorization, accept: 'application/json' },
  });
  let body: unknown = null;
  try {
    body = response.body ? JSON.parse(response.body) : null;
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}

const enc = encodeURIComponent;

/** The 20 projects updated most recently, optionally matching `texto` (section projetos). */
export function buscarProjetosRecentes(context: ToolContext, texto: string): Promise<ToolResult> {
  const query = `ordem=lastIssueUpdateTime&direcao=desc&tamanho=20${texto ? `&texto=${enc(texto)}` : ''}`;
  return buscarComoUsuario(context, `/jira/projects/1?${query}`);
}

/** The caller's own saved margin reports (section projetos). */
export function buscarMargensDoUsuario(context: ToolContext): Promise<ToolResult> {
  return buscarComoUsuario(context, `/jira/projects/margem/${enc(context.email)}`);
}

/** A project's planned cost and revenue per month of a year (section projetos). */
export function buscarPrevistoDoAno(context: ToolContext, key: string, ano: number): Promise<ToolResult> {
  return buscarComoUsuario(context, `/planejamento/previsto/${enc(key)}?de=${ano}-01&ate=${ano}-12`);
}

/** A project's actual figures per month of a year (section projetos). */
export function buscarRealDoAno(context: ToolContext, key: string, ano: number): Promise<ToolResult> {
  return buscarComoUsuario(context, `/jira/projects/year/${enc(key)}/${ano}`);
}

/** The payroll closings' hourly-cost panel over `meses` months (section dashboard). */
export function buscarPainelFechamentos(context: ToolContext, meses: number): Promise<ToolResult> {
  return buscarComoUsuario(context, `/fechamento/dashboard?meses=${meses}`);
}

/** The payroll closings (section fechamentos). */
export function buscarFechamentos(context: ToolContext): Promise<ToolResult> {
  return buscarComoUsuario(context, '/fechamento/list');
}

/** Capacity by area between two 'yyyy-MM-dd' dates (section relatorios-delivery). */
export function buscarCapacidadeArea(context: ToolContext, inicio: string, fim: string): Promise<ToolResult> {
  return buscarComoUsuario(context, `/relatorio/capacidade-area/${inicio}/${fim}`);
}

/** The portfolio (Carteira) of the forecast: every active project with a plan, in risk order (section relatorios-delivery). */
export function buscarCarteira(context: ToolContext): Promise<ToolResult> {
  return buscarComoUsuario(context, '/projecao-carteira');
}
