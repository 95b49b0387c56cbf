/**
 * The front of `npm run dev`: a proxy to `next dev` that shows every page as the list of content and
 * photo problems while there are any, and adds a watcher that reloads the page when they or the photos
 * change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import { dirname } from 'node:path';

/** The problems of the content check and of the image step, and a version whose move reloads open pages. */
export interface PreviewState {
  content: string[];
  images: string[];
  version: number;
}

/** `--report <file>`: where a step writes its problems as JSON (`{ "problems": [...] }`) for the preview. */
export function problemsReport(argv: readonly string[] = process.argv): (problems: string[]) => void {
  const at = argv.indexOf('--report');
  const file = at >= 0 ? argv[at + 1] : undefined;
  return (problems) => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ problems }, null, 2)}\n`);
  };
}

export const stateAddress = '/__preview/state';

export function problemsOf(state: PreviewState): string[] {
  return [...state.content, ...state.images];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Reloads the page when the preview's version moves past the one the page was served with. */
function watcherScript(version: number): string {
  return `<script>(function(){var v=${version};function poll(){fetch(${JSON.stringify(stateAddress)},{cache:'no-store'}).then(function(r){return r.json()}).then(function(s){if(s.version!==v)location.reload();else setTimeout(poll,1000)},function(){setTimeout(poll,2000)})}setTimeout(poll,1000)})();</script>`;
}

export function renderProblemsPage(state: PreviewState): string {
  const problems = problemsOf(state);
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  // The place (content/blogs.ts:34:11:) stands out, as the file and line to open.
  const items = problems
    .map((line) => escapeHtml(line).replace(/^(content\/[^\s:,]+:\d+:\d+:)/, '<strong>$1</strong>'))
    .map((line) => `<li>${line}</li>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${count} in content/</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fff8f0;color:#1a1a1a}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;color:#8a2a0a;margin:0 0 .5rem}
li{margin:.6rem 0;padding:.6rem .8rem;background:#fff;border-left:4px solid #c2410c;font-family:ui-monospace,monospace;font-size:.9rem;white-space:pre-wrap;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<h1>The content has ${count}</h1>
<p>The site is not shown until every line below is fixed; a build would stop on the same lines (<code>npm run check:content</code> prints them too). Each line names the file and the line and column in it, then the entry and the field, what is wrong and how to fix it. Fix them and save: this page updates by itself.</p>
<ul>
${items}
</ul>
<p>See EDITING.md, “Reading a build error”.</p>
</main>
${watcherScript(state.version)}
</body>
</html>
`;
}

export function withWatcher(html: string, version: number): string {
  const script = watcherScript(version);
  const at = html.indexOf('</head>');
  return at >= 0 ? `${html.slice(0, at)}${script}${html.slice(at)}` : `${script}${html}`;
}

function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  // Next's own client-side requests for a page's data ask for other types (text/x-component).
  return /\btext\/html\b/.test(request.headers.accept ?? '') && !request.headers.rsc;
}

function forward(request: IncomingMessage, response: ServerResponse, upstreamPort: number, state: PreviewState) {
  const page = isPageRequest(request);
  const headers = { ...request.headers };
  // A page's HTML is read whole to add the watcher: ask for it uncompressed.
  if (page) headers['accept-encoding'] = 'identity';
  const upstream = httpRequest(
    { host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers },
    (answer) => {
      const html = page && /text\/html/.test(answer.headers['content-type'] ?? '');
      if (!html) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = withWatcher(Buffer.concat(chunks).toString('utf8'), state.version);
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The preview is starting: reload in a few seconds.');
    } else response.end();
  });
  request.pipe(upstream);
}

/** The preview server in front of `next dev` on `upstreamPort`; Next's websocket passes through untouched. */
export function createPreviewServer(upstreamPort: number, state: () => PreviewState): Server {
  const server = createServer((request, response) => {
    const current = state();
    if (request.url?.split('?')[0] === stateAddress) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ version: current.version, problems: problemsOf(current) }));
      return;
    }
    if (problemsOf(current).length > 0 && isPageRequest(request)) {
      const body = renderProblemsPage(current);
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    forward(request, response, upstreamPort, current);
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
}
