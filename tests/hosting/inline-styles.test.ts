import { metaPolicies, withOwnMetaPolicy } from '@/scripts/postbuild/meta-policy';
import { rootRelativeUrls, withInlineStyles } from '@/scripts/postbuild/inline-styles';
import { hashSource } from '@/scripts/lib/security-headers';

const href = '/_next/static/chunks/site.css';
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="${href}" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head><body><h1>Page</h1></body></html>`;

describe('the stylesheet inlined in a page', () => {
  it('is written before its link, which stays for React to find but is disabled so it is not fetched', () => {
    const html = withInlineStyles(page, () => 'h1{color:green}');
    expect(html).toContain(
      `<style>h1{color:green}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/><link rel="icon" href="/icon.svg"/>`,
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(withInlineStyles(html, () => 'h1{color:green}')).toBe(html);
  });

  it('leaves a page without the site stylesheet, and another site stylesheet, as they are', () => {
    const other = '<html><head><link rel="stylesheet" href="https://cdn.example/x.css"/></head></html>';
    expect(withInlineStyles(other, () => 'x')).toBe(other);
    expect(withInlineStyles('<html><head></head></html>', () => 'x')).toBe('<html><head></head></html>');
  });

  it('makes the stylesheet’s relative font URLs root-relative, as the page reads them', () => {
    const css =
      '@font-face{src:url(../media/a.woff2)format("woff2")}b{background:url("./x.svg")}i{background:url(data:image/png;base64,AA)}';
    expect(rootRelativeUrls(css, href)).toBe(
      '@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}b{background:url("/_next/static/chunks/x.svg")}i{background:url(data:image/png;base64,AA)}',
    );
  });

  it('refuses a stylesheet that would end the element early, naming the page and the file', () => {
    expect(() => withInlineStyles(page, () => 'a{content:"</style>"}', 'about.html')).toThrow(
      `about.html: ${href} contains "</style" and cannot be inlined`,
    );
  });

  it('is allowed by the page’s own policy, by its hash', () => {
    const [policy] = metaPolicies(withOwnMetaPolicy(withInlineStyles(page, () => 'h1{color:green}')));
    expect(policy).toContain(hashSource('h1{color:green}'));
  });
});
