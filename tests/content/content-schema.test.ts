/**
 * @jest-environment node
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- these tests write deliberately wrong content, which no content type allows */
import * as about from '@/content/about';
import * as agm from '@/content/agm';
import * as blogs from '@/content/blogs';
import * as bulletins from '@/content/bulletins';
import * as careers from '@/content/careers';
import * as charter from '@/content/charter';
import * as council from '@/content/council';
import * as donation from '@/content/donation';
import * as downloads from '@/content/downloads';
import * as gallery from '@/content/gallery';
import * as home from '@/content/home';
import * as listWords from '@/content/list-words';
import * as membership from '@/content/membership';
import * as navigation from '@/content/navigation';
import * as newsletter from '@/content/newsletter';
import * as pages from '@/content/pages';
import * as partners from '@/content/partners';
import * as press from '@/content/press';
import * as redirects from '@/content/redirects';
import * as search from '@/content/search';
import * as secretariat from '@/content/secretariat';
import * as site from '@/content/site';
import * as trainingInfo from '@/content/training-info';
import * as trainings from '@/content/trainings';
import * as workingGroups from '@/content/working-groups';
import { readFileSync } from 'node:fs';
import {
  checkContent,
  checkedFiles,
  contentProblems,
  problemLine,
  type ContentFiles,
  type ContentModules,
} from '@/scripts/lib/content-check';
import { locate, parseContent } from '@/scripts/lib/content-positions';
import { pageFacts, socialCardFacts } from '@/lib/page-facts';
import { contentFiles } from '@/scripts/lib/content-files';
import type { PageCopy } from '@/content/schema/pages';

const real: ContentModules = {
  'content/about.ts': about,
  'content/agm.ts': agm,
  'content/blogs.ts': blogs,
  'content/bulletins.ts': bulletins,
  'content/careers.ts': careers,
  'content/charter.ts': charter,
  'content/council.ts': council,
  'content/donation.ts': donation,
  'content/downloads.ts': downloads,
  'content/gallery.ts': gallery,
  'content/home.ts': home,
  'content/list-words.ts': listWords,
  'content/membership.ts': membership,
  'content/navigation.ts': navigation,
  'content/newsletter.ts': newsletter,
  'content/pages.ts': pages,
  'content/partners.ts': partners,
  'content/press.ts': press,
  'content/redirects.ts': redirects,
  'content/search.ts': search,
  'content/secretariat.ts': secretariat,
  'content/site.ts': site,
  'content/training-info.ts': trainingInfo,
  'content/trainings.ts': trainings,
  'content/working-groups.ts': workingGroups,
};

/** The disk as it is: every image and document the content names exists. */
const disk = contentFiles();

/** A deep copy of the real content with one module's export replaced by `edit`'s result. */
function withEdit(file: string, exportName: string, edit: (value: any) => unknown): ContentModules {
  const copy = structuredClone(
    Object.fromEntries(
      Object.entries(real).map(([name, module]) => [
        name,
        Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value !== 'function')),
      ]),
    ),
  ) as ContentModules;
  copy[file]![exportName] = edit(copy[file]![exportName]);
  return copy;
}

const firstPost = blogs.blogPosts[0]!;
const agmLabel = `content/agm.ts, AGM "${agm.agms[0]!.title}"`;
const postLabel = `content/blogs.ts, post "${firstPost.slug}"`;

function editPost(change: (post: Record<string, unknown>) => void) {
  return withEdit('content/blogs.ts', 'blogPosts', (posts: Record<string, unknown>[]) => {
    change(posts[0]!);
    return posts;
  });
}

describe('the content as committed', () => {
  it('passes every check', () => {
    expect(checkContent(real, disk)).toEqual([]);
  });

  it('covers every content module', () => {
    expect([...checkedFiles].sort()).toEqual(Object.keys(real).sort());
  });
});

describe('each kind of mistake gives one line naming file, entry and field, and nothing else', () => {
  it('a malformed date', () => {
    expect(
      checkContent(
        editPost((post) => (post.date = '2025-13-05')),
        disk,
      ),
    ).toEqual([`${postLabel}, date: "2025-13-05" is not a day that exists: there is no month 13 (write YYYY-MM-DD)`]);
  });

  it('a date written the old way', () => {
    expect(
      checkContent(
        editPost((post) => (post.date = 'Decmber 5, 2025')),
        disk,
      ),
    ).toEqual([`${postLabel}, date: "Decmber 5, 2025" is not a date (write YYYY-MM-DD)`]);
  });

  it('a misspelt field: one line, naming the field it meant (its absence is the same slip)', () => {
    const problems = checkContent(
      editPost((post) => {
        post.autor = post.author;
        delete post.author;
      }),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${postLabel}, autor: unknown field \\(did you mean "author"\\?\\); known fields: id, slug, title`),
    );
  });

  it('an unknown field beside a missing one it does not resemble: both are named', () => {
    const problems = checkContent(
      editPost((post) => {
        post.subtitle = 'Extra';
        delete post.author;
      }),
      disk,
    );
    expect(problems).toEqual([
      `${postLabel}, author: missing (write text in quotes)`,
      expect.stringMatching(new RegExp(`^${postLabel}, subtitle: unknown field; known fields: id, slug, title`)),
    ]);
  });

  it('a missing field', () => {
    expect(
      checkContent(
        editPost((post) => delete post.title),
        disk,
      ),
    ).toEqual([`${postLabel}, title: missing (write text in quotes)`]);
  });

  it('a wrong type', () => {
    expect(
      checkContent(
        editPost((post) => (post.views = '2,847')),
        disk,
      ),
    ).toEqual([`${postLabel}, views: "2,847" is text, expected a number (no quotes)`]);
  });

  it('a course that ends before it starts', () => {
    const course = trainings.shortCourses.find((c) => typeof c.dates === 'object')!;
    const modules = withEdit('content/trainings.ts', 'shortCourses', (courses: any[]) => {
      const target = courses.find((c) => c.name === course.name);
      target.dates = { start: '2025-03-07', end: '2025-03-03' };
      return courses;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, short course "${course.name}", dates.end: "2025-03-03" is before the start "2025-03-07"`,
    ]);
  });

  it('a conference that ends before it starts', () => {
    const modules = withEdit('content/site.ts', 'conferencePromo', (promo: any) => ({
      ...promo,
      days: { start: '2025-09-12', end: '2025-09-10' },
    }));
    expect(checkContent(modules, disk)).toEqual([
      'content/site.ts, conference promo, days.end: "2025-09-10" is before the start "2025-09-12"',
    ]);
  });

  it('a course whose end date makes it longer than a month', () => {
    const course = trainings.shortCourses.find((c) => typeof c.dates === 'object')!;
    const modules = withEdit('content/trainings.ts', 'shortCourses', (courses: any[]) => {
      courses.find((c) => c.name === course.name).dates = { start: '2025-03-03', end: '2026-03-07' };
      return courses;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, short course "${course.name}", dates.end: "2026-03-07" makes it 370 days long, more than 31: check the year and month`,
    ]);
  });

  it('a training’s hours that end before they start, or a duration outside one to 31 days', () => {
    const training = trainings.trainings[0]!;
    const withTraining = (change: Record<string, unknown>) =>
      checkContent(
        withEdit('content/trainings.ts', 'trainings', (list: any[]) => {
          Object.assign(list[0], change);
          return list;
        }),
        disk,
      );
    const label = `content/trainings.ts, training "${training.title}"`;
    expect(withTraining({ time: '5:00 PM - 9:00 AM' })).toEqual([
      `${label}, time: "5:00 PM - 9:00 AM" is not a time such as "9:00 AM - 5:00 PM" (ending after it starts)`,
    ]);
    for (const duration of ['0 days', '40 days', 'two days']) {
      expect(withTraining({ duration })).toEqual([
        `${label}, duration: "${duration}" is not a duration such as "1 day" or "2 days" (at most 31)`,
      ]);
    }
  });

  it('a course date that is neither a range nor to-be-confirmed', () => {
    const course = trainings.shortCourses[0]!;
    const modules = withEdit('content/trainings.ts', 'shortCourses', (courses: any[]) => {
      courses[0].dates = 'TO BE CONFIRMED';
      return courses;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, short course "${course.name}", dates: "TO BE CONFIRMED" is not valid (write { start: 'YYYY-MM-DD', end: 'YYYY-MM-DD' } or 'to-be-confirmed')`,
    ]);
  });

  it('a bad day inside a course range', () => {
    const course = trainings.shortCourses[0]!;
    const modules = withEdit('content/trainings.ts', 'shortCourses', (courses: any[]) => {
      courses[0].dates = { start: '2025-02-30', end: '2025-03-02' };
      return courses;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, short course "${course.name}", dates.start: "2025-02-30" is not a day that exists: February 2025 has 28 days`,
    ]);
  });

  it('a duplicate blog slug', () => {
    const second = blogs.blogPosts[1]!;
    const modules = withEdit('content/blogs.ts', 'blogPosts', (posts: any[]) => {
      posts[1].slug = posts[0].slug;
      return posts;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/blogs.ts, post "${firstPost.slug}", slug: "${firstPost.slug}" is used twice, by entry 1 "${firstPost.title}" and entry 2 "${second.title}"; it is the post’s address /blogs/{slug}`,
    ]);
    expect(second.slug).not.toBe(firstPost.slug);
  });

  it('an entry copied without a new slug or id: both entries named, by title', () => {
    for (const [file, exportName, noun, address] of [
      ['content/press.ts', 'pressStatements', 'press statement', 'the statement’s address /press-statements/{slug}'],
      ['content/bulletins.ts', 'bulletins', 'bulletin', 'the bulletin’s address /monthly-bulletin/{slug}'],
    ] as const) {
      const list = (real[file] as Record<string, any>)[exportName] as { id: number; slug: string; title: string }[];
      const [first, second] = [list[0]!, list[1]!];
      const copyTitle = `${first.title} (copy)`;
      const modules = withEdit(file, exportName, (items: any[]) => {
        items[1] = { ...items[0], title: copyTitle, featured: undefined };
        return items;
      });
      expect(checkContent(modules, disk)).toEqual([
        `${file}, ${noun} "${copyTitle}", slug: "${first.slug}" is used twice, by entry 1 "${first.title}" and entry 2 "${copyTitle}"; it is ${address}`,
        `${file}, ${noun} "${copyTitle}", id: ${first.id} is used twice, by entry 1 "${first.title}" and entry 2 "${copyTitle}"; it must be unique`,
      ]);
      expect(second.slug).not.toBe(first.slug);
    }
  });

  it('two entries may share a photo or a document', () => {
    const sharedFile = withEdit('content/press.ts', 'pressStatements', (items: any[]) => {
      items[1].file = items[0].file;
      return items;
    });
    expect(checkContent(sharedFile, disk)).toEqual([]);
    const sharedPhoto = withEdit('content/blogs.ts', 'blogPosts', (posts: any[]) => {
      posts[1].image = posts[0].image;
      return posts;
    });
    expect(checkContent(sharedPhoto, disk)).toEqual([]);
  });

  it('a duplicate training id', () => {
    const [first, second] = trainings.trainings;
    const modules = withEdit('content/trainings.ts', 'trainings', (list: any[]) => {
      list[1].id = list[0].id;
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, training "${second!.title}", id: ${first!.id} is used twice, by entry 1 "${first!.title}" and entry 2 "${second!.title}"; it names the training’s calendar file`,
    ]);
  });

  it('training calendar words missing a placeholder or a word', () => {
    const modules = withEdit('content/trainings.ts', 'trainingCalendarWords', (words: any) => ({
      ...words,
      past: { ...words.past, count: 'Some trainings', show: '' },
    }));
    const where = 'content/trainings.ts, training calendar words';
    expect(checkContent(modules, disk)).toEqual([
      ...['count', 'trainings', 'inMonth'].map(
        (name) => `${where}, past.count: "Some trainings" must contain {${name}}`,
      ),
      `${where}, past.show: is empty (write some text), it has 0: ""`,
    ]);
  });

  it('careers words missing a placeholder or a word', () => {
    const modules = withEdit('content/careers.ts', 'careersWords', (words: any) => ({
      ...words,
      noMatch: 'Nothing matches your search.',
      none: '',
    }));
    const where = 'content/careers.ts, careers words';
    expect(checkContent(modules, disk)).toEqual([
      `${where}, none: is empty (write some text), it has 0: ""`,
      `${where}, noMatch: "Nothing matches your search." must contain {query}`,
    ]);
  });

  it('two working groups with the same join link', () => {
    const groups = workingGroups.workingGroups;
    const modules = withEdit('content/working-groups.ts', 'workingGroups', (list: any[]) => {
      list[1].name = list[0].name.toUpperCase();
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/working-groups.ts, working group "${groups[0]!.name.toUpperCase()}", name: "${groups[0]!.name.toUpperCase()}" is used twice, by entry 1 "${groups[0]!.name}" and entry 2 "${groups[0]!.name.toUpperCase()}"; it gives the join link /members/join?twg=… of another group`,
    ]);
  });

  it('an unknown category', () => {
    const problems = checkContent(
      editPost((post) => (post.category = 'Renewables')),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${postLabel}, category: "Renewables" is not a known category \\(expected one of: "`),
    );
  });

  it('an unknown download category', () => {
    const item = downloads.downloads[0]!;
    const modules = withEdit('content/downloads.ts', 'downloads', (list: any[]) => {
      list[0].category = 'Guideline';
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/downloads.ts, download "${item.title}", category: "Guideline" is not a known category (expected one of: "Guidelines", "Reports", "Research", "Training", "Policy", "Forms", "Legal", "Media")`,
    ]);
  });

  it('an excerpt over its length', () => {
    const long = 'A very long excerpt. '.repeat(10).trim();
    const [problem, ...rest] = checkContent(
      editPost((post) => (post.excerpt = long)),
      disk,
    );
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(`^${postLabel}, excerpt: is too long: at most 160 characters, it has ${long.length}: "A very long`),
    );
  });

  it('a description over its length', () => {
    const item = bulletins.bulletins[0]!;
    const modules = withEdit('content/bulletins.ts', 'bulletins', (list: any[]) => {
      list[0].description = 'x'.repeat(201);
      return list;
    });
    const [problem, ...rest] = checkContent(modules, disk);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      `content/bulletins.ts, bulletin "${item.title}", description: is too long: at most 200 characters, it has 201:`,
    );
  });

  it('a bulletin’s contents: an empty list, or an empty line in it', () => {
    const item = bulletins.bulletins[0]!;
    const label = `content/bulletins.ts, bulletin "${item.title}"`;
    const editContents = (contents: string[]) =>
      withEdit('content/bulletins.ts', 'bulletins', (list: any[]) => {
        list[0].contents = contents;
        return list;
      });
    expect(checkContent(editContents([]), disk)).toEqual([
      `${label}, contents: is an empty list: write what the issue holds, one line each, or delete contents`,
    ]);
    expect(checkContent(editContents(['Resolutions of the conference', '  ']), disk)).toEqual([
      `${label}, contents[2]: is empty (write some text), it has 0: "  "`,
    ]);
  });

  it('a press statement’s body: an empty list, or an empty paragraph in it', () => {
    const item = press.pressStatements[0]!;
    const label = `content/press.ts, press statement "${item.title}"`;
    const editBody = (body: string[]) =>
      withEdit('content/press.ts', 'pressStatements', (list: any[]) => {
        list[0].body = body;
        return list;
      });
    expect(checkContent(editBody([]), disk)).toEqual([
      `${label}, body: is an empty list: write the statement one paragraph each, or delete body`,
    ]);
    expect(checkContent(editBody(['The institute welcomes the bill.', ' ']), disk)).toEqual([
      `${label}, body[2]: is empty (write some text), it has 0: " "`,
    ]);
  });

  it('a link in a post’s paragraph that the post does not list, and a listed link no paragraph uses', () => {
    expect(
      checkContent(
        editPost((post) => {
          post.content = ['See {downloads} for the guidelines.'];
          delete post.links;
        }),
        disk,
      ),
    ).toEqual([
      `${postLabel}, content[0]: {downloads} names no link: add links: { downloads: { label: 'the words shown', href: '/page' } } to the post, or remove the braces`,
    ]);
    expect(
      checkContent(
        editPost((post) => {
          post.content = ['See {downlaods} for the guidelines.'];
          post.links = { downloads: { label: 'our downloads', href: '/resources/downloads' } };
        }),
        disk,
      ),
    ).toEqual([
      `${postLabel}, content[0]: {downlaods} names no link of the post: its links are {downloads}`,
      `${postLabel}, links.downloads: is not used: write {downloads} in a paragraph where the link goes, or remove it`,
    ]);
    expect(
      checkContent(
        editPost((post) => {
          post.content = ['See {downloads} for the guidelines.'];
          post.links = { downloads: { label: 'our downloads', href: '/resources/downloads' } };
        }),
        disk,
      ),
    ).toEqual([]);
  });

  it('an image that does not exist', () => {
    const problems = checkContent(
      editPost((post) => (post.image = { src: 'blog/no-such-photo', alt: 'Nothing' })),
      disk,
    );
    expect(problems).toEqual([
      `${postLabel}, image.src: "blog/no-such-photo" has no photo: add content/images/blog/no-such-photo.jpg (or the same name ending .png or .webp)`,
    ]);
  });

  it('a statement’s card photo: one that exists is taken, a missing one is named', () => {
    const item = press.pressStatements[0]!;
    const withPhoto = (src: string) =>
      withEdit('content/press.ts', 'pressStatements', (list: any[]) => {
        list[0] = { ...list[0], image: { src, alt: 'Members at the launch' } };
        return list;
      });
    expect(checkContent(withPhoto(firstPost.image.src), disk)).toEqual([]);
    expect(checkContent(withPhoto('news/no-such-photo'), disk)).toEqual([
      `content/press.ts, press statement "${item.title}", image.src: "news/no-such-photo" has no photo: add content/images/news/no-such-photo.jpg (or the same name ending .png or .webp)`,
    ]);
  });

  it('the image check asks the given files, so the photo pipeline can answer it', () => {
    const files: ContentFiles = { ...disk, imageExists: () => false, missingImageHint: (key) => `has no photo ${key}` };
    const problems = checkContent(real, files);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContain(`${postLabel}, image.src: "${firstPost.image.src}" has no photo ${firstPost.image.src}`);
  });

  it('a document that does not exist', () => {
    const item = downloads.downloads[0]!;
    const modules = withEdit('content/downloads.ts', 'downloads', (list: any[]) => {
      list[0].file = '/documents/resources/missing.pdf';
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/downloads.ts, download "${item.title}", file: "/documents/resources/missing.pdf" does not exist (put the file at public/documents/resources/missing.pdf)`,
    ]);
  });

  it('a newsletter issue PDF that does not exist', () => {
    const last = newsletter.newsletterIssues.at(-1)!;
    const modules = withEdit('content/newsletter.ts', 'newsletterIssues', (list: any[]) => {
      list.at(-1).file = '/documents/newsletter/next.pdf';
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/newsletter.ts, issue "${last.title}", file: "/documents/newsletter/next.pdf" does not exist (put the file at public/documents/newsletter/next.pdf)`,
    ]);
  });

  it('an external address that is not https', () => {
    const course = trainings.shortCourses.find((c) => c.status === 'registration-open')!;
    const modules = withEdit('content/trainings.ts', 'shortCourses', (list: any[]) => {
      list.find((c) => c.name === course.name).registrationLink = 'http://forms.example.org/register';
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      `content/trainings.ts, short course "${course.name}", registrationLink: "http://forms.example.org/register" is not an https:// address (write the full address, starting with https://)`,
    ]);
  });

  it('a social link that is not https', () => {
    const modules = withEdit('content/site.ts', 'site', (value: any) => {
      value.social[0].href = 'www.youtube.com/@someone';
      return value;
    });
    expect(checkContent(modules, disk)).toEqual([
      'content/site.ts, site, social[1].href: "www.youtube.com/@someone" is not an https:// address (write the full address, starting with https://)',
    ]);
  });

  it('a newsletter issue added at the top instead of the end', () => {
    const issues = newsletter.newsletterIssues;
    const modules = withEdit('content/newsletter.ts', 'newsletterIssues', (list: any[]) => [
      { ...list[0], title: 'EIK Newsletter: New', date: '2099-01-01', file: list[0].file.replace('.pdf', '') + '.pdf' },
      ...list.map((issue: any, index: number) => (index === 0 ? { ...issue, file: issues[0]!.file } : issue)),
    ]);
    const problems = checkContent(modules, disk);
    expect(problems).toContain(
      `content/newsletter.ts, issue "${issues[0]!.title}", date: "${issues[0]!.date}" is older than the issue above it ("2099-01-01"): issues are listed oldest first, add a new issue at the end`,
    );
  });

  it('a second featured post', () => {
    const featuredIndex = blogs.blogPosts.findIndex((post) => post.featured);
    const other = blogs.blogPosts.findIndex((post) => !post.featured);
    const modules = withEdit('content/blogs.ts', 'blogPosts', (posts: any[]) => {
      posts.forEach((post, index) => (post.featured = index === featuredIndex || index === other ? true : undefined));
      return posts.map((post) => (post.featured ? post : (({ featured: _, ...rest }) => rest)(post)));
    });
    const [problem, ...rest] = checkContent(modules, disk);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /featured: true, but post \d+ "[a-z0-9-]+" is featured already: only one post can be; delete the line featured: true from this post \(or from that one, to feature this one instead\)$/,
    );
  });

  it('a second featured download', () => {
    const modules = withEdit('content/downloads.ts', 'downloads', (items: any[]) =>
      items.map((item, index) => (index === items.length - 1 ? { ...item, featured: true } : item)),
    );
    const first = downloads.downloads.findIndex((item) => item.featured);
    const last = downloads.downloads.at(-1)!;
    expect(checkContent(modules, disk)).toEqual([
      `content/downloads.ts, download "${last.title}", featured: true, but download ${first + 1} "${downloads.downloads[first]!.title}" is featured already: only one download can be; delete the line featured: true from this download (or from that one, to feature this one instead)`,
    ]);
  });

  it('a missing export', () => {
    const modules = withEdit('content/agm.ts', 'agms', () => undefined);
    expect(checkContent(modules, disk)).toEqual(['content/agm.ts: "export const agms" is missing']);
  });
});

describe('AGMs: a mistake in the list names file, meeting and field, and nothing else', () => {
  const first = agm.agms[0]!;
  const year = first.date.slice(0, 4);
  const next = { title: 'Annual General Meeting 2099', label: 'content/agm.ts, AGM "Annual General Meeting 2099"' };
  // The meetings as committed, and at the top a next meeting copied from the first, as an editor adds one
  // (with a programme of its own: a document that exists and no meeting uses).
  const withNextAgm = (change: (added: any) => void = () => {}) =>
    withEdit('content/agm.ts', 'agms', (meetings: any[]) => {
      const added = { ...structuredClone(meetings[0]), title: next.title, date: '2099-03-14' };
      added.programmePdf = charter.charter.file;
      change(added);
      return [added, ...meetings];
    });

  it('accepts a next meeting with its own year and programme', () => {
    expect(checkContent(withNextAgm(), disk)).toEqual([]);
  });

  it('two meetings in the same year', () => {
    expect(
      checkContent(
        withNextAgm((added) => (added.date = `${year}-11-20`)),
        disk,
      ),
    ).toEqual([
      `content/agm.ts, AGM "${first.title}", date: "${first.date}" is in ${year}, the year of entry 1 "${next.title}" ("${year}-11-20"); a year has one AGM, whose page is /agm/${year}: correct one of the two dates`,
    ]);
  });

  it('a field left out', () => {
    expect(
      checkContent(
        withNextAgm((added) => delete added.venue),
        disk,
      ),
    ).toEqual([`${next.label}, venue: missing (write text in quotes)`]);
  });

  it('a day that does not exist', () => {
    expect(
      checkContent(
        withNextAgm((added) => (added.date = '2099-02-30')),
        disk,
      ),
    ).toEqual([`${next.label}, date: "2099-02-30" is not a day that exists: February 2099 has 28 days`]);
  });

  it('a programme left as the copied meeting’s', () => {
    const problems = checkContent(
      withNextAgm((added) => (added.programmePdf = first.programmePdf)),
      disk,
    );
    expect(problems).toEqual([
      `content/agm.ts, AGM "${first.title}", programmePdf: "${first.programmePdf}" is used twice, by entry 1 "${next.title}" and entry 2 "${first.title}"; it is one meeting’s programme: upload the new one under its own name`,
    ]);
  });

  it('outcomes written as an empty list, or one without its sentence', () => {
    expect(
      checkContent(
        withNextAgm((added) => (added.outcomes = [])),
        disk,
      ),
    ).toEqual([`${next.label}, outcomes: is an empty list: write what the meeting decided, or leave outcomes out`]);
    expect(
      checkContent(
        withNextAgm((added) => (added.outcomes = [{ title: 'Budget adopted', description: ' ' }])),
        disk,
      ),
    ).toEqual([`${next.label}, outcomes[1].description: is empty (write some text), it has 0: " "`]);
  });

  it('an empty list', () => {
    expect(
      checkContent(
        withEdit('content/agm.ts', 'agms', () => []),
        disk,
      ),
    ).toEqual([
      'content/agm.ts, agms, has no meeting: /agm shows the latest one, so keep at least the last meeting held',
    ]);
  });
});

describe('all mistakes of a run are listed at once', () => {
  it('lists problems from several files and entries together', () => {
    const modules = editPost((post) => {
      post.date = '2025-13-05';
      post.views = '12';
    });
    (modules['content/agm.ts']!.agms as any)[0].date = 'March 15, 2025';
    (modules['content/downloads.ts']!.downloads as any)[0].file = '/documents/none.zip';
    const problems = checkContent(modules, disk);
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${postLabel}, date: "2025-13-05" is not a day that exists: there is no month 13 (write YYYY-MM-DD)`,
        `${postLabel}, views: "12" is text, expected a number (no quotes)`,
        `${agmLabel}, date: "March 15, 2025" is not a date (write YYYY-MM-DD)`,
        `content/downloads.ts, download "${downloads.downloads[0]!.title}", file: "/documents/none.zip" does not exist (put the file at public/documents/none.zip)`,
      ]),
    );
  });

  it('names an entry without a name by its position', () => {
    const modules = withEdit('content/trainings.ts', 'trainings', (list: any[]) => {
      delete list[2].title;
      return list;
    });
    expect(checkContent(modules, disk)).toEqual([
      'content/trainings.ts, training 3, title: missing (write text in quotes)',
    ]);
  });
});

describe('page leads and quotes: a mistake names file, entry and field', () => {
  const editJoinLead = (change: (lead: any) => void) =>
    withEdit('content/membership.ts', 'joinLead', (lead: any) => {
      change(lead);
      return lead;
    });
  const editStory = (change: (story: any) => void) =>
    withEdit('content/donation.ts', 'donationStory', (story: any) => {
      change(story);
      return story;
    });

  it('a lead without a title', () => {
    expect(
      checkContent(
        editJoinLead((lead) => (lead.title = '  ')),
        disk,
      ),
    ).toEqual(['content/membership.ts, join page lead, title: is empty (write some text), it has 0: "  "']);
  });

  it('a lead whose text is one string instead of a list of paragraphs', () => {
    expect(
      checkContent(
        editJoinLead((lead) => (lead.text = 'One paragraph')),
        disk,
      ),
    ).toEqual(['content/membership.ts, join page lead, text: "One paragraph" is text, expected a list in [ ]']);
  });

  it('a lead photo that does not exist', () => {
    const modules = withEdit('content/training-info.ts', 'calendarLead', (lead: any) => ({
      ...lead,
      image: { ...lead.image, src: 'gallery/no-such-photo' },
    }));
    expect(checkContent(modules, disk)).toEqual([
      'content/training-info.ts, training calendar lead, image.src: "gallery/no-such-photo" has no photo: add content/images/gallery/no-such-photo.jpg (or the same name ending .png or .webp)',
    ]);
  });

  it('a lead photo without alt text', () => {
    const modules = withEdit('content/training-info.ts', 'calendarLead', (lead: any) => ({
      ...lead,
      image: { src: lead.image.src },
    }));
    expect(checkContent(modules, disk)).toEqual([
      'content/training-info.ts, training calendar lead, image.alt: missing (write text in quotes)',
    ]);
  });

  it('a lead that carries a photo where the page header carries it', () => {
    expect(
      checkContent(
        editJoinLead((lead) => (lead.image = { src: 'pages/how-to-join', alt: 'A lake' })),
        disk,
      ),
    ).toEqual([expect.stringMatching(/^content\/membership.ts, join page lead, image: unknown field/)]);
  });

  it('a quote without the person who said it', () => {
    expect(
      checkContent(
        editStory((story) => delete story.name),
        disk,
      ),
    ).toEqual(['content/donation.ts, donor story, name: missing (write text in quotes)']);
  });

  it('a quote too short to be one', () => {
    expect(
      checkContent(
        editStory((story) => (story.quote = 'Great!')),
        disk,
      ),
    ).toEqual(['content/donation.ts, donor story, quote: is too short: at least 20 characters, it has 6: "Great!"']);
  });

  it('a mistyped field of a quote, with the likely intended one', () => {
    const problems = checkContent(
      withEdit('content/about.ts', 'backgroundQuote', (quote: any) => {
        const { role, ...rest } = quote;
        return { ...rest, rol: role };
      }),
      disk,
    );
    expect(problems).toEqual([
      'content/about.ts, background quote, rol: unknown field (did you mean "role"?); known fields: quote, name, role, portrait, standIn',
    ]);
  });

  it('a portrait that does not exist', () => {
    expect(
      checkContent(
        editStory((story) => (story.portrait = { src: 'council/no-such-person', alt: 'Portrait' })),
        disk,
      ),
    ).toEqual([
      'content/donation.ts, donor story, portrait.src: "council/no-such-person" has no photo: add content/images/council/no-such-person.jpg (or the same name ending .png or .webp)',
    ]);
  });

  it('a missing quote', () => {
    expect(
      checkContent(
        withEdit('content/donation.ts', 'donationStory', () => undefined),
        disk,
      ),
    ).toEqual(['content/donation.ts: "export const donationStory" is missing']);
  });
});

describe('job openings: a mistake names file, opening and field', () => {
  const opening = {
    id: 1,
    title: 'Programme Officer',
    description: 'Plans and runs the institute’s trainings.',
    type: 'Full-time',
    location: 'Nairobi',
    department: 'Training',
    posted: '2025-06-01',
    deadline: '2025-06-30',
    requirements: ['A degree in environmental science'],
    urgent: false,
  };
  const label = 'content/careers.ts, opening "Programme Officer"';
  const withOpening = (change: Record<string, unknown>) =>
    checkContent(
      withEdit('content/careers.ts', 'jobOpenings', () => [{ ...opening, ...change }]),
      disk,
    );

  it('a well-written opening, with or without its own way to apply, passes', () => {
    expect(withOpening({})).toEqual([]);
    expect(withOpening({ apply: 'jobs@eik.co.ke', region: 'Nairobi County' })).toEqual([]);
    expect(withOpening({ apply: 'https://forms.example.org/eik-programme-officer' })).toEqual([]);
  });

  it('a deadline that is not a date', () => {
    expect(withOpening({ deadline: '30/06/2025' })).toEqual([
      `${label}, deadline: "30/06/2025" is not a date (write YYYY-MM-DD)`,
    ]);
    expect(withOpening({ deadline: '2025-06-31' })).toEqual([
      `${label}, deadline: "2025-06-31" is not a day that exists: June 2025 has 30 days`,
    ]);
  });

  it('a deadline before the day it was posted', () => {
    expect(withOpening({ deadline: '2025-05-30' })).toEqual([
      `${label}, deadline: "2025-05-30" is before the day it was posted "2025-06-01"`,
    ]);
  });

  it('a missing posted date', () => {
    const { posted: _, ...unposted } = opening;
    expect(
      checkContent(
        withEdit('content/careers.ts', 'jobOpenings', () => [unposted]),
        disk,
      ),
    ).toEqual([`${label}, posted: missing (write text in quotes)`]);
  });

  it('a missing location or deadline, naming what search engines need it for', () => {
    const { location: _, ...unplaced } = opening;
    const { deadline: __, ...undated } = opening;
    const check = (entry: Record<string, unknown>) =>
      checkContent(
        withEdit('content/careers.ts', 'jobOpenings', () => [entry]),
        disk,
      );
    expect(check(unplaced)).toEqual([
      `${label}, location: missing (Google lists an opening in job search only with its place of work (jobLocation): write the town, such as "Nairobi", or "Remote")`,
    ]);
    expect(check(undated)).toEqual([
      `${label}, deadline: missing (Google needs the last day to apply (validThrough): write it as YYYY-MM-DD)`,
    ]);
    expect(withOpening({ location: ' ' })).toEqual([`${label}, location: is empty (write some text), it has 0: " "`]);
  });

  it.each(['hr at eik.co.ke', 'http://forms.example.org/apply', 'www.eik.co.ke/apply'])(
    'an apply that is neither an email address nor an https address: %p',
    (apply) => {
      expect(withOpening({ apply })).toEqual([
        `${label}, apply: ${JSON.stringify(apply)} is neither an email address nor an https:// address (write hr@eik.co.ke or the full https:// address of the application form)`,
      ]);
    },
  );

  it('an unknown type', () => {
    expect(withOpening({ type: 'Fulltime' })).toEqual([
      `${label}, type: "Fulltime" is not one of the allowed values (expected one of: "Full-time", "Part-time", "Contract", "Internship", "Volunteer")`,
    ]);
  });

  it('an empty requirements list', () => {
    expect(withOpening({ requirements: [] })).toEqual([
      `${label}, requirements: is empty (list at least one requirement)`,
    ]);
  });

  it('two openings with the same id', () => {
    expect(
      checkContent(
        withEdit('content/careers.ts', 'jobOpenings', () => [opening, { ...opening, title: 'Accountant' }]),
        disk,
      ),
    ).toEqual([
      `content/careers.ts, opening "Accountant", id: 1 is used twice, by entry 1 "${opening.title}" and entry 2 "Accountant"; it identifies the opening to search engines`,
    ]);
  });
});

describe('exports that were unchecked before', () => {
  it('a donation default that is not one of the preset amounts', () => {
    const amount = Math.max(...donation.donationPresets) + 1;
    expect(
      checkContent(
        withEdit('content/donation.ts', 'defaultDonationAmount', () => amount),
        disk,
      ),
    ).toEqual([
      `content/donation.ts, defaultDonationAmount, value: ${amount} is not one of donationPresets (${donation.donationPresets.join(', ')})`,
    ]);
  });

  it('a donation purpose without a paybill account', () => {
    const purpose = donation.donationPurposes[0]!.value;
    const problems = checkContent(
      withEdit('content/donation.ts', 'donationAccounts', (accounts: any) => {
        delete accounts[purpose];
        return accounts;
      }),
      disk,
    );
    // The donation page's accounts are the ones written in site.ts, so the lines name both.
    expect(problems).toContain(`content/donation.ts, donation accounts, ${purpose}: missing (write text in quotes)`);
    expect(problems).toContain(
      `content/site.ts, site, payments.donationAccounts.${purpose}: missing (write text in quotes)`,
    );
  });

  it('a paybill number with a space in site.payments', () => {
    const problems = checkContent(
      withEdit('content/site.ts', 'site', (value: any) => {
        value.payments.paybill = `${value.payments.paybill.slice(0, 3)} ${value.payments.paybill.slice(3)}`;
        return value;
      }),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/site\.ts, site, payments\.paybill: "[\d ]+" is not a paybill number/);
  });

  it('a sign-up provider that does not exist', () => {
    const problems = checkContent(
      withEdit('content/site.ts', 'site', (value: any) => ({ ...value, signups: { provider: 'mailchimps' } })),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/site\.ts, site, signups\.provider: "mailchimps" is not valid \(write one of: "none", "netlify", "formspree", "mailchimp", "buttondown"\)/,
    );
  });

  it('a council member whose experience is not a number of years (the summary adds them up)', () => {
    const problems = checkContent(
      withEdit('content/council.ts', 'councilMembers', (members: any[]) =>
        members.map((member, index) => (index === 0 ? { ...member, experience: 'over twenty years' } : member)),
      ),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/council\.ts, council member "[^"]+", experience: "over twenty years" is not a number of years/,
    );
  });

  it('a membership term naming a category that does not exist', () => {
    const problems = checkContent(
      withEdit('content/membership.ts', 'membershipTerms', (terms: string[]) => [
        ...terms,
        'Professional members may pay quarterly.',
      ]),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/membership\.ts, membershipTerms.*text: "Professional" is not a membership category/,
    );
  });

  it('a question naming a category that does not exist', () => {
    const problems = checkContent(
      withEdit('content/membership.ts', 'membershipFaqs', (faqs: any[]) => [
        ...faqs,
        { question: 'Can I become a Patron member?', answer: 'Ask the council.' },
      ]),
      disk,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/membership\.ts, question "Can I become a Patron member\?", question: "Patron" is not a membership category/,
      ),
    ]);
  });

  it('a home page category that is not a membership category', () => {
    const problems = checkContent(
      withEdit('content/membership.ts', 'homeCategoryIds', (ids: string[]) => [...ids, 'patron']),
      disk,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/membership\.ts, home page category \d+, "patron" is not one of the allowed values \(expected one of: "student"/,
    );
  });

  it('a course status the site does not know', () => {
    const course = trainings.shortCourses[0]!;
    const problems = checkContent(
      withEdit('content/trainings.ts', 'shortCourses', (courses: any[]) => {
        courses[0].status = 'cancelled';
        return courses;
      }),
      disk,
    );
    expect(problems).toEqual([
      `content/trainings.ts, short course "${course.name}", status: "cancelled" is not one of the allowed values (expected one of: "registration-open", "completed", "upcoming")`,
    ]);
  });
});

describe('page copy: a mistake names the file, the page and the field', () => {
  const [key, page] = Object.entries(pages.pages)[0]!;

  it('a page without a heading', () => {
    expect(
      checkContent(
        withEdit('content/pages.ts', 'pages', (all) => ({ ...all, [key]: { ...all[key], title: ' ' } })),
        disk,
      ),
    ).toEqual([`content/pages.ts, page "${key}", title: is empty (write some text), it has 0: " "`]);
  });

  it('a call to action whose link is not one', () => {
    const cta = { title: 'Join us', text: 'Become a member today.', actions: [{ label: 'Join', href: 'members' }] };
    expect(
      checkContent(
        withEdit('content/pages.ts', 'pages', (all) => ({ ...all, [key]: { ...page, cta } })),
        disk,
      ),
    ).toEqual([
      `content/pages.ts, page "${key}", cta.actions[1].href: "members" is not a link (write a path inside the site such as /members/join, or a full https:// address)`,
    ]);
  });

  it('a description too long for search results, and a mistyped field', () => {
    const { description, ...rest } = page;
    const problems = checkContent(
      withEdit('content/pages.ts', 'pages', (all) => ({
        ...all,
        [key]: { ...rest, description: 'x'.repeat(161), intor: description },
      })),
      disk,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^content/pages.ts, page "${key}", description: is too long: at most 160`));
    expect(problems[1]).toMatch(
      new RegExp(`^content/pages.ts, page "${key}", intor: unknown field \\(did you mean "intro"\\?\\)`),
    );
  });
});

describe('page headers: a picture shows only in a feature header', () => {
  it('a picture on a page with a compact header is refused, naming the field and the fix', () => {
    const [key, page] = Object.entries(pages.pages as Record<string, PageCopy>).find(
      ([, copy]) => copy.header !== 'feature',
    )!;
    const image = { src: 'pages/approach', alt: 'Illustration: terraced fields under mist' };
    expect(
      checkContent(
        withEdit('content/pages.ts', 'pages', (all) => ({ ...all, [key]: { ...page, image } })),
        disk,
      ),
    ).toEqual([
      `content/pages.ts, page "${key}", image.src: "pages/approach" shows only in a feature header: add header: 'feature' to the page, or remove the image`,
    ]);
  });

  it('a feature header takes a picture, and a picture missing from content/images is named', () => {
    const [key, page] = Object.entries(pages.pages as Record<string, PageCopy>).find(
      ([, copy]) => copy.header === 'feature' && copy.image,
    )!;
    const problems = checkContent(
      withEdit('content/pages.ts', 'pages', (all) => ({
        ...all,
        [key]: { ...page, image: { ...page.image, src: 'pages/no-such-picture' } },
      })),
      disk,
    );
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/pages.ts, page "${key}", image.src: .*no-such-picture`)),
    ]);
  });
});

describe('redirects: an old address answers with a page that exists, once, without chains', () => {
  const post = blogs.blogPosts[0]!;
  const check = (list: { from: string; to: string }[]) =>
    checkContent(
      withEdit('content/redirects.ts', 'redirects', () => list),
      disk,
    );

  it('a removed post redirecting to the list, and a renamed one to its new address, pass', () => {
    expect(
      check([
        { from: '/blogs/a-removed-post', to: '/blogs' },
        { from: '/blogs/its-old-name', to: `/blogs/${post.slug}` },
        { from: '/documents/old-charter.pdf', to: '/documents/eik-membership-charter.pdf' },
      ]),
    ).toEqual([]);
  });

  it('a redirect from a page that still exists', () => {
    expect(check([{ from: `/blogs/${post.slug}`, to: '/blogs' }])).toEqual([
      `content/redirects.ts, redirect "/blogs/${post.slug}", from: "/blogs/${post.slug}" is a page of the site: a redirect from it would never be used; delete this redirect, or remove the page first`,
    ]);
  });

  it('a redirect to an address that is no page', () => {
    expect(check([{ from: '/blogs/old', to: '/blogs/no-such-post' }])).toEqual([
      'content/redirects.ts, redirect "/blogs/old", to: "/blogs/no-such-post" is not a page of the site or a file under public/ (write the address of the page that replaces "/blogs/old")',
    ]);
  });

  it('a chain, a loop and a repeated address', () => {
    expect(
      check([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/blogs' },
        { from: '/c', to: '/d' },
        { from: '/d', to: '/c' },
        { from: '/a', to: '/agm' },
      ]),
    ).toEqual([
      'content/redirects.ts, redirect "/a", from: "/a" is used twice, by entry 1 and entry 5; it must be unique',
      'content/redirects.ts, redirect "/a", to: "/b" is itself redirected (by redirect 2, to "/blogs"): write to: "/blogs"',
      'content/redirects.ts, redirect "/c", to: "/d" is itself redirected (by redirect 4, to "/c"): the two redirects loop; point this one at a page',
      'content/redirects.ts, redirect "/d", to: "/c" is itself redirected (by redirect 3, to "/d"): the two redirects loop; point this one at a page',
    ]);
  });

  it('an address that is not a path inside the site', () => {
    expect(check([{ from: 'blogs/old/', to: '/blogs' }])).toEqual([
      'content/redirects.ts, redirect "blogs/old/", from: "blogs/old/" is not an address inside the site such as /blogs/old-name (a leading /, no trailing /, no ? or #, no spaces; letters, digits, hyphens, dots and underscores)',
    ]);
  });
});

describe('placeholders of the page copy: only the facts a page fills in (lib/page-facts.ts)', () => {
  const editPage = (page: string, change: (copy: any) => void) =>
    withEdit('content/pages.ts', 'pages', (all) => {
      change(all[page]);
      return all;
    });
  // A page that fills in facts, and the first text of it that holds one.
  const [page, { facts }] = Object.entries(pageFacts).find(([key]) => key in pages.pages)!;
  const filled = Object.entries(pages.pages[page as keyof typeof pages.pages] as Record<string, unknown>).find(
    ([, value]) => typeof value === 'string' && facts.some((fact: string) => value.includes(`{${fact}}`)),
  )!;
  const [field, text] = filled as [string, string];
  const fact = facts.find((name: string) => text.includes(`{${name}}`))!;

  it('a misspelt name is named with the one meant and every name the page knows, at its place in the file', () => {
    const typo = `${fact}x`;
    const modules = editPage(page, (copy) => (copy[field] = text.replace(`{${fact}}`, `{${typo}}`)));
    const problems = contentProblems(modules, disk);
    expect(problems.map(problemLine)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages.ts, page "${page}", ${field}: ".*" has \\{${typo}\\}, which this page does not fill in \\(did you mean \\{${fact}\\}\\?\\); it fills in .*\\{${fact}\\}`,
        ),
      ),
    ]);
    const source = parseContent('content/pages.ts', readFileSync('content/pages.ts', 'utf8'));
    const { line, column } = locate(source, problems[0]!.place!);
    expect(
      readFileSync('content/pages.ts', 'utf8')
        .split('\n')
        [line - 1]!.slice(column - 1),
    ).toMatch(new RegExp(`^['\`].*\\{${fact}\\}`));
  });

  it('a name on a page that fills in none', () => {
    const [plain] = Object.keys(pages.pages).filter((key) => !(key in pageFacts));
    expect(
      checkContent(
        editPage(plain!, (copy) => (copy.title = 'Since {year}')),
        disk,
      ),
    ).toEqual([
      `content/pages.ts, page "${plain}", title: "Since {year}" has {year}, but this page fills in no {name}: remove the braces`,
    ]);
  });

  it('a brace left open', () => {
    expect(
      checkContent(
        editPage(page, (copy) => (copy[field] = text.replace(`{${fact}}`, `{${fact}`))),
        disk,
      ),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages.ts, page "${page}", ${field}: ".*" has a \\{ or \\} without its pair`),
      ),
    ]);
  });

  it('an item’s page whose heading no longer names its item', () => {
    const [item, declared] = Object.entries(pageFacts as Record<string, { keep?: { title?: readonly string[] } }>).find(
      ([, entry]) => entry.keep?.title,
    )!;
    expect(
      checkContent(
        editPage(item, (copy) => (copy.title = 'Fixed words')),
        disk,
      ),
    ).toEqual(
      declared.keep!.title!.map(
        (name) =>
          `content/pages.ts, page "${item}", title: "Fixed words" must contain {${name}} (the page fills it in for each of its items)`,
      ),
    );
  });

  it('a link-preview card’s text with a name the card does not fill in', () => {
    const modules = withEdit('content/pages.ts', 'socialCards', (cards) => ({
      ...cards,
      alt: '{kind}: {title} ({sitee})',
    }));
    expect(checkContent(modules, disk)).toEqual([
      `content/pages.ts, social cards, alt: "{kind}: {title} ({sitee})" has {sitee}, which the card does not fill in (did you mean {site}?); it fills in ${socialCardFacts.map((name) => `{${name}}`).join(', ')}`,
    ]);
  });
});

describe("a plain page's body: a bad block is named by file, page and block", () => {
  const [key, page] = Object.entries(pages.pages as Record<string, PageCopy>).find(([, copy]) => copy.body)!;
  const where = `content/pages.ts, page "${key}"`;
  const withBody = (body: unknown[], change: Record<string, unknown> = {}) =>
    checkContent(
      withEdit('content/pages.ts', 'pages', (all) => ({ ...all, [key]: { ...page, ...change, body } })),
      disk,
    );
  const heading = { type: 'heading', text: 'How we work' };

  it.each([
    [
      'an unknown kind of block, with the kinds there are',
      { type: 'headline', text: 'x' },
      'body[3].type: "headline" is not valid (write one of: "heading", "paragraph", "list", "quote", "image", "actions")',
    ],
    [
      'a link to a page the site does not have',
      { type: 'paragraph', text: 'See [the fees](/members/feez).' },
      'body[3].text: "See [the fees](/members/feez)." links "the fees" to "/members/feez", which is no page of the site (correct the path, or add the page)',
    ],
    [
      'a link that is no address',
      { type: 'paragraph', text: 'See [the fees](members/fees).' },
      'body[3].text: "See [the fees](members/fees)." links "the fees" to "members/fees", which is not a link (write a path such as /members/join, or https://…)',
    ],
    [
      'a link written wrongly',
      { type: 'paragraph', text: 'See [the fees] (/members/fees).' },
      'body[3].text: "See [the fees] (/members/fees)." has a link that is not written [label](/a/page)',
    ],
    [
      'a list mixing lines and titled items',
      { type: 'list', items: ['Members vote', { title: 'Council', description: 'Decides.' }] },
      'body[3].items: a list mixes lines of text with titled items: write every item one way',
    ],
    [
      'a mistyped field of an image, with the fields an image has',
      { type: 'image', src: 'pages/approach', alt: 'Terraced slopes', captoin: 'Terraces' },
      'body[3].captoin: unknown field (did you mean "caption"?); known fields: src, alt, focus, standIn, type, caption, beside',
    ],
    ['a heading without its text', { type: 'heading' }, 'body[3].text: missing (write text in quotes)'],
  ])('%s', (_name, block, problem) => {
    expect(withBody([heading, { type: 'paragraph', text: 'We work with every sector.' }, block])).toEqual([
      `${where}, ${problem}`,
    ]);
  });

  it('two images beside one section, and one heading twice', () => {
    const image = { type: 'image', src: 'pages/approach', alt: 'Terraced slopes', beside: true };
    expect(withBody([heading, image, image, heading])).toEqual([
      `${where}, body[3].beside: true is a second image beside its section's text (one a section)`,
      `${where}, body[4].text: "How we work" is the text of a heading above too (each heading names its own part)`,
    ]);
  });

  it('an address a page with a body cannot have', () => {
    expect(withBody([heading], { path: '/About/Our-Approach' })).toEqual([
      `${where}, path: "/About/Our-Approach" is not an address for a page with a body (lowercase words and hyphens, such as /about/policies)`,
    ]);
  });
});
