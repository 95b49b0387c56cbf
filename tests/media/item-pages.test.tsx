import { render, screen, within } from '@testing-library/react';
import { DocumentArticle } from '@/components/media/document-article';
import { pressStatements } from '@/content/press';
import { newsletterIssues } from '@/content/newsletter';
import { bulletins } from '@/content/bulletins';
import { itemText } from '@/lib/documents';
import { bulletinHref, newsletterIssueHref, relatedItems } from '@/lib/media-pages';
import type { PressStatement } from '@/content/schema';
import { bulletinIndexItem, newsletterIndexItem, pressIndexItem } from '@/lib/list-index';
import type { ArchiveItem } from '@/lib/list-index';
import { pageCopy } from '@/lib/page-copy';
import { pages } from '@/content/pages';
import { formatLongDate } from '@/lib/dates';
import { pressStatementArticle } from '@/lib/structured-data-media';

describe('relatedItems', () => {
  const item = (date: string, category?: string) => ({ date, category });

  it('chooses the same category first, then the nearest dates, and shows each group newest first', () => {
    const list = [
      item('2024-12-01', 'Policy'),
      item('2024-10-01', 'Climate'),
      item('2024-08-01', 'Climate'),
      item('2024-06-01', 'Policy'),
      item('2024-01-01', 'Climate'),
      item('2023-06-01', 'Policy'),
    ];
    const related = relatedItems(list, list[1]!, 4).map(({ index }) => index);
    // Chosen: 2 and 4 (same category), then 0 and 3 (nearest dates, the newer first at an equal distance).
    expect(related).toEqual([2, 4, 0, 3]);
  });

  it('without categories, the issues nearest in time, and never the item itself', () => {
    const list = [item('2024-03-01'), item('2024-06-01'), item('2024-09-01'), item('2024-12-01')];
    expect(relatedItems(list, list[2]!, 2).map(({ index }) => index)).toEqual([3, 1]);
    // The oldest issue's neighbours are all newer: shown newest first, not in the order they are near.
    expect(relatedItems(list, list[0]!).map(({ index }) => index)).toEqual([3, 2, 1]);
    expect(relatedItems(list.slice(0, 1), list[0]!)).toEqual([]);
  });
});

function statementPage(statement: PressStatement, more: ArchiveItem[] = []) {
  const copy = pageCopy('pressStatement', {
    slug: statement.slug,
    title: statement.title,
    description: statement.description,
    summary: statement.summary,
    category: statement.category,
    date: formatLongDate(statement.date),
  });
  const path = `/press-statements/${statement.slug}`;
  return render(
    <DocumentArticle
      item={statement}
      series="press"
      copy={copy}
      more={more}
      article={pressStatementArticle(statement, path)}
    />,
  );
}

describe('an item page shows its full text', () => {
  it.each([
    ['its own body in content', pressStatements[0]! as PressStatement],
    ['without a body, its PDF’s text', { ...pressStatements[0]!, body: undefined } as PressStatement],
  ])('a press statement, %s: the article, beside the file’s facts and download, and as articleBody', (_, statement) => {
    const text = itemText(statement)!;
    expect(text.blocks.length).toBeGreaterThan(1);
    const { container } = statementPage(statement);
    const section = screen.getByRole('region', { name: pages.pressStatement.texts.text });
    for (const block of text.blocks) {
      if (block.kind === 'paragraph') expect(section).toHaveTextContent(block.text);
    }
    // The title stands once, as the page's heading, not again at the top of the text.
    expect(within(section).queryByRole('heading', { name: statement.title })).toBeNull();
    // One download at each width: beside the text from 1024 px, riding at the screen's foot below it.
    const downloads = screen.getAllByRole('link', { name: /download/i });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([statement.file, statement.file]);
    expect(downloads[0]!.closest('.sticky')).toHaveClass('lg:hidden');
    expect(downloads[1]).toHaveClass('max-lg:hidden');
    // The day it was published under its title below 1024 px, where the card of facts follows the text.
    const [byTitle, inCard] = screen.getAllByText(formatLongDate(statement.date), { selector: 'time' });
    expect(byTitle!.closest('p')).toHaveClass('lg:hidden');
    expect(byTitle!.closest('p')).toHaveTextContent(
      `${pages.pressStatement.texts.published} ${formatLongDate(statement.date)}`,
    );
    expect(
      byTitle!.compareDocumentPosition(screen.getByRole('article')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('article')).toContainElement(inCard!);
    expect(inCard!.closest('div')).toHaveClass('max-lg:hidden');
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!))
      .find((item) => item['@type'] === 'NewsArticle');
    expect(data.articleBody).toContain(
      (text.blocks.find((block) => block.kind === 'paragraph') as { text: string }).text,
    );
  });

  it('a press statement with its own body: the whole statement under “Full press statement”, not its summary, and three others to read next', () => {
    const statement = pressStatements.find((item) => item.body?.length)!;
    // Growth: among hundreds of statements the page still offers three.
    const many = Array.from({ length: 300 }, (_, n) => {
      const other = pressStatements[n % pressStatements.length]!;
      return { ...other, slug: `${other.slug}-${n}`, title: `${other.title} (${n})` };
    });
    const list = [statement, ...many];
    const more = relatedItems(list, statement).map(({ other }) => pressIndexItem(other));
    expect(more).toHaveLength(3);
    statementPage(statement, more);
    const section = screen.getByRole('region', { name: pages.pressStatement.texts.text });
    for (const paragraph of statement.body!) expect(within(section).getByText(paragraph)).toBeInTheDocument();
    // More than the summary: a sentence of the statement the summary does not hold.
    const sentences = statement.body!.flatMap((paragraph) => paragraph.split(/(?<=\.)\s+/));
    const beyond = sentences.find((sentence) => !statement.summary.includes(sentence))!;
    expect(section).toHaveTextContent(beyond);
    expect(screen.queryByRole('heading', { name: pages.pressStatement.texts.summary })).toBeNull();
    const next = screen.getByRole('region', { name: pages.pressStatement.texts.more });
    expect(within(next).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(next).getByRole('link', { name: more[0]!.title })).toHaveAttribute('href', more[0]!.href);
    // A one-page PDF states its format, not "1 page".
    expect(screen.getByText('PDF', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/\b1 page\b/)).toBeNull();
  });

  it('every statement in content has its full text: more than its summary', () => {
    for (const statement of pressStatements) {
      const text = itemText(statement)!;
      const words = text.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : [])).join(' ');
      expect(words.length).toBeGreaterThan(statement.summary.length * 2);
    }
  });

  it('a statement’s own body in content wins over its PDF’s text', () => {
    const statement = { ...pressStatements[0]!, body: ['Our statement in the institute’s own words.'] };
    statementPage(statement);
    const section = screen.getByRole('region', { name: pages.pressStatement.texts.text });
    expect(section).toHaveTextContent(/^.*Our statement in the institute’s own words\.$/);
  });

  it.each([
    [
      'a bulletin',
      bulletins[0]!,
      'bulletin' as const,
      relatedItems(bulletins, bulletins[0]!).map(({ other }) => bulletinIndexItem(other)),
    ],
    [
      'a newsletter issue',
      { ...newsletterIssues[0]!, category: 'Newsletter' },
      'newsletterIssue' as const,
      relatedItems(newsletterIssues, newsletterIssues[0]!).map(({ other, index }) => newsletterIndexItem(other, index)),
    ],
  ])('%s: the text of its PDF, headings and all, and others of its kind to read next', (_, item, key, more) => {
    const facts = { title: item.title, description: item.description };
    const copy =
      key === 'bulletin'
        ? pageCopy(key, { ...facts, slug: 'x', category: 'Monthly Bulletin', date: '' })
        : pageCopy(key, { ...facts, index: '0', month: '' });
    render(
      <DocumentArticle item={item} series={key === 'bulletin' ? 'bulletin' : 'newsletter'} copy={copy} more={more} />,
    );
    const section = screen.getByRole('region', { name: copy.texts!.text });
    const headings = itemText(item)!.blocks.filter((block) => block.kind === 'heading');
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings)
      expect(within(section).getByRole('heading', { name: heading.text })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: copy.texts!.more });
    expect(more).toHaveLength(3);
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(more.map((other) => other.title));
    const href = key === 'bulletin' ? bulletinHref(bulletins[1]!) : newsletterIssueHref(1);
    expect(more.map((other) => other.href)).toContain(href);
  });

  it('a bulletin’s list of what it holds: one item for each line of its contents, where the PDF shows no bullets', () => {
    for (const bulletin of bulletins.filter((item) => item.contents?.length)) {
      const lists = itemText(bulletin)!.blocks.filter((block) => block.kind === 'bullets');
      expect(lists.map((list) => list.items)).toContainEqual(bulletin.contents);
    }
  });
});
