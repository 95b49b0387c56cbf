import { homeCrumb } from '@/content/navigation';
import { site } from '@/content/site';
import { absoluteUrl } from './seo';

/** A reference to the institute's Organization data, as an event's organizer or a posting's employer. */
export function organizationRef(type: 'NGO' | 'Organization') {
  return { '@type': type, '@id': absoluteUrl('/#organization'), name: site.name, url: site.url };
}

/** The institute as an NGO, on every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    alternateName: site.shortName,
    url: site.url,
    logo: absoluteUrl('/icon.png'),
    description: site.description,
    foundingDate: String(site.founded),
    email: site.contacts.email,
    telephone: site.contacts.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contacts.address.street,
      postOfficeBoxNumber: site.contacts.address.poBox,
      addressLocality: site.contacts.address.city,
      addressCountry: site.contacts.address.countryCode,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** A step of a breadcrumb trail; a menu group's name has no page, so no link. */
export type Crumb = { label: string; href?: string };

/** The trail for search engines: the steps that are pages (a menu group's name is not one). */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  const trail = [homeCrumb, ...crumbs].filter((crumb): crumb is Required<Crumb> => crumb.href !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
