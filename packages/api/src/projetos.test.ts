import { startFakeApi, type FakeApi } from './testing/fakeApi';
import { capacidadeApi } from './capacidade';
import { clientesApi, custosProjetoApi, dataPath, filtroParams, jiraSyncApi, margemApi, projetosApi, simulacaoMargemApi } from './projetos';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

describe('projects client', () => {
  it('sends date path parameters as dd/MM/yyyy, URL-encoded', () => {
    expect(dataPath('2026-11-01')).toBe('01%2F11%2F2026');
    expect(dataPath('01/11/2026')).toBe('01%2F11%2F2026');
    expect(() => dataPath('')).toThrow();
  });

  it('maps the list filters to the query of the contract', () => {
    expect(filtroParams({ anos: [2026, 2025], cliente: 3, lider: 'acc', categoria: 0, texto: ' abc ', ordem: 'name', direcao: 'desc', tamanho: 20 })).toEqual({
      anos: '2026,2025',
      cliente: '3',
      lider: 'acc',
      categoria: '0',
      texto: 'abc',
      ordem: 'name',
      direcao: 'desc',
      tamanho: '20',
    });
    expect(filtroParams({ anos: [], cliente: null, texto: '  ' })).toEqual({});
  });

  it('sends lists too long for a URL in the body: the comparison, the results and the capacity by project', async () => {
    api.on('GET /jira/projects/times/:pares/:inicio/:fim', () => ({ body: { data: [] } }));
    api.on('POST /jira/projects/times/:inicio/:fim', () => ({ body: { data: [] } }));
    api.on('POST /jira/projects/:keys/:inicio/:fim', () => ({ body: {} }));
    api.on('GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos', () => ({ body: { projetos: [] } }));
    api.on('POST /relatorio/capacidade-projeto/:inicio/:fim', () => ({ body: { projetos: [] } }));
    const muitos = Array.from({ length: 500 }, (_, i) => ({ key: `LOTE${i + 1}`, id: 700001 + i }));
    await projetosApi.comparacao(muitos.slice(0, 2), '2026-10-01', '2026-10-31');
    await projetosApi.comparacao(muitos, '2026-10-01', '2026-10-31');
    await projetosApi.detalhe(muitos.map((p) => p.key), '2026-10-01', '2026-10-31');
    await capacidadeApi.projeto('2026-10-01', '2026-10-31', muitos.slice(0, 2));
    await capacidadeApi.projeto('2026-10-01', '2026-10-31', muitos);
    const [curta, longa, detalhe, capacidadeCurta, capacidadeLonga] = api.requests;
    expect([curta!.method, curta!.path]).toEqual(['GET', '/jira/projects/times/LOTE1%3A700001%2CLOTE2%3A700002/01%2F10%2F2026/31%2F10%2F2026']);
    expect([longa!.method, longa!.path]).toEqual(['POST', '/jira/projects/times/01%2F10%2F2026/31%2F10%2F2026']);
    expect((longa!.body as { pares: string }).pares.split(',')).toHaveLength(500);
    expect(detalhe!.path).toBe('/jira/projects/LOTE1/01%2F10%2F2026/31%2F10%2F2026');
    expect((detalhe!.body as { key: string[] }).key).toHaveLength(500);
    expect([capacidadeCurta!.method, capacidadeCurta!.path]).toEqual(['GET', '/relatorio/capacidade-projeto/2026-10-01/2026-10-31/700001,700002']);
    expect([capacidadeLonga!.method, capacidadeLonga!.path]).toEqual(['POST', '/relatorio/capacidade-projeto/2026-10-01/2026-10-31']);
    expect((capacidadeLonga!.body as { projetos: string }).projetos.split(',')).toHaveLength(500);
  });

  it('renames a client and dissociates a project (clients screen)', async () => {
    api.on('PATCH /cliente/:id', ({ body }) => ({ body: { data: { id: 4, key: 'K', ...(body as object) }, message: 'renomeado' } }));
    api.on('POST /cliente/desassociar', () => ({ body: { message: 'desassociado' } }));
    expect(await clientesApi.renomear(4, 'Novo')).toEqual({ data: { id: 4, key: 'K', name: 'Novo' }, message: 'renomeado' });
    expect(await clientesApi.desassociar(4, 'ABC')).toBe('desassociado');
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', '/cliente/4', { name: 'Novo' }],
      ['POST', '/cliente/desassociar', { clienteId: 4, chaveProjeto: 'ABC' }],
    ]);
  });

  it('calls the contract paths and unwraps the answers', async () => {
    api.on('GET /jira/projects/:page', () => ({ body: { pages: 1, total: 0, data: [] } }));
    api.on('POST /jira/projects/:keys/:start/:end', () => ({ body: { keys: ['A'] } }));
    api.on('GET /jira/projects/times/:pares/:start/:end', () => ({ body: { data: [] } }));
    api.on('GET /custo-projeto/:key/:start/:end', () => ({ body: { data: [] } }));
    api.on('GET /jira/projects/margem-name/:name', () => ({ body: { found: true } }));
    api.on('PATCH /simulacao/margem/:email/change-active', () => ({ body: { message: 'ok' } }));
    api.on('GET /cliente/clientId/:key', () => ({ body: { id: 7 } }));
    api.on('POST /jira/sync', () => ({ body: { data: { id: 3 } } }));

    expect(await projetosApi.listar(2, { texto: 'x' })).toEqual({ pages: 1, total: 0, data: [] });
    expect(await projetosApi.detalhe(['A', 'B'], '2026-10-01', '2026-10-31', 2)).toEqual({ keys: ['A'] });
    await projetosApi.comparacao([{ key: 'A', id: 1 }, { key: 'B', id: 2 }], '2026-10-01', '2026-10-31');
    await custosProjetoApi.listar('A', '2026-10-01', '2026-10-31');
    expect(await margemApi.nomeExiste('Nome/com barra')).toBe(true);
    expect(await simulacaoMargemApi.alterarAtivo('a@b.com', 4, false)).toBe('ok');
    expect(await clientesApi.idPorChave('A')).toBe(7);
    expect(await jiraSyncApi.sincronizar()).toEqual({ id: 3 });

    const paths = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths).toEqual([
      'GET /jira/projects/2',
      'POST /jira/projects/A%2CB/01%2F10%2F2026/31%2F10%2F2026',
      'GET /jira/projects/times/A%3A1%2CB%3A2/01%2F10%2F2026/31%2F10%2F2026',
      'GET /custo-projeto/A/01%2F10%2F2026/31%2F10%2F2026',
      'GET /jira/projects/margem-name/Nome%2Fcom%20barra',
      'PATCH /simulacao/margem/a%40b.com/change-active',
      'GET /cliente/clientId/A',
      'POST /jira/sync',
    ]);
    expect(api.requests[0].query.get('texto')).toBe('x');
    expect(api.requests[1].body).toEqual({ key: ['A', 'B'], page: 2 });
    expect(api.requests[5].body).toEqual({ id: 4, ativo: false });
  });
});
