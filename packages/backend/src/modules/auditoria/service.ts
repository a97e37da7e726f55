/**
 * The audit trail (issue 37). Every change of data records its entries with `registrarAuditoria`, in
 * the same transaction as the change, as late in it as possible (the chain's lock is held until the
 * transaction ends). Nothing changed → no entry: `diferencas` gives only the fields whose value changed,
 * and an 'alterar' without changed fields records nothing.
 */
import { hash as sha256 } from 'node:crypto';
import {
  AUTOR_SISTEMA,
  podeVerEntidade,
  protegerCampos,
  validarPeriodo,
  veSalarios,
  type AcaoAuditoria,
  type CampoAuditado,
  type CampoGravado,
  type EntidadeAuditoria,
  type EntradaDeAuditoria,
  type SigiloAuditado,
  type TipoValorAuditado,
  type ValorAuditado,
  tuplaDoCampo,
} from '@financeiro/domain';
import type { Conn, Db, Tx } from '../../db/client';
import { contextoDaRequisicao } from '../../http/contexto-requisicao';
import { turn } from '../../http/event-loop';
import { badRequest, forbidden } from '../../http/errors';
import { janelaDaLista, lerPagina } from '../../http/paginacao';
import * as q from './queries';

export interface NovaEntradaDeAuditoria {
  acao: AcaoAuditoria;
  entidade: EntidadeAuditoria;
  chave: string | number;
  /** The changed fields, or a creation's already written as stored (escritorDaCriacao). */
  campos?: CampoAuditado[] | CamposEmJson;
  detalhes?: Record<string, unknown>;
}

/** Fields as the trail stores and hashes them (jsonDosCampos's text), written by escritorDaCriacao. */
export type CamposEmJson = string & { readonly camposEmJson: true };

/** Who made the change, when it is not the request's signed-in user (sign-in attempts, public routes). */
export interface AutorDaEntrada {
  id: number | null;
  nome: string;
}

const GENESE = '0'.repeat(64);

/**
 * Whether the trail records (registrarAuditoria, LoteDeEntradas: with it off an import does not even build its
 * entries). Only bench/trilha-custo.bench.ts turns it off, to measure what the trail costs an import and a
 * closing (issue 37 §4: at most 15 % more); no setting, route or variable of the API reaches it.
 */
let gravando = true;
export function gravarAuditoriaNoBenchmark(ligada: boolean): void {
  gravando = ligada;
}

/**
 * Records the entries in `tx`, chained after the last one. The author is the request's signed-in user,
 * or `autor` when given, or 'sistema' outside a request (sync, scheduled work). An 'alterar' entry
 * without fields is dropped (nothing changed).
 */
export async function registrarAuditoria(tx: Tx, entradas: NovaEntradaDeAuditoria | readonly NovaEntradaDeAuditoria[], autor?: AutorDaEntrada): Promise<void> {
  if (!gravando) return;
  const lote = new LoteDeEntradas(autor);
  for (const entrada of (Array.isArray(entradas) ? entradas : [entradas]) as readonly NovaEntradaDeAuditoria[]) lote.acrescentar(entrada);
  await lote.gravar(tx);
}

/** An entry as the INSERT takes it; its hashes are filled in when the chain is known (gravar). */
type EntradaMontada = q.LoteDeAuditoria['entradas'][number];

/**
 * The entries of one large call (an import's), built while the caller still writes its rows: each entry is
 * given as a function, called after the caller's next database statement was sent (a setImmediate: the turn
 * of the event loop in which the API would otherwise wait for the database), with its canonical JSON, so
 * that at the end only the hashes and the INSERTs remain. With the trail off (gravarAuditoriaNoBenchmark)
 * the functions are never called: the benchmark's "without" does none of the trail's work.
 * One instant, author and request for every entry: those of the batch's creation.
 */
export class LoteDeEntradas {
  private readonly em = new Date();
  private readonly quem: AutorDaEntrada;
  private readonly requestId: string | null;
  private readonly comum: { em: string; requestId: string; usuarioId: string; usuarioNome: string };
  private readonly pendentes: Array<() => NovaEntradaDeAuditoria> = [];
  private readonly montadas: EntradaMontada[] = [];
  private agendado = false;

  constructor(autor?: AutorDaEntrada) {
    const contexto = contextoDaRequisicao();
    this.quem = autor ?? (contexto?.usuario ? { id: contexto.usuario.id, nome: contexto.usuario.nome } : { id: null, nome: AUTOR_SISTEMA });
    this.requestId = contexto?.requestId ?? null;
    this.comum = {
      em: JSON.stringify(this.em.toISOString()),
      requestId: JSON.stringify(this.requestId),
      usuarioId: JSON.stringify(this.quem.id),
      usuarioNome: JSON.stringify(this.quem.nome),
    };
  }

  /** An entry now (its canonical JSON built at once). */
  acrescentar(entrada: NovaEntradaDeAuditoria): void {
    if (!gravando) return;
    this.montarPendentes();
    this.montar(entrada);
  }

  /** An entry built later, between the caller's statements (see the class). */
  acrescentarDepois(entrada: () => NovaEntradaDeAuditoria): void {
    if (!gravando) return;
    this.pendentes.push(entrada);
    if (this.agendado) return;
    this.agendado = true;
    setImmediate(() => {
      this.agendado = false;
      this.montarPendentes();
    });
  }

  private montarPendentes(): void {
    for (const entrada of this.pendentes) this.montar(entrada());
    this.pendentes.length = 0;
  }

  private montar(entrada: NovaEntradaDeAuditoria): void {
    const gravados = entrada.campos;
    const campos = typeof gravados === 'string' ? gravados : jsonDosCampos(gravados ?? []);
    if (entrada.acao === 'alterar' && campos === '[]') return;
    const detalhes = jsonCanonico(entrada.detalhes ?? null);
    this.montadas.push({ acao: entrada.acao, entidade: entrada.entidade, chave: String(entrada.chave), campos, detalhes, hashAnterior: '', hash: '' });
  }

  /**
   * The entry's content as canonical JSON, what its hash covers: written member by member in jsonCanonico's key
   * order, the fields' and details' JSON being already canonical. Built only when hashed: an import's 10.001
   * entries are kept from their rows' writes to the end of its transaction, one object and its fields' text each.
   */
  private canonico(entrada: EntradaMontada): string {
    const { em, requestId, usuarioId, usuarioNome } = this.comum;
    return (
      `{"acao":${JSON.stringify(entrada.acao)},"campos":${entrada.campos},"chave":${JSON.stringify(entrada.chave)},"detalhes":${entrada.detalhes},"em":${em},` +
      `"entidade":${JSON.stringify(entrada.entidade)},"requestId":${requestId},"usuarioId":${usuarioId},"usuarioNome":${usuarioNome}}`
    );
  }

  /**
   * Records the entries in `tx`, chained after the last one; `primeiras` (e.g. the import's own entry, whose
   * counts are known only now) go before the others.
   */
  async gravar(tx: Tx, primeiras: readonly NovaEntradaDeAuditoria[] = []): Promise<void> {
    if (!gravando) return;
    this.montarPendentes();
    const inicioDasPrimeiras = this.montadas.length;
    for (const entrada of primeiras) this.montar(entrada);
    const montadas = [...this.montadas.slice(inicioDasPrimeiras), ...this.montadas.slice(0, inicioDasPrimeiras)];
    this.montadas.length = 0;
    if (montadas.length === 0) return;
    await q.travarCadeia(tx);
    let anterior = (await q.buscarUltimoHash(tx)) ?? GENESE;
    // A large call is hashed and sent a slice at a time: each slice's INSERT is sent before the next slice is
    // hashed, so the database writes one slice while the API hashes the next (the two cores share the work
    // instead of taking turns). The statements run in the order sent, so the ids still follow the chain.
    const insercoes: Promise<unknown>[] = [];
    for (let inicio = 0; inicio < montadas.length; inicio += ENTRADAS_POR_INSERT) {
      // A turn of the event loop: the socket takes the slice just sent before the next one is hashed.
      if (inicio > 0) await turn();
      const fatia = montadas.slice(inicio, inicio + ENTRADAS_POR_INSERT);
      for (const entrada of fatia) {
        entrada.hashAnterior = anterior;
        entrada.hash = anterior = hashDoCanonico(anterior, this.canonico(entrada));
      }
      insercoes.push(q.inserirEntradas(tx, { em: this.em, usuarioId: this.quem.id, usuarioNome: this.quem.nome, requestId: this.requestId, entradas: fatia }));
    }
    await Promise.all(insercoes);
    for (const avisar of aoGravar) avisar();
  }
}

/** Entries per INSERT of one registrarAuditoria call (an import's 10.001: six statements). */
export const ENTRADAS_POR_INSERT = 2_000;

const aoGravar = new Set<() => void>();

/** Calls `avisar` after every registrarAuditoria's INSERT (before the commit); answers the cancellation. */
export function quandoGravar(avisar: () => void): () => void {
  aoGravar.add(avisar);
  return () => aoGravar.delete(avisar);
}

/** A security event with no data change of its own (a refused sign-in, a limit hit): its own transaction. */
export function registrarEvento(db: Db, entrada: NovaEntradaDeAuditoria, autor?: AutorDaEntrada): Promise<void> {
  return db.transaction((tx) => registrarAuditoria(tx, entrada, autor));
}

/** How one field of a record is compared and shown. */
export interface CampoComparado<R> {
  /** pt-BR label shown in the trail ('Salário'). */
  campo: string;
  /** The display value of the field in a record (names rather than ids; money as a decimal string). */
  valor: (registro: R) => ValorAuditado | undefined;
  tipo?: TipoValorAuditado;
  sigilo?: SigiloAuditado;
}

/**
 * The fields whose value differs between `antes` and `depois` (null: the record did not exist / no
 * longer exists — every field with a value is listed). Money and rates compare as numbers
 * ('4500.00' equals '4500'), the rest as text.
 */
export function diferencas<R>(antes: R | null | undefined, depois: R | null | undefined, campos: readonly CampoComparado<R>[]): CampoAuditado[] {
  const mudancas: CampoAuditado[] = [];
  for (const definicao of campos) {
    const valorAntes = antes == null ? null : normalizar(definicao.valor(antes));
    const valorDepois = depois == null ? null : normalizar(definicao.valor(depois));
    if (iguais(valorAntes, valorDepois, definicao.tipo)) continue;
    const campo: CampoAuditado = { campo: definicao.campo, antes: valorAntes, depois: valorDepois };
    if (definicao.tipo) campo.tipo = definicao.tipo;
    if (definicao.sigilo) campo.sigilo = definicao.sigilo;
    mudancas.push(campo);
  }
  return mudancas;
}

function normalizar(valor: ValorAuditado | undefined): ValorAuditado {
  if (valor === undefined || valor === '') return null;
  return valor;
}

function iguais(a: ValorAuditado, b: ValorAuditado, tipo: TipoValorAuditado | undefined): boolean {
  if (a === null || b === null) return a === b;
  if (tipo === 'dinheiro' || tipo === 'percentual' || tipo === 'numero') {
    const x = Number(a);
    const y = Number(b);
    if (Number.isFinite(x) && Number.isFinite(y)) return x === y;
  }
  return String(a) === String(b);
}

interface ConteudoDaEntrada {
  em: Date;
  usuarioId: number | null;
  usuarioNome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: CampoGravado[];
  detalhes: Record<string, unknown> | null;
  requestId: string | null;
}

/** sha256 of the previous hash and the entry's content as canonical JSON (keys sorted, at every level). */
export function hashDaEntrada(anterior: string, conteudo: ConteudoDaEntrada): string {
  return hashDoCanonico(anterior, jsonCanonico({ ...conteudo, em: conteudo.em.toISOString() }));
}

/**
 * registrarAuditoria writes the canonical JSON of its entries' content member by member (the keys in the
 * sorted order jsonCanonico gives them), reusing the fields' and details' canonical JSON for the INSERT;
 * audit:verify rebuilds it from the stored row with jsonCanonico, so a difference would break the chain.
 */
function hashDoCanonico(anterior: string, canonico: string): string {
  // The one-shot crypto.hash: no Hash object per entry (an import hashes 10.001).
  return sha256('sha256', `${anterior}\n${canonico}`, 'hex');
}

/**
 * JSON with every object's keys sorted and undefined members left out: JSON.stringify of a copy whose
 * objects hold their keys in sorted order (only the objects not already so are copied). An import hashes
 * 10.001 entries of a dozen fields each; the member-by-member build (jsonCanonicoMembro) took ~4× as long.
 * An object with integer-like keys ('10', '2') is the exception: JavaScript lists those keys first, in
 * numeric order, whatever the order they were added in, so the value is built member by member.
 */
export function jsonCanonico(valor: unknown): string {
  const ordenado = ordenarChaves(valor);
  return ordenado === CHAVES_NUMERICAS ? jsonCanonicoMembro(valor) : (JSON.stringify(ordenado) ?? 'null');
}

const CHAVES_NUMERICAS = Symbol('chaves numéricas');
const CHAVE_NUMERICA = /^(?:0|[1-9]\d*)$/;

function ordenarChaves(valor: unknown): unknown {
  if (valor === null || typeof valor !== 'object') return valor;
  if (Array.isArray(valor)) {
    let copia: unknown[] | undefined;
    for (let i = 0; i < valor.length; i++) {
      const item = ordenarChaves(valor[i]);
      if (item === CHAVES_NUMERICAS) return item;
      if (item !== valor[i]) (copia ??= valor.slice())[i] = item;
    }
    return copia ?? valor;
  }
  const objeto = valor as Record<string, unknown>;
  const chaves = Object.keys(objeto);
  let emOrdem = true;
  for (let i = 0; i < chaves.length; i++) {
    if (CHAVE_NUMERICA.test(chaves[i]!)) return CHAVES_NUMERICAS;
    if (i > 0 && chaves[i - 1]! > chaves[i]!) emOrdem = false;
  }
  let copia: Record<string, unknown> | undefined;
  if (!emOrdem) {
    copia = {};
    for (const chave of chaves.sort()) copia[chave] = objeto[chave];
  }
  for (const chave of chaves) {
    const membro = objeto[chave];
    if (membro === null || typeof membro !== 'object') continue;
    const ordenado = ordenarChaves(membro);
    if (ordenado === CHAVES_NUMERICAS) return ordenado;
    if (ordenado !== membro) (copia ??= { ...objeto })[chave] = ordenado;
  }
  return copia ?? objeto;
}

/**
 * The fields as stored and hashed (migration 0112): each a tuple [label, after, type, secrecy, before] without
 * its trailing nulls (the domain's tuplaDoCampo; a creation's `antes` is null, so it is left out), one
 * JSON.stringify. An array of arrays of plain values has no keys to sort: this is its jsonCanonico, which
 * audit:verify recomputes from the stored row. An import's 10.001 entries of ~16 fields: 5,0 MB instead of
 * 8,2 MB of objects.
 */
export function jsonDosCampos(campos: readonly CampoAuditado[]): string {
  const tuplas: unknown[] = new Array(campos.length);
  for (let i = 0; i < campos.length; i++) tuplas[i] = tuplaDoCampo(campos[i]!);
  return JSON.stringify(tuplas);
}

/**
 * A creation's fields straight from the record as stored and hashed: the text of
 * `jsonDosCampos(diferencas(null, registro, campos))`, without a CampoAuditado and a tuple per field in between.
 * Each field with a value (undefined, null and '' are none, as diferencas normalises them) is
 * `[label, value, type, secrecy]` without the trailing nulls, the label's and type's parts written once here.
 * An import writes 10.001 entries of ~16 fields: the objects in between were most of what building them cost.
 */
export function escritorDaCriacao<R>(campos: readonly CampoComparado<R>[]): (registro: R) => CamposEmJson {
  const partes = campos.map((definicao) => {
    const tipo = definicao.tipo || null;
    const sigilo = definicao.sigilo || null;
    const cauda = sigilo !== null ? `,${JSON.stringify(tipo)},${JSON.stringify(sigilo)}]` : tipo !== null ? `,${JSON.stringify(tipo)}]` : ']';
    return { valor: definicao.valor, cabeca: `[${JSON.stringify(definicao.campo)},`, cauda };
  });
  return (registro) => {
    const textos: string[] = [];
    for (const { valor, cabeca, cauda } of partes) {
      const v = valor(registro);
      if (v === undefined || v === null || v === '') continue;
      textos.push(cabeca + JSON.stringify(v) + cauda);
    }
    return `[${textos.join(',')}]` as CamposEmJson;
  };
}

/** jsonCanonico built member by member (the objects with integer-like keys). */
function jsonCanonicoMembro(valor: unknown): string {
  if (valor === null || typeof valor !== 'object') return JSON.stringify(valor) ?? 'null';
  if (Array.isArray(valor)) {
    let texto = '[';
    for (let i = 0; i < valor.length; i++) texto += (i > 0 ? ',' : '') + jsonCanonicoMembro(valor[i]);
    return `${texto}]`;
  }
  const objeto = valor as Record<string, unknown>;
  let texto = '{';
  let primeiro = true;
  for (const chave of Object.keys(objeto).sort()) {
    const membro = objeto[chave];
    if (membro === undefined) continue;
    texto += `${primeiro ? '' : ','}${JSON.stringify(chave)}:${jsonCanonicoMembro(membro)}`;
    primeiro = false;
  }
  return `${texto}}`;
}

export interface ResultadoDaVerificacao {
  verificadas: number;
  /** The first entry whose hash or link does not hold; absent when the whole chain holds. */
  quebra?: { id: number; motivo: string };
}

/**
 * Walks the chain in id order and recomputes every hash. The oldest remaining entry's previous hash is
 * taken as given (retention removes the oldest entries); every later entry must link to the one before.
 */
export async function verificarCadeia(conn: Conn, lote = 5_000): Promise<ResultadoDaVerificacao> {
  let verificadas = 0;
  let ultimoId = 0;
  let anterior: string | undefined;
  for (;;) {
    const linhas = await q.listarEntradasEmOrdem(conn, ultimoId, lote);
    if (linhas.length === 0) return { verificadas };
    for (const linha of linhas) {
      if (anterior !== undefined && linha.hashAnterior !== anterior) {
        return { verificadas, quebra: { id: linha.id, motivo: 'o hash anterior não é o da entrada antes dela (entrada removida ou inserida fora da cadeia)' } };
      }
      const esperado = hashDaEntrada(linha.hashAnterior, {
        em: linha.em,
        usuarioId: linha.usuarioId,
        usuarioNome: linha.usuarioNome,
        acao: linha.acao,
        entidade: linha.entidade,
        chave: linha.chave,
        campos: linha.campos,
        detalhes: linha.detalhes ?? null,
        requestId: linha.requestId,
      });
      if (esperado !== linha.hash) return { verificadas, quebra: { id: linha.id, motivo: 'o conteúdo não confere com o hash gravado (entrada alterada)' } };
      anterior = linha.hash;
      ultimoId = linha.id;
      verificadas++;
    }
  }
}

// --------------------------------------------------------------------------- reading (issue 37 §3)

/** Who reads the trail: the sections and roles of the signed-in user. */
export interface LeitorDaTrilha {
  secoes: readonly string[];
}

/** The audit screen's filters as the route receives them. */
export interface FiltrosDaTrilha {
  de?: string;
  ate?: string;
  usuario?: string;
  entidade?: EntidadeAuditoria;
  acao?: AcaoAuditoria;
  texto?: string;
  pagina?: number;
  limite?: number;
}

/**
 * How deep the audit screen reads: the pages (and the export) reach the TETO_DA_TRILHA newest entries
 * that match the filters; past that the filters must be narrowed (400). The count stops there too.
 */
export const TETO_DA_TRILHA = 10_000;
/**
 * With words to search the pages reach, and the count stops at, the TETO_DA_BUSCA newest matches (the screen
 * then says 'Mais de 1.000 entradas'): a common word ('sistema', in ~9 % of the entries) is counted through
 * the text index entry by entry, and counting to 10.001 read ten times the entries of the first page's
 * count (bench/auditoria.bench.ts). The export still reaches TETO_DA_TRILHA.
 */
export const TETO_DA_BUSCA = 1_000;
/** Without `pagina`/`limite`: the first page. */
export const PAGINA_PADRAO_DA_TRILHA = 50;
/** The newest entries of one record's history. */
export const MAX_HISTORICO = 500;

export const TRILHA_ERROS = {
  profundidade: (teto: number) => `A lista alcança as ${teto.toLocaleString('pt-BR')} entradas mais recentes do filtro: refine o período ou os filtros.`,
  texto: 'Informe palavras para buscar (letras ou números).',
} as const;

/** A word matching at least this share of the entries is not asked of the text index (it would read them all). */
export const FRACAO_COMUM = 0.1;
/** Indexed words matching fewer than this share are rare: the list reads their matches rather than the newest entries. */
export const FRACAO_RARA = 0.01;
/** How long the statistics of the trail's common words are kept (they change with ANALYZE only). */
const VALIDADE_DAS_PALAVRAS_MS = 5 * 60_000;
const palavrasComuns = new WeakMap<object, { lidas: number; comuns: Map<string, number> }>();

async function lerPalavrasComuns(db: Db): Promise<Map<string, number>> {
  const guardadas = palavrasComuns.get(db);
  if (guardadas && Date.now() - guardadas.lidas < VALIDADE_DAS_PALAVRAS_MS) return guardadas.comuns;
  const comuns = await q.buscarPalavrasComuns(db);
  palavrasComuns.set(db, { lidas: Date.now(), comuns });
  return comuns;
}

/**
 * Which words of a search the text index is asked for (issue 37 §4: the first page < 200 ms over a
 * million entries). The GIN index answers a prefix (`palavra:*`) by reading the whole list of every
 * matching word — a million entries for a word every entry holds (a field's label, 'sistema'), however
 * rare the other words are. So the words whose prefix matches a common word (PostgreSQL's statistics of
 * the column: `fracao` ≥ FRACAO_COMUM of the entries) are only checked on the entries the rest finds;
 * when every word is common the entries are walked newest first and checked (the rarest is still indexed
 * when together they match under FRACAO_COMUM). The match is `consulta`'s either way.
 */
export function textoDaTrilha(palavras: readonly string[], comuns: ReadonlyMap<string, number>): q.TextoDaTrilha {
  const consulta = palavras.map((palavra) => `${palavra}:*`).join(' & ');
  const fracoes = palavras.map((palavra) => {
    let fracao = 0;
    for (const [comum, parte] of comuns) if (comum.startsWith(palavra)) fracao += parte;
    // One or two letters begin too many words the statistics do not list to call them rare.
    if (palavra.length <= 2) fracao = Math.max(fracao, FRACAO_RARA);
    return Math.min(1, fracao);
  });
  // With a rare word only the rare words are asked of the index: a word neither rare nor common ('49' in
  // 'Analista 49') has a list of tens of thousands of entries, which the index read whole to cross it with a
  // list of 200 (34 of the 35 ms of that count); on the rare word's entries it is only checked.
  const limite = fracoes.some((f) => f < FRACAO_RARA) ? FRACAO_RARA : FRACAO_COMUM;
  let indexadas = palavras.filter((_, i) => fracoes[i]! < limite);
  // Together (taken as independent) the indexed words may match few entries though each matches many
  // ('sistema' and '49'): then the index's intersection is small, and read whole like a rare word's.
  let fracao = fracoes.filter((f) => f < limite).reduce((a, b) => a * b, 1);
  if (indexadas.length === 0) {
    const juntas = fracoes.reduce((a, b) => a * b, 1);
    if (juntas < FRACAO_COMUM) {
      const menor = fracoes.indexOf(Math.min(...fracoes));
      indexadas = [palavras[menor]!];
      fracao = fracoes[menor]!;
    }
  }
  const indice = indexadas.length === palavras.length ? consulta : indexadas.length ? indexadas.map((palavra) => `${palavra}:*`).join(' & ') : null;
  return { consulta, indice, rara: indice !== null && fracao < FRACAO_RARA };
}

async function lerFiltros(db: Db, filtros: FiltrosDaTrilha): Promise<q.FiltroDaTrilha> {
  const filtro: q.FiltroDaTrilha = {};
  if (filtros.de || filtros.ate) {
    // Both ends, bounded as every period of the API (the domain's rule: at most PERIODO_MAXIMO_ANOS years).
    const lido = validarPeriodo(filtros.de, filtros.ate, { campos: ['de', 'ate'] });
    if (!lido.ok) throw badRequest(lido.errors);
    filtro.periodo = { de: lido.value[0], ate: lido.value[1] };
  }
  const usuario = filtros.usuario?.trim();
  if (usuario) filtro.usuario = /^\d{1,9}$/.test(usuario) ? { id: Number(usuario) } : { nome: usuario };
  if (filtros.entidade) filtro.entidade = filtros.entidade;
  if (filtros.acao) filtro.acao = filtros.acao;
  if (filtros.texto?.trim()) {
    const palavras = (filtros.texto.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((palavra) => palavra.slice(0, 60));
    if (palavras.length === 0) throw badRequest([{ field: 'texto', errorMessage: TRILHA_ERROS.texto }]);
    filtro.texto = textoDaTrilha(palavras, await lerPalavrasComuns(db));
  }
  return filtro;
}

function servir(linha: q.LinhaServida, leitor: LeitorDaTrilha, mascararCpfs: boolean): EntradaDeAuditoria {
  return {
    id: linha.id,
    em: linha.em.toISOString(),
    usuarioId: linha.usuarioId,
    usuarioNome: linha.usuarioNome,
    acao: linha.acao as AcaoAuditoria,
    entidade: linha.entidade as EntidadeAuditoria,
    chave: linha.chave,
    campos: protegerCampos(linha.campos, { salarios: veSalarios(leitor.secoes), mascararCpfs }),
    detalhes: linha.detalhes ?? null,
    requestId: linha.requestId,
  };
}

export interface PaginaDaTrilha {
  itens: EntradaDeAuditoria[];
  /** The matching entries, counted up to the list's reach (TETO_DA_TRILHA; TETO_DA_BUSCA with words). */
  total: number;
  /** More entries match than the list reaches. */
  excedeTeto: boolean;
}

/** GET /admin/auditoria: one page of the filtered trail, newest first (salaries hidden, CPFs masked). */
export function listarTrilha(db: Db, filtros: FiltrosDaTrilha, leitor: LeitorDaTrilha): Promise<PaginaDaTrilha> {
  return lerTrilha(db, filtros, leitor, filtros.texto?.trim() ? TETO_DA_BUSCA : TETO_DA_TRILHA);
}

/** GET /admin/auditoria/exportacao: the filtered trail for the xlsx, up to TETO_DA_TRILHA entries (with words too). */
export async function exportarTrilha(db: Db, filtros: Omit<FiltrosDaTrilha, 'pagina' | 'limite'>, leitor: LeitorDaTrilha): Promise<PaginaDaTrilha> {
  return lerTrilha(db, { ...filtros, pagina: 1, limite: TETO_DA_TRILHA }, leitor, TETO_DA_TRILHA);
}

/** One window of the filtered trail within the `teto` newest matching entries, and their count up to `teto`. */
async function lerTrilha(db: Db, filtros: FiltrosDaTrilha, leitor: LeitorDaTrilha, teto: number): Promise<PaginaDaTrilha> {
  const filtro = await lerFiltros(db, filtros);
  const janela = janelaDaLista(filtros, PAGINA_PADRAO_DA_TRILHA);
  if (janela.offset + janela.limit > teto) throw badRequest([{ field: 'pagina', errorMessage: TRILHA_ERROS.profundidade(teto) }]);
  const pagina = await lerPagina(janela, (j) => q.listarEntradas(db, filtro, j), () => q.contarEntradas(db, filtro, teto));
  return {
    itens: pagina.itens.map((linha) => servir(linha, leitor, true)),
    total: Math.min(pagina.total, teto),
    excedeTeto: pagina.total > teto,
  };
}

/** GET /auditoria/:entidade/:chave: a record's history for a user who may see the record (403 otherwise). */
export async function historicoDoRegistro(db: Db, entidade: EntidadeAuditoria, chave: string, leitor: LeitorDaTrilha): Promise<EntradaDeAuditoria[]> {
  if (!podeVerEntidade(entidade, leitor.secoes)) throw forbidden();
  const linhas = await q.listarHistorico(db, entidade, chave, MAX_HISTORICO);
  return linhas.map((linha) => servir(linha, leitor, false));
}

/** Retention: removes the entries older than `anos` years before `agora` (the only delete path); how many. */
export function expurgarTrilha(db: Db, anos: number, agora = new Date()): Promise<number> {
  const antes = new Date(agora);
  antes.setUTCFullYear(antes.getUTCFullYear() - anos);
  return q.expurgarEntradas(db, antes);
}
