import { fireEvent, render, screen } from '@testing-library/react';
import { PdfReader, PdfReaderLink, PdfReaderViewer } from '@/components/pdf/pdf-reader';

jest.mock('@/components/pdf/pdf-document-viewer', () => ({
  PdfDocumentViewer: ({ file, title }: { file: string; title: string }) => <p>{`viewer for ${title} at ${file}`}</p>,
}));

describe('PdfReader (a document read on its own page)', () => {
  // The link and the place the viewer opens stand apart, as on a statement's page.
  const renderReader = () =>
    render(
      <PdfReader file="/documents/press/statement.pdf" title="A Statement">
        <aside>
          <PdfReaderLink>Read online</PdfReaderLink>
        </aside>
        <main>
          <PdfReaderViewer />
          <p>The statement’s summary</p>
        </main>
      </PdfReader>,
    );

  it('shows a link to the PDF, and loads no viewer', () => {
    renderReader();
    expect(screen.getByRole('link', { name: 'Read online' })).toHaveAttribute('href', '/documents/press/statement.pdf');
    expect(screen.getByText('The statement’s summary')).toBeInTheDocument();
    expect(screen.queryByText(/viewer for/)).not.toBeInTheDocument();
  });

  it('opens the viewer where the page places it when the link is pressed, and focuses it', async () => {
    renderReader();
    fireEvent.click(screen.getByRole('link', { name: 'Read online' }));
    const viewer = await screen.findByText('viewer for A Statement at /documents/press/statement.pdf');
    expect(screen.getByRole('main')).toContainElement(viewer);
    expect(screen.getByRole('main').firstElementChild).toHaveFocus();
    // The rest of the page stays: the text, and the link to read again.
    expect(screen.getByText('The statement’s summary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read online' })).toBeInTheDocument();
  });

  it('leaves a modified click to the browser (a new tab opens the PDF itself)', () => {
    renderReader();
    fireEvent.click(screen.getByRole('link', { name: 'Read online' }), { ctrlKey: true });
    expect(screen.queryByText(/viewer for/)).not.toBeInTheDocument();
  });
});
