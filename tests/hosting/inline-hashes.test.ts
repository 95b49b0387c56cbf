import {
  decodeAttribute,
  inlineScripts,
  inlineStyles,
  pagePolicyInputs,
  styleAttributes,
} from '@/scripts/postbuild/inline-hashes';
import { hashSource } from '@/scripts/lib/security-headers';

const page = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
<script type="application/ld+json">{"@type":"NGO"}</script>
<style>.a{color:red}</style>
</head><body>
<div style="opacity:1;transform:none"><p>Text with style="not-an-attribute" in it</p></div>
<ul class="x" style="--marquee-duration:36s"><li style='font-family:&quot;Inter&quot;'>a</li></ul>
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

  it('finds style elements and decoded style attributes outside scripts', () => {
    expect(inlineStyles(page)).toEqual(['.a{color:red}']);
    expect(styleAttributes(page)).toEqual([
      'opacity:1;transform:none',
      '--marquee-duration:36s',
      'font-family:"Inter"',
    ]);
  });

  it('decodes character references as the HTML parser does', () => {
    expect(decodeAttribute('a&amp;b&#x27;c&#39;d&lt;&gt;&quot;')).toBe("a&b'c'd<>\"");
    expect(decodeAttribute('&unknown;')).toBe('&unknown;');
  });

  it('turns them into sorted, unique hash sources, with run-time styles added', () => {
    const inputs = pagePolicyInputs(page + '<div style="opacity:1;transform:none"></div>', [hashSource('')]);
    expect(inputs.scriptHashes).toHaveLength(3);
    expect(inputs.scriptHashes).toContain(hashSource('(self.TURBOPACK=[]).push(1)'));
    expect([...inputs.scriptHashes].sort()).toEqual(inputs.scriptHashes);
    expect(inputs.styleHashes).toEqual([hashSource(''), hashSource('.a{color:red}')].sort());
    expect(inputs.styleAttributeHashes).toHaveLength(3);
  });

  it('gives a different hash when an inline script changes by one character', () => {
    const before = pagePolicyInputs('<script>self.__next_f.push([1,"a"])</script>');
    const after = pagePolicyInputs('<script>self.__next_f.push([1,"b"])</script>');
    expect(before.scriptHashes).not.toEqual(after.scriptHashes);
  });
});
