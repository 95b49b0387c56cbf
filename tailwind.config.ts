import type { Config } from 'tailwindcss';

// Design tokens, defined once. Colours are checked for WCAG AA contrast on white and on brand-900.
const config: Config = {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eefbf3',
          100: '#d6f5e1',
          200: '#b0e9c7',
          300: '#7dd6a6',
          400: '#48bb80',
          500: '#25a065',
          600: '#168050',
          700: '#136642',
          800: '#125136',
          900: '#10432e',
          950: '#07251a',
        },
        earth: {
          50: '#fdf8ed',
          100: '#f8eccd',
          200: '#f1d796',
          300: '#e9bd5f',
          400: '#e4a63a',
          500: '#dc8724',
          600: '#c2651d',
          700: '#a1471c',
          800: '#84391e',
          900: '#6c301c',
        },
        sky: {
          50: '#eff8ff',
          100: '#dbeefe',
          600: '#0b69b3',
          700: '#0a5594',
          800: '#0d487a',
        },
        // The newsletter's colour, beside green posts, rust statements and blue bulletins.
        plum: {
          100: '#f5e8f2',
          600: '#8a3f7c',
          800: '#5f2a56',
        },
        ink: {
          DEFAULT: '#16211c',
          muted: '#4a5a52',
          subtle: '#67766e',
        },
      },
      // The brand face, Figtree (lib/fonts.ts sets --font-brand with its metric-matched fallback),
      // then the phone's own typeface should the variable be missing.
      fontFamily: {
        sans: [
          'var(--font-brand)',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'Noto Sans',
          'sans-serif',
        ],
        // The heading face, Fraunces (lib/fonts.ts sets --font-heading with its fallback).
        heading: ['var(--font-heading)', 'Georgia', 'Times New Roman', 'serif'],
      },
      borderRadius: {
        card: '1rem',
        pill: '9999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 67 46 / 0.06), 0 4px 16px rgb(16 67 46 / 0.08)',
        lift: '0 8px 30px rgb(16 67 46 / 0.16)',
      },
      maxWidth: {
        content: '80rem',
        prose: '68ch',
      },
    },
  },
};

export default config;
