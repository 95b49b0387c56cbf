import type { Page } from '@playwright/test';

/**
 * Presses Tab `times` times, as real key presses of the browser, sent at once and handled in order:
 * the browser acknowledges each after handling it, so waiting for every press one by one only adds a
 * round trip per press (a long page took seconds; this takes a fraction).
 */
export async function pressTab(page: Page, times: number) {
  const session = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  const presses: Promise<unknown>[] = [];
  for (let press = 0; press < times; press += 1) {
    presses.push(session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }));
    presses.push(session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
  }
  await Promise.all(presses);
  await session.detach();
}

/**
 * Tabs through the whole page from the skip link and checks that every tabbable element is
 * reached and looks different when focused (outline, shadow, border, background, colour or
 * underline), compared with a snapshot taken before anything had focus. Returns the problems.
 */
export async function focusProblems(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        rect.width > 1 &&
        rect.height > 1 &&
        !(element as HTMLInputElement).disabled &&
        element.closest('[inert]') === null
      );
    };
    const snapshot = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.color,
        style.textDecorationLine,
      ].join('|');
    };
    const elements = [...document.querySelectorAll(selector)].filter(visible);
    elements.forEach((element, index) => {
      element.setAttribute('data-focus-check', String(index));
      element.setAttribute('data-focus-before', snapshot(element));
    });
    return elements.length;
  });

  // Each focus is recorded in the page as it happens, so the presses need not wait for one another.
  await page.evaluate(() => {
    const log: { index: string | null; before: string | null; now: string; name: string }[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const now = [
        style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.color,
        style.textDecorationLine,
      ].join('|');
      const label = (element.innerText || element.getAttribute('aria-label') || element.getAttribute('href') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      log.push({
        index: element.getAttribute('data-focus-check'),
        before: element.getAttribute('data-focus-before'),
        now,
        name: `<${element.tagName.toLowerCase()}> "${label}"`,
      });
    });
  });
  // Start from the first tab stop (the skip link) and tab through everything once. The last
  // interaction was a key press, so this scripted focus shows the keyboard focus style.
  await page.evaluate(() => (document.querySelector('[data-focus-check="0"]') as HTMLElement | null)?.focus());
  await pressTab(page, count + 2);
  // Content that appears while tabbing (the PDF viewer's controls load when it scrolls into view)
  // adds tab stops that were not counted: go on, ten at a time, until every counted one was reached.
  const unreached = () =>
    page.evaluate((total) => {
      const seen = new Set(
        (window as unknown as { focusLog: { index: string | null }[] }).focusLog.map((entry) => entry.index),
      );
      return Array.from({ length: total }, (_, index) => String(index)).some((index) => !seen.has(index));
    }, count);
  for (let extra = 0; extra < count && (await unreached()); extra += 10) {
    await pressTab(page, 10);
  }
  const log = await page.evaluate(
    () =>
      (window as unknown as { focusLog: { index: string | null; before: string | null; now: string; name: string }[] })
        .focusLog,
  );

  const problems: string[] = [];
  const reached = new Set<number>();
  for (const state of log) {
    if (state.index === null) continue;
    const index = Number(state.index);
    if (reached.has(index)) continue;
    reached.add(index);
    if (state.before === state.now || !state.now.trim()) problems.push(`${state.name} shows no focus indicator`);
  }
  const missed = await page.evaluate(
    (seen) =>
      [...document.querySelectorAll('[data-focus-check]')]
        .filter((element) => !seen.includes(Number(element.getAttribute('data-focus-check'))))
        .filter((element) => element.getBoundingClientRect().width > 1)
        // Content of a closed <details> is not rendered, so rightly not reachable.
        .filter((element) => element.checkVisibility())
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> "${((element as HTMLElement).innerText || element.getAttribute('aria-label') || element.getAttribute('href') || '').trim().slice(0, 40)}" is never reached by Tab`,
        ),
    [...reached],
  );
  return [...problems, ...missed];
}
