/**
 * `npm run dev`: the editor's preview. It checks the content and makes the images, starts `next dev`,
 * and then keeps watching content/: a photo added, replaced or removed is made again at once (reload
 * the page to see it), and every content file saved is checked again, with the same messages as
 * `npm run check:content` (file, entry, field), all mistakes at once, in this terminal. Next itself
 * shows saved text on the page without a reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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

async function main() {
  // A mistake does not stop the preview: it is listed, and listed again until it is fixed.
  await step('check:content');
  const images = await step('images');
  if (images !== 0) console.error('\ndev: the images above could not be made; fix them and save again.\n');

  const next: ChildProcess = spawn(npm, ['exec', '--', 'next', 'dev'], { cwd: root, stdio: 'inherit' });

  const remakeImages = settled(async () => {
    console.log('\ndev: a photo changed: making the images again');
    if ((await step('images')) === 0) console.log('dev: images ready: reload the page to see the photo\n');
  });
  const checkContent = settled(async () => {
    console.log('\ndev: content saved: checking it');
    await step('check:content');
  });
  watch(join(root, 'content'), { recursive: true }, (_event, file) => {
    if (!file) return;
    const name = file.toString();
    if (name.startsWith('images')) remakeImages();
    else if (name.endsWith('.ts')) {
      checkContent();
      // A content file may name a photo it did not use before, or stop using one.
      remakeImages();
    }
  });

  const stop = () => {
    next.kill('SIGINT');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('close', (code) => process.exit(code ?? 0));
}

void main();
