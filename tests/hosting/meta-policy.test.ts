import { hashSource } from '@/scripts/lib/security-headers';
import { metaPolicies, metaPolicyTag, withMetaPolicy, withOwnMetaPolicy } from '@/scripts/postbuild/meta-policy';

describe('the meta policy of a page', () => {
  it('goes first in <head>, after the character set only, and replaces an earlier one', () => {
    const html = `<html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"/>${metaPolicyTag('old')}</head><body></body></html>`;
    const updated = withMetaPolicy(html, "default-src 'self'");
    expect(updated).toBe(
      `<html><head><meta charset="utf-8">${metaPolicyTag("default-src 'self'")}<link rel="stylesheet" href="/a.css"/></head><body></body></html>`,
    );
    expect(withMetaPolicy('<head lang="x"><script>a()</script></head>', 'p')).toBe(
      `<head lang="x">${metaPolicyTag('p')}<script>a()</script></head>`,
    );
    expect(withMetaPolicy(`<head>${metaPolicyTag('old')}<title>A &amp; B</title></head>`, 'new')).toBe(
      `<head>${metaPolicyTag('new')}<title>A &amp; B</title></head>`,
    );
  });

  it('quotes the policy as an attribute and reads it back decoded', () => {
    const tag = metaPolicyTag('a "b" & c');
    expect(tag).toBe('<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/>');
    expect(metaPolicies(`<head>${tag}<META HTTP-EQUIV=content-security-policy content='x'></head>`)).toEqual([
      'a "b" & c',
      'x',
    ]);
  });

  it('holds the hashes of the page as it is now, and refuses a page without a head', () => {
    const page = '<!DOCTYPE html><html><head></head><body><script>push(1)</script></body></html>';
    const [policy] = metaPolicies(withOwnMetaPolicy(page));
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource('push(1)')};`);
    expect(policy).not.toContain('frame-ancestors');
    expect(() => withMetaPolicy('<p>no head</p>', 'p', 'x.html')).toThrow(/x\.html: no <head>/);
  });
});
