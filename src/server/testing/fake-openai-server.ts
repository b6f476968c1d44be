/**
 * Test helper: a tiny OpenAI-compatible server on loopback. It answers POST /v1/chat/completions
 * with a fixed completion (good JSON, malformed text, or never) and GET /v1/models with a list.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeMode = 'good' | 'malformed' | 'hang';

interface FakeRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: FakeRequest[];
  setMode(mode: FakeMode): void;
  setAnswer(answer: unknown): void;
  close(): Promise<void>;
}

function completion(res: ServerResponse, content: string): void {
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

export async function startFakeOpenAiServer(initialAnswer: unknown): Promise<FakeOpenAiServer> {
  let mode: FakeMode = 'good';
  let answer = initialAnswer;
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.statusCode = 404;
        return res.end();
      }
      if (mode === 'hang') return; // never answers: the client's timeout must end the call
      completion(res, mode === 'good' ? JSON.stringify(answer) : 'Üzgünüm, bu problemi analiz edemiyorum.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next) => (mode = next),
    setAnswer: (next) => (answer = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
