import { MapPin } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { site } from '@/content/site';
import { signupForm } from '@/lib/signups';
import { footerKeyLinks, footerQuickLinks, footerWords } from '@/content/navigation';
import type { Link } from '@/content/schema';
import { mainNavigation } from '@/lib/navigation';
import { newsletterFrequency } from '@/content/newsletter';
import { fillText } from '@/lib/fill-text';
import { Container } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { SocialLinks } from './social-links';
import { FooterSubscribe } from './footer-subscribe';
import { Logo } from './logo';
import { contactLinks } from './site-header';

function FooterColumn({ title, links }: { title: string; links: readonly Link[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              external={link.external}
              className="inline-block py-1 hover:text-white hover:underline"
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * On a phone the full site index (the menu drawer holds it) shows only as the page's target, which the
 * header's Menu links to without JavaScript; from 768 px it shows as columns.
 */
export function SiteFooter() {
  const groups = mainNavigation.filter((group) => 'children' in group);
  const { address } = site.contacts;
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-8 py-10 md:gap-10 md:py-14 lg:grid-cols-[1.2fr_2fr_1.2fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="hidden text-sm md:block">{site.description}</p>
          <h2 className="sr-only">{footerWords.contact}</h2>
          <ul className="space-y-1 text-sm md:space-y-2">
            <li className="flex gap-2">
              <Svg node={MapPin} className="size-4 shrink-0 translate-y-0.5" />
              <span>
                {address.street}, {address.poBox}, {address.city}
              </span>
            </li>
            {contactLinks.map((line) => (
              <li key={line.href}>
                <a href={line.href} className="inline-flex min-h-11 items-center gap-2 hover:text-white md:min-h-7">
                  <Svg node={line.icon} className="size-4" />
                  {line.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-key-links" className="md:hidden">
          <h2 id="footer-key-links" className="text-sm font-bold text-white">
            {footerWords.keyLinks}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
            {footerKeyLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="flex min-h-11 items-center hover:text-white hover:underline">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav
          id="footer-navigation"
          aria-label="Footer"
          // Reached by the menu link without JavaScript: it starts below the sticky header, not under it.
          className="hidden scroll-mt-24 grid-cols-2 gap-8 target:grid sm:grid-cols-3 md:grid"
        >
          {groups.map((group) => (
            <FooterColumn key={group.label} title={group.label} links={group.children ?? []} />
          ))}
          <FooterColumn
            title={footerWords.quickLinks}
            links={[...footerQuickLinks, ...mainNavigation.filter((group) => !('children' in group))]}
          />
        </nav>
        <div className="space-y-4">
          <h2 className="text-sm font-bold text-white">{footerWords.newsletter}</h2>
          <p className="text-sm">
            {fillText(footerWords.newsletterText, { frequency: newsletterFrequency }, 'content/navigation.ts')}
          </p>
          {/* Only the field steps aside where the page offers its own sign-up (app/globals.css): one
              sign-up a page, while the column keeps its shape on every page. */}
          <div data-footer-signup="">
            <FooterSubscribe signup={signupForm(site.signups, 'footer')} />
          </div>
          <p data-footer-signup-note="" className="hidden text-sm text-white">
            {footerWords.signupOnPage}
          </p>
          <SocialLinks
            label={footerWords.social}
            className="flex flex-wrap gap-1"
            linkClassName="inline-flex size-11 items-center justify-center rounded-full bg-white/5 lg:size-10 hover:bg-white/15 hover:text-white"
          />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-1 py-5 text-xs sm:flex-row sm:items-center sm:justify-between sm:gap-2 sm:py-6">
          <p>
            {fillText(
              footerWords.rights,
              {
                founded: site.founded,
                year: new Date().getFullYear(),
                name: site.name,
              },
              'content/navigation.ts',
            )}
          </p>
          <p>{footerWords.registered}</p>
        </Container>
      </div>
    </footer>
  );
}
