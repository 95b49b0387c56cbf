import type { Browser, BrowserContext, Page, Response, TestInfo } from '@playwright/test';
import { beforeEvents } from '../time';

/**
 * One visit of a route that several tests of a serial describe share: the page is loaded once and
 * each check (a test of its own, named by route) reads it in turn. What the visit saw as it loaded
 * is kept: its response, failed requests, console and page errors, and CSP violations.
 */
export interface Visit {
  context: BrowserContext;
  page: Page;
  response: Response | null;
  failedRequests: string[];
  /** Console errors and page errors, as text. */
  consoleErrors: string[];
  /** Console errors with the address of the script that logged them. */
  consoleMessages: { text: string; url: string }[];
  /** Content-Security-Policy violations so far: the console's reports and the page's own events. */
  policyViolations: () => Promise<string[]>;
}

export interface VisitOptions {
  /** Let the promo dialog open by itself (by default it is marked as already closed). */
  showPromo?: boolean;
  /** Scripts run in the page before its own, e.g. an observer of its vitals. */
  initScripts?: string[];
  /** Another server than the project's (e.g. one that serves out/ as a host does). */
  baseURL?: string;
}

/**
 * Opens the route in a context of its own, with this project's device, the site's clock
 * (`beforeEvents`, as the fixtures set it: timers run, dates read that day) and, unless asked,
 * the promo dialog marked as already closed, so it does not cover what a check reaches.
 */
export async function openVisit(
  browser: Browser,
  testInfo: TestInfo,
  route: string,
  { showPromo = false, initScripts = [], baseURL = testInfo.project.use.baseURL }: VisitOptions = {},
): Promise<Visit> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers, timezoneId } =
    testInfo.project.use;
  const context = await browser.newContext({
    timezoneId,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    serviceWorkers,
  });
  await context.clock.setFixedTime(beforeEvents);
  if (!showPromo) await context.addInitScript(() => window.sessionStorage.setItem('promo-dialog-closed', '1'));
  for (const content of initScripts) await context.addInitScript({ content });
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const page = await context.newPage();
  const policyConsole: string[] = [];
  const visit: Visit = {
    context,
    page,
    response: null,
    failedRequests: [],
    consoleErrors: [],
    consoleMessages: [],
    policyViolations: async () => [
      ...policyConsole,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ],
  };
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyConsole.push(`console: ${message.text()}`);
    if (message.type() !== 'error') return;
    visit.consoleErrors.push(message.text());
    visit.consoleMessages.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => {
    visit.consoleErrors.push(error.message);
    visit.consoleMessages.push({ text: error.message, url: '' });
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== route)
      visit.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    visit.failedRequests.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`),
  );
  visit.response = await page.goto(route, { waitUntil: 'networkidle' });
  return visit;
}
