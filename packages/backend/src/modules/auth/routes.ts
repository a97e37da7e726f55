import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { GoogleSignIn } from './service/google';
import { checkSchema, googleSignInSchema, googleUrlSchema, loginSchema, logoutSchema, refreshSchema } from './schemas';
import { verificarToken, googleSignIn, googleUrl, login, logout, presentedRefreshToken, refresh, type AuthContext } from './service/auth';

export default async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    tokens: app.tokens,
    passwords: app.passwords,
    config: app.config,
    mailer: app.mailer,
    log: request.log,
  });
  const google = app.config.google ? new GoogleSignIn(app.config.google, app.config.jwtSecret) : undefined;

  app.post('/login', { config: publicRoute, schema: loginSchema }, async (request) => login(context(request), request.body, request.ip));

  app.post('/login/refresh', { config: publicRoute, schema: refreshSchema }, async (request) =>
    refresh(context(request), presentedRefreshToken(request.headers.refresh_token, request.body)),
  );

  app.post('/login/logout', { config: publicRoute, schema: logoutSchema }, async (request) => {
    const header = request.headers.refresh_token;
    await logout(context(request), [request.body.token, request.body.refresh_token, Array.isArray(header) ? header[0] : header], request.ip);
    return { result: true };
  });

  app.post('/password/check', { config: publicRoute, schema: checkSchema }, async (request) => verificarToken(context(request), request.body));

  app.get('/login/google/url', { config: publicRoute, schema: googleUrlSchema }, async (request) => googleUrl(google, request.log));

  app.post('/login/google', { config: publicRoute, schema: googleSignInSchema }, async (request) =>
    googleSignIn(context(request), google, request.body, request.ip),
  );
}
