import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The deepest folder that contains both paths (Turbopack's root must contain every file it reads). */
function commonAncestor(a: string, b: string): string {
  const partsA = a.split(path.sep);
  const partsB = b.split(path.sep);
  const shared: string[] = [];
  for (let i = 0; i < Math.min(partsA.length, partsB.length) && partsA[i] === partsB[i]; i += 1)
    shared.push(partsA[i]!);
  return shared.join(path.sep) || path.sep;
}

const layout = `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
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
 * static export in a temporary folder, whose out/ holds the floor every route is compared with.
 */
export function buildEmptyPage(projectRoot: string): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'bench-empty-page-')));
  mkdirSync(path.join(dir, 'app'));
  const modules = realpathSync(path.join(projectRoot, 'node_modules'));
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-page', private: true }, null, 2));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          strict: true,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          isolatedModules: true,
          skipLibCheck: true,
          plugins: [{ name: 'next' }],
        },
        include: ['**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  );
  // The linked node_modules resolves outside this folder, so Turbopack's root must hold both.
  const root = commonAncestor(dir, modules);
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { output: 'export', reactStrictMode: true, poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), layout);
  writeFileSync(path.join(dir, 'app', 'page.tsx'), page);
  writeFileSync(path.join(dir, 'serve.json'), JSON.stringify(floorServeConfig(projectRoot), null, 2));

  const result = spawnSync(process.execPath, [path.join(modules, 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building the empty page failed:\n${result.stdout}\n${result.stderr}`);
  }
  return dir;
}
