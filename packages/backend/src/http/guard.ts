/**
 * Route security, deny by default.
 *
 * Every route declares in its `config` exactly one of:
 *   { public: true }          no token needed
 *   { authenticated: true }   any signed-in, active user
 *   { section: 'projetos' }   a user whose sections include that first path segment
 *   { sections: ['projetos', 'simulacoes'] }   a user with any of those sections
 *   { role: 'admin' }         a user holding the admin role
 * A route that declares none (or more than one) makes registration throw, so a forgotten
 * route can never be open. Route modules just spread one of the helpers below:
 *
 *   app.get('/funcao/list', { config: sectionRoute('cadastros'), schema: {...} }, handler)
 *
 * The user and their sections are read from the database on each request, so a change of
 * grants takes effect on the next request and a disabled user is refused at once (401).
 * The check runs in an onRequest hook: before the body is parsed and validated, so a user
 * without the section gets 403 whatever the body holds.
 */
import { definirUsuarioDaRequisicao } from './contexto-requisicao';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthUser } from '../modules/contas';
import { ADMIN_ROLE, isSection, type Section } from '@financeiro/domain';
import './eventos-de-seguranca';
import { forbidden, unauthorized, type AuthErrorCode, type HttpError } from './errors';
import { errorResponses } from './schemas';

export type AdminRole = typeof ADMIN_ROLE;

export interface RouteAccess {
  public?: true;
  authenticated?: true;
  section?: Section;
  sections?: readonly Section[];
  role?: AdminRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    authenticated?: boolean;
    section?: Section;
    /** Any one of these sections. */
    sections?: readonly Section[];
    role?: AdminRole;
    /** The route's own text for a body past its bodyLimit (declared or streamed), instead of the generic one. */
    bodyTooLargeMessage?: string;
  }
  interface FastifyRequest {
    /** The signed-in user (null on public routes). */
    user: AuthUser | null;
    /** The session (refresh-token family) of the access token (null on public routes). */
    sessionFamily: string | null;
  }
}

export const publicRoute = { public: true } as const satisfies RouteAccess;
export const authenticatedRoute = { authenticated: true } as const satisfies RouteAccess;
export const adminRoute = { role: ADMIN_ROLE } as const satisfies RouteAccess;
export function sectionRoute<S extends Section>(section: S) {
  return { section } as const satisfies RouteAccess;
}
/** A route open to a user holding any of `sections`. */
export function anySectionRoute(...sections: Section[]) {
  return { sections } as const satisfies RouteAccess;
}

/** One registered route, as seen by the guard (used by the route-coverage test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: 'public' | 'authenticated' | 'section' | 'sections' | 'role' | 'infrastructure';
  section?: string;
  sections?: readonly string[];
  role?: string;
}

const ACCESS_KEYS = ['public', 'authenticated', 'section', 'sections', 'role'] as const;

export interface GuardOptions {
  /** The session of an Authorization header (the contas module's sessionOfAuthorization), or the 401's code. */
  session(authorization: string | string[] | undefined): Promise<{ user: AuthUser; familyId: string } | { error: AuthErrorCode }>;
  /** URL prefix of the OpenAPI UI, whose routes are public documentation. */
  docsPrefix: string;
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
}

function isInfrastructureRoute(route: RouteOptions, docsPrefix: string): boolean {
  const methods = methodsOf(route);
  // The CORS preflight catch-all registered by @fastify/cors.
  if (route.url === '*' && methods.every((m) => m === 'OPTIONS')) return true;
  // @fastify/swagger-ui pages and assets.
  return route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`);
}

/** Checks the route's declaration; throws at registration when it is missing or ambiguous. */
export function checkRouteAccess(route: RouteOptions): RegisteredRoute['access'] {
  const config = (route.config ?? {}) as Record<string, unknown>;
  const declared = ACCESS_KEYS.filter((key) => config[key] !== undefined && config[key] !== false);
  const where = `${methodsOf(route).join(',')} ${route.url}`;
  if (declared.length !== 1) {
    throw new Error(
      `Rota ${where} deve declarar em config exatamente um de: public: true, authenticated: true, section: '<seção>' ou role: '${ADMIN_ROLE}'` +
        (declared.length ? ` (declarou: ${declared.join(', ')})` : ''),
    );
  }
  const key = declared[0];
  const value = config[key];
  if ((key === 'public' || key === 'authenticated') && value !== true) {
    throw new Error(`Rota ${where}: config.${key} deve ser true.`);
  }
  if (key === 'section' && !(typeof value === 'string' && isSection(value))) {
    throw new Error(`Rota ${where}: seção desconhecida '${String(value)}'.`);
  }
  if (key === 'sections' && !(Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && isSection(item)))) {
    throw new Error(`Rota ${where}: seções desconhecidas '${String(value)}'.`);
  }
  if (key === 'role' && value !== ADMIN_ROLE) {
    throw new Error(`Rota ${where}: papel desconhecido '${String(value)}'.`);
  }
  return key;
}

/**
 * Installs the guard on the root instance. Call before registering any route.
 * Returns the list that collects every registered route.
 */
export function installGuard(app: FastifyInstance, options: GuardOptions): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.decorateRequest('user', null);
  app.decorateRequest('sessionFamily', null);

  app.addHook('onRoute', (route) => {
    if (isInfrastructureRoute(route, options.docsPrefix)) {
      route.config = { ...(route.config ?? {}), public: true };
      for (const method of methodsOf(route)) registry.push({ method, url: route.url, access: 'infrastructure' });
      return;
    }
    const access = checkRouteAccess(route);
    const config = route.config ?? {};
    // Document the protection in the OpenAPI document.
    if (access !== 'public') {
      const schema = (route.schema ??= {}) as Record<string, unknown>;
      schema.security ??= [{ bearerAuth: [] }];
      const response = (schema.response ??= {}) as Record<string, unknown>;
      const extra = access === 'authenticated' ? [401] : [401, 403];
      for (const [code, entry] of Object.entries(errorResponses(...extra))) response[code] ??= entry;
    }
    for (const method of methodsOf(route)) {
      registry.push({
        method,
        url: route.url,
        access,
        section: config.section,
        sections: config.sections,
        role: config.role,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.public) return;
    await authenticate(request, options);
    const user = request.user!;
    if (config.section && !user.sections.includes(config.section)) throw await recusada(request, config.section);
    if (config.sections && !config.sections.some((section) => user.sections.includes(section))) throw await recusada(request, config.sections.join(' ou '));
    if (config.role && !user.sections.includes(config.role)) throw await recusada(request, config.role);
  });

  /**
   * The 403 of a section the user lacks, recorded in the audit trail (issue 37): one insert, no
   * read beyond the chain's (the user is the request's, already read). A failure to record is logged
   * and the answer stays the 403.
   */
  async function recusada(request: FastifyRequest, exigida: string): Promise<HttpError> {
    const entrada = { acao: 'secao_recusada', entidade: 'sessao', chave: request.user!.id, detalhes: { rota: `${request.method} ${request.routeOptions.url}`, secao: exigida } } as const;
    await app.registrarEventoDeSeguranca(entrada).catch((error: unknown) => request.log.error({ err: error }, 'falha ao registrar a seção recusada na auditoria'));
    return forbidden();
  }

  return registry;
}

async function authenticate(request: FastifyRequest, options: GuardOptions): Promise<void> {
  const session = await options.session(request.headers.authorization);
  if ('error' in session) throw unauthorized(session.error);
  request.user = session.user;
  request.sessionFamily = session.familyId;
  definirUsuarioDaRequisicao(request, { id: session.user.id, nome: session.user.name });
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('UNAUTHORIZED');
  return request.user;
}

/**
 * For paths carrying an e-mail (`/simulacao/margem/:email`): the e-mail must be the signed-in
 * user's own, otherwise 403.
 */
export function requireOwnEmail(request: FastifyRequest, email: string): AuthUser {
  const user = currentUser(request);
  if (user.email !== String(email ?? '').trim().toLowerCase()) throw forbidden('Você não tem permissão para acessar dados de outro usuário.');
  return user;
}

/**
 * The owner's e-mail of a body: absent, null or '' is the signed-in user's; any other value is
 * held to the rule of a path's e-mail (requireOwnEmail), so a value that is not the user's e-mail
 * (another user's, blanks, a number) answers 403 and is never read as "absent".
 */
export function emailDoCorpo(request: FastifyRequest, email: unknown): string {
  if (email === undefined || email === null || email === '') return currentUser(request).email;
  return requireOwnEmail(request, String(email)).email;
}
