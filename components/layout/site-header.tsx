import { Mail, Phone } from 'lucide';
import { donateLink, footerWords, joinLink, portalLinks, portalLoginLink } from '@/content/navigation';
import { search } from '@/content/search';
import { site } from '@/content/site';
import { mainNavigation } from '@/lib/navigation';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { SearchButton } from '@/components/search/search-button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SocialLinks } from './social-links';

export const contactLinks = [
  { icon: Phone, href: site.contacts.phoneHref, text: site.contacts.phone },
  { icon: Mail, href: `mailto:${site.contacts.email}`, text: site.contacts.email },
];

/** The desktop-only bar above the header: socials, phone, email, portal and donate. */
function TopBar() {
  return (
    <div className="no-print hidden bg-brand-950 text-sm text-brand-100 lg:block">
      {/* Its height, h-11, is what the header scrolls away from 1024 px (lg:-top-11 below). */}
      <Container className="flex h-11 items-center justify-between gap-6">
        <SocialLinks
          label={footerWords.social}
          className="flex items-center gap-1"
          linkClassName="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/10 hover:text-white"
          iconClassName="size-4"
        />
        <div className="flex items-center gap-5">
          {contactLinks.map((line) => (
            <a key={line.href} href={line.href} className="inline-flex items-center gap-2 hover:text-white">
              <Svg node={line.icon} className="size-4" />
              {line.text}
            </a>
          ))}
          <div className="flex items-center gap-2">
            {portalLinks.map((link) => (
              <ButtonLink key={link.label} href={link.href} external size="sm" variant="ghost-dark">
                {link.label}
              </ButtonLink>
            ))}
            {/* Gold belongs to the page's own main action: the bar's buttons stay quiet. */}
            <ButtonLink href={donateLink.href} size="sm" variant="light">
              {donateLink.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </div>
  );
}

export function SiteHeader() {
  return (
    // From 1024 px the top bar scrolls away with the page and the bar of menus stays: 80 px pinned, not 124.
    <header className="sticky top-0 z-30 bg-white shadow-sm lg:-top-11 print:static">
      <TopBar />
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <DesktopNav groups={mainNavigation} />
        <div className="flex items-center gap-2">
          <SearchButton label={search.button} />
          {/* On tablets, where there is no top bar; from 1024 px the top bar's Apply Now is the way in. */}
          <div className="hidden sm:block lg:hidden">
            <ButtonLink href={joinLink.href} size="sm" className="whitespace-nowrap">
              {joinLink.label}
            </ButtonLink>
          </div>
          <MobileMenu groups={mainNavigation} join={joinLink} donate={donateLink} portal={portalLoginLink} />
        </div>
      </Container>
    </header>
  );
}
