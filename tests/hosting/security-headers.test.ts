import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import {
  assertHeaderSize,
  cacheKindFor,
  cachePolicies,
  contentSecurityPolicy,
  contentTypes,
  hashSource,
  maxHeaderBytes,
  securityHeaders,
} from '@/scripts/lib/security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const text = 'self.__next_f.push([1,"é"])';
    expect(hashSource(text)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    );
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(
    {
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
      styleHashes: ["'sha256-s'"],
      styleAttributeHashes: ["'sha256-attr'"],
    },
    { formAction: [], connect: [] },
  );
  const parsed = directives(policy);

  it('allows scripts from the site and the measured hashes only, never unsafe-inline or unsafe-eval', () => {
    expect(parsed.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });

  it('allows inline styles by hash only, style attributes through unsafe-hashes', () => {
    expect(parsed.get('style-src')).toEqual(["'self'", "'sha256-s'", "'unsafe-hashes'", "'sha256-attr'"]);
    expect(directives(contentSecurityPolicy()).get('style-src')).toEqual(["'self'"]);
  });

  it('has every directive the site needs', () => {
    expect(parsed.get('default-src')).toEqual(["'self'"]);
    expect(parsed.get('img-src')).toEqual(["'self'", 'data:']);
    expect(parsed.get('font-src')).toEqual(["'self'"]);
    expect(parsed.get('connect-src')).toEqual(["'self'"]);
    expect(parsed.get('worker-src')).toEqual(["'self'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'self'"]);
    expect(parsed.get('form-action')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('upgrade-insecure-requests')).toEqual([]);
  });
});

describe('security headers', () => {
  it('sends HSTS for a year, nosniff, the referrer policy, COOP and DENY framing', () => {
    expect(securityHeaders['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
  });

  it('denies powerful features in Permissions-Policy', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(securityHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});

describe('header size', () => {
  it('accepts a page with 100 inline scripts and refuses a policy over 8 KB', () => {
    const hashes = (count: number) => Array.from({ length: count }, (_, index) => hashSource(`chunk ${index}`));
    const large = contentSecurityPolicy({ scriptHashes: hashes(100), styleHashes: [], styleAttributeHashes: [] });
    expect(() => assertHeaderSize('Content-Security-Policy', large, 'page')).not.toThrow();
    const tooLarge = contentSecurityPolicy({ scriptHashes: hashes(200), styleHashes: [], styleAttributeHashes: [] });
    expect(Buffer.byteLength(tooLarge)).toBeGreaterThan(maxHeaderBytes);
    expect(() => assertHeaderSize('Content-Security-Policy', tooLarge, 'big.html')).toThrow(/big\.html.*8000-byte/);
  });
});

describe('caching and types', () => {
  it('caches fingerprinted build output for a year and revalidates HTML', () => {
    expect(cachePolicies[cacheKindFor('/_next/static/chunks/a1b2.js')]).toBe('public, max-age=31536000, immutable');
    expect(cachePolicies[cacheKindFor('/_next/static/media/inter.woff2')]).toContain('immutable');
    expect(cachePolicies[cacheKindFor('/about/background.html')]).toBe('no-cache');
    expect(cacheKindFor('/index.txt')).toBe('revalidate');
    // Photos are named after their content; icons, cards and documents keep their names and revalidate.
    expect(cacheKindFor('/images/hero/hero-1-960.a1b2c3d4e5.AVIF')).toBe('immutable');
    expect(cacheKindFor('/images/og/blog/post.a1b2c3d4e5.jpg')).toBe('immutable');
    expect(cacheKindFor('/favicon.ico')).toBe('image');
    expect(cachePolicies.image).toBe('no-cache');
    expect(cacheKindFor('/documents/charter.pdf')).toBe('document');
    expect(cachePolicies.document).toBe('no-cache');
    expect(cacheKindFor('/calendar/agm.ics')).toBe('document');
    expect(cacheKindFor('/pagefind/pagefind.js')).toBe('revalidate');
  });

  it('names the content type of every kind of file the site serves', () => {
    expect(contentTypes.mjs).toMatch(/^text\/javascript/);
    expect(contentTypes.ics).toMatch(/^text\/calendar/);
    expect(contentTypes).toMatchObject({
      avif: 'image/avif',
      webp: 'image/webp',
      pdf: 'application/pdf',
      zip: 'application/zip',
      wasm: 'application/wasm',
    });
    expect(contentTypes.xml).toMatch(/xml/);
    expect(contentTypes.txt).toMatch(/^text\/plain/);
  });
});
