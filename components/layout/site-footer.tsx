import { Mail, MapPin, Phone } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { site } from '@/content/site';
import { signupForm } from '@/lib/signups';
import { footerQuickLinks } from '@/content/navigation';
import { mainNavigation } from '@/lib/navigation';
import { newsletterFrequency } from '@/content/newsletter';

import { Container } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { SocialLinks } from './social-links';
import { FooterSubscribe } from './footer-subscribe';
import { Logo } from './logo';

export function SiteFooter() {
  const groups = mainNavigation.filter((group) => 'children' in group);
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 lg:grid-cols-[1.2fr_2fr_1.2fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm">{site.description}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex gap-2">
              <Svg node={MapPin} className="size-4 shrink-0 translate-y-0.5" />
              <span>
                {site.contacts.address.street}, {site.contacts.address.poBox}, {site.contacts.address.city}
              </span>
            </li>
            <li>
              <a href={site.contacts.phoneHref} className="inline-flex min-h-7 items-center gap-2 hover:text-white">
                <Svg node={Phone} className="size-4" />
                {site.contacts.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.contacts.email}`}
                className="inline-flex min-h-7 items-center gap-2 hover:text-white"
              >
                <Svg node={Mail} className="size-4" />
                {site.contacts.email}
              </a>
            </li>
          </ul>
        </div>
        <nav id="footer-navigation" aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {groups.map((group) => (
            <div key={group.label}>
              <h2 className="text-sm font-bold text-white">{group.label}</h2>
              <ul className="mt-3 space-y-1 text-sm">
                {group.children?.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="text-sm font-bold text-white">Quick Links</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {footerQuickLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                    {link.label}
                  </SmartLink>
                </li>
              ))}
              {mainNavigation
                .filter((group) => !('children' in group))
                .map((group) => (
                  <li key={group.label}>
                    <SmartLink
                      href={group.href}
                      external={'external' in group ? group.external : undefined}
                      className="inline-block py-1 hover:text-white hover:underline"
                    >
                      {group.label}
                    </SmartLink>
                  </li>
                ))}
            </ul>
          </div>
        </nav>
        <div className="space-y-4">
          <h2 className="text-sm font-bold text-white">Newsletter</h2>
          <p className="text-sm">
            News, trainings and opportunities for Kenya’s environmental practitioners, {newsletterFrequency}.
          </p>
          <FooterSubscribe signup={signupForm(site.signups, 'footer')} />
          <SocialLinks
            className="flex flex-wrap gap-1"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/5 hover:bg-white/15 hover:text-white"
          />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.founded}-{new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <p>Registered professional body of environmental practitioners in Kenya.</p>
        </Container>
      </div>
    </footer>
  );
}
