import type { Page } from '@playwright/test';

/**
 * Checks that read the rendered page. Each returns a list of problems, described so that a failure
 * says what is wrong and where; an empty list means the page passes.
 */

/** Every link that opens a new tab must not give the new page a handle on this one. */
export function blankTargetProblems(page: Page): Promise<string[]> {
  return page.locator('a[target="_blank"], area[target="_blank"], form[target="_blank"]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map(
        (element) =>
          `${element.getAttribute('href') ?? element.getAttribute('action')} has rel="${element.getAttribute('rel') ?? ''}"`,
      ),
  );
}

/** Every image has an alt attribute (empty for decoration) and a reserved width and height. */
export function imageProblems(page: Page): Promise<string[]> {
  return page.locator('img').evaluateAll((images) =>
    images.flatMap((image) => {
      const name = image.getAttribute('src') ?? image.outerHTML.slice(0, 80);
      const problems: string[] = [];
      if (!image.hasAttribute('alt')) problems.push(`${name} has no alt attribute`);
      const width = Number(image.getAttribute('width'));
      const height = Number(image.getAttribute('height'));
      if (!(width > 0 && height > 0)) problems.push(`${name} has no width and height attributes`);
      return problems;
    }),
  );
}

/** One h1, first, and no skipped levels going down (h2 -> h4), over the headings a reader meets. */
export async function headingProblems(page: Page): Promise<string[]> {
  const headings = await page.locator('h1, h2, h3, h4, h5, h6, [role="heading"]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 || element.closest('.sr-only') !== null)
      .filter((element) => element.closest('[aria-hidden="true"], [hidden], dialog:not([open])') === null)
      .map((element) => ({
        level:
          element.getAttribute('role') === 'heading'
            ? Number(element.getAttribute('aria-level') ?? 2)
            : Number(element.tagName.slice(1)),
        text: (element.textContent ?? '').trim().slice(0, 60),
      })),
  );
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1)
    problems.push(`${h1s.length} h1 elements (${h1s.map((h) => `"${h.text}"`).join(', ')}), expected 1`);
  if (headings[0] && headings[0].level !== 1)
    problems.push(`the first heading is h${headings[0].level} "${headings[0].text}", expected the h1`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(
        `h${heading.level} "${heading.text}" follows h${previous.level} "${previous.text}" (skips a level)`,
      );
    }
  });
  return problems;
}

/** The selector of everything a pointer or the keyboard can act on. */
export const interactiveSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * WCAG 2.2 SC 2.5.8 Target Size (Minimum): every target is at least 24 x 24 CSS px, except a link
 * inside a sentence (inline in text), or an undersized target whose 24 px circle touches no other
 * target. Targets that are not rendered, or visually hidden (1 px, like a skip link before focus),
 * are not targets.
 */
export function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const minimum = 24;
    const describe = (element: Element) => {
      const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const href = element.getAttribute('href');
      return `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${label}"`;
    };
    const isInlineInText = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display !== 'inline') return false;
      let block: Element | null = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const blockText = (block?.textContent ?? '').replace(/\s+/g, '');
      const ownText = (element.textContent ?? '').replace(/\s+/g, '');
      return blockText.length > ownText.length;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
        // Visually hidden by clipping (the sr-only pattern): not a target until it shows.
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
        if ((element as HTMLInputElement).disabled) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      })
      .map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const undersized = targets.filter(({ rect }) => rect.width < minimum - 0.01 || rect.height < minimum - 0.01);
    const distanceToRect = (x: number, y: number, rect: DOMRect) => {
      const dx = Math.max(rect.left - x, 0, x - rect.right);
      const dy = Math.max(rect.top - y, 0, y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    return undersized
      .filter(({ element }) => !isInlineInText(element))
      .filter(({ element, rect }) => {
        // Spacing exception: a 24 px circle centred on the target must not touch another target
        // (or another undersized target's circle).
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        return targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element))
            return false;
          const isSmall = undersized.some((small) => small.element === other.element);
          if (isSmall) {
            const ox = other.rect.left + other.rect.width / 2;
            const oy = other.rect.top + other.rect.height / 2;
            return Math.hypot(x - ox, y - oy) < minimum;
          }
          return distanceToRect(x, y, other.rect) < minimum / 2;
        });
      })
      .map(({ element, rect }) => `${describe(element)} is ${rect.width.toFixed(1)} x ${rect.height.toFixed(1)} px`);
  }, interactiveSelector);
}

/**
 * Same-origin URLs the page refers to: links (a[href^="/"]) and assets (img src and srcset,
 * source srcset, script src, link href). Fragments are dropped.
 */
export function internalUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (value: string | null | undefined) => {
      if (!value) return;
      const url = new URL(value, document.baseURI);
      if (url.origin !== location.origin) return;
      url.hash = '';
      urls.add(url.pathname + url.search);
    };
    const addSrcset = (value: string | null) => {
      for (const candidate of (value ?? '').split(',')) add(candidate.trim().split(/\s+/)[0]);
    };
    document.querySelectorAll('a[href^="/"]').forEach((a) => add(a.getAttribute('href')));
    document.querySelectorAll('img').forEach((img) => {
      add(img.getAttribute('src'));
      addSrcset(img.getAttribute('srcset'));
    });
    document.querySelectorAll('source').forEach((source) => {
      add(source.getAttribute('src'));
      addSrcset(source.getAttribute('srcset'));
    });
    document.querySelectorAll('script[src]').forEach((script) => add(script.getAttribute('src')));
    document.querySelectorAll('link[href]').forEach((link) => {
      add(link.getAttribute('href'));
      addSrcset(link.getAttribute('imagesrcset'));
    });
    return [...urls];
  });
}

/** Elements of main that hold text but are invisible (opacity 0 or visibility hidden) as rendered. */
export function hiddenTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    const problems: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || seen.has(parent) || !(node.textContent ?? '').trim()) continue;
      seen.add(parent);
      if (parent.getClientRects().length === 0) continue;
      const style = getComputedStyle(parent);
      let transparent = false;
      for (
        let element: Element | null = parent;
        element && element !== document.body;
        element = element.parentElement
      ) {
        if (Number(getComputedStyle(element).opacity) === 0) transparent = true;
      }
      if (transparent || style.visibility === 'hidden')
        problems.push(`"${(node.textContent ?? '').trim().slice(0, 60)}" is invisible`);
    }
    return problems;
  });
}

/**
 * Lays the page out at each of `widths` (keeping its height) and names the widths at which it is
 * wider than the window, then gives the page back its size. Resizing keeps the one visit: the
 * stylesheet's breakpoints and the page's own size-dependent code both follow a resize.
 */
export async function sidewaysScrollProblems(page: Page, widths: readonly number[]): Promise<string[]> {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    // Measured a whole frame later: the frame after the resize lays the page out, and the page's own
    // code that follows its size (resize observers) answers in that frame, after its animation frame.
    // A busy browser can still show a frame laid out for the width before, so a page that seems too
    // wide is measured again, frame by frame for up to a second: only a width that stays wide counts.
    const { scrollWidth, clientWidth } = await page.evaluate(
      () =>
        new Promise<{ scrollWidth: number; clientWidth: number }>((resolve) => {
          const started = performance.now();
          const measure = () => {
            const sizes = {
              scrollWidth: document.documentElement.scrollWidth,
              clientWidth: document.documentElement.clientWidth,
            };
            if (sizes.scrollWidth <= sizes.clientWidth || performance.now() - started > 1000) resolve(sizes);
            else requestAnimationFrame(measure);
          };
          requestAnimationFrame(() => requestAnimationFrame(measure));
        }),
    );
    if (scrollWidth > clientWidth) problems.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
  }
  await page.setViewportSize(size);
  return problems;
}

/**
 * The names of the gold (accent) actions in the page's main content, and how many gold controls the
 * header and footer hold: gold is the one main action of a view, never the site's chrome
 * (components/ui/README.md, "One voice").
 */
export async function goldActions(page: Page): Promise<{ inMain: string[]; inChrome: number }> {
  return page.evaluate(() => {
    const gold = [...document.querySelectorAll<HTMLElement>('a.bg-earth-300, button.bg-earth-300')];
    return {
      inMain: [...new Set(gold.filter((el) => el.closest('main')).map((el) => el.innerText.trim()))],
      inChrome: gold.filter((el) => el.closest('header, footer')).length,
    };
  });
}
