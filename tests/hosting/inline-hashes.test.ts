import { inlineCode, inlineScripts, pagePolicyInputs } from '@/scripts/postbuild/inline-hashes';
import { hashSource } from '@/scripts/lib/security-headers';

const page = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
<script type="application/ld+json">{"@type":"NGO"}</script>
<style>.a{color:red}</style>
</head><body>
<div style="opacity:1;transform:none"><p>Text with style="not-an-attribute" in it</p></div>
<ul class="x" style="--marquee-duration:36s"><li style='font-family:&quot;Inter&quot;'>a</li></ul>
<p style="content:&#x27;&amp;&#39;&lt;&gt;&unknown;">b</p>
<script id="_R_">(self.TURBOPACK=[]).push(1)</script>
<script>self.__next_f.push([1,"<div style=\\"color:blue\\">"])</script>
</body></html>`;

describe('inline-hashes', () => {
  it('finds every inline script body, JSON-LD included, and skips external scripts', () => {
    expect(inlineScripts(page)).toEqual([
      '{"@type":"NGO"}',
      '(self.TURBOPACK=[]).push(1)',
      'self.__next_f.push([1,"<div style=\\"color:blue\\">"])',
    ]);
  });

  it('finds style elements and style attributes outside scripts, decoded as the browser reads them', () => {
    const { styles, styleAttributes } = inlineCode(page);
    expect(styles).toEqual(['.a{color:red}']);
    expect(styleAttributes).toEqual([
      'opacity:1;transform:none',
      '--marquee-duration:36s',
      'font-family:"Inter"',
      "content:'&'<>&unknown;",
    ]);
  });

  it('keeps a script body byte for byte, character references and markup-like text included', () => {
    const script = 'if (a < b && c) document.title = "&amp; </p>";';
    expect(inlineScripts(`<p>x</p><script>${script}</script><p>y</p>`)).toEqual([script]);
  });

  it('turns them into sorted, unique hash sources, with run-time styles added', () => {
    const inputs = pagePolicyInputs(page + '<div style="opacity:1;transform:none"></div>', [hashSource('')]);
    expect(inputs.scriptHashes).toHaveLength(3);
    expect(inputs.scriptHashes).toContain(hashSource('(self.TURBOPACK=[]).push(1)'));
    expect([...inputs.scriptHashes].sort()).toEqual(inputs.scriptHashes);
    expect(inputs.styleHashes).toEqual([hashSource(''), hashSource('.a{color:red}')].sort());
    expect(inputs.styleAttributeHashes).toHaveLength(4);
  });

  it('gives a different hash when an inline script changes by one character', () => {
    const before = pagePolicyInputs('<script>self.__next_f.push([1,"a"])</script>');
    const after = pagePolicyInputs('<script>self.__next_f.push([1,"b"])</script>');
    expect(before.scriptHashes).not.toEqual(after.scriptHashes);
  });
});
