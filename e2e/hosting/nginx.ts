/**
 * Starts Debian's nginx on loopback with the repository's own server block (deploy/nginx) pointed
 * at the built out/, in a temporary prefix: its own nginx.conf, pid, logs and temp paths, in the
 * foreground as a child process. The production layout is kept: the server block's includes
 * resolve under <prefix>/conf/eik/ as they do under /etc/nginx/eik/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');
export const outDir = join(repoRoot, 'out');
const deployDir = join(repoRoot, 'deploy', 'nginx');
export const includes = ['eik-maps.conf', 'eik-types.conf', 'eik-headers.conf', 'eik-csp.conf', 'eik-redirects.conf'];

export interface NginxServer {
  /** http://127.0.0.1:port, or http://localhost for a Unix socket server. */
  url: string;
  /** The Unix socket, when started on one (no TCP port used). */
  socketPath?: string;
  /** The Unix socket of the HTTP-to-HTTPS redirect server. */
  redirectSocketPath: string;
  prefix: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed (apt-get install nginx-light), or set NGINX_BIN');
}

/**
 * The repository's server block for this run: the HTTPS server's listen and TLS lines become a
 * plain loopback listen (or Unix socket), the HTTP redirect server listens on a Unix socket, and
 * the root is the given folder. Everything else is served as written.
 */
export function serverBlockFor(listenOn: string, redirectListenOn: string, root: string): string {
  const block = readFileSync(join(deployDir, 'eik.conf'), 'utf8');
  const redirectListen = /^ {4}listen 80;\n {4}listen \[::\]:80;\n/m;
  const tls = /^ {4}listen 443 ssl http2;\n[\s\S]*?^ {4}ssl_protocols [^\n]*\n/m;
  const rootLine = /^ {4}root \/var\/www\/eik;\n/m;
  for (const [name, pattern] of [
    ['listen 80', redirectListen],
    ['listen 443 ... ssl_protocols', tls],
    ['root', rootLine],
  ] as const) {
    if (!pattern.test(block))
      throw new Error(`deploy/nginx/eik.conf: its ${name} lines changed; update e2e/hosting/nginx.ts`);
  }
  return block
    .replace(redirectListen, `    listen ${redirectListenOn};\n`)
    .replace(tls, `    listen ${listenOn};\n`)
    .replace(rootLine, `    root ${root};\n`);
}

function mainConfig(prefix: string): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;

events {
    worker_connections 256;
}

http {
    access_log ${prefix}/logs/access.log;
    client_body_temp_path ${prefix}/temp/client;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    sendfile on;

    include sites/eik.conf;
}
`;
}

function waitForListener(
  target: number | string,
  child: ChildProcess,
  stderr: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}: ${stderr()}`));
      const socket = typeof target === 'number' ? connect(target, '127.0.0.1') : connect(target);
      socket.once('connect', () => {
        socket.end();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${target}: ${stderr()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx on 127.0.0.1:port, or on a Unix socket in its prefix when port is 'socket'. */
export async function startNginx(port: number | 'socket', root = outDir): Promise<NginxServer> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no built site: run npm run build first`);
  for (const file of includes) {
    if (!existsSync(join(deployDir, file))) throw new Error(`deploy/nginx/${file} is missing: run npm run build first`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'eik-nginx-'));
  for (const dir of ['conf/eik', 'conf/sites', 'logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  for (const file of includes) copyFileSync(join(deployDir, file), join(prefix, 'conf', 'eik', file));
  const socketPath = port === 'socket' ? join(prefix, 'nginx.sock') : undefined;
  const redirectSocketPath = join(prefix, 'http.sock');
  writeFileSync(
    join(prefix, 'conf', 'sites', 'eik.conf'),
    serverBlockFor(socketPath ? `unix:${socketPath}` : `127.0.0.1:${port}`, `unix:${redirectSocketPath}`, root),
  );
  writeFileSync(join(prefix, 'conf', 'nginx.conf'), mainConfig(prefix));

  const binary = nginxBinary();
  const args = ['-p', prefix, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
  let stderr = '';
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Never leave nginx behind if this process ends without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForListener(socketPath ?? (port as number), child, () => stderr);

  return {
    url: socketPath ? 'http://localhost' : `http://127.0.0.1:${port}`,
    socketPath,
    redirectSocketPath,
    prefix,
    errorLog: () => {
      const file = join(prefix, 'logs', 'error.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** For a manual look: `npx tsx e2e/hosting/nginx.ts 4780` serves out/ until Ctrl-C. */
if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.NGINX_PORT ?? 4780);
  startNginx(port).then(
    (server) => {
      console.log(`nginx serving out/ at ${server.url} (prefix ${server.prefix})`);
      const stop = () => void server.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
