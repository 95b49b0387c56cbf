/**
 * Sign-ups with each provider style, end to end in the browser. The site is built once with the
 * sample setting (`none`, covered by newsletter.spec.ts); here the real form components are rendered
 * on the server and hydrated in the browser for each provider setting, with the policy the build
 * derives from that setting, and post to a stand-in for the provider started by the test.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from '@playwright/test';
import { newsletterInterests } from '../content/newsletter';
import { contentSecurityPolicy, emptyPolicyInputs } from '../scripts/lib/security-headers';
import { signupForm, signupPolicySources, type SignupForm, type SignupSetting } from '../lib/signups';
import { expect, test } from './fixtures';
import type { HarnessProps } from './signups/harness';
import { startStandIn, type StandIn } from './signups/stand-in';

const root = join(__dirname, '..');
let bundleDir = '';
let clientBundle = '';
let renderHarness: (props: HarnessProps) => string;

// The forms' code, bundled once: for the browser (hydration) and for Node (the server-rendered HTML).
test.beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'signups-'));
  const common = {
    bundle: true,
    jsx: 'automatic' as const,
    tsconfig: join(root, 'tsconfig.json'),
    define: { 'process.env': JSON.stringify({ NODE_ENV: 'production' }) },
    logLevel: 'error' as const,
  };
  await build({
    ...common,
    entryPoints: [join(__dirname, 'signups', 'harness-client.tsx')],
    outfile: join(bundleDir, 'harness.js'),
    platform: 'browser',
    format: 'iife',
    minify: true,
  });
  await build({
    ...common,
    entryPoints: [join(__dirname, 'signups', 'harness-server.tsx')],
    outfile: join(bundleDir, 'harness-server.js'),
    platform: 'node',
    format: 'cjs',
  });
  clientBundle = readFileSync(join(bundleDir, 'harness.js'), 'utf8');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderHarness = (require(join(bundleDir, 'harness-server.js')) as { renderHarness: typeof renderHarness })
    .renderHarness;
});

test.afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

/** The site's stylesheet from the last build, so the honeypot is hidden as on the site. */
function siteCss(): string {
  const dir = join(root, 'out', '_next', 'static', 'css');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A provider's form moved onto the stand-in: same path, query and fields, another origin. */
function onStandIn(form: SignupForm, origin: string): SignupForm {
  if (!form.action) return form;
  const url = new URL(form.action);
  return { ...form, action: `${origin}${url.pathname}${url.search}` };
}

/** Serves the three forms for one setting, with the policy the build derives for it. */
function servePage(site: StandIn, setting: SignupSetting, endpoint: StandIn) {
  const forms = {
    newsletter: onStandIn(signupForm(setting, 'newsletter'), endpoint.origin),
    footer: onStandIn(signupForm(setting, 'footer'), endpoint.origin),
    careers: onStandIn(signupForm(setting, 'careers'), endpoint.origin),
  };
  const props: HarnessProps = { interests: newsletterInterests, forms };
  const policy = contentSecurityPolicy(emptyPolicyInputs, signupPolicySources(forms.newsletter));
  site.files.set('/', {
    type: 'text/html; charset=utf-8',
    headers: { 'Content-Security-Policy': policy },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-up forms</title><link rel="stylesheet" href="/site.css"></head><body><div id="harness" data-props="${escapeAttribute(JSON.stringify(props))}">${renderHarness(props)}</div><script src="/harness.js"></script></body></html>`,
  });
  site.files.set('/harness.js', { type: 'text/javascript; charset=utf-8', body: clientBundle });
  site.files.set('/site.css', { type: 'text/css; charset=utf-8', body: siteCss() });
  return { forms, policy };
}

interface ProviderCase {
  setting: SignupSetting;
  /** True when the form sends by fetch and confirms on the page. */
  fetch: boolean;
  /** The provider's own field names. */
  fields: { email: string; name: string; interests: string; honeypot: string | null };
  /** Hidden fields every post carries. */
  extra: [string, string][];
}

const providers: ProviderCase[] = [
  {
    setting: { provider: 'netlify', formName: 'newsletter' },
    fetch: true,
    fields: { email: 'email', name: 'name', interests: 'interests', honeypot: 'bot-field' },
    extra: [['form-name', 'newsletter']],
  },
  {
    setting: { provider: 'formspree', formId: 'xtestform' },
    fetch: true,
    fields: { email: 'email', name: 'name', interests: 'interests', honeypot: '_gotcha' },
    extra: [],
  },
  {
    setting: { provider: 'mailchimp', action: 'https://eik.us21.list-manage.com/subscribe/post?u=abc123&id=def456' },
    fetch: false,
    fields: { email: 'EMAIL', name: 'FNAME', interests: 'INTERESTS', honeypot: 'b_abc123_def456' },
    extra: [],
  },
  {
    setting: { provider: 'buttondown', username: 'eik' },
    fetch: false,
    fields: { email: 'email', name: 'metadata__name', interests: 'tag', honeypot: null },
    extra: [['embed', '1']],
  },
];

const visitor = { name: 'Wanjiru Kamau', email: 'wanjiru@example.com' };
const chosen = newsletterInterests.slice(0, 2);

async function fillNewsletter(page: Page) {
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.getByRole('textbox', { name: /Full name/ }).fill(visitor.name);
  await form.getByRole('textbox', { name: /Email address/ }).fill(visitor.email);
  for (const interest of chosen) await form.getByRole('checkbox', { name: interest }).check();
  return form;
}

async function expectKept(page: Page) {
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue(visitor.name);
  await expect(form.getByRole('textbox', { name: /Email address/ })).toHaveValue(visitor.email);
  for (const interest of chosen) await expect(form.getByRole('checkbox', { name: interest })).toBeChecked();
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const provider of providers) {
  test.describe(`sign-ups with ${provider.setting.provider}`, () => {
    test.describe.configure({ mode: 'serial' });
    let endpoint: StandIn;
    let site: StandIn;

    test.beforeAll(async () => {
      endpoint = await startStandIn();
      // Netlify takes the post on the site itself: the stand-in is the site.
      site = provider.setting.provider === 'netlify' ? endpoint : await startStandIn();
      servePage(site, provider.setting, endpoint);
    });
    test.afterAll(async () => {
      await endpoint.close();
      if (site !== endpoint) await site.close();
    });
    test.beforeEach(() => {
      endpoint.posts.length = 0;
      endpoint.answer = 'ok';
    });

    function expectNewsletterPost() {
      expect(endpoint.posts).toHaveLength(1);
      const [post] = endpoint.posts;
      expect(post!.contentType).toContain('application/x-www-form-urlencoded');
      expect(post!.body.get(provider.fields.email)).toBe(visitor.email);
      expect(post!.body.get(provider.fields.name)).toBe(visitor.name);
      expect(post!.body.getAll(provider.fields.interests)).toEqual(chosen);
      if (provider.fields.honeypot) expect(post!.body.get(provider.fields.honeypot)).toBe('');
      for (const [name, value] of provider.extra) expect(post!.body.get(name)).toBe(value);
      return post!;
    }

    test('with JavaScript, the newsletter sign-up arrives with the email and interests', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${site.origin}/`);
      const form = await fillNewsletter(page);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      if (provider.fetch) {
        await expect(
          page.getByText(
            `Thank you, ${visitor.name}. The next issue of our newsletter will be sent to ${visitor.email}.`,
          ),
        ).toBeVisible();
        expect(expectNewsletterPost().accept).toContain('application/json');
        await page.getByRole('button', { name: 'Subscribe Another Email' }).click();
        await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
      } else {
        await expect(page.getByRole('heading', { name: 'Subscribed at the provider' })).toBeVisible();
        expectNewsletterPost();
      }
      expect(consoleErrors).toEqual([]);
    });

    test('without JavaScript, the newsletter sign-up arrives with the email and interests', async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`${site.origin}/`);
        const form = await fillNewsletter(page);
        await form.getByRole('button', { name: 'Subscribe' }).click();
        await expect(page.getByRole('heading', { name: 'Subscribed at the provider' })).toBeVisible();
      });
      expectNewsletterPost();
    });

    test('the footer (JavaScript on) and careers (JavaScript off) sign-ups arrive with the email', async ({
      page,
      browser,
    }) => {
      await page.goto(`${site.origin}/`);
      const footer = page.getByRole('region', { name: 'Footer' });
      await footer.getByRole('textbox', { name: 'Email address' }).fill('footer@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      if (provider.fetch) await expect(footer.getByRole('status')).toContainText('footer@example.com is subscribed');
      else await expect(page.getByRole('heading', { name: 'Subscribed at the provider' })).toBeVisible();

      await withoutJavaScript(browser, async (plain) => {
        await plain.goto(`${site.origin}/`);
        const careers = plain.getByRole('region', { name: 'Careers' });
        await careers.getByRole('textbox', { name: 'Email address for job alerts' }).fill('careers@example.com');
        await careers.getByRole('button', { name: 'Notify Me' }).click();
        await expect(plain.getByRole('heading', { name: 'Subscribed at the provider' })).toBeVisible();
      });
      expect(endpoint.posts.map((post) => post.body.get(provider.fields.email))).toEqual([
        'footer@example.com',
        'careers@example.com',
      ]);
      if (provider.setting.provider === 'netlify') {
        expect(endpoint.posts.map((post) => post.body.get('form-name'))).toEqual([
          'newsletter-footer',
          'newsletter-careers',
        ]);
      }
    });

    if (!provider.fetch) return;

    test('a provider that answers 500 gives the failure message, keeps the input, and Try again sends it', async ({
      page,
    }) => {
      endpoint.answer = 'error';
      await page.goto(`${site.origin}/`);
      const form = await fillNewsletter(page);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('alert')).toContainText('Sorry, your sign-up did not reach us.');
      await expectKept(page);
      endpoint.answer = 'ok';
      await form.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('status')).toContainText(`Thank you, ${visitor.name}.`);
      expect(endpoint.posts.map((post) => post.body.get(provider.fields.email))).toEqual([
        visitor.email,
        visitor.email,
      ]);
    });

    test('a provider that never answers gives the failure message and keeps the input', async ({ page }) => {
      endpoint.answer = 'never';
      await page.clock.install();
      await page.goto(`${site.origin}/`);
      const form = await fillNewsletter(page);
      await form
        .getByRole('button', { name: 'Sending…' })
        .or(form.getByRole('button', { name: 'Subscribe' }))
        .click();
      await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect.poll(() => endpoint.posts.length).toBe(1);
      await page.clock.runFor(20_000);
      await expect(form.getByRole('alert')).toContainText('Sorry, your sign-up did not reach us.');
      await expectKept(page);
    });

    test('offline, nothing is sent, the visitor is told so and the input is kept', async ({ page, context }) => {
      await page.goto(`${site.origin}/`);
      const form = await fillNewsletter(page);
      await context.setOffline(true);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('alert')).toContainText('You seem to be offline');
      await expectKept(page);
      await context.setOffline(false);
      expect(endpoint.posts).toEqual([]);
    });
  });
}

test('the policy allows the provider and blocks every other origin', async ({ page }) => {
  const endpoint = await startStandIn();
  const site = await startStandIn();
  const other = await startStandIn();
  try {
    const { policy } = servePage(site, { provider: 'formspree', formId: 'xtestform' }, endpoint);
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('form-action')).toEqual(["'self'", endpoint.origin]);
    expect(directive('connect-src')).toEqual(["'self'", endpoint.origin]);

    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(`${site.origin}/`);
    const tryFetch = (url: string) =>
      page.evaluate(async (target) => {
        try {
          await fetch(target, { method: 'POST', body: new URLSearchParams({ email: 'x@example.com' }) });
          return 'sent';
        } catch {
          return 'blocked';
        }
      }, url);
    expect(await tryFetch(`${endpoint.origin}/f/xtestform`)).toBe('sent');
    expect(await tryFetch(`${other.origin}/f/xtestform`)).toBe('blocked');

    // A form aimed elsewhere (as an injected one would be) is refused by form-action.
    await page.evaluate((target) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = target;
      const input = document.createElement('input');
      input.name = 'email';
      input.value = 'x@example.com';
      form.append(input);
      document.body.append(form);
      form.submit();
    }, `${other.origin}/steal`);
    await expect.poll(() => violations.some((text) => text.includes('form-action'))).toBe(true);
    expect(other.posts).toEqual([]);
    expect(endpoint.posts).toHaveLength(1);
  } finally {
    await Promise.all([endpoint.close(), site.close(), other.close()]);
  }
});
