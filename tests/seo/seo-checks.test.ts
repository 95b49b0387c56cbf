import {
  descriptionProblem,
  extractJsonLd,
  isAbsoluteUrl,
  isIsoDate,
  jsonLdProblems,
  jsonLdScriptProblems,
} from '@/tests/support/seo-checks';

const context = 'https://schema.org';

describe('descriptionProblem', () => {
  it('accepts 50 to 160 characters', () => {
    expect(descriptionProblem('x'.repeat(50))).toBeNull();
    expect(descriptionProblem('x'.repeat(160))).toBeNull();
  });
  it('rejects shorter, longer and missing descriptions', () => {
    expect(descriptionProblem('x'.repeat(49))).toMatch(/49 characters/);
    expect(descriptionProblem('x'.repeat(161))).toMatch(/161 characters/);
    expect(descriptionProblem(null)).toMatch(/0 characters/);
  });
});

describe('isIsoDate', () => {
  it.each(['2025-03-15', '2025-03-15T09:00', '2025-03-15T09:00:00+03:00', '2024-02-29T23:59:59.5Z'])(
    'accepts %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );
  it.each(['March 15, 2025', '2025-3-15', '2025-02-30', '15/03/2025', '', 20250315, null])('rejects %p', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('isAbsoluteUrl', () => {
  it('accepts http(s) URLs only', () => {
    expect(isAbsoluteUrl('https://www.eik.co.ke/about/council')).toBe(true);
    expect(isAbsoluteUrl('/about/council')).toBe(false);
    expect(isAbsoluteUrl('mailto:info@eik.co.ke')).toBe(false);
  });
});

describe('extractJsonLd', () => {
  it('finds every JSON-LD script and parses it, leaving other scripts alone', () => {
    const html =
      '<head><script src="/app.js"></script><script type="application/ld+json">{"@type":"NGO"}</script></head>' +
      '<body><script type="application/ld+json">{broken</script><script>var a = 1 < 2;</script></body>';
    const scripts = extractJsonLd(html);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toEqual({ raw: '{"@type":"NGO"}', data: { '@type': 'NGO' } });
    expect(scripts[1]?.error).toMatch(/invalid JSON/);
  });
});

const organization = {
  '@context': context,
  '@type': 'NGO',
  name: 'Environmental Institute of Kenya',
  url: 'https://www.eik.co.ke',
  foundingDate: '2014',
  sameAs: ['https://x.com/eikkenya'],
};

describe('jsonLdProblems', () => {
  it('accepts a complete organisation', () => {
    expect(jsonLdProblems(organization)).toEqual([]);
  });

  it('names each missing organisation property', () => {
    const { name: _name, foundingDate: _founding, ...rest } = organization;
    expect(jsonLdProblems({ ...rest, url: '/', sameAs: [] })).toEqual([
      'NGO: name is missing or empty',
      'NGO: url is not an absolute URL',
      'NGO: foundingDate is not an ISO year or date',
      'NGO: sameAs needs at least one absolute URL',
    ]);
  });

  it('needs @context and @type', () => {
    expect(jsonLdProblems({ name: 'x' })).toEqual(['@context is not https://schema.org', 'node 0: @type is missing']);
  });

  it('checks breadcrumb positions and absolute item URLs', () => {
    const good = {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.eik.co.ke/' },
        { '@type': 'ListItem', position: 2, name: 'Fees', item: 'https://www.eik.co.ke/members/fees' },
      ],
    };
    expect(jsonLdProblems(good)).toEqual([]);
    const bad = {
      ...good,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.eik.co.ke/' },
        { '@type': 'ListItem', position: 3, name: 'Fees', item: '/members/fees' },
      ],
    };
    expect(jsonLdProblems(bad)).toEqual([
      'BreadcrumbList: itemListElement[1] position is 3, expected 2',
      'BreadcrumbList: itemListElement[1] item is not an absolute URL: "/members/fees"',
    ]);
    expect(jsonLdProblems({ ...good, itemListElement: [] })).toEqual([
      'BreadcrumbList: itemListElement needs at least one ListItem',
    ]);
  });

  const event = {
    '@context': context,
    '@type': 'Event',
    name: 'AGM 2025',
    startDate: '2025-03-15T09:00:00+03:00',
    location: { '@type': 'Place', name: 'Nairobi', address: 'Nairobi, Kenya' },
    organizer: { '@id': 'https://www.eik.co.ke/#organization' },
  };

  it('checks events', () => {
    expect(jsonLdProblems(event)).toEqual([]);
    expect(jsonLdProblems({ ...event, startDate: 'March 15, 2025', location: undefined, organizer: {} })).toEqual([
      'Event: startDate is not an ISO 8601 date: "March 15, 2025"',
      'Event: location needs a place with a name, an address or a URL',
      'Event: organizer needs a name or an @id',
    ]);
    expect(jsonLdProblems({ ...event, startDate: undefined, endDate: '2025-13-01' })).toEqual([
      'Event: startDate is missing',
      'Event: endDate is not an ISO 8601 date: "2025-13-01"',
    ]);
  });

  const course = {
    '@context': context,
    '@type': 'Course',
    name: 'EIA basics',
    description: 'Environmental impact assessment for practitioners.',
    provider: { '@type': 'NGO', name: 'Environmental Institute of Kenya' },
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'online', startDate: '2025-05-06' }],
  };

  it('checks courses and their instances', () => {
    expect(jsonLdProblems(course)).toEqual([]);
    expect(jsonLdProblems({ ...course, description: '', provider: undefined, hasCourseInstance: undefined })).toEqual([
      'Course: description is missing or empty',
      'Course: provider needs a name or an @id',
      'Course: hasCourseInstance is missing',
    ]);
    expect(jsonLdProblems({ ...course, hasCourseInstance: { '@type': 'CourseInstance', startDate: 'soon' } })).toEqual([
      'Course: hasCourseInstance[0] courseMode is missing',
      'Course: hasCourseInstance[0] startDate is not an ISO 8601 date',
    ]);
  });

  const post = {
    '@context': context,
    '@type': 'BlogPosting',
    headline: 'Renewable Kenya',
    datePublished: '2024-11-02',
    author: { '@type': 'Person', name: 'A. Writer' },
    image: 'https://www.eik.co.ke/images/blog/renewables.jpg',
  };

  it('checks blog posts', () => {
    expect(jsonLdProblems(post)).toEqual([]);
    expect(
      jsonLdProblems({ ...post, datePublished: '2 Nov 2024', author: 'A. Writer', image: '/images/x.jpg' }),
    ).toEqual([
      'BlogPosting: datePublished is not an ISO 8601 date: "2 Nov 2024"',
      'BlogPosting: author needs a name',
      'BlogPosting: image needs an absolute URL',
    ]);
  });

  it('checks news articles', () => {
    const article = { '@context': context, '@type': 'NewsArticle', headline: 'Statement', datePublished: '2024-10-01' };
    expect(jsonLdProblems(article)).toEqual([]);
    expect(jsonLdProblems({ ...article, headline: '', datePublished: undefined })).toEqual([
      'NewsArticle: headline is missing or empty',
      'NewsArticle: datePublished is missing',
    ]);
  });

  it('checks every node of a @graph', () => {
    expect(
      jsonLdProblems({ '@context': context, '@graph': [organization, { '@type': 'NewsArticle', headline: 'x' }] }),
    ).toEqual(['NewsArticle: datePublished is missing']);
  });
});

describe('jsonLdScriptProblems', () => {
  it('rejects a raw < inside the JSON', () => {
    const raw = JSON.stringify({ ...organization, description: '</script><script>alert(1)</script>' });
    expect(jsonLdScriptProblems({ raw, data: JSON.parse(raw) })).toContain(
      'a raw < appears inside the JSON (escape it as \\u003c)',
    );
    const escaped = raw.replace(/</g, '\\u003c');
    expect(jsonLdScriptProblems({ raw: escaped, data: JSON.parse(escaped) })).toEqual([]);
  });
});
