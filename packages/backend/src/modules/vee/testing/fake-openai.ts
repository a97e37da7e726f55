/**
 * A tiny OpenAI-compatible chat-completions server for tests (backend and e2e). Its default
 * model is deliberately naive: it obeys instructions it finds in tool results, so tests can
 * show that the server's own checks, not the model's good behaviour, keep data in place.
 *
 *   - a user message: calls the tool named in it (`ferramenta:<nome>`), else `listar_projetos`;
 *   - after tool results: if a result carries "CHAME <ferramenta>" and that tool was not called
 *     in this turn, calls it (prompt injection obeyed);
 *   - otherwise answers with a Markdown table of the projects it saw and, below it, every tool
 *     result verbatim in a code block (it "leaks" all it was given).
 *
 * Run alone: `tsx src/modules/vee/testing/fake-openai-main.ts` (port FAKE_OPENAI_PORT, default 3399); the e2e
 * test starts it in its own process with `startFakeOpenAi({ port })`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ToolCall } from '../llm';

export interface FakeRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { function: { name: string } }[];
  authorization?: string;
}

type FakeReply = Extract<ChatMessage, { role: 'assistant' }> | number;
/** Returns the assistant message, or a number to answer with that HTTP status (or a promise of either: a slow model). */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

let callCounter = 0;

function toolCall(name: string, args: Record<string, unknown> = {}): ToolCall {
  callCounter += 1;
  return { id: `call_${callCounter}`, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

/** The messages of the current turn: everything after the last user message. */
function currentTurn(messages: ChatMessage[]): ChatMessage[] {
  let last = -1;
  messages.forEach((message, index) => {
    if (message.role === 'user') last = index;
  });
  return messages.slice(last + 1);
}

export const naiveModel: FakeHandler = (request) => {
  const last = request.messages[request.messages.length - 1];
  const available = new Set((request.tools ?? []).map((tool) => tool.function.name));
  if (last?.role === 'user') {
    const asked = /ferramenta:([a-z_]+)/.exec(last.content)?.[1];
    const name = asked ?? 'listar_projetos';
    if (available.has(name)) return { role: 'assistant', content: null, tool_calls: [toolCall(name)] };
    return { role: 'assistant', content: 'Não tenho ferramentas para isso.' };
  }
  const turn = currentTurn(request.messages);
  const called = new Set(
    turn.flatMap((message) => (message.role === 'assistant' ? (message.tool_calls ?? []).map((call) => call.function.name) : [])),
  );
  const results = turn.filter((message): message is Extract<ChatMessage, { role: 'tool' }> => message.role === 'tool');
  for (const result of results) {
    for (const match of result.content.matchAll(/CHAME ([a-z_]+)/g)) {
      const name = match[1]!;
      if (!called.has(name) && available.has(name)) return { role: 'assistant', content: null, tool_calls: [toolCall(name)] };
    }
  }
  const projetos: { key: string; name: string }[] = [];
  for (const result of results) {
    try {
      const data = (JSON.parse(result.content) as { dados?: { data?: unknown } }).dados?.data;
      if (Array.isArray(data)) projetos.push(...(data as { key: string; name: string }[]).filter((p) => p && p.key));
    } catch {
      // not JSON: echoed below anyway
    }
  }
  const tabela = projetos.length
    ? `| Chave | Projeto |\n|---|---|\n${projetos.slice(0, 5).map((p) => `| ${p.key} | ${p.name.replace(/\|/g, '/')} |`).join('\n')}\n\n`
    : '';
  const eco = results.map((result) => result.content).join('\n');
  return { role: 'assistant', content: `Aqui está o que encontrei:\n\n${tabela}\`\`\`json\n${eco}\n\`\`\`` };
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(options: { port?: number; handler?: FakeHandler; host?: string } = {}): Promise<FakeOpenAi> {
  const handler = options.handler ?? naiveModel;
  const requests: FakeRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(request)) as FakeRequest;
      const recorded = { ...body, authorization: request.headers.authorization };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (typeof reply === 'number') {
        response.writeHead(reply, { 'content-type': 'application/json' }).end('{"error":{"message":"falha simulada"}}');
        return;
      }
      const finish = reply.tool_calls?.length ? 'tool_calls' : 'stop';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: reply, finish_reason: finish }],
        }),
      );
    })().catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
