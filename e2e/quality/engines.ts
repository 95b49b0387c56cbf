import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Two accessibility engines besides axe, each finding what the others miss: IBM Equal Access
 * (accessibility-checker-engine, rule set WCAG 2.2 A and AA) and HTML_CodeSniffer (WCAG2AA). Their
 * browser builds are evaluated in the page through the test driver, which the page's
 * Content-Security-Policy does not govern, so the site's policy stays as strict as it is served.
 */
const engineSources = ['accessibility-checker-engine/ace.js', 'html_codesniffer/build/HTMLCS.js'].map((file) =>
  readFileSync(require.resolve(file), 'utf8'),
);

/** The widths the engines check a page at: a phone and a laptop. */
export const engineWidths = [390, 1366];

interface EngineGlobals {
  ace: {
    Checker: new () => {
      check: (
        doc: Document,
        rulesets: string[],
      ) => Promise<{
        results: { ruleId: string; value: string[]; message: string; path: { dom: string }; snippet: string }[];
      }>;
    };
  };
  HTMLCS: {
    ERROR: number;
    process: (standard: string, doc: Document, done: () => void) => void;
    getMessages: () => { type: number; code: string; msg: string; element: Element }[];
  };
}

/**
 * The engines' findings on the page as it is now, one line each: engine, rule, message and the
 * element (its place and its opening tag cut short). IBM's results count only what is a violation
 * and fails; its "potential" and "manual" results and its recommendations are for a person to
 * review. HTML_CodeSniffer's count only its errors, not its warnings and notices.
 */
export async function engineProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window)))
    for (const source of engineSources) await page.evaluate(`${source}\n;0`);
  return page.evaluate(async () => {
    const { ace, HTMLCS } = window as unknown as EngineGlobals;
    const cut = (html: string) => html.replace(/\s+/g, ' ').slice(0, 160);
    const report = await new ace.Checker().check(document, ['WCAG_2_2']);
    const ibm = report.results
      .filter(({ value: [level, outcome] }) => level === 'VIOLATION' && outcome === 'FAIL')
      .map((result) => `IBM ${result.ruleId}: ${result.message} at ${result.path.dom} ${cut(result.snippet)}`);
    await new Promise<void>((done) => HTMLCS.process('WCAG2AA', document, done));
    const sniffer = HTMLCS.getMessages()
      .filter((message) => message.type === HTMLCS.ERROR)
      .map((message) => `HTMLCS ${message.code}: ${message.msg} at ${cut(message.element.outerHTML)}`);
    return [...ibm, ...sniffer];
  });
}

/** The engines' findings at each of `engineWidths`, each line led by its width; the page is left at its width. */
export async function engineProblemsAtWidths(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const problems: string[] = [];
  for (const width of engineWidths) {
    await page.setViewportSize({ width, height: viewport.height });
    // One frame, so the layout (and what it hides) is the one of this width.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    problems.push(...(await engineProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  await page.setViewportSize(viewport);
  return problems;
}
