import { Mail, Phone } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { site } from '@/content/site';
import { donateLink, footerWords, portalLinks } from '@/content/navigation';
import { ButtonLink } from '@/components/ui/button';
import { SocialLinks } from './social-links';
import { Container } from '@/components/ui/section';

/** The office's phone and email, as the top bar and the footer link them. */
export const contactLinks = [
  { icon: Phone, href: site.contacts.phoneHref, text: site.contacts.phone },
  { icon: Mail, href: `mailto:${site.contacts.email}`, text: site.contacts.email },
];

/** The desktop-only bar above the header: socials, phone, email, portal and donate. */
export function TopBar() {
  return (
    <div className="no-print hidden bg-brand-950 text-sm text-brand-100 lg:block">
      {/* Its height, h-11, is what the header scrolls away from 1024 px (lg:-top-11 in site-header.tsx). */}
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
