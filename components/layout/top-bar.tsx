import { Mail, Phone } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { site } from '@/content/site';
import { donateLink, portalLinks } from '@/content/navigation';
import { ButtonLink } from '@/components/ui/button';
import { SocialIcon } from '@/components/ui/social-icon';
import { Container } from '@/components/ui/section';

/** The desktop-only bar above the header: socials, phone, email, portal and donate. */
export function TopBar() {
  return (
    <div className="no-print hidden bg-brand-950 text-sm text-brand-100 lg:block">
      <Container className="flex h-11 items-center justify-between gap-6">
        <ul className="flex items-center gap-1" aria-label="Social media">
          {site.social.map((social) => (
            <li key={social.network}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/10 hover:text-white"
              >
                <SocialIcon network={social.network} className="size-4" />
                <span className="sr-only">{social.label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-5">
          <a href={site.contacts.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
            <Svg node={Phone} className="size-4" />
            {site.contacts.phone}
          </a>
          <a href={`mailto:${site.contacts.email}`} className="inline-flex items-center gap-2 hover:text-white">
            <Svg node={Mail} className="size-4" />
            {site.contacts.email}
          </a>
          <div className="flex items-center gap-2">
            {portalLinks.map((link) => (
              <ButtonLink
                key={link.label}
                href={link.href}
                external
                size="sm"
                variant={link.label === 'Register' ? 'light' : 'ghost-dark'}
              >
                {link.label}
              </ButtonLink>
            ))}
            <ButtonLink href={donateLink.href} size="sm" variant="accent">
              {donateLink.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </div>
  );
}
