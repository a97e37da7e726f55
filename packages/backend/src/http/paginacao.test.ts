/**
 * Server paging of the lists that grow with the company (issue 35, point 2): a page with
 * `pagina`/`limite`, the whole list (bounded) without them, `X-Total-Count` always.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { janelaDaLista, LIMITE_MAXIMO, LIMITE_PADRAO, lerPagina } from './paginacao';

describe('paging of a list (pure parts)', () => {
  it('without pagina/limite reads the whole list up to the route maximum; with them, that page', () => {
    assert.deepEqual(janelaDaLista({}, 5000), { limit: 5000, offset: 0 });
    assert.deepEqual(janelaDaLista({ pagina: 3 }, 5000), { limit: LIMITE_PADRAO, offset: 2 * LIMITE_PADRAO });
    assert.deepEqual(janelaDaLista({ limite: 10 }, 5000), { limit: 10, offset: 0 });
    assert.deepEqual(janelaDaLista({ pagina: 2, limite: 10 }, 5000), { limit: 10, offset: 10 });
  });

  it('counts only when the window may not hold the whole list, and reports the real total of a cut list', async () => {
    const lista = Array.from({ length: 7 }, (_, i) => i);
    let contagens = 0;
    const contar = async () => (contagens++, lista.length);
    const ler = async (janela: { limit: number; offset: number }) => lista.slice(janela.offset, janela.offset + janela.limit);
    assert.deepEqual(await lerPagina({ limit: 10, offset: 0 }, ler, contar), { itens: lista, total: 7 });
    assert.equal(contagens, 0);
    // An unpaged answer cut at the maximum says how many there are.
    assert.deepEqual(await lerPagina({ limit: 5, offset: 0 }, ler, contar), { itens: [0, 1, 2, 3, 4], total: 7 });
    assert.deepEqual(await lerPagina({ limit: 5, offset: 5 }, ler, contar), { itens: [5, 6], total: 7 });
    assert.deepEqual(await lerPagina({ limit: 5, offset: 50 }, ler, contar), { itens: [], total: 7 });
    assert.equal(contagens, 3);
  });
});

describe('paged list routes', () => {
  let ctx: TestContext;
  let admin: { token: string };
  before(async () => {
    ctx = await createTestApp();
    admin = await ctx.session('admin');
  });
  after(async () => {
    await ctx.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  const itens = (response: Awaited<ReturnType<typeof get>>) => {
    const body = response.json();
    return (Array.isArray(body) ? body : body.result) as Array<Record<string, unknown>>;
  };

  for (const [rota, chave] of [
    ['/employee?ativo=todos', 'mat'],
    ['/admin/usuarios', 'id'],
  ] as const) {
    it(`${rota}: the whole list as before without paging, pages of it with pagina/limite, X-Total-Count on both`, async () => {
      const todos = await get(rota);
      assert.equal(todos.statusCode, 200, todos.body);
      const lista = itens(todos);
      assert.ok(lista.length >= 3, `${lista.length} itens`);
      assert.equal(todos.headers['x-total-count'], String(lista.length));
      const sep = rota.includes('?') ? '&' : '?';
      const segunda = await get(`${rota}${sep}pagina=2&limite=2`);
      assert.equal(segunda.statusCode, 200, segunda.body);
      assert.deepEqual(itens(segunda).map((item) => item[chave]), lista.slice(2, 4).map((item) => item[chave]));
      assert.equal(segunda.headers['x-total-count'], String(lista.length));
      const alem = await get(`${rota}${sep}pagina=1000&limite=2`);
      assert.deepEqual(itens(alem), []);
      assert.equal(alem.headers['x-total-count'], String(lista.length));
      const grande = await get(`${rota}${sep}limite=${LIMITE_MAXIMO + 1}`);
      assert.equal(grande.statusCode, 400, grande.body);
      assert.equal((await get(`${rota}${sep}pagina=0`)).statusCode, 400);
    });
  }

  it("a closing's results: a page of them in matrícula order, the total in X-Total-Count", async () => {
    const fechamentos = itens(await get('/fechamento/list'));
    const calculado = fechamentos.find((item) => item.calculado);
    assert.ok(calculado, 'a calculated closing in the demo seed');
    const todos = await get(`/fechamento/custo-hh/${calculado.id}`);
    const lista = itens(todos);
    assert.equal(todos.headers['x-total-count'], String(lista.length));
    const pagina = await get(`/fechamento/custo-hh/${calculado.id}?pagina=3&limite=4&detalhamento=true`);
    assert.equal(pagina.statusCode, 200, pagina.body);
    assert.deepEqual(itens(pagina).map((item) => item.matricula), lista.slice(8, 12).map((item) => item.matricula));
    assert.ok(itens(pagina).every((item) => item.detalhamento), 'detalhamento kept with paging');
    assert.equal(pagina.headers['x-total-count'], String(lista.length));
  });

  it('exposes X-Total-Count to the browser (CORS)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/employee?limite=1', headers: { ...bearer(admin.token), origin: 'http://localhost:3003' } });
    assert.match(String(response.headers['access-control-expose-headers']), /x-total-count/i);
  });
});
