/** Brand colours outside CSS (theme colour, web app manifest), from the tokens in tailwind.config.ts. */
import tailwindConfig from '@/tailwind.config';

type Scale = Record<string, string>;

function brandScale(): Scale {
  const colors = tailwindConfig.theme?.extend?.colors as Record<string, Scale | undefined> | undefined;
  const brand = colors?.brand;
  if (!brand?.['700']) throw new Error('tailwind.config.ts: theme.extend.colors.brand[700] is missing');
  return brand;
}

/** The header band's green: the browser's toolbar and the installed app's title bar. */
export const themeColor = brandScale()['700']!;

/** Behind the installed app's splash screen and its maskable icon. */
export const appBackgroundColor = '#ffffff';
