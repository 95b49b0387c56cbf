/**
 * `npm run dev`: the editor's preview at http://localhost:3000 (or PORT). It checks the content, makes
 * the images, documents and fonts, starts `next dev` behind the preview server (scripts/lib/dev-preview.ts),
 * then watches content/ and public/: a saved content file is checked again, a changed photo made again,
 * a PDF or ZIP measured again. Problems show in this terminal and in the browser instead of the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import { freePort } from './benchmark/server';
import { createPreviewServer, problemsOf, type PreviewState } from './lib/dev-preview';
import { buildFonts } from './fonts/subset';

const root = process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const port = Number(process.env.PORT ?? 3000);
const reports = {
  content: join(root, '.generated', 'dev', 'content.json'),
  images: join(root, '.generated', 'dev', 'images.json'),
};
const manifestFile = join(root, '.generated', 'image-manifest.json');

const state: PreviewState = { content: [], images: [], version: 1 };
const unreadable = 'dev: the photos are made again once every content file can be read (see above).\n';
/** Whether every content file could be read at the last check: the image step loads them all. */
let readable = true;

/** The problems a step reported (`--report`); none when it wrote no report. */
function reported(file: string): string[] {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { problems: string[] }).problems;
  } catch {
    return [];
  }
}

/** Takes in a step's problems; open pages reload when they changed or when `changed` says so. */
function update(step: 'content' | 'images', problems: string[], changed = false) {
  if (changed || JSON.stringify(problems) !== JSON.stringify(state[step])) state.version += 1;
  state[step] = problems;
}

const manifestHash = () =>
  existsSync(manifestFile) ? createHash('sha256').update(readFileSync(manifestFile)).digest('hex') : '';

/** Runs an npm script to its end, its output in this terminal; resolves with its exit code. */
function step(script: string, args: string[] = []): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs `task` once changes have settled, never two at a time; a change during a run runs it again. */
function settled(task: () => Promise<unknown>, delay = 300) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const start = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    await task();
    running = false;
    if (again) {
      again = false;
      void start();
    }
  };
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void start(), delay);
  };
}

/**
 * Calls `onChange` with the path (relative to `dir`) of every file changed under `dir`. Each folder is
 * watched, not each file, so a file saved by renaming a new one over it is still seen on the next save.
 */
function watchFolders(dir: string, onChange: (file: string) => void): void {
  const watched = new Map<string, FSWatcher>();
  const add = (folder: string) => {
    if (watched.has(folder)) return;
    try {
      watched.set(
        folder,
        watch(folder, (_event, name) => {
          if (!name) return;
          const path = join(folder, name.toString());
          if (existsSync(path) && !path.endsWith('.ts')) scan(path);
          onChange(relative(dir, path));
        }),
      );
    } catch {
      // A folder removed before it could be watched.
    }
  };
  const scan = (folder: string) => {
    try {
      const entries = readdirSync(folder, { withFileTypes: true });
      add(folder);
      for (const entry of entries) if (entry.isDirectory()) scan(join(folder, entry.name));
    } catch {
      // Not a folder.
    }
  };
  scan(dir);
}

async function checkContent(): Promise<boolean> {
  await step('check:content', ['--report', reports.content]);
  update('content', reported(reports.content));
  readable = !state.content.some((line) => /^\S+:\d+:\d+: (the file cannot be read|not checked):/.test(line));
  return readable;
}

async function makeImages() {
  const before = manifestHash();
  const code = await step('images', ['--report', reports.images]);
  update('images', code === 0 ? [] : reported(reports.images), manifestHash() !== before);
  return code;
}

async function main() {
  // A mistake does not stop the preview: it is listed, and listed again until it is fixed.
  if (!(await checkContent())) console.error(unreadable);
  else if ((await makeImages()) !== 0)
    console.error('\ndev: the images above could not be made; fix them and save again.\n');
  await step('documents');
  // Made once: a character added while the preview runs shows in the fallback face until the next start.
  await buildFonts(root).catch((error: unknown) =>
    console.error(`dev: the brand faces could not be made: ${String(error)}`),
  );

  const nextPort = await freePort();
  // Next's own command, not through npm, so that stopping the preview stops it too.
  const nextBin = require.resolve('next/dist/bin/next', { paths: [root] });
  const next: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'dev', '--port', String(nextPort), '--hostname', '127.0.0.1'],
    { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] },
  );
  // Next names its own port: the editor's address is the preview's.
  next.stdout?.on('data', (chunk: Buffer) =>
    process.stdout.write(chunk.toString().replaceAll(`127.0.0.1:${nextPort}`, `localhost:${port}`)),
  );

  const preview = createPreviewServer(nextPort, () => state);
  preview.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `dev: port ${port} is in use: stop what runs there, or choose another (PORT=8080 npm run dev)`
        : error,
    );
    next.kill('SIGINT');
    process.exit(1);
  });
  preview.listen(port, () => {
    const problems = problemsOf(state).length;
    console.log(
      `\ndev: preview at http://localhost:${port}${problems ? ` (it lists the ${problems} problem${problems === 1 ? '' : 's'} above until they are fixed)` : ''}\n`,
    );
  });

  const remakeImages = settled(async () => {
    if (!readable) return console.error(unreadable);
    console.log('\ndev: a photo changed: making the images again');
    const version = state.version;
    if ((await makeImages()) === 0)
      console.log(
        `dev: images ready${state.version !== version ? ': open pages reload by themselves' : ', none changed'}\n`,
      );
  });
  const recheckContent = settled(async () => {
    console.log('\ndev: content saved: checking it');
    // A content file may name a photo it did not use before, or stop using one.
    if (await checkContent()) remakeImages();
    else console.error(unreadable);
  });
  watchFolders(join(root, 'content'), (name) => {
    if (name.startsWith('images')) remakeImages();
    else if (name.endsWith('.ts')) recheckContent();
  });

  const measureDocuments = settled(() => step('documents'));
  watchFolders(join(root, 'public'), (name) => {
    if (/\.(pdf|zip)$/i.test(name)) measureDocuments();
  });

  const stop = () => {
    next.kill('SIGINT');
    preview.closeAllConnections();
    preview.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('close', (code) => process.exit(code ?? 0));
}

void main();
