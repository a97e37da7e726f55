/**
 * The chat's webhook calls (spec 03 section 7, Chat): POST JSON with an API key header, 5-minute
 * timeout. By default the URL is the application's own backend (`<apiUrl>/vee/chat`, with the
 * signed-in user's token); a deployment may point it at an external automation service
 * (`veeChatUrl` / `veeApiKey` in config.json, from VEE_CHAT_URL / VEE_CHAT_API_KEY at build time),
 * which then gets only the API key, never the user's tokens.
 */
import { http } from '@financeiro/api';

/** Spec 03 section 9: chat timeout 5 minutes. */
export const CHAT_TIMEOUT_MS = 300_000;
export const API_KEY_HEADER = 'x-api-key';
export const VEE_CHAT_PATH = '/vee/chat';

/** Spec 03 section 3, Suggestion group. */
export interface GrupoSugestao {
  nome: string;
  descricao: string;
  prompts: string[];
}

export interface VeeConfig {
  /** Absolute URL of the webhook; absent = the application's own backend. */
  url?: string;
  apiKey?: string;
}

let configured: VeeConfig = {};
let loaded: Promise<VeeConfig> | null = null;

/** Sets the webhook explicitly (tests, or a host that knows it). */
export function configureVee(config: VeeConfig): void {
  configured = config;
  loaded = Promise.resolve(config);
}

/** Reads `veeChatUrl`/`veeApiKey` from the page's config.json once; any failure keeps the default. */
function loadConfig(): Promise<VeeConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : {}))
    .then((json: { veeChatUrl?: unknown; veeApiKey?: unknown }) => {
      configured = {
        url: typeof json.veeChatUrl === 'string' && json.veeChatUrl ? json.veeChatUrl : undefined,
        apiKey: typeof json.veeApiKey === 'string' && json.veeApiKey ? json.veeApiKey : undefined,
      };
      return configured;
    })
    .catch(() => configured);
  return loaded;
}

function ownApiUrl(): string {
  return `${http.defaults.baseURL ?? ''}${VEE_CHAT_PATH}`;
}

async function post<T>(body: unknown): Promise<T> {
  const config = await loadConfig();
  const url = config.url ?? ownApiUrl();
  const headers: Record<string, string> = config.apiKey ? { [API_KEY_HEADER]: config.apiKey } : {};
  const ownBackend = !config.url || url === ownApiUrl();
  if (ownBackend) {
    // The shared client: bearer + refresh headers, silent token renewal, session expiry.
    const { data } = await http.post<T>(url, body, { timeout: CHAT_TIMEOUT_MS, headers });
    return data;
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** {sessionId, mensagem} -> the first item's output. */
export async function enviarMensagem(sessionId: string, mensagem: string): Promise<string> {
  const reply = await post<Array<{ output?: unknown }>>({ sessionId, mensagem });
  const output = Array.isArray(reply) ? reply[0]?.output : undefined;
  if (typeof output !== 'string') throw new Error('Resposta sem output');
  return output;
}

/** {funcoes: true} -> the first item's funcionalidades. */
export async function carregarSugestoes(): Promise<GrupoSugestao[]> {
  const reply = await post<Array<{ funcionalidades?: unknown }>>({ funcoes: true });
  const grupos = Array.isArray(reply) ? reply[0]?.funcionalidades : undefined;
  return Array.isArray(grupos) ? (grupos as GrupoSugestao[]) : [];
}
