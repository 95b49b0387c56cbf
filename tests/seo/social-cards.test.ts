import { agms } from '@/content/agm';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { newsletterIssues } from '@/content/newsletter';
import { pages, socialCards } from '@/content/pages';
import { pressStatements } from '@/content/press';
import { site } from '@/content/site';
import { shownAgm } from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { ogImage } from '@/lib/images';
import { copyMetadata } from '@/lib/page-copy';
import { defaultOgImage, itemMetadata, pageMetadata } from '@/lib/seo';
import {
  agmCard,
  agmPageCard,
  bulletinCard,
  cardSubjects,
  newsletterIssueCard,
  pageCard,
  pressStatementCard,
  socialCard,
} from '@/lib/social-cards';

describe('link-preview cards', () => {
  const subjects = cardSubjects();

  it('gives every page and item its own card file, named after its drawing', () => {
    const files = subjects.map((subject) => socialCard(subject).url);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^\/images\/og\/cards\/[a-z0-9/-]+\.[0-9a-f]{10}\.jpg$/);
    expect(files).not.toContain(defaultOgImage.url);
    for (const post of blogPosts) expect(files).not.toContain(ogImage(post.image.src, post.image.alt).url);
  });

  it('draws a card for every press statement, bulletin, newsletter issue and AGM', () => {
    const keys = new Set(subjects.map((subject) => subject.key));
    for (const subject of [
      ...pressStatements.map(pressStatementCard),
      ...bulletins.map(bulletinCard),
      ...newsletterIssues.map(newsletterIssueCard),
      ...agms.map(agmCard),
      agmPageCard(shownAgm(agms, buildDay())),
    ])
      expect(keys).toContain(subject.key);
  });

  it('changes a card’s address when its text changes, and only then', () => {
    const statement = pressStatements[0]!;
    const same = socialCard(pressStatementCard({ ...statement }));
    expect(same.url).toBe(socialCard(pressStatementCard(statement)).url);
    const reworded = socialCard(pressStatementCard({ ...statement, title: `${statement.title}!` }));
    expect(reworded.url).not.toBe(same.url);
  });

  it('writes the alt text from the card’s words in content', () => {
    const statement = pressStatements[0]!;
    expect(socialCard(pressStatementCard(statement)).alt).toBe(
      socialCards.altWithDetail
        .replace('{kind}', socialCards.kinds.pressStatement)
        .replace('{site}', site.name)
        .replace('{title}', statement.title)
        .replace('{detail}', pressStatementCard(statement).detail!),
    );
    for (const meeting of agms) expect(socialCard(agmCard(meeting)).alt).toContain(meeting.title);
  });

  it('gives the AGM its photo and each list page or hub a card of its own kind', () => {
    for (const meeting of agms) expect(agmCard(meeting).photo).toBe(meeting.photos[0]?.src);
    // /agm shows a meeting that also has its own page: each previews as a page of its own.
    const shown = shownAgm(agms, buildDay());
    expect(agmPageCard(shown)).toMatchObject({ title: shown.title, photo: agmCard(shown).photo });
    expect(agmPageCard(shown).key).not.toBe(agmCard(shown).key);
    expect(pageCard(pages.pressStatements.path)).toMatchObject({
      kind: 'Media Center',
      title: pages.pressStatements.title,
    });
    expect(pageCard(pages.fees.path)).toMatchObject({ kind: 'Membership' });
    expect(pageCard('/')).toBeUndefined();
  });
});

describe('preview metadata', () => {
  type Preview = { url: string; alt?: string };
  const ogOf = (metadata: ReturnType<typeof pageMetadata>) =>
    (metadata.openGraph?.images as Preview[] | undefined)?.[0];
  const twitterOf = (metadata: ReturnType<typeof pageMetadata>) =>
    (metadata.twitter?.images as Preview[] | undefined)?.[0];

  it('writes the same image and alt text for Open Graph and Twitter', () => {
    for (const metadata of [
      copyMetadata(pages.fees),
      copyMetadata(pages.home),
      copyMetadata(pages.agm, agmCard(agms[0]!)),
    ]) {
      expect(ogOf(metadata)?.alt).toBeTruthy();
      expect(twitterOf(metadata)).toEqual({ url: ogOf(metadata)!.url, alt: ogOf(metadata)!.alt });
    }
  });

  it('gives a list page its own card, the home page the site’s, an item its item’s', () => {
    expect(ogOf(copyMetadata(pages.home))).toEqual(defaultOgImage);
    expect(ogOf(copyMetadata(pages.blogs))).toEqual(socialCard(pageCard(pages.blogs.path)!));
    const statement = pressStatements[0]!;
    const metadata = itemMetadata({
      title: statement.title,
      description: statement.description,
      path: '/press-statements/x',
      image: pressStatementCard(statement),
    });
    expect(metadata.openGraph).toMatchObject({ type: 'article', images: [socialCard(pressStatementCard(statement))] });
  });
});
