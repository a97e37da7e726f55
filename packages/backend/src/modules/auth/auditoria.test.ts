import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTOR_DESCONHECIDO } from '@financeiro/domain';
import { loginFailures } from '../../db/schema';
import { authenticatedRoute } from '../../http/guard';
import { entradasDesde, linkNaCaixa, marcaDaAuditoria, usarAppAuditada } from '../../test/auditoria';
import { bearer, createTestApp, eventually, testConfig, type TestContext } from '../../test/support';

/** Issue 37, access side: users' access changes and the security events of the sign-in and the guard. */
describe('access: audit trail', () => {
  let ctx: TestContext;
  let admin: { id: number; name: string; headers: Record<string, string> };
  let rh: { id: number; name: string; usuario: string; refresh: string };
  const db = () => ctx.database.db;
  const put = (id: number, payload: object, headers = admin.headers) => ctx.app.inject({ method: 'PUT', url: `/admin/usuarios/${id}`, payload, headers });

  before(async () => {
    // A reused refresh token is refused at once (no grace), so the test can reuse one.
    ctx = await createTestApp({ config: { refreshReuseGraceSeconds: 0 } });
    const a = await ctx.session('admin');
    admin = { id: a.user.id, name: a.user.name, headers: bearer(a.token) };
    const r = await ctx.session('rh');
    rh = { id: r.user.id, name: r.user.name, usuario: r.user.usuario, refresh: r.refresh_token };
  });
  after(() => ctx.close());

  it('records sections granted and removed as the lists of section names, activation and deactivation; a no-op and a refused change record nothing', async () => {
    const lista = (await ctx.app.inject({ method: 'GET', url: '/admin/usuarios', headers: admin.headers })).json() as { id: number; secoes: string[] }[];
    const antes = lista.find((u) => u.id === rh.id)!.secoes;
    const marca = await marcaDaAuditoria(db());
    assert.equal((await put(rh.id, { secoes: [...antes, 'projetos'] })).statusCode, 200);
    assert.equal((await put(rh.id, { secoes: [...antes, 'projetos'] })).statusCode, 200); // no-op
    assert.equal((await put(rh.id, { secoes: ['cadastros', 'nada'] })).statusCode, 400); // refused
    assert.equal((await put(rh.id, { ativo: false })).statusCode, 200);
    assert.equal((await put(rh.id, { ativo: false })).statusCode, 200); // no-op
    assert.equal((await put(rh.id, { ativo: true })).statusCode, 200);
    assert.equal((await put(rh.id, { secoes: antes })).statusCode, 200);
    const entradas = await entradasDesde(db(), marca);
    // The demo seed's rh: Fechamentos, Relatórios DP, Cadastros, Importações; the names in the menu's order.
    assert.deepEqual([...antes].sort(), ['cadastros', 'fechamentos', 'importacoes', 'relatorios']);
    const semProjetos = 'Fechamentos, Relatórios DP, Cadastros, Importações';
    const comProjetos = 'Projetos, Fechamentos, Relatórios DP, Cadastros, Importações';
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.chave, e.campos.map((c) => [c.campo, c.antes, c.depois])]),
      [
        [admin.id, admin.name, 'alterar', 'secao_usuario', String(rh.id), [['Seções', semProjetos, comProjetos]]],
        [admin.id, admin.name, 'desativar', 'usuario', String(rh.id), [['Ativo', true, false]]],
        [admin.id, admin.name, 'ativar', 'usuario', String(rh.id), [['Ativo', false, true]]],
        [admin.id, admin.name, 'alterar', 'secao_usuario', String(rh.id), [['Seções', comProjetos, semProjetos]]],
      ],
    );
  });

  it('records a sign-in, a refused password (author: the account) and an unknown login (the typed login in detalhes), never the password', async () => {
    const marca = await marcaDaAuditoria(db());
    assert.equal((await ctx.login('rh', 'rh123456')).statusCode, 200);
    assert.equal((await ctx.login('rh', 'senha-errada-123')).statusCode, 400);
    assert.equal((await ctx.login('ninguem.aqui', 'outra-senha-456')).statusCode, 400);
    const entradas = await entradasDesde(db(), marca, 'sessao');
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.chave, e.detalhes]),
      [
        [rh.id, rh.name, 'login', String(rh.id), { meio: 'senha', ip: '127.0.0.1' }],
        [rh.id, rh.name, 'login_falhou', String(rh.id), { motivo: 'senha incorreta', ip: '127.0.0.1' }],
        [null, AUTOR_DESCONHECIDO, 'login_falhou', 'ninguem.aqui', { motivo: 'login desconhecido', ip: '127.0.0.1', login: 'ninguem.aqui' }],
      ],
    );
    const texto = JSON.stringify(entradas);
    assert.ok(!texto.includes('senha-errada') && !texto.includes('outra-senha') && !texto.includes('rh123456'), texto);
  });

  it('records the login guard’s limit once per wait, not once per 429', async () => {
    // Failures already counted for this login: its next attempts must wait (429) before any check.
    await db().insert(loginFailures).values(Array.from({ length: 10 }, () => ({ accountKey: 'login:limitado', ip: '127.0.0.1' })));
    const marca = await marcaDaAuditoria(db());
    for (let i = 0; i < 3; i++) assert.equal((await ctx.login('limitado', 'qualquer-senha-1')).statusCode, 429);
    const entradas = await entradasDesde(db(), marca);
    assert.deepEqual(
      entradas.map((e) => [e.usuario_nome, e.acao, e.entidade, e.chave, e.detalhes?.limite, e.detalhes?.login]),
      [[AUTOR_DESCONHECIDO, 'limite_atingido', 'sessao', 'limitado', 'tentativas de login', 'limitado']],
    );
  });

  it('records a refused section (the guard’s 403) with the user, the route and the section', async () => {
    const rhHeaders = bearer((await ctx.session('rh')).token);
    const marca = await marcaDaAuditoria(db());
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/admin/usuarios', headers: rhHeaders })).statusCode, 403);
    const entradas = await entradasDesde(db(), marca);
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.acao, e.entidade, e.chave, e.detalhes]),
      [[rh.id, 'secao_recusada', 'sessao', String(rh.id), { rota: 'GET /admin/usuarios', secao: 'admin' }]],
    );
  });

  it('records a refresh token’s reuse', async () => {
    const refresh = (refresh_token: string) => ctx.app.inject({ method: 'POST', url: '/login/refresh', payload: { refresh_token } });
    const sessao = await ctx.session('rh');
    assert.equal((await refresh(sessao.refresh_token)).statusCode, 200);
    const marca = await marcaDaAuditoria(db());
    assert.equal((await refresh(sessao.refresh_token)).statusCode, 401);
    const entradas = await entradasDesde(db(), marca);
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.chave]),
      [[rh.id, rh.name, 'token_reutilizado', 'sessao', String(rh.id)]],
    );
  });
});

/**
 * Issue 37, the rest of the access side: logout, the sign-up request and its e-mail confirmation (no one
 * signed in: author `desconhecido`), and every limit hit — each recorded once per (subject, limit,
 * minute) or per wait, however many refusals it answers.
 */
describe('access: audit trail of logout, sign-up requests and limits hit', () => {
  let soltar: () => void = () => undefined;
  let segurando = false;
  const app = usarAppAuditada('admin', {
    config: {
      appUrl: 'https://financeiro.exemplo.com.br',
      registration: { ...testConfig().registration, maxPerIp: 1, maxPerEmail: 1 },
      passwordReset: { ...testConfig().passwordReset, maxPerIp: 1 },
      rateLimits: { ...testConfig().rateLimits, reportConcurrencyPerUser: 1, reportQueueWaitMs: 20 },
    },
    // A report route (isReportRoute) that holds its slot until the test lets it go.
    routes: (instance) =>
      instance.get('/relatorio/teste-auditoria', { config: authenticatedRoute }, async () => {
        segurando = true;
        await new Promise<void>((resolve) => (soltar = resolve));
        return { ok: true };
      }),
  });
  const db = () => app.db();
  const publico = (url: string, payload: object, ip = '10.88.0.9') => app.ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
  const pedido = (email: string) => ({ nome: 'Vera', sobrenome: 'Visitante', email, senha: 'segredo bem guardado 2026', confirma: 'segredo bem guardado 2026', mensagem: 'Sou do time.' });

  it('records a logout (author: the token’s user) in the revocation’s transaction; a second logout of the ended session records nothing', async () => {
    const sessao = await app.ctx.session('rh');
    const marca = await marcaDaAuditoria(db());
    assert.equal((await publico('/login/logout', { refresh_token: sessao.refresh_token })).statusCode, 200);
    assert.equal((await publico('/login/logout', { refresh_token: sessao.refresh_token })).statusCode, 200);
    assert.deepEqual(
      (await entradasDesde(db(), marca)).map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.chave, e.detalhes]),
      [[sessao.user.id, sessao.user.name, 'logout', 'sessao', String(sessao.user.id), { ip: '10.88.0.9' }]],
    );
  });

  it('records a sign-up request and its e-mail confirmation with the author desconhecido and who asked in detalhes', async () => {
    const email = 'vera.visitante@empresa.com';
    const marca = await marcaDaAuditoria(db());
    assert.equal((await publico('/login/request-access', { form: b64(pedido(email)) }, '10.88.0.1')).statusCode, 200);
    const token = await linkNaCaixa(app.ctx, email, '/cadastrar');
    assert.equal((await publico('/login/confirm-email', { token })).statusCode, 200);
    assert.equal((await publico('/login/confirm-email', { token })).statusCode, 400, 'a used link changes nothing');
    const entradas = await entradasDesde(db(), marca);
    const quem = { nome: 'Vera Visitante', email };
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.detalhes]),
      [
        [null, AUTOR_DESCONHECIDO, 'criar', 'pedido_cadastro', { ...quem, origem: 'formulário' }],
        [null, AUTOR_DESCONHECIDO, 'confirmar_email', 'pedido_cadastro', quem],
      ],
    );
    assert.equal(entradas[0]!.chave, entradas[1]!.chave);
    assert.ok(!JSON.stringify(entradas).includes('segredo'), 'never the password');
  });

  it('records the per-address limits of sign-up requests and password recovery once per address and minute, not once per 429', async () => {
    await publico('/login/request-access', { form: b64(pedido('limite.ip@empresa.com')) }, '10.88.0.2');
    await publico('/password/forgot', { email: 'rh@veecode.com.br' }, '10.88.0.2');
    await app.ctx.app.mailer.idle();
    const marca = await marcaDaAuditoria(db());
    for (let i = 0; i < 3; i++) {
      assert.equal((await publico('/login/request-access', { form: b64(pedido(`limite.ip${i}@empresa.com`)) }, '10.88.0.2')).statusCode, 429);
      assert.equal((await publico('/password/forgot', { email: 'rh@veecode.com.br' }, '10.88.0.2')).statusCode, 429);
    }
    await app.ctx.app.mailer.idle();
    assert.deepEqual(
      (await entradasDesde(db(), marca)).map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.chave, e.detalhes]),
      [
        [null, AUTOR_DESCONHECIDO, 'limite_atingido', 'sessao', '10.88.0.2', { limite: 'pedidos de cadastro por endereço' }],
        [null, AUTOR_DESCONHECIDO, 'limite_atingido', 'sessao', '10.88.0.2', { limite: 'recuperações de senha por endereço' }],
      ],
    );
  });

  it('records a silent limit (requests per e-mail: same answer, nothing sent) once per e-mail and minute', async () => {
    const email = 'limite.email@empresa.com';
    await publico('/login/request-access', { form: b64(pedido(email)) }, '10.88.1.1');
    await app.ctx.app.mailer.idle();
    const marca = await marcaDaAuditoria(db());
    for (const ip of ['10.88.1.2', '10.88.1.3', '10.88.1.4']) assert.equal((await publico('/login/request-access', { form: b64(pedido(email)) }, ip)).statusCode, 200);
    await app.ctx.app.mailer.idle();
    assert.deepEqual(
      (await entradasDesde(db(), marca)).map((e) => [e.usuario_nome, e.acao, e.chave, e.detalhes]),
      [[AUTOR_DESCONHECIDO, 'limite_atingido', email, { limite: 'pedidos de cadastro por e-mail' }]],
    );
  });

  it('records the report slots’ 429 (a report of the user still running) once per user and minute, with the user', async () => {
    const emAndamento = app.call('GET', '/relatorio/teste-auditoria');
    await eventually(async () => segurando, 'o relatório segurando a vaga');
    const marca = await marcaDaAuditoria(db());
    for (let i = 0; i < 3; i++) assert.equal((await app.call('GET', '/relatorio/teste-auditoria')).statusCode, 429);
    soltar();
    assert.equal((await emAndamento).statusCode, 200);
    assert.deepEqual(
      (await entradasDesde(db(), marca)).map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.entidade, e.chave, e.detalhes]),
      [[app.autor.id, app.autor.nome, 'limite_atingido', 'sessao', String(app.autor.id), { limite: 'relatórios simultâneos por usuário', ip: '127.0.0.1', rota: 'GET /relatorio/teste-auditoria', esperaSegundos: 1 }]],
    );
  });
});
