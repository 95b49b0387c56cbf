import { site } from '@/content/site';
import { SmartLink } from '@/components/ui/smart-link';
import { SocialIcon } from '@/components/ui/social-icon';

/** The institute's social media profiles as a list of icon links, each opening in a new tab. */
export function SocialLinks({
  label,
  className,
  linkClassName,
  iconClassName,
}: {
  label: string;
  className?: string;
  linkClassName: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {site.social.map((social) => (
        <li key={social.network}>
          <SmartLink href={social.href} external className={linkClassName}>
            <SocialIcon network={social.network} className={iconClassName} />
            <span className="sr-only">{social.label}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
