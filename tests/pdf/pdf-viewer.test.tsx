import { render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { PdfViewer } from '@/components/pdf/pdf-viewer';

jest.mock('@/components/pdf/pdf-document-viewer', () => ({
  PdfDocumentViewer: ({ file, title }: { file: string; title: string }) => <p>{`viewer for ${title} at ${file}`}</p>,
}));

describe('PdfViewer (lazy wrapper)', () => {
  it('shows a plain download link until the viewer is near, then loads the viewer', async () => {
    render(<PdfViewer file="/documents/charter.pdf" title="EIK Membership Charter" fileSize="12.0 KB" />);
    expect(screen.getByRole('link', { name: 'Download the EIK Membership Charter (PDF, 12.0 KB)' })).toHaveAttribute(
      'href',
      '/documents/charter.pdf',
    );
    expect(screen.queryByText(/viewer for/)).not.toBeInTheDocument();

    mockAllIsIntersecting(true);
    expect(await screen.findByText('viewer for EIK Membership Charter at /documents/charter.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download the/ })).not.toBeInTheDocument();
  });
});
