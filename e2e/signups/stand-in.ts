/**
 * A stand-in for a sign-up provider (and, where needed, for the site that shows the forms): a small
 * HTTP server on 127.0.0.1 that serves given pages, records every POST, and answers it as the test
 * says: 200, 500, or never.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Answer = 'ok' | 'error' | 'never';

export interface RecordedPost {
  path: string;
  contentType: string;
  accept: string;
  body: URLSearchParams;
}

export interface ServedFile {
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

export interface StandIn {
  origin: string;
  posts: RecordedPost[];
  /** Paths asked for with GET that were not served. */
  missing: string[];
  answer: Answer;
  /** Files served for GET, by path ("/", "/harness.js"). */
  files: Map<string, ServedFile>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStandIn(): Promise<StandIn> {
  const sockets = new Set<Socket>();
  const held: ServerResponse[] = [];
  const standIn: StandIn = {
    origin: '',
    posts: [],
    missing: [],
    answer: 'ok',
    // Browsers ask every origin for its icon.
    files: new Map([['/favicon.ico', { type: 'image/x-icon', body: '' }]]),
    close: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const cors = { 'Access-Control-Allow-Origin': '*' };

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'POST',
        });
        return response.end();
      }
      if (request.method === 'GET') {
        const file = standIn.files.get(path);
        if (!file) {
          standIn.missing.push(path);
          response.writeHead(404, { 'Content-Type': 'text/plain' });
          return response.end('Not found');
        }
        response.writeHead(200, { 'Content-Type': file.type, ...file.headers });
        return response.end(file.body);
      }
      const body = new URLSearchParams(await readBody(request));
      const accept = request.headers.accept ?? '';
      standIn.posts.push({ path, contentType: request.headers['content-type'] ?? '', accept, body });
      if (standIn.answer === 'never') {
        held.push(response);
        return;
      }
      const ok = standIn.answer === 'ok';
      if (accept.includes('application/json')) {
        response.writeHead(ok ? 200 : 500, { 'Content-Type': 'application/json', ...cors });
        return response.end(JSON.stringify(ok ? { ok: true } : { error: 'Server error' }));
      }
      response.writeHead(ok ? 200 : 500, { 'Content-Type': 'text/html; charset=utf-8', ...cors });
      response.end(
        `<!doctype html><html lang="en"><title>Provider</title><h1>${ok ? 'Subscribed at the provider' : 'Provider error'}</h1></html>`,
      );
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
