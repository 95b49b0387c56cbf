/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '@/tailwind.config';
import pkg from '@/package.json';
import { cn } from '@/lib/cn';
import { overriddenClasses } from '@/tests/support/class-conflicts';

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

describe('cn, the one way to join classes', () => {
  it('joins conditional classes in order, as clsx does', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d', ['e']])).toBe('a b d e');
  });

  it('resolves no conflict: both classes stay, the same on the server and in the browser', () => {
    expect(cn('rounded-card bg-white p-6', 'p-8')).toBe('rounded-card bg-white p-6 p-8');
  });
});

describe('one helper, and no merging in the site’s code', () => {
  const root = path.resolve(__dirname, '../..');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
    });
  const sources = ['app', 'components', 'lib', 'content', 'scripts', 'worker'].flatMap((dir) =>
    walk(path.join(root, dir)),
  );
  const importing = (name: string) =>
    sources
      .filter((file) => new RegExp(`from '${name}'`).test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));

  it('imports clsx in lib/cn.ts alone', () => {
    expect(importing('clsx')).toEqual(['lib/cn.ts']);
  });

  it('never imports tailwind-merge, which is only a tool of the checks', () => {
    expect(importing('tailwind-merge')).toEqual([]);
    expect(Object.keys(pkg.dependencies)).not.toContain('tailwind-merge');
    expect(Object.keys(pkg.devDependencies)).toContain('tailwind-merge');
  });
});

describe('overriddenClasses, the check of the exported pages', () => {
  it('finds a padding, a radius, a shadow or a width that a later class replaces', () => {
    expect(overriddenClasses('rounded-card bg-white p-6 shadow-card p-8')).toEqual(['p-6']);
    expect(overriddenClasses('rounded-card rounded-lg')).toEqual(['rounded-card']);
    expect(overriddenClasses('shadow-card shadow-lift')).toEqual(['shadow-card']);
    expect(overriddenClasses('max-w-content max-w-3xl')).toEqual(['max-w-content']);
    expect(overriddenClasses('ring-1 ring-brand-900/5 ring-2 ring-earth-400')).toEqual(['ring-1', 'ring-brand-900/5']);
  });

  it('leaves classes that set different things, or the same at another breakpoint', () => {
    expect(overriddenClasses('p-6 sm:p-8 max-sm:p-5')).toEqual([]);
    expect(overriddenClasses('text-sm text-ink-muted shadow-card shadow-brand-900/10')).toEqual([]);
    expect(overriddenClasses('p-6 px-5')).toEqual([]);
    // The grid rules of app/globals.css are neither fill colours nor one another.
    expect(overriddenClasses('fill-pairs fill-rows fill-brand-700')).toEqual([]);
  });

  it('knows every radius, shadow and max width the theme adds', () => {
    for (const key of keysOf(extend.borderRadius)) {
      expect(overriddenClasses(`rounded-lg rounded-${key}`)).toEqual(['rounded-lg']);
    }
    for (const key of keysOf(extend.boxShadow)) {
      expect(overriddenClasses(`shadow-sm shadow-${key}`)).toEqual(['shadow-sm']);
    }
    for (const key of keysOf(extend.maxWidth)) {
      expect(overriddenClasses(`max-w-3xl max-w-${key}`)).toEqual(['max-w-3xl']);
    }
  });

  it('reads every theme colour as a colour, beside a font size', () => {
    for (const name of colourNames()) {
      expect(overriddenClasses(`text-sm text-${name}`)).toEqual([]);
      expect(overriddenClasses(`text-${name} text-white`)).toEqual([`text-${name}`]);
    }
  });
});
