import fs from 'node:fs';
import path from 'node:path';
import config from '@/tailwind.config';
import { cn } from '@/lib/cn';

const extend = config.theme?.extend ?? {};
const keysOf = (scale: unknown): string[] => Object.keys((scale ?? {}) as Record<string, unknown>);

/** Every class a colour scale of the theme makes (`brand-900`, `ink`, `ink-muted`, ...). */
function colourNames(): string[] {
  const colours = (extend.colors ?? {}) as Record<string, string | Record<string, string>>;
  return Object.entries(colours).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [name]
      : Object.keys(value).map((shade) => (shade === 'DEFAULT' ? name : `${name}-${shade}`)),
  );
}

const words = (classes: string) => classes.split(' ');

describe('cn', () => {
  it('joins conditional classes as clsx does', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets a card override its padding', () => {
    const classes = words(cn('rounded-card bg-white p-6 shadow-card', 'p-8'));
    expect(classes).toContain('p-8');
    expect(classes).not.toContain('p-6');
    expect(classes).toEqual(expect.arrayContaining(['rounded-card', 'bg-white', 'shadow-card']));
  });

  it('treats the theme radius as a radius: the later of rounded-card and rounded-lg wins', () => {
    expect(cn('rounded-card', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('rounded-lg', 'rounded-card')).toBe('rounded-card');
    expect(cn('rounded-card', 'rounded-pill')).toBe('rounded-pill');
  });

  it('treats the theme shadows as shadows, not shadow colours', () => {
    expect(cn('shadow-card', 'shadow-none')).toBe('shadow-none');
    expect(cn('shadow-none', 'shadow-card')).toBe('shadow-card');
    // Two shadows are replaced; a shadow and a shadow colour both stay.
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
    expect(words(cn('shadow-card', 'shadow-brand-900/10'))).toEqual(['shadow-card', 'shadow-brand-900/10']);
  });

  it('keeps a theme text colour beside a font size, and replaces one colour by another', () => {
    expect(words(cn('text-ink-muted', 'text-sm'))).toEqual(['text-ink-muted', 'text-sm']);
    expect(cn('text-sm text-ink-muted', 'text-brand-100')).toBe('text-sm text-brand-100');
    expect(cn('text-lg', 'text-sm')).toBe('text-sm');
  });

  it('treats the theme width as a max width', () => {
    expect(cn('max-w-content', 'max-w-3xl')).toBe('max-w-3xl');
    expect(cn('max-w-2xl', 'max-w-content')).toBe('max-w-content');
  });

  it('replaces a one-pixel ring by a two-pixel one and its colour by another', () => {
    expect(cn('ring-1 ring-brand-900/5', 'ring-2 ring-earth-400')).toBe('ring-2 ring-earth-400');
  });

  it('knows every radius, shadow and max width the theme adds', () => {
    for (const key of keysOf(extend.borderRadius)) {
      expect(cn('rounded-lg', `rounded-${key}`)).toBe(`rounded-${key}`);
      expect(cn(`rounded-${key}`, 'rounded-none')).toBe('rounded-none');
    }
    for (const key of keysOf(extend.boxShadow)) {
      expect(cn('shadow-sm', `shadow-${key}`)).toBe(`shadow-${key}`);
      expect(cn(`shadow-${key}`, 'shadow-none')).toBe('shadow-none');
    }
    for (const key of keysOf(extend.maxWidth)) {
      expect(cn('max-w-3xl', `max-w-${key}`)).toBe(`max-w-${key}`);
      expect(cn(`max-w-${key}`, 'max-w-none')).toBe('max-w-none');
    }
  });

  it('reads every theme colour as a colour, beside a font size', () => {
    for (const name of colourNames()) {
      expect(words(cn('text-sm', `text-${name}`))).toEqual(['text-sm', `text-${name}`]);
      expect(cn(`text-${name}`, 'text-white')).toBe('text-white');
      expect(cn(`bg-${name}`, 'bg-white')).toBe('bg-white');
    }
  });
});

describe('cn stays out of the browser', () => {
  // A client module that reached lib/cn would add tailwind-merge to the JavaScript of its pages.
  const root = path.resolve(__dirname, '../..');
  const sources = ['app', 'components'].flatMap((dir) => walk(path.join(root, dir)));

  function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  function resolveImport(from: string, specifier: string): string | null {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
    if (!base) return null;
    return (
      ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null
    );
  }

  function reaches(file: string, target: string, seen = new Set<string>()): string[] | null {
    if (file === target) return [file];
    if (seen.has(file)) return null;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(/^(?:import|export)(\s+type\b)?[^'"]*?from\s+'([^']+)'/gm)) {
      if (typeOnly) continue;
      const next = resolveImport(file, specifier!);
      const chain = next ? reaches(next, target, seen) : null;
      if (chain) return [file, ...chain];
    }
    return null;
  }

  it('is imported by no client component, directly or through a primitive', () => {
    const target = path.join(root, 'lib/cn.ts');
    const clients = sources.filter((file) => /^['"]use client['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(clients.length).toBeGreaterThan(0);
    const chains = clients
      .map((file) => reaches(file, target))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.map((file) => path.relative(root, file)).join(' -> '));
    expect(chains).toEqual([]);
  });
});
