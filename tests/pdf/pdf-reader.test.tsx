import { fireEvent, render, screen } from '@testing-library/react';
import { PdfReader } from '@/components/pdf/pdf-reader';

jest.mock('@/components/pdf/pdf-document-viewer', () => ({
  PdfDocumentViewer: ({ file, title }: { file: string; title: string }) => <p>{`viewer for ${title} at ${file}`}</p>,
}));

describe('PdfReader (a document page read in place)', () => {
  const renderReader = () =>
    render(
      <PdfReader
        file="/documents/press/statement.pdf"
        title="A Statement"
        label="Read the statement"
        cover={<p>What the first page says</p>}
      />,
    );

  it('shows the first page with a link to the PDF, and loads no viewer', () => {
    renderReader();
    expect(screen.getByText('What the first page says')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the statement' })).toHaveAttribute(
      'href',
      '/documents/press/statement.pdf',
    );
    expect(screen.queryByText(/viewer for/)).not.toBeInTheDocument();
  });

  it('opens the viewer in place of the cover when the link is pressed', async () => {
    renderReader();
    fireEvent.click(screen.getByRole('link', { name: 'Read the statement' }));
    expect(await screen.findByText('viewer for A Statement at /documents/press/statement.pdf')).toBeInTheDocument();
    expect(screen.queryByText('What the first page says')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read the statement' })).not.toBeInTheDocument();
  });

  it('leaves a modified click to the browser (a new tab opens the PDF itself)', () => {
    renderReader();
    fireEvent.click(screen.getByRole('link', { name: 'Read the statement' }), { ctrlKey: true });
    expect(screen.getByText('What the first page says')).toBeInTheDocument();
    expect(screen.queryByText(/viewer for/)).not.toBeInTheDocument();
  });
});
