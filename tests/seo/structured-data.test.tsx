import { render } from '@testing-library/react';
import { site } from '@/content/site';
import { JsonLd } from '@/components/ui/json-ld';
import { extractJsonLd, jsonLdProblems, jsonLdScriptProblems } from '@/tests/support/seo-checks';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/structured-data';

describe('organizationJsonLd', () => {
  it('describes the institute as an NGO founded in 2014 with its contacts and social profiles', () => {
    const data = organizationJsonLd();
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'NGO',
      name: site.name,
      url: site.url,
      foundingDate: '2014',
      email: site.contacts.email,
      telephone: site.contacts.phone,
    });
    expect(data.sameAs).toEqual(site.social.map((social) => social.href));
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home and numbers absolute items from 1', () => {
    const data = breadcrumbJsonLd([
      { label: 'Membership', href: '/members/join' },
      { label: 'Fees & Subscriptions', href: '/members/fees' },
    ]);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Membership', item: `${site.url}/members/join` },
      { '@type': 'ListItem', position: 3, name: 'Fees & Subscriptions', item: `${site.url}/members/fees` },
    ]);
  });
});

describe('JsonLd', () => {
  it('writes a script whose JSON round-trips and holds no raw <', () => {
    const data = { ...organizationJsonLd(), description: 'Tags like </script><b> stay text' };
    const { container } = render(<JsonLd data={data} />);
    const scripts = extractJsonLd(container.innerHTML);
    expect(scripts).toHaveLength(1);
    expect(jsonLdScriptProblems(scripts[0]!)).toEqual([]);
    expect(scripts[0]!.data).toEqual(data);
  });
});
