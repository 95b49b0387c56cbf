import { axeViolations, expect, hydrated, test } from '../fixtures';
import { engineProblems, engineProblemsAtWidths } from './engines';
import { focusProblems } from './focus';
import {
  goldActions,
  headingProblems,
  hiddenTextProblems,
  imageProblems,
  sidewaysScrollProblems,
  targetSizeProblems,
} from './page-checks';

// The checks of this suite must be able to fail: each is run once on a page broken on purpose.
// The served pages carry a strict Content-Security-Policy; this test injects its own broken styles.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('the checks catch a missing focus style, small targets, bad headings, bare images, hidden text and a page too wide', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors; // Its fixture keeps the promo dialog closed.
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.addStyleTag({
    content:
      ':focus-visible { outline: none !important; box-shadow: none !important; } footer a { display: inline-block; width: 10px; height: 10px; overflow: hidden; }',
  });
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<h4>Skipped level</h4><h1>Second h1</h1><img src="/icon.png"><p style="opacity:0">Invisible text</p><a href="#main" tabindex="-1">Out of the tab order</a><div style="width:700px;height:1px"></div>',
    );
  });
  expect(await sidewaysScrollProblems(page, [320, 390, 1024])).toEqual([
    expect.stringMatching(/^320 px: \d+ > 320$/),
    expect.stringMatching(/^390 px: \d+ > 390$/),
  ]);
  expect(await targetSizeProblems(page)).toContainEqual(
    expect.stringMatching(/^<a href="https:\/\/www\.youtube\.com\/@eikkenya"> ".*" is 10\.0 x 10\.0 px$/),
  );
  expect(await headingProblems(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^2 h1 elements/),
      expect.stringMatching(/^h4 "Skipped level" follows h2/),
    ]),
  );
  expect(await imageProblems(page)).toEqual([
    '/icon.png has no alt attribute',
    '/icon.png has no width and height attributes',
  ]);
  expect(await hiddenTextProblems(page)).toEqual(['"Invisible text" is invisible']);
  const focus = await focusProblems(page);
  expect(focus).toContain('<a> "Skip to content" shows no focus indicator');
  expect(focus).toContain('<a> "Donate" shows no focus indicator');
  expect(focus).toContain('<a> "Out of the tab order" is never reached by Tab');
});

test('tab stops that appear while tabbing do not hide the last ones from the focus check', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors; // Its fixture keeps the promo dialog closed.
  await page.goto('/', { waitUntil: 'networkidle' });
  await hydrated(page);
  // As the PDF viewer's controls do when it scrolls into view: twelve new tab stops the first time
  // anything in main is focused, after the check has counted the page's.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.addEventListener(
      'focusin',
      () =>
        main.insertAdjacentHTML(
          'beforeend',
          Array.from({ length: 12 }, (_, i) => `<button type="button">Late control ${i + 1}</button>`).join(''),
        ),
      { once: true },
    );
  });
  expect(await focusProblems(page)).toEqual([]);
});

test('the accessibility check reports what axe finds, element by element', async ({ page, consoleErrors }) => {
  void consoleErrors; // Its fixture keeps the promo dialog closed.
  await page.goto('/about/background', { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<button type="button" id="nameless"></button><p id="faint" style="color:#ddd;background:#fff">Faint text</p>',
      );
  });
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^button-name: .*\(#nameless\)$/),
    expect.stringMatching(/^color-contrast: .*\(#faint\)$/),
  ]);
});

test('the one-voice check counts a second gold action and gold in the site’s chrome', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors; // Its fixture keeps the promo dialog closed.
  await page.goto('/donate', { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await goldActions(page)).toEqual({ inMain: ['Donate'], inChrome: 0 });
  await page.evaluate(() => {
    const gold = (text: string) => `<a href="/members/join" class="bg-earth-300">${text}</a>`;
    document.querySelector('main')!.insertAdjacentHTML('beforeend', gold('Become a Member'));
    document.querySelector('footer')!.insertAdjacentHTML('beforeend', gold('Join'));
  });
  expect(await goldActions(page)).toEqual({ inMain: ['Donate', 'Become a Member'], inChrome: 1 });
});

test('IBM Equal Access and HTML_CodeSniffer report what they find, with the page width, rule and element', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors; // Its fixture keeps the promo dialog closed.
  await page.goto('/about/background', { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await engineProblemsAtWidths(page)).toEqual([]);
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<article id="twin-1" aria-label="Twin">One</article><article id="twin-2" aria-label="Twin">Two</article>' +
          '<form id="no-submit" action="/blogs" aria-label="Planted"><label>Words <input name="q"></label></form>',
      );
  });
  const problems = await engineProblems(page);
  expect(problems).toEqual([
    expect.stringMatching(/^IBM aria_article_label_unique: .* <article aria-label="Twin" id="twin-1">$/),
    expect.stringMatching(/^IBM aria_article_label_unique: .* <article aria-label="Twin" id="twin-2">$/),
    expect.stringMatching(/^HTMLCS WCAG2AA\.Principle3\.Guideline3_2\.3_2_2\.H32\.2: .* at <form id="no-submit"/),
  ]);
  // At each width, led by it: the planted faults show at both.
  expect(await engineProblemsAtWidths(page)).toEqual([
    ...problems.map((problem) => `390 px: ${problem}`),
    ...problems.map((problem) => `1366 px: ${problem}`),
  ]);
});
