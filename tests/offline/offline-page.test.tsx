import { render, screen, within } from '@testing-library/react';
import OfflinePage from '@/app/offline/page';
import { pages } from '@/content/pages';
import { site } from '@/content/site';

const { texts } = pages.offline;

describe('the offline page', () => {
  it('reads, in order: the message, then paying and contacting, then the saved pages', () => {
    render(<OfflinePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages.offline.title);
    expect(headings).toEqual([texts.pay, texts.contact, texts.saved]);
  });

  it('gives the paybill and the phone before any saved page', () => {
    render(<OfflinePage />);
    const paybill = screen.getByText(site.payments.paybill, { exact: true });
    const phone = screen.getByRole('link', { name: site.contacts.phone });
    const saved = within(screen.getByRole('region', { name: texts.saved })).getAllByRole('link')[0]!;
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(paybill, saved)).toBe(true);
    expect(before(phone, saved)).toBe(true);
  });
});
