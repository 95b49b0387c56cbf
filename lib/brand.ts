/**
 * Brand colours outside CSS (the browser's theme colour, the web app manifest), read from the
 * design tokens in tailwind.config.ts so there is one definition of each colour.
 */
import tailwindConfig from '@/tailwind.config';

type Scale = Record<string, string>;

function brandScale(): Scale {
  const colors = tailwindConfig.theme?.extend?.colors as Record<string, Scale | undefined> | undefined;
  const brand = colors?.brand;
  if (!brand?.['700']) throw new Error('tailwind.config.ts: theme.extend.colors.brand[700] is missing');
  return brand;
}

/** The forest green of the header band: the browser's toolbar and the installed app's title bar. */
export const themeColor = brandScale()['700']!;

/** Behind the installed app's splash screen and its maskable icon. */
export const appBackgroundColor = '#ffffff';
