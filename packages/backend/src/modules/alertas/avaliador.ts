/**
 * The alerts' evaluator (issue 38 §3, §4): evaluating the alerts reads and projects the whole
 * portfolio, too long for the request of a closing calculation, a Jira/Tempo sync, a plan save or a
 * change of rules. Those actions only ask for it (`pedir`: one row in `projecao_alerta_pedido`,
 * migration 0104, after their own work committed) and answer; this evaluates after them, in the
 * background of the API process:
 *
 * - one evaluator at a time over every API process on the database's schema (a PostgreSQL advisory lock; a
 *   process that finds it taken looks again a moment later: the holder may have read the table
 *   before the new row);
 * - the rows read are deleted only after the evaluation that covers them, so a process stopped
 *   mid-way leaves them to the next one (the evaluator also looks at the table when the app is ready
 *   and every minute);
 * - requests waiting together are done together: one full evaluation when any asks for every
 *   project (with the origin of the latest such request), else each key once (its latest origin);
 * - the full evaluation goes in batches of projects (bounded memory; a stopping process ends between
 *   two batches);
 * - the decisions are `avaliarAlertasDosProjetos`' (raised once per crossing, closed when clear) and a
 *   failure is logged, never answered to the action (the rows stay for the next pass).
 *
 * The Carteira's background pass (`pedirCarteira`, issue 38 §4) runs here too, under the same lock: the
 * Carteira answers at once with the lines it has and asks for the missing ones (its own filter's first);
 * one process at a time computes forecasts, and what the alerts' evaluation kept is not computed again.
 * The pass goes one batch at a time and the table of alert requests is read before each batch: an alert
 * evaluation (this process's or another's: the requests are rows) waits for one batch, not for a pass. So is
 * the table of the filtered Carteiras' keys (`projecao_carteira_pedido`): a filtered Carteira answered by
 * another process has its lines computed next by the process that holds the lock.
 *
 * `ocioso()` resolves once nothing asked for in this process is left to evaluate (tests, shutdown).
 */
import type { OrigemAlerta } from '@financeiro/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { soltarTrava, tentarTrava } from '../../db/travas';
import { turn } from '../../http/event-loop';
import { chavesDaCarteira, inserirPedidoDaCarteira, lerPedidosDaCarteira, PassadaDaCarteira, removerPedidosDaCarteira } from '../projecao';
import * as q from './queries';
import { avaliarAlertasDosProjetos, type ContextoAlertas } from './service';
import { hojeNoServidor } from '../../hoje';

/** Arbitrary constant key of the evaluator's advisory lock, with the schema (db/travas.ts; the sync's is 724_311_955). */
export const AVALIADOR_LOCK_KEY = 724_311_956;
/** Projects per evaluation of a full request. */
export const LOTE_DE_AVALIACAO = 500;

export interface OpcoesDoAvaliador {
  /** Between two looks at the table (rows left by a stopped process). Default one minute. */
  intervaloMs?: number;
  /** Wait before trying again when another process holds the lock. Default one second. */
  esperaMs?: number;
  /** "Today" of an evaluation (tests). */
  hoje?: () => string;
  /** Projects per batch of the Carteira's pass (tests; default the service's LOTE_DO_RECALCULO). */
  loteDaCarteira?: number;
}

/** The evaluations that a set of requests comes to: [origin, keys or null for every project]. */
export function juntarPedidos(pedidos: readonly q.PedidoLinha[]): [OrigemAlerta, string[] | null][] {
  const completos = pedidos.filter((pedido) => pedido.projetos === null);
  if (completos.length) return [[completos.at(-1)!.origem, null]];
  const origemDe = new Map<string, OrigemAlerta>();
  for (const pedido of pedidos) for (const chave of pedido.projetos!) origemDe.set(chave, pedido.origem);
  const porOrigem = new Map<OrigemAlerta, string[]>();
  for (const [chave, origem] of origemDe) porOrigem.set(origem, [...(porOrigem.get(origem) ?? []), chave]);
  return [...porOrigem];
}

export class AvaliadorDeAlertas {
  private ciclo: Promise<void> | undefined;
  private outraVez = false;
  private timer: NodeJS.Timeout | undefined;
  private espera: { timer: NodeJS.Timeout; feita: Promise<void>; soltar: () => void } | undefined;
  private parado = false;
  /** The Carteira's background pass, made at the first request and asked again by each one. */
  private carteira: PassadaDaCarteira | undefined;

  constructor(
    private readonly database: Database,
    private readonly contexto: ContextoAlertas,
    private readonly opcoes: OpcoesDoAvaliador = {},
  ) {}

  private get log(): FastifyBaseLogger {
    return this.contexto.log;
  }

  /**
   * Asks for an evaluation of these projects (all without `chaves`) and wakes the evaluator; resolves
   * once the request is recorded (a few milliseconds), never with the evaluation. Never throws.
   */
  async pedir(origem: OrigemAlerta, chaves?: readonly string[]): Promise<void> {
    try {
      await q.inserirPedido(this.contexto.db, origem, chaves ?? null);
    } catch (error) {
      this.log.error({ err: error, origem }, 'falha ao pedir a avaliação dos alertas da projeção');
      return;
    }
    this.acordar();
  }

  /**
   * Asks for the Carteira's background pass (the request answered at once with stale or missing lines):
   * under the same lock, batch by batch between the alerts asked for, the keys of `prioridade` first (the
   * request's own stale lines, its filter's), then every portfolio line without a valid kept one
   * (`PassadaDaCarteira`). Requests while a pass runs come to one more pass. The keys of `prioridade` are
   * also recorded (`projecao_carteira_pedido`, migration 0114) for the process that holds the lock when it is
   * another one: it reads them before its next batch. Resolves once they are recorded; never throws.
   */
  async pedirCarteira(prioridade: readonly string[] = []): Promise<void> {
    this.carteira ??= new PassadaDaCarteira(this.contexto.db, { lote: this.opcoes.loteDaCarteira });
    this.carteira.pedir(prioridade);
    if (prioridade.length) {
      try {
        await inserirPedidoDaCarteira(this.contexto.db, prioridade);
      } catch (error) {
        this.log.error({ err: error }, 'falha ao registrar o pedido da carteira');
      }
    }
    this.acordar();
  }

  /** Runs a pass after the current turn of the event loop (or after the running one). */
  acordar(): void {
    if (this.parado) return;
    if (this.ciclo) {
      this.outraVez = true;
      return;
    }
    this.ciclo = turn()
      .then(() => this.passar())
      .catch((error: unknown) => this.log.error({ err: error }, 'falha ao avaliar os alertas da projeção'))
      .finally(() => {
        this.ciclo = undefined;
        if (this.outraVez) {
          this.outraVez = false;
          this.acordar();
        }
      });
  }

  /** Looks at the table when the app is ready and every `intervaloMs` (rows left by a stopped process). */
  iniciar(): void {
    if (this.timer || this.parado) return;
    const agendar = (espera: number) => {
      this.timer = setTimeout(() => {
        this.acordar();
        if (!this.parado) agendar(this.opcoes.intervaloMs ?? 60_000);
      }, espera);
      this.timer.unref();
    };
    agendar(0);
  }

  /**
   * Resolves once no pass is running or due in this process: what was asked for here is evaluated
   * (tests await it after an action, instead of sleeping). While another process holds the lock it
   * waits for that one's evaluation too (the retries).
   */
  async ocioso(): Promise<void> {
    while (this.ciclo || this.espera) await (this.ciclo ?? this.espera!.feita);
  }

  /** Resolves once the passes running now end, without waiting for a retry after another process's lock (tests). */
  async passosEmCurso(): Promise<void> {
    while (this.ciclo) await this.ciclo;
  }

  /** Stops looking and waits for the running pass (it ends between two batches). */
  async parar(): Promise<void> {
    this.parado = true;
    clearTimeout(this.timer);
    this.soltarEspera();
    await this.ocioso();
  }

  /** Another process holds the lock; it may have read the table before our row: look again later. */
  private esperarAVez(): void {
    if (this.espera || this.parado) return;
    let soltar!: () => void;
    const feita = new Promise<void>((resolve) => (soltar = resolve));
    const timer = setTimeout(() => {
      this.soltarEspera();
      this.acordar();
    }, this.opcoes.esperaMs ?? 1000);
    timer.unref();
    this.espera = { timer, feita, soltar };
  }

  private soltarEspera(): void {
    if (!this.espera) return;
    clearTimeout(this.espera.timer);
    this.espera.soltar();
    this.espera = undefined;
  }

  private async todasAsChaves(): Promise<string[]> {
    const [carteira, abertos] = await Promise.all([chavesDaCarteira(this.contexto.db), q.listarAlertasAbertos(this.contexto.db, null)]);
    return [...new Set([...carteira, ...abertos.map((alerta) => alerta.projeto)])];
  }

  /** One pass: under the lock, the alert requests and the Carteira's batches until none is left (alerts first, before each batch). */
  private passar(): Promise<void> {
    return this.database.withSession(async (session) => {
      if (!(await tentarTrava(session, AVALIADOR_LOCK_KEY))) {
        this.esperarAVez();
        return;
      }
      try {
        while (!this.parado) {
          // A filtered Carteira's keys recorded by any process (this one's too): next in this pass.
          const daCarteira = await lerPedidosDaCarteira(this.contexto.db);
          if (daCarteira) {
            this.carteira ??= new PassadaDaCarteira(this.contexto.db, { lote: this.opcoes.loteDaCarteira });
            this.carteira.pedir(daCarteira.chaves);
            await removerPedidosDaCarteira(this.contexto.db, daCarteira.ate);
          }
          const pedidos = await q.listarPedidos(this.contexto.db);
          const hoje = this.opcoes.hoje?.() ?? hojeNoServidor();
          if (!pedidos.length) {
            // The Carteira's missing lines, one batch, then the alert requests again (whose evaluation keeps lines too).
            if (this.carteira?.pendente && (await this.carteira.proximoLote(hoje))) continue;
            break;
          }
          for (const [origem, chaves] of juntarPedidos(pedidos)) {
            // Every project: the portfolio's and those with an open alert (closed when no longer in the portfolio).
            const todas = chaves ?? (await this.todasAsChaves());
            for (let i = 0; i < todas.length; i += LOTE_DE_AVALIACAO) {
              // Stopping: the requests stay for the next process.
              if (this.parado) return;
              await avaliarAlertasDosProjetos(this.contexto, { chaves: todas.slice(i, i + LOTE_DE_AVALIACAO) }, origem, hoje);
            }
          }
          await q.removerPedidos(this.contexto.db, pedidos.at(-1)!.id);
        }
      } finally {
        await soltarTrava(session, AVALIADOR_LOCK_KEY);
      }
    });
  }
}
