import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { tuplaDoCampo, type EntradaDeAuditoria } from '@financeiro/domain';
import { rows } from '../../db/sql';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { IndexadorDaTrilha, registrarAuditoria } from '.';
import { buscarPalavrasComuns } from './queries';
import { FRACAO_RARA, TETO_DA_BUSCA, TRILHA_ERROS, textoDaTrilha } from './service';

describe('audit trail: text search over common words (issue 37 §4)', () => {
  it('asks the index only for the words that match few entries, and checks every word', () => {
    const comuns = new Map([
      ['analista', 0.9],
      ['pleno', 0.5],
      ['sistema', 0.04],
      ['salário', 1],
    ]);
    // A rare word and a common one: the index reads the rare one's entries, every one is checked for both.
    assert.deepEqual(textoDaTrilha(['4242', 'analista'], comuns), { consulta: '4242:* & analista:*', indice: '4242:*', rara: true });
    // A rare word beside one neither rare nor common: only the rare one is asked of the index.
    assert.deepEqual(textoDaTrilha(['4242', 'sistema', 'analista'], comuns), { consulta: '4242:* & sistema:* & analista:*', indice: '4242:*', rara: true });
    // Only common words: no index, the newest entries are walked and checked.
    assert.deepEqual(textoDaTrilha(['analista', 'sal'], comuns), { consulta: 'analista:* & sal:*', indice: null, rara: false });
    // Common words that together match few entries: the rarest is indexed.
    assert.deepEqual(textoDaTrilha(['analista', 'pleno', 'salário'], new Map([['analista', 0.3], ['pleno', 0.2], ['salário', 0.9]])), {
      consulta: 'analista:* & pleno:* & salário:*',
      indice: 'pleno:*',
      rara: false,
    });
    // Neither rare nor common: indexed, the planner chooses how to read the newest matches.
    assert.deepEqual(textoDaTrilha(['sistema'], comuns), { consulta: 'sistema:*', indice: 'sistema:*', rara: false });
    // A prefix adds up every common word it begins; one or two letters are never rare.
    assert.equal(textoDaTrilha(['a'], new Map()).rara, false);
    assert.equal(textoDaTrilha(['ab'], new Map([['abc', FRACAO_RARA / 2]])).rara, false);
    // Without statistics (a new or small trail, PGlite before an ANALYZE) every word goes to the index.
    assert.deepEqual(textoDaTrilha(['analista', 'pleno'], new Map()), { consulta: 'analista:* & pleno:*', indice: 'analista:* & pleno:*', rara: true });
  });

  describe('GET /admin/auditoria with the statistics of a trail', () => {
    let ctx: TestContext;
    let admin: string;
    const funcoes = [
      ...Array.from({ length: 200 }, () => 'Analista Pleno'),
      ...Array.from({ length: 100 }, () => 'Analista Sênior'),
      ...Array.from({ length: 5 }, () => 'Coordenador Pleno'),
      ...Array.from({ length: 5 }, () => 'Coordenador Sênior'),
    ];

    before(async () => {
      ctx = await createTestApp();
      admin = (await ctx.session('admin')).token;
      await ctx.app.db.transaction((tx) =>
        registrarAuditoria(
          tx,
          funcoes.map((funcao, i) => ({ acao: 'alterar' as const, entidade: 'funcao' as const, chave: `busca-${i}`, campos: [{ campo: 'Função', antes: null, depois: funcao }] })),
        ),
      );
      await ctx.app.indexadorAuditoria.indexar();
      await ctx.app.db.execute(sql`ANALYZE auditoria_busca`);
    });
    after(() => ctx.close());

    const buscar = async (texto: string) => {
      const resposta = await ctx.app.inject({ method: 'GET', url: `/admin/auditoria?entidade=funcao&limite=500&texto=${encodeURIComponent(texto)}`, headers: bearer(admin) });
      assert.equal(resposta.statusCode, 200, resposta.body);
      const chaves = resposta.json<EntradaDeAuditoria[]>().map((entrada) => entrada.chave);
      return { chaves, total: Number(resposta.headers['x-total-count']) };
    };
    const esperadas = (...palavras: string[]) =>
      funcoes
        .map((funcao, i) => ({ funcao: funcao.toLowerCase(), chave: `busca-${i}` }))
        .filter(({ funcao }) => palavras.every((palavra) => funcao.split(' ').some((termo) => termo.startsWith(palavra))))
        .map(({ chave }) => chave)
        .reverse();

    it('finds the entries the indexer has not reached yet by the same words it then writes (sigilo values left out)', async () => {
      // The app's indexer stopped: the entries below stay without search words until this test indexes them.
      await ctx.app.indexadorAuditoria.parar();
      await ctx.app.db.transaction((tx) =>
        registrarAuditoria(tx, [
          {
            acao: 'alterar',
            entidade: 'colaborador',
            chave: 'texto-1',
            campos: [
              { campo: 'Salário', antes: '4500.00', depois: 5200.5, tipo: 'dinheiro', sigilo: 'salario' },
              { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' },
              { campo: 'Observação', antes: 'linha um\nlinha "dois"\tfim', depois: null },
              { campo: 'Dependentes', antes: 2, depois: 0.075, tipo: 'numero' },
              { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' },
              { campo: 'Função', antes: 'Coordenação Júnior', depois: '' },
            ],
          },
          // A creation: stored without its before side (still searched by its after values).
          { acao: 'criar', entidade: 'cliente', chave: 'texto-2', campos: [{ campo: 'Nome', antes: null, depois: 'Zéfiro Criado' }] },
          { acao: 'importar', entidade: 'importacao', chave: 'colaboradores', detalhes: { registros: 3 } },
        ]),
      );
      const achadas = async (texto: string) => {
        const resposta = await ctx.app.inject({ method: 'GET', url: `/admin/auditoria?texto=${encodeURIComponent(texto)}`, headers: bearer(admin) });
        assert.equal(resposta.statusCode, 200, resposta.body);
        return resposta.json<EntradaDeAuditoria[]>().map((entrada) => entrada.chave);
      };
      const buscas = async () => ({
        valores: await achadas('dois coordenação true'),
        chave: await achadas('texto'),
        criacao: await achadas('zéfiro nome'),
        sigilo: [...(await achadas('4500')), ...(await achadas('5200')), ...(await achadas('123'))],
      });
      const esperado = { valores: ['texto-1'], chave: ['texto-2', 'texto-1'], criacao: ['texto-2'], sigilo: [] };
      const semIndice = await rows<{ id: number }>(ctx.app.db, sql`SELECT a.id FROM auditoria a LEFT JOIN auditoria_busca b USING (id) WHERE b.id IS NULL`);
      assert.equal(semIndice.length, 3);
      assert.deepEqual(await buscas(), esperado);

      assert.equal(await new IndexadorDaTrilha(ctx.app.db, {}, ctx.app.log).indexar(), 3);
      const diferentes = await rows(
        ctx.app.db,
        sql`SELECT a.id FROM auditoria a LEFT JOIN auditoria_busca b USING (id)
            WHERE b.texto IS DISTINCT FROM auditoria_texto(a.chave, a.usuario_nome, a.campos)`,
      );
      assert.deepEqual(diferentes, []);
      assert.deepEqual(await buscas(), esperado);
    });

    it('takes the same words from a field stored as an object (before migration 0112) or as a tuple', async () => {
      const campos = [
        { campo: 'Nome', antes: null, depois: 'Zéfiro Formas' },
        { campo: 'Função', antes: 'Analista Júnior', depois: 'Analista Pleno' },
        { campo: 'Salário', antes: '4500.00', depois: '5200.00', tipo: 'dinheiro' as const, sigilo: 'salario' as const },
        { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' as const },
        { campo: 'Dependentes', antes: 1, depois: 2, tipo: 'numero' as const },
        { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' as const },
        { campo: 'Demissão', antes: '2026-01-31', depois: null, tipo: 'data' as const },
      ];
      const semAntes = campos.map((campo) => (campo.antes === null ? { ...campo, antes: undefined } : campo));
      const [linha] = await rows<{ objetos: string; semAntes: string; tuplas: string }>(
        ctx.app.db,
        sql`SELECT auditoria_texto('k-1', 'Fulano', ${JSON.stringify(campos)}::jsonb::json)::text AS objetos,
                   auditoria_texto('k-1', 'Fulano', ${JSON.stringify(semAntes)}::json)::text AS "semAntes",
                   auditoria_texto('k-1', 'Fulano', ${JSON.stringify(campos.map(tuplaDoCampo))}::json)::text AS tuplas`,
      );
      // Label, before, after, in the fields' order (the positions of the vector too); no value of a field with a secrecy.
      assert.equal(linha!.tuplas, linha!.objetos);
      assert.equal(linha!.semAntes, linha!.objetos);
      for (const palavra of ['zéfiro', 'formas', 'júnior', 'pleno', 'salário', 'true', 'false', 'dependentes', '2026']) assert.match(linha!.tuplas, new RegExp(`'${palavra}'`), palavra);
      for (const valor of ['4500', '5200', '456', '789']) assert.doesNotMatch(linha!.tuplas, new RegExp(valor), valor);
    });

    it('finds exactly the entries holding every word, whichever words the index is asked for', async () => {
      const comuns = await buscarPalavrasComuns(ctx.app.db);
      // The statistics say which words are common (the paths below are the ones this test means to cross).
      assert.equal(textoDaTrilha(['analista'], comuns).indice, null);
      assert.equal(textoDaTrilha(['coordenador', 'pleno'], comuns).indice, 'coordenador:*');

      for (const palavras of [['analista'], ['coordenador', 'pleno'], ['pleno', 'coord'], ['analista', 'sên'], ['coordenador']]) {
        const { chaves, total } = await buscar(palavras.join(' '));
        const esperado = esperadas(...palavras);
        assert.deepEqual(chaves, esperado, palavras.join(' '));
        assert.equal(total, esperado.length, palavras.join(' '));
      }
    });

    it('counts a search of words in 1–10 % of the entries through the index, with the entries not indexed yet', async () => {
      // 'coordenador' is in ~3 % of this trail: neither rare nor common (the path this test means to cross).
      const palavras = textoDaTrilha(['coordenador'], await buscarPalavrasComuns(ctx.app.db));
      assert.deepEqual([palavras.indice, palavras.rara], ['coordenador:*', false]);
      // Entries the indexer has not reached (the app's indexer was stopped above).
      await ctx.app.db.transaction((tx) =>
        registrarAuditoria(
          tx,
          [1, 2, 3].map((i) => ({ acao: 'alterar' as const, entidade: 'funcao' as const, chave: `pendente-${i}`, campos: [{ campo: 'Função', antes: 'Analista Pleno', depois: 'Coordenador Pleno' }] })),
        ),
      );
      for (const [filtros, texto, esperado] of [
        ['entidade=funcao&', 'coordenador', 13],
        ['entidade=funcao&', 'coordenador pleno', 8],
        ['', 'coordenador', 13],
        ['', 'coordenador pleno', 8],
      ] as const) {
        const url = (limite: number) => `/admin/auditoria?${filtros}limite=${limite}&texto=${encodeURIComponent(texto)}`;
        const pagina = await ctx.app.inject({ method: 'GET', url: url(2), headers: bearer(admin) });
        assert.equal(pagina.statusCode, 200, pagina.body);
        // A page shorter than the matches: the count runs (contarEntradas), and says as many as the list holds.
        assert.equal(Number(pagina.headers['x-total-count']), esperado, url(2));
        const todas = await ctx.app.inject({ method: 'GET', url: url(500), headers: bearer(admin) });
        assert.equal(todas.json<EntradaDeAuditoria[]>().length, esperado, url(500));
      }
    });
  });

  describe('the reach of a search', () => {
    let ctx: TestContext;
    let admin: string;
    const MAIS = 5;

    before(async () => {
      ctx = await createTestApp();
      admin = (await ctx.session('admin')).token;
      await ctx.app.db.transaction((tx) =>
        registrarAuditoria(
          tx,
          Array.from({ length: TETO_DA_BUSCA + MAIS }, (_, i) => ({
            acao: 'alterar' as const,
            entidade: 'departamento' as const,
            chave: `alcance-${i}`,
            campos: [{ campo: 'Nome', antes: 'Alcancebusca antigo', depois: `Alcancebusca ${i}` }],
          })),
        ),
      );
    });
    after(() => ctx.close());

    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });

    it('counts a search only up to its reach, says there are more, and pages no further; the export and a list without words reach further', async () => {
      const primeira = await get('/admin/auditoria?texto=alcancebusca&limite=50');
      assert.equal(primeira.statusCode, 200, primeira.body);
      assert.equal(primeira.headers['x-total-count'], String(TETO_DA_BUSCA));
      assert.equal(primeira.headers['x-total-excede'], 'true');
      assert.deepEqual(
        primeira.json<EntradaDeAuditoria[]>().slice(0, 2).map((entrada) => entrada.chave),
        [`alcance-${TETO_DA_BUSCA + MAIS - 1}`, `alcance-${TETO_DA_BUSCA + MAIS - 2}`],
      );
      const ultima = await get(`/admin/auditoria?texto=alcancebusca&limite=50&pagina=${TETO_DA_BUSCA / 50}`);
      assert.equal(ultima.statusCode, 200, ultima.body);
      assert.equal(ultima.json<EntradaDeAuditoria[]>().at(-1)?.chave, `alcance-${MAIS}`);
      const alem = await get(`/admin/auditoria?texto=alcancebusca&limite=50&pagina=${TETO_DA_BUSCA / 50 + 1}`);
      assert.equal(alem.statusCode, 400, alem.body);
      assert.equal(alem.json<{ errors: Array<{ errorMessage: string }> }>().errors[0]?.errorMessage, TRILHA_ERROS.profundidade(TETO_DA_BUSCA));
      assert.match(TRILHA_ERROS.profundidade(TETO_DA_BUSCA), /as 1\.000 entradas mais recentes/);

      const semPalavras = await get('/admin/auditoria?entidade=departamento&limite=50');
      assert.ok(Number(semPalavras.headers['x-total-count']) >= TETO_DA_BUSCA + MAIS, String(semPalavras.headers['x-total-count']));
      assert.equal(semPalavras.headers['x-total-excede'], undefined);
      assert.equal((await get(`/admin/auditoria?entidade=departamento&limite=50&pagina=${TETO_DA_BUSCA / 50 + 1}`)).statusCode, 200);

      const exportada = await get('/admin/auditoria/exportacao?texto=alcancebusca');
      assert.equal(exportada.statusCode, 200, exportada.body);
      assert.equal(exportada.json<EntradaDeAuditoria[]>().length, TETO_DA_BUSCA + MAIS);
      assert.equal(exportada.headers['x-total-count'], String(TETO_DA_BUSCA + MAIS));
      assert.equal(exportada.headers['x-total-excede'], undefined);
    });
  });
});
