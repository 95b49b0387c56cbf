/**
 * The editor drill (`npm run test:drill`, part of `npm test`): on a temporary copy of the repository,
 * make the edits the institute's editors make (a new post, training, short course and newsletter issue,
 * a vacancy, a partner with its logo, a plain page with its menu link, the next AGM published, a
 * download removed, a working group renamed, the conference changed), run the content check and the
 * build, and check the copy's out/: the new pages, links, calendar files and search entries exist, and
 * every address that existed before still resolves (except the renamed group's old join link). Then a
 * typo in a date must stop the build with a message naming file, line and column, entry and field.
 *
 * Uses Node's test runner (through tsx), not Jest: it builds the whole site, which takes a while.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { agms } from '../../content/agm';
import { blogPosts } from '../../content/blogs';
import { bulletins } from '../../content/bulletins';
import { downloads } from '../../content/downloads';
import { newsletterIssues } from '../../content/newsletter';
import { pressStatements } from '../../content/press';
import { conferencePromo, site } from '../../content/site';
import { workingGroups } from '../../content/working-groups';
import { agmCalendarPath, courseCalendarPath, trainingCalendarPath, trainingsFeedPath } from '../../lib/calendar-files';
import { agmHref, agmLabel, newestFirst } from '../../lib/agm';
import { allRoutes } from '../../lib/routes';
import { slugify } from '../../lib/slug';
import { shortCourses, trainings } from '../../lib/trainings';
import { copyRepository } from '../../scripts/lib/repository-copy';
import { htmlTokens } from '../../scripts/lib/html';

const repo = join(__dirname, '..', '..');
const minutes = 60_000;

// ---------- The edits ----------

const newPost = {
  slug: 'wetlands-of-nairobi',
  title: 'The Hidden Wetlands of Nairobi',
  date: '2025-05-02',
  // The editor's own photo: a landscape phone picture, rotated by its EXIF orientation.
  image: 'blog/wetlands-of-nairobi',
};
const newTraining = {
  id: Math.max(...trainings.map((t) => t.id)) + 1,
  title: 'Wetland Delineation and Restoration',
  startDate: '2026-02-10',
};
const newCourse = { name: 'Environmental Monitoring with Drones', start: '2026-03-02', end: '2026-03-04' };
/**
 * The day the drill's copy is built as of (SITE_BUILD_DATE): the day before its new training, so the
 * new training, course and next AGM are still to come in its HTML, whatever day the drill runs.
 */
const drillBuildDate = '2026-02-09';
const newIssue = {
  title: 'EIK Newsletter: March 2025',
  date: '2025-03-03',
  file: '/documents/newsletter/eik-newsletter-2025-03.pdf',
};
const removedDownload = downloads.at(-1)!;
const renamedGroup = { from: workingGroups.at(-1)!.name, to: 'Environmental and Social Impact Assessment (ESIA)' };
const newConference = '5th International Environmental Conference and Expo 2026';
/** The latest meeting before the drill, which the next one follows. */
const agm = newestFirst(agms)[0]!;
const nextAgm = {
  date: '2026-03-21',
  title: 'Annual General Meeting 2026',
  label: 'AGM 2026',
  programmePdf: '/documents/agm-2026-programme.pdf',
  was: agmLabel(agm.date),
};
/** A day counted from the build's own day, so the opening is still open whenever the drill runs. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newVacancy = {
  title: 'Programme Officer, Training',
  requirement: 'A degree in environmental science or a related field',
  posted: daysFromToday(0),
  deadline: daysFromToday(60),
};
const newPartner = { name: 'Athi River Conservancy Trust', logo: 'partners/athi-river-conservancy' };
/** A plain page: one entry of content/pages.ts with its body, and its link in the menu. */
const newPage = {
  path: '/about/field-days',
  title: 'Field Days',
  heading: 'What members do on a field day',
  text: 'Members walk a river or a forest edge with county officers and schools, and write down what they find.',
  menu: 'About Us',
};

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Replaces `anchor` in a file of the copy, failing loudly when the anchor is not there. */
function edit(root: string, file: string, anchor: string | RegExp, replacement: (found: string) => string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const match = typeof anchor === 'string' ? (text.includes(anchor) ? anchor : null) : anchor.exec(text)?.[0];
  assert.ok(match, `${file}: cannot find ${String(anchor)}`);
  writeFileSync(path, text.replace(match, replacement(match)));
}

/** Writes a photo as a phone would: 3000 x 4000 stored sideways, with EXIF orientation 6 (turn right). */
async function addPhoto(root: string) {
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3f7d58' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(join(root, 'content', 'images', `${newPost.image}.jpg`), photo);
  // The partner's logo as it arrives: a PNG wider than the tile, on a transparent background.
  const logo = await sharp({ create: { width: 800, height: 300, channels: 4, background: '#00000000' } })
    .composite([
      { input: { create: { width: 600, height: 200, channels: 4, background: '#136642ff' } }, left: 100, top: 50 },
    ])
    .png()
    .toBuffer();
  writeFileSync(join(root, 'content', 'images', `${newPartner.logo}.png`), logo);
}

function applyEdits(root: string) {
  edit(
    root,
    'content/blogs.ts',
    'export const blogPosts = [',
    (found) => `${found}
  {
    id: ${Math.max(...blogPosts.map((p) => p.id)) + 1},
    slug: ${quote(newPost.slug)},
    title: ${quote(newPost.title)},
    excerpt: 'Nairobi’s wetlands clean water, hold floods and shelter birds. Where they are, what threatens them and how members can help map them.',
    content: [
      'Few residents know that Nairobi still has wetlands along its rivers and in its valleys.',
      'Members of the institute mapped twelve of them this year with county officers and schools.',
    ],
    author: 'Faith Akinyi',
    authorRole: 'Water Resource Management Working Group Member',
    date: ${quote(newPost.date)},
    readTime: '3 min read',
    category: 'Conservation',
    tags: ['wetlands', 'urban nature'],
    views: 0,
    likes: 0,
    image: { src: ${quote(newPost.image)}, alt: 'Papyrus and open water in a valley wetland' },
  },`,
  );

  edit(
    root,
    'content/trainings.ts',
    /\] satisfies Training\[\];/,
    (found) => `  {
    id: ${newTraining.id},
    title: ${quote(newTraining.title)},
    startDate: ${quote(newTraining.startDate)},
    description: 'Delineating wetland boundaries in the field and planning their restoration with communities.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 0,
    capacity: 40,
  },
${found}`,
  );

  edit(
    root,
    'content/trainings.ts',
    /\] satisfies ShortCourse\[\];/,
    (found) => `  {
    name: ${quote(newCourse.name)},
    dates: { start: ${quote(newCourse.start)}, end: ${quote(newCourse.end)} },
    registrationLink: 'https://forms.eik.co.ke/drones',
    status: 'registration-open',
  },
${found}`,
  );

  edit(
    root,
    'content/newsletter.ts',
    /\] satisfies NewsletterIssue\[\];/,
    (found) => `  {
    title: ${quote(newIssue.title)},
    date: ${quote(newIssue.date)},
    description: 'The 2025 AGM in pictures, the new strategic plan and the year’s first trainings.',
    downloads: 0,
    featured: false,
    file: ${quote(newIssue.file)},
  },
${found}`,
  );
  // The editor uploads the PDF next to the others.
  cpSync(join(root, 'public', newsletterIssues[0]!.file), join(root, 'public', newIssue.file));

  // Removing a download: its whole entry goes (the file may stay for old links).
  edit(
    root,
    'content/downloads.ts',
    new RegExp(`\\n  \\{\\n    id: ${removedDownload.id},[\\s\\S]*?\\n  \\},`),
    () => '',
  );

  edit(root, 'content/working-groups.ts', `name: ${quote(renamedGroup.from)}`, () => `name: ${quote(renamedGroup.to)}`);

  // The next AGM is published at the top of the list, with its programme; the last one stays.
  edit(
    root,
    'content/agm.ts',
    'export const agms = [',
    (found) => `${found}
  {
    title: ${quote(nextAgm.title)},
    date: ${quote(nextAgm.date)},
    venue: 'Nairobi',
    attendees: '500+ members',
    invitation: 'Members meet in Nairobi to receive the annual report and elect council members. Register to attend.',
    description: 'Members met in Nairobi to receive the annual report and elected council members.',
    programmePdf: ${quote(nextAgm.programmePdf)},
    photos: [],
  },`,
  );
  cpSync(join(root, 'public', agm.programmePdf), join(root, 'public', nextAgm.programmePdf));

  edit(
    root,
    'content/careers.ts',
    'export const jobOpenings: JobOpening[] = [',
    (found) => `${found}
  {
    id: 1,
    title: ${quote(newVacancy.title)},
    description: 'Plans and runs the institute’s trainings and short courses with the technical working groups.',
    type: 'Full-time',
    location: 'Nairobi',
    department: 'Training',
    posted: ${quote(newVacancy.posted)},
    deadline: ${quote(newVacancy.deadline)},
    requirements: [${quote(newVacancy.requirement)}, 'Three years of experience organising trainings'],
    urgent: false,
  },`,
  );

  edit(
    root,
    'content/partners.ts',
    'export const partnerRows = [\n  [',
    (found) => `${found}\n    { name: ${quote(newPartner.name)}, logo: ${quote(newPartner.logo)} },`,
  );
  edit(root, 'content/site.ts', `title: ${quote(conferencePromo.title)}`, () => `title: ${quote(newConference)}`);

  edit(
    root,
    'content/pages.ts',
    '  notFound: {',
    (found) => `  fieldDays: {
    path: ${quote(newPage.path)},
    title: ${quote(newPage.title)},
    parents: [{ label: 'About Us', href: '/about/background' }],
    description: 'What members of the institute do on a field day with county officers, schools and communities across Kenya.',
    body: [
      { type: 'heading', text: ${quote(newPage.heading)} },
      { type: 'paragraph', text: ${quote(`${newPage.text} See [the working groups](/members/chapters).`)} },
      { type: 'list', items: ['Measuring water quality', 'Mapping a wetland'] },
    ],
  },

${found}`,
  );
  edit(
    root,
    'content/navigation.ts',
    "{ label: 'Secretariat', href: '/about/secretariat' },",
    (found) => `${found}\n      { label: ${quote(newPage.title)}, href: ${quote(newPage.path)} },`,
  );
}

// ---------- The copy ----------

/**
 * Runs a script of the copy. The build is the host's, less what the drill does not read: Next's
 * type check (the content check guards the edited data, and `npm run typecheck` the code) and
 * its build cache (the copy is thrown away). `withoutPreScript` skips the content check that
 * `npm run build` runs first, when the drill has just run it itself.
 */
function run(root: string, script: string, { withoutPreScript = false } = {}) {
  const result = spawnSync('npm', ['run', '--silent', ...(withoutPreScript ? ['--ignore-scripts'] : []), script], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      CI: '1',
      NEXT_SKIP_TYPECHECK: '1',
      NEXT_BUILD_CACHE: '0',
      SITE_BUILD_DATE: drillBuildDate,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

// ---------- Reading out/ ----------

/** The exported file of a public address ("/blogs/x" -> out/blogs/x.html, "/" -> out/index.html). */
function fileOf(out: string, address: string): string {
  const path = address.split(/[?#]/)[0]!;
  if (path === '/') return join(out, 'index.html');
  if (/\.[a-z0-9]+$/i.test(path)) return join(out, path);
  return join(out, `${path}.html`);
}

function page(out: string, address: string): string {
  const file = fileOf(out, address);
  assert.ok(existsSync(file), `${address} has no page (${file})`);
  return readFileSync(file, 'utf8');
}

/** A page's text as it shows, without its scripts' (the data it hydrates from). */
function shownText(html: string): string {
  return htmlTokens(html)
    .tokens.flatMap((token) => (token.kind === 'text' ? [token.text] : []))
    .join(' ');
}

/** Every search entry: the address and text Pagefind indexed for each page. */
function searchEntries(out: string): { url: string; content: string }[] {
  const dir = join(out, 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
  });
}

/** Every address of the site before the edits: pages, calendar files and linked documents. */
function addressesBefore(): string[] {
  return [
    ...allRoutes().map((route) => route.path),
    ...trainings.map((training) => trainingCalendarPath(training)),
    ...shortCourses.map((course) => courseCalendarPath(course)),
    ...agms.map((meeting) => agmCalendarPath(meeting)),
    trainingsFeedPath,
    ...[...downloads, ...bulletins, ...pressStatements, ...newsletterIssues].map((item) => item.file),
    ...agms.map((meeting) => meeting.programmePdf),
  ].filter((address): address is string => address !== null);
}

// ---------- The drill ----------

describe('editor drill', { timeout: 15 * minutes }, () => {
  let root = '';
  let out = '';
  const existing = addressesBefore();

  before(async () => {
    root = copyRepository(repo, '.drill', 'copy-');
    out = join(root, 'out');
    applyEdits(root);
    await addPhoto(root);
  });
  after(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('passes the content check and builds', () => {
    const check = run(root, 'check:content');
    assert.equal(check.status, 0, check.output);
    const build = run(root, 'build', { withoutPreScript: true });
    assert.equal(build.status, 0, build.output);
  });

  it('publishes the new post: its page, its card and its search entry', () => {
    const address = `/blogs/${newPost.slug}`;
    assert.match(page(out, address), new RegExp(`<h1[^>]*>${newPost.title}</h1>`));
    assert.ok(page(out, address).includes(`<time dateTime="${newPost.date}">May 2, 2025</time>`));
    assert.ok(page(out, '/blogs').includes(`href="${address}"`), 'the blog list links the new post');
    assert.ok(searchEntries(out).some((entry) => entry.url === address && entry.content.includes(newPost.title)));
  });

  it("turns the editor's new photo into AVIF and WebP variants in the post, by the build alone", () => {
    const html = page(out, `/blogs/${newPost.slug}`);
    for (const format of ['avif', 'webp']) {
      // Named after the photo's content, so a replaced photo gets a new address.
      const variant = new RegExp(`/images/${newPost.image}-1200\\.[0-9a-f]{10}\\.${format}`).exec(html)?.[0];
      assert.ok(variant, `the post offers a 1200 px ${format} variant of ${newPost.image}`);
      assert.ok(existsSync(fileOf(out, variant)), `${variant} exists in out/`);
    }
    // The folder's 16:9 shape, cropped from the upright photo: its box is reserved with those sizes.
    assert.match(html, /width="1200" height="675"/);
  });

  it('lists the new training with its calendar file, in the trainings feed', () => {
    const calendar = page(out, '/trainings/calendar');
    assert.ok(calendar.includes(newTraining.title));
    assert.ok(calendar.includes('February 2026'));
    const ics = readFileSync(fileOf(out, `/ics/trainings/${newTraining.id}.ics`), 'utf8');
    assert.match(ics, /DTSTART:20260210T060000Z/);
    assert.match(ics, /RRULE:FREQ=DAILY;COUNT=2/);
    assert.ok(readFileSync(fileOf(out, trainingsFeedPath), 'utf8').includes(`training-${newTraining.id}@`));
    assert.ok(searchEntries(out).some((entry) => entry.content.includes(newTraining.title)));
  });

  it('lists the new short course with its dates and calendar file', () => {
    const courses = page(out, '/trainings/short-courses');
    assert.ok(courses.includes(newCourse.name));
    assert.ok(courses.includes('Scheduled: 2nd – 4th March 2026'));
    const path = courseCalendarPath({
      name: newCourse.name,
      span: { start: newCourse.start, end: newCourse.end, days: 3 },
    })!;
    assert.ok(courses.includes(`href="${path}"`), 'the card links its calendar file');
    assert.match(readFileSync(fileOf(out, path), 'utf8'), /DTSTART;VALUE=DATE:20260302/);
  });

  it('gives the new newsletter issue the next number; the old issues keep theirs', () => {
    const index = newsletterIssues.length;
    const address = `/newsletter/download/${index}`;
    assert.ok(page(out, address).includes(newIssue.title));
    assert.ok(page(out, address).includes(`href="${newIssue.file}"`));
    assert.ok(existsSync(fileOf(out, newIssue.file)), 'the PDF is published');
    const list = page(out, '/newsletter');
    assert.ok(list.indexOf(`href="${address}"`) >= 0, 'the newsletter page links the new issue');
    assert.ok(list.indexOf(newIssue.title) < list.indexOf(newsletterIssues.at(-1)!.title), 'newest first');
    newsletterIssues.forEach((issue, old) => {
      assert.ok(page(out, `/newsletter/download/${old}`).includes(issue.title), `issue ${old} kept its address`);
    });
  });

  it('no longer lists the removed download', () => {
    const list = page(out, '/resources/downloads');
    assert.ok(!list.includes(removedDownload.title));
    for (const download of downloads.slice(0, -1)) assert.ok(list.includes(`href="${download.file}"`));
  });

  it('links the renamed working group by its new name only', () => {
    const chapters = page(out, '/members/chapters');
    assert.ok(chapters.includes(`/members/join?twg=${slugify(renamedGroup.to)}`));
    assert.ok(!chapters.includes(`/members/join?twg=${slugify(renamedGroup.from)}"`));
  });

  it('shows the changed conference in the promo dialog', () => {
    assert.ok(page(out, '/').includes(newConference));
  });

  it('shows the next AGM at /agm and in the menu, and moves the last one to its own page', () => {
    const agmPage = page(out, '/agm');
    assert.match(agmPage, new RegExp(`<title>${nextAgm.label} [|]`));
    assert.match(agmPage, new RegExp(`<h1[^>]*>${nextAgm.label}</h1>`));
    assert.ok(agmPage.includes('March 21, 2026'), 'the description and details give the new day');
    assert.ok(agmPage.includes(`href="${agmHref(agm)}"`), '/agm lists the last meeting under Past AGMs');
    for (const address of ['/agm', '/']) {
      assert.ok(page(out, address).includes(nextAgm.label), `${address} names ${nextAgm.label} in the menu`);
    }
    assert.ok(!page(out, '/').includes(nextAgm.was), `the menu no longer says ${nextAgm.was}`);
    assert.match(page(out, agmHref(agm)), new RegExp(`<h1[^>]*>${nextAgm.was}</h1>`));
    // The new meeting is read at /agm only: its year's address answers with /agm.
    const nextHref = agmHref({ date: nextAgm.date });
    assert.ok(!existsSync(fileOf(out, nextHref)), `${nextHref} is no page while /agm shows it`);
    assert.ok(readFileSync(join(out, '_redirects'), 'utf8').includes(`${nextHref} /agm 301`), `${nextHref} redirects`);
    assert.ok(existsSync(fileOf(out, agmCalendarPath({ date: nextAgm.date })!)), 'the new calendar file');
  });

  it('lists the new vacancy with its requirements, an Apply link and its job posting data', () => {
    const vacancy = page(out, '/resources/vacancy');
    assert.ok(vacancy.includes(newVacancy.title));
    assert.ok(vacancy.includes(newVacancy.requirement));
    assert.ok(vacancy.includes(`href="mailto:hr@eik.co.ke?subject=${encodeURIComponent(newVacancy.title)}"`));
    assert.match(vacancy, /"@type":"JobPosting"/);
    // Not in what the page shows: its scripts carry the page's words, the empty state's among them.
    assert.ok(!shownText(vacancy).includes('No Current Openings'));
  });

  it('shows the new partner’s logo, named for screen readers, from the editor’s file', () => {
    const home = page(out, '/');
    const logo = new RegExp(`<img[^>]*alt="${newPartner.name}"[^>]*>`).exec(home)?.[0];
    assert.ok(logo, 'the home page shows the logo with the partner’s name as its alternative text');
    const src = /src="([^"]+)"/.exec(logo)?.[1];
    assert.ok(src?.startsWith(`/images/${newPartner.logo}-`), `the logo comes from the image step: ${src}`);
    assert.ok(existsSync(fileOf(out, src!)), `${src} exists in out/`);
  });

  it('publishes the plain page from its content entry: its page, menu link, sitemap entry and search entry', () => {
    const html = page(out, newPage.path);
    assert.match(html, new RegExp(`<h1[^>]*>${newPage.title}</h1>`));
    assert.match(html, new RegExp(`<title>${newPage.title} [|]`));
    const address = new URL(newPage.path, site.url).toString();
    assert.ok(html.includes(`<link rel="canonical" href="${address}"/>`), 'its canonical address');
    assert.match(html, /<meta property="og:image" content="[^"]+"/);
    assert.match(html, new RegExp(`<h2[^>]*>${newPage.heading}</h2>`));
    assert.ok(html.includes('href="/members/chapters"'), 'the link in its paragraph');
    assert.ok(page(out, '/').includes(`href="${newPage.path}"`), 'the menu links it');
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    assert.ok(sitemap.includes(`<loc>${address}</loc>`), 'the sitemap lists it');
    const entry = searchEntries(out).find((found) => found.url === newPage.path);
    assert.ok(entry?.content.includes(newPage.text), 'the search index holds its text');
  });

  it('still resolves every address that existed before', () => {
    const missing = existing.filter((address) => !existsSync(fileOf(out, address)));
    assert.deepEqual(missing, []);
  });

  it('refuses a date typo, naming file, line and column, entry and field, before Next renders anything', () => {
    edit(root, 'content/blogs.ts', `date: ${quote(newPost.date)}`, () => `date: '2025-13-05'`);
    // The line and column of the date's value, as an editor's terminal or the host's annotation opens it.
    const lines = readFileSync(join(root, 'content', 'blogs.ts'), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes(`date: '2025-13-05'`));
    const place = `${line + 1}:${lines[line]!.indexOf(`'2025-13-05'`) + 1}`;
    const build = run(root, 'build');
    assert.notEqual(build.status, 0);
    assert.ok(
      build.output.includes(
        `content/blogs.ts:${place}: post "${newPost.slug}", date: "2025-13-05" is not a day that exists: there is no month 13 (write YYYY-MM-DD)`,
      ),
      build.output,
    );
    assert.ok(!/Creating an optimized production build/.test(build.output), 'Next did not start');
  });
});
