import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pressStatements } from '../../content/press';
import { jobPostingJsonLd } from '../../lib/structured-data-careers';
import { newsArticleJsonLd, pressStatementArticle } from '../../lib/structured-data-media';
import { sampleOpenings } from '../../tests/support/sample-openings';
import { structuredDataProblems } from '../../tests/support/structured-data-validation';
import { exportedHtmlFiles, htmlFileOf, outDir, qualityRoutes } from './routes';

test('every exported page passes the Google, Twitter and Facebook checks and Google rich-result rules', async () => {
  test.setTimeout(180_000);
  const files = exportedHtmlFiles();
  for (const route of qualityRoutes) expect(files, `the page of ${route}`).toContain(htmlFileOf(route));
  const problems: string[] = [];
  for (const file of files) {
    const page = path.relative(outDir, file);
    for (const problem of await structuredDataProblems(readFileSync(file, 'utf8')))
      problems.push(`${page}: ${problem}`);
  }
  expect(problems, `structured data of ${files.length} pages`).toEqual([]);
});

/** A page with complete link-preview tags and the given JSON-LD; `leaveOut` drops one tag. */
function samplePage(jsonLd: unknown[], leaveOut?: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:title', 'A statement'],
    ['property', 'og:type', 'article'],
    ['property', 'og:url', 'https://www.eik.co.ke/press-statements'],
    ['property', 'og:image', 'https://www.eik.co.ke/images/og/card.jpg'],
    ['property', 'og:image:alt', 'Press statement: a statement'],
    ['property', 'og:description', 'What the statement says.'],
    ['property', 'og:site_name', 'Environmental Institute of Kenya'],
    ['property', 'og:locale', 'en_KE'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', 'A statement'],
    ['name', 'twitter:description', 'What the statement says.'],
    ['name', 'twitter:image', 'https://www.eik.co.ke/images/og/card.jpg'],
    ['name', 'twitter:image:alt', 'Press statement: a statement'],
  ];
  const meta = tags
    .filter(([, name]) => name !== leaveOut)
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${content}">`)
    .join('');
  const scripts = jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`).join('');
  return `<!doctype html><html lang="en"><head><title>A statement</title>${meta}</head><body>${scripts}</body></html>`;
}

test('the validators pass a complete page: a press statement and the vacancies content can hold', async () => {
  const article = newsArticleJsonLd(pressStatementArticle(pressStatements[0]!));
  const postings = sampleOpenings.map((opening) => jobPostingJsonLd(opening, '/resources/vacancy'));
  expect(await structuredDataProblems(samplePage([article, ...postings]))).toEqual([]);
});

test('the validators catch a missing field and name the page type and the field', async () => {
  const article = newsArticleJsonLd(pressStatementArticle(pressStatements[0]!));
  const { image: _, ...withoutImage } = article;
  const posting: Record<string, unknown> = jobPostingJsonLd(sampleOpenings[0]!, '/resources/vacancy');
  const { jobLocation: __, ...withoutLocation } = posting;

  expect(await structuredDataProblems(samplePage([article], 'twitter:image:alt'))).toEqual([
    'Twitter: twitter:image:alt is missing (must have image alt text)',
  ]);
  expect(await structuredDataProblems(samplePage([article], 'og:image:alt'))).toEqual([
    'Facebook: og:image:alt is missing (must have image alt text)',
  ]);
  expect(await structuredDataProblems(samplePage([withoutImage]))).toEqual(['Google: NewsArticle has no image']);
  expect(await structuredDataProblems(samplePage([withoutLocation]))).toEqual([
    'Google rich results: JobPosting: Required attribute "jobLocation" is missing',
  ]);
});
