/**
 * `npm run serve [-- --config serve.json --port 3000 --host 0.0.0.0]` (port: --port, else PORT, else
 * 3000): serves out/ with the rules the build wrote to serve.json, through the `serve` package's own
 * handler and compression, not its command line, whose config check reads at most 50 header rules
 * (one per page would cap the site at about forty pages).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const configFile = resolve(option('config', 'serve.json'));
let config;
try {
  config = JSON.parse(readFileSync(configFile, 'utf8'));
} catch {
  console.error(`serve: cannot read ${configFile}: run npm run build first (it writes the config with the site)`);
  process.exit(1);
}
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', undefined);
const compress = promisify(compression());

const server = createServer((request, response) => {
  compress(request, response)
    .then(() => handler(request, response, config))
    .catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `serve: port ${port} is in use: stop what runs there, or choose another (PORT=8080 npm run serve)`
      : error,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving ${config.public} at http://${host ?? 'localhost'}:${port} (Ctrl+C stops)`);
});

// Stop at once on a signal, even while browsers hold keep-alive connections open.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
