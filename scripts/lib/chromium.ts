import { existsSync } from 'node:fs';

/**
 * The browser every tool drives: the one CHROMIUM_PATH names, for every tool, or else Debian's
 * Chromium. Nothing downloads a browser of its own.
 *
 * - `chromiumPath`: the benchmarks, which measure what a visitor's browser does: Debian's full
 *   Chromium (`/usr/bin/chromium`).
 * - `testBrowserPath`: the end-to-end tests: Debian's build of the same Chromium for automation
 *   (`/usr/bin/chromium-headless-shell`, package chromium-headless-shell) when it is installed: the
 *   same engine without the desktop browser's processes around it, so a test's page opens about a
 *   third sooner on a busy machine; the full Chromium otherwise.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
