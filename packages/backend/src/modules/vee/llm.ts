/**
 * Gateway to any OpenAI-compatible chat-completions endpoint (POST <baseUrl>/chat/completions,
 * function tools). Only what Vee needs: one request, a time limit, the first choice's message.
 */
import type { VeeLlmConfig } from '../../config';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: unknown };
}

export class LlmError extends Error {}

export async function chatCompletion(
  config: VeeLlmConfig,
  messages: ChatMessage[],
  tools: ToolSpec[],
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Extract<ChatMessage, { role: 'assistant' }>> {
  const signals = [AbortSignal.timeout(options.timeoutMs)];
  if (options.signal) signals.push(options.signal);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        ...(tools.length ? { tools, tool_choice: 'auto' } : {}),
        temperature: 0.2,
      }),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    throw new LlmError(`modelo indisponível: ${(error as Error).name}`);
  }
  if (!response.ok) throw new LlmError(`modelo respondeu HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as { choices?: { message?: unknown }[] } | null;
  const message = body?.choices?.[0]?.message as { content?: unknown; tool_calls?: unknown } | undefined;
  if (!message) throw new LlmError('resposta do modelo sem choices[0].message');
  const toolCalls = Array.isArray(message.tool_calls)
    ? (message.tool_calls as ToolCall[]).filter((call) => call && typeof call.id === 'string' && typeof call.function?.name === 'string')
    : [];
  return {
    role: 'assistant',
    content: typeof message.content === 'string' ? message.content : null,
    ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
  };
}
