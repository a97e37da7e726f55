/**
 * Exchange quotes (spec 01 section 7 'External'; issue 5 'Exchange rates'): the public last-quote
 * service (USD-BRL and EUR-BRL, field `bid`, URL from COTACAO_URL) is read by the server, cached
 * for COTACAO_CACHE_SECONDS, and the last quote is stored in `cotacao_moeda`. When the service
 * cannot be read (network, timeout, status, shape) the stored quote is answered with
 * `atual: false`; the user can always type the rate.
 *
 * Answer of the service (AwesomeAPI 'json/last'): { "USDBRL": { "bid": "5.3512", "timestamp":
 * "1732300000", "create_date": "2026-11-22 17:59:59", ... }, "EURBRL": { ... } }.
 */
import Decimal from 'decimal.js';
import type { Cotacao } from '@financeiro/domain';
import type { CotacaoConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { serviceUnavailable } from '../../../http/errors';
import { cotacoesGravadas, gravarCotacao } from '../queries';

export const COTACAO_INDISPONIVEL = 'Cotação indisponível no momento: informe a cotação manualmente.';

const MOEDAS = [
  { moeda: 'USD', chave: 'USDBRL' },
  { moeda: 'EUR', chave: 'EURBRL' },
] as const;

/** After a failure the service is not asked again for this long (at most the cache time). */
const ESPERA_APOS_FALHA_MS = 30_000;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

function cotadoEm(item: Record<string, unknown>): string {
  const timestamp = Number(item.timestamp);
  if (Number.isFinite(timestamp) && timestamp > 0) return new Date(timestamp * 1000).toISOString();
  const created = typeof item.create_date === 'string' ? item.create_date : '';
  // create_date is Sao Paulo local time ('yyyy-MM-dd HH:mm:ss', UTC-3 without daylight saving since 2019).
  const parsed = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(created) ? new Date(`${created.replace(' ', 'T')}-03:00`) : new Date();
  return Number.isNaN(parsed.getTime()) ? new Date().toISOString() : parsed.toISOString();
}

/** Reads and checks the service's answer; throws on anything unexpected. */
export function lerResposta(body: unknown): Cotacao[] {
  if (typeof body !== 'object' || body === null) throw new Error('resposta sem objeto');
  return MOEDAS.map(({ moeda, chave }) => {
    const item = (body as Record<string, unknown>)[chave];
    if (typeof item !== 'object' || item === null) throw new Error(`resposta sem ${chave}`);
    const bid = new Decimal(String((item as Record<string, unknown>).bid ?? 'NaN'));
    if (!bid.isFinite() || !bid.greaterThan(0)) throw new Error(`bid inválido em ${chave}`);
    return {
      moeda,
      bid: bid.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString(),
      cotadoEm: cotadoEm(item as Record<string, unknown>),
      atual: true,
    };
  });
}

export class ServicoCotacao {
  private cache: { cotacoes: Cotacao[]; expira: number } | null = null;
  private falhaAte = 0;
  private emAndamento: Promise<Cotacao[]> | null = null;

  constructor(
    private readonly config: CotacaoConfig,
    private readonly log?: Logger,
    private readonly agora: () => number = Date.now,
  ) {}

  /** The quotes: cached, or fresh from the service, or the stored ones with atual false. */
  async cotacoes(db: Db): Promise<Cotacao[]> {
    const agora = this.agora();
    if (this.cache && this.cache.expira > agora) return this.cache.cotacoes;
    if (this.falhaAte <= agora) {
      this.emAndamento ??= this.buscar(db).finally(() => {
        this.emAndamento = null;
      });
      try {
        return await this.emAndamento;
      } catch (error) {
        this.falhaAte = this.agora() + Math.min(ESPERA_APOS_FALHA_MS, this.config.cacheSeconds * 1000);
        this.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'serviço de cotação indisponível: usando a última cotação gravada');
      }
    }
    return this.guardadas(db);
  }

  private async buscar(db: Db): Promise<Cotacao[]> {
    const response = await fetch(this.config.url, { signal: AbortSignal.timeout(this.config.timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const cotacoes = lerResposta(await response.json());
    for (const cotacao of cotacoes) await gravarCotacao(db, cotacao);
    this.cache = { cotacoes, expira: this.agora() + this.config.cacheSeconds * 1000 };
    this.falhaAte = 0;
    return cotacoes;
  }

  private async guardadas(db: Db): Promise<Cotacao[]> {
    const rows = await cotacoesGravadas(db);
    if (rows.length === 0) throw serviceUnavailable(COTACAO_INDISPONIVEL);
    return rows.map((row) => ({
      moeda: row.moeda,
      bid: new Decimal(row.bid).toString(),
      cotadoEm: new Date(row.cotado_em).toISOString(),
      atual: false,
    }));
  }
}
