import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { skipLinkLabel } from '@/content/navigation';
import { themeColor } from '@/lib/brand';
import { siteMetadata } from '@/lib/seo';
import { organizationJsonLd } from '@/lib/structured-data';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ConferencePromo } from '@/components/layout/promo';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { JsonLd } from '@/components/ui/json-ld';
import { brandFont, headingFont } from '@/lib/fonts';
import './globals.css';

export const metadata: Metadata = siteMetadata();

export const viewport: Viewport = {
  themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${brandFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* Its padding is set in the focus state too: not-sr-only resets padding. */}
        <a
          href="#main"
          className="no-print sr-only z-50 rounded-pill bg-brand-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
        >
          {skipLinkLabel}
        </a>
        <SiteHeader />
        {/* data-pagefind-body: only the main content goes into the search index. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" data-pagefind-body>
          {children}
        </main>
        <SiteFooter />
        <ConferencePromo />
        <ServiceWorkerRegistration />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
