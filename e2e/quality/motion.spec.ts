import { expect, hydrated, painted, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { hiddenTextProblems } from './page-checks';

/** The index of the hero slide that is shown, from its dot buttons. */
async function currentSlide(page: Page) {
  return page
    .getByRole('button', { name: /^Show slide \d/ })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

/** Where the first partner logo row is now, in px. */
async function marqueeOffset(page: Page) {
  return page
    .locator('.marquee-track')
    .first()
    .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`home page with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(
      reducedMotion === 'reduce'
        ? 'the hero does not rotate and the partners do not move'
        : 'the hero rotates and the partners move',
      async ({ page, consoleErrors }) => {
        await page.clock.install();
        await page.goto('/', { waitUntil: 'networkidle' });
        // The hero's timer starts once the page has hydrated: only then move the clock.
        await hydrated(page);
        // Keep the pointer off the hero and the partners, which pause on hover.
        await page.mouse.move(0, 0);
        expect(await currentSlide(page)).toBe(0);
        const offset = await marqueeOffset(page);
        await page.clock.runFor(9_000);
        // What the timers changed is painted, and the marquee (a CSS animation on real time) has
        // moved on by a frame at least, unless it is stopped.
        await painted(page);
        if (reducedMotion === 'reduce') {
          expect(await currentSlide(page)).toBe(0);
          // No scroll reveal hides anything waiting to fade in.
          expect(await hiddenTextProblems(page)).toEqual([]);
          expect(await marqueeOffset(page)).toBe(offset);
        } else {
          expect(await currentSlide(page)).not.toBe(0);
          expect(await marqueeOffset(page)).not.toBe(offset);
        }
        expect(consoleErrors).toEqual([]);
      },
    );
  });
}
