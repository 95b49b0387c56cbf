/**
 * The browser every tool drives (Playwright's tests, the benchmark, the visits count): Debian's
 * Chromium, or the one CHROMIUM_PATH names. Nothing downloads a browser of its own.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
