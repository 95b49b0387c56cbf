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

  it('cannot be ended early by a "</style>" in the stylesheet', () => {
    const html = withInlineStyles(page, () => 'h1::after{content:"</style><script>x()</script>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<style>h1::after{content:"\\3c /style><script>x()</script>"}</style>');
  });

  it('carries only the rules the page’s own elements can match, whatever the variant', () => {
    const marked = page.replace('<h1>', '<h1 class="title md:flex group">');
    const css = [
      '.title{color:green}',
      '.other{color:red}',
      '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
      '@media print{.print\\:hidden{display:none}}',
      '.title:not(.active){opacity:.5}',
      '.x:is(:where(.group):hover *){color:blue}',
      '.title:is(.a,.b){color:pink}',
      'h1,.other h1{margin:0}',
      '@keyframes spin{to{rotate:1turn}}',
    ].join('');
    const style = withInlineStyles(marked, () => css).match(/<style>(.*?)<\/style>/)![1];
    expect(style).toBe(
      '.title{color:green}@media (min-width:48rem){.md\\:flex{display:flex}}.title:not(.active){opacity:.5}.title:is(.a,.b){color:pink}h1{margin:0}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('carries the rules of classes the site’s scripts render (an open menu), not of other pages’ markup', () => {
    const css = '.open{display:block}.other-page{color:red}';
    const style = withInlineStyles(page, () => css, ['e.className=o?', 'open', ':', 'shut']).match(
      /<style>(.*?)<\/style>/,
    )![1];
    expect(style).toBe('.open{display:block}');
  });

  it('is allowed by the page’s own policy, by its hash', () => {
    const [policy] = metaPolicies(withOwnMetaPolicy(withInlineStyles(page, () => 'h1{color:green}')));
    expect(policy).toContain(hashSource('h1{color:green}'));
  });
});
