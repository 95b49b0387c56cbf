import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileWithFolders } from '@/scripts/lib/list-files';
import { serving } from './server';

/**
 * Runs a command in `cwd` with its output kept; a step still running after 40 minutes is stuck (a
 * wedged bundler worker).
 */
export function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 40 * 60_000,
    killSignal: 'SIGKILL',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1', NEXT_BUILD_CACHE: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const stopped = result.error ? `\n${result.error.message}` : '';
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}${stopped}` };
}

// Plain JavaScript: the empty page needs no TypeScript setup of its own.
const layout = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const page = `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
    </main>
  );
}
`;

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * The empty page is served with the site's rules for every file, since a script's response headers
 * count in its weight, but without its policy, which would block the empty page's inline scripts.
 */
function floorServeConfig(projectRoot: string) {
  const site = path.join(projectRoot, 'serve.json');
  const rules = existsSync(site) ? (JSON.parse(readFileSync(site, 'utf8')) as { headers?: HeaderRule[] }).headers : [];
  const headers = (rules ?? [])
    .filter((rule) => rule.source.includes('*'))
    .map((rule) => ({ ...rule, headers: rule.headers.filter((header) => header.key !== 'Content-Security-Policy') }));
  return { public: 'out', cleanUrls: true, headers };
}

/**
 * Builds an empty App Router page with the project's own Next.js and React (node_modules linked) as a
 * static export in a temporary folder, serves it and hands its address to `measure`: the floor every
 * route is compared with.
 */
export async function withEmptyPage<T>(projectRoot: string, measure: (url: string) => Promise<T>): Promise<T> {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'bench-empty-page-')));
  try {
    const modules = realpathSync(path.join(projectRoot, 'node_modules'));
    symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-page', private: true }, null, 2));
    // The linked node_modules resolves outside this folder, so Turbopack's root must hold both.
    const root = path.parse(dir).root;
    writeFileSync(
      path.join(dir, 'next.config.mjs'),
      `export default { output: 'export', reactStrictMode: true, poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} } };\n`,
    );
    writeFileWithFolders(path.join(dir, 'app', 'layout.jsx'), layout);
    writeFileSync(path.join(dir, 'app', 'page.jsx'), page);
    writeFileSync(path.join(dir, 'serve.json'), JSON.stringify(floorServeConfig(projectRoot), null, 2));

    const build = run(dir, process.execPath, [path.join(modules, 'next', 'dist', 'bin', 'next'), 'build']);
    if (!build.ok) throw new Error(`Building the empty page failed:\n${build.output}`);
    return await serving(dir, async (origin) => {
      const html = await (await fetch(`${origin}/`)).text();
      if (!html.includes('Empty page')) throw new Error('The floor server does not serve the empty page');
      return measure(`${origin}/`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
