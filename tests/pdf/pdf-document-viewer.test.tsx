import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { PdfDocumentViewer } from '@/components/pdf/pdf-document-viewer';
import { reader } from '@/content/charter';

type LoadResult = { numPages: number } | { error: string };
// Decides, per file path, whether the mocked document loads.
const mockLoad = jest.fn<LoadResult, [string]>();
// The text runs of each page of a loaded document, as pdf.js gives them.
const mockText = jest.fn<object[], [number]>(() => []);

jest.mock('@/components/pdf/pdf-worker', () => ({}));
jest.mock('sonner', () => ({ Toaster: () => null, toast: { error: jest.fn() } }));
jest.mock('react-pdf', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  type DocProps = {
    file: string;
    onLoadSuccess: (doc: { numPages: number; getPage: (n: number) => Promise<object> }) => void;
    onLoadError: (error: Error) => void;
    loading: ReactNode;
    children: ReactNode;
    className?: string;
  };
  function Document({ file, onLoadSuccess, onLoadError, loading, children, className }: DocProps) {
    const [state, setState] = React.useState<'loading' | 'done'>('loading');
    React.useEffect(() => {
      let live = true;
      void Promise.resolve().then(() => {
        if (!live) return;
        const result = mockLoad(file);
        setState('done');
        if ('error' in result) onLoadError(new Error(result.error));
        else
          onLoadSuccess({
            numPages: result.numPages,
            getPage: (n: number) =>
              Promise.resolve({
                view: [0, 0, 595, 842],
                getTextContent: () => Promise.resolve({ items: mockText(n) }),
              }),
          });
      });
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [file]);
    return (
      <div data-testid="document" className={className}>
        {state === 'loading' ? loading : children}
      </div>
    );
  }
  function Page(props: {
    pageNumber: number;
    scale: number;
    rotate: number;
    error: string;
    loading: string;
    noData: string;
  }) {
    return (
      <div data-testid="page" data-error={props.error} data-loading={props.loading} data-nodata={props.noData}>
        {`page ${props.pageNumber} at ${props.scale} turned ${props.rotate}`}
      </div>
    );
  }
  return { Document, Page, pdfjs: { GlobalWorkerOptions: {} } };
});

const title = 'EIK Membership Charter';
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

/** A screen `width` CSS px wide, as the viewer asks the browser (matchMedia). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query } as MediaQueryList;
  };
}

beforeEach(() => {
  mockLoad.mockReset();
  mockText.mockReset();
  mockText.mockReturnValue([]);
  jest.mocked(toast.error).mockReset();
  screenWidth(1366);
});

describe('PdfDocumentViewer', () => {
  it('shows Loading PDF... and then the first page with the page count', async () => {
    mockLoad.mockReturnValue({ numPages: 3 });
    render(<PdfDocumentViewer file="/documents/charter.pdf" title={title} />);
    expect(screen.getByText('Loading PDF...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveTextContent('page 1 at 1 turned 0');
    expect(screen.getByTestId('page')).toHaveAttribute('data-error', 'Failed to load the page.');
    expect(screen.getByTestId('page')).toHaveAttribute('data-loading', 'Loading page…');
    expect(screen.getByTestId('page')).toHaveAttribute('data-nodata', 'No page specified.');
    expect(screen.getByRole('link', { name: `Download ${title} (PDF)` })).toHaveAttribute(
      'download',
      'eik_membership_charter.pdf',
    );
    expect(mockLoad).toHaveBeenCalledWith('/documents/charter.pdf');
  });

  it('pages, zooms within bounds and rotates, by keyboard too', async () => {
    const user = userEvent.setup();
    mockLoad.mockReturnValue({ numPages: 2 });
    render(<PdfDocumentViewer file="/documents/charter.pdf" title={title} />);
    await screen.findByText('Page 1 of 2');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 8; i++) await user.click(zoomIn);
    expect(screen.getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    zoomOut.focus();
    for (let i = 0; i < 10; i++) await user.keyboard('{Enter}');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();
    expect(screen.getByTestId('page')).toHaveTextContent('at 0.5');

    const rotate = screen.getByRole('button', { name: /Rotate clockwise/ });
    for (let i = 0; i < 3; i++) await user.click(rotate);
    expect(screen.getByTestId('page')).toHaveTextContent('turned 270');
    await user.click(rotate);
    expect(screen.getByTestId('page')).toHaveTextContent('turned 0');
  });

  it('shows the error text and an Error toast, and Retry returns to loading', async () => {
    mockLoad.mockReturnValue({ error: 'Missing PDF' });
    render(<PdfDocumentViewer file="/documents/missing.pdf" title={title} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load PDF document: Missing PDF')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(
      'Error',
      expect.objectContaining({ description: 'Failed to load PDF document: Missing PDF' }),
    );
    // A path that starts with "/" is not retried.
    expect(mockLoad).toHaveBeenCalledTimes(1);

    mockLoad.mockReturnValue({ numPages: 4 });
    // A synchronous click, so the loading state is seen before the mocked document resolves.
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading PDF...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries once with a leading slash when a relative path fails', async () => {
    mockLoad.mockImplementation((file) => (file.startsWith('/') ? { numPages: 2 } : { error: 'Not found' }));
    render(<PdfDocumentViewer file="documents/charter.pdf" title={title} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(mockLoad.mock.calls.map(([file]) => file)).toEqual(['documents/charter.pdf', '/documents/charter.pdf']);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/documents/charter.pdf');
  });

  it('retries only once: a second failure shows the error', async () => {
    mockLoad.mockReturnValue({ error: 'Network error' });
    render(<PdfDocumentViewer file="documents/charter.pdf" title={title} />);
    expect(await screen.findByText('Failed to load PDF document: Network error')).toBeInTheDocument();
    await flush();
    expect(mockLoad.mock.calls.map(([file]) => file)).toEqual(['documents/charter.pdf', '/documents/charter.pdf']);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('a new file resets the page to 1 and keeps zoom and rotation', async () => {
    const user = userEvent.setup();
    mockLoad.mockReturnValue({ numPages: 3 });
    const { rerender } = render(<PdfDocumentViewer file="/a.pdf" title={title} />);
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: /Rotate clockwise/ }));
    expect(screen.getByTestId('page')).toHaveTextContent('page 2 at 1.25 turned 90');

    rerender(<PdfDocumentViewer file="/b.pdf" title={title} />);
    expect(screen.getByText('Loading PDF...')).toBeInTheDocument();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByTestId('page')).toHaveTextContent('page 1 at 1.25 turned 90');
    expect(screen.getByText('125%')).toBeInTheDocument();
    expect(mockLoad).toHaveBeenLastCalledWith('/b.pdf');
  });

  it("on a 390 px phone opens on the document's text, read out of the PDF, and switches to the pages at fit width", async () => {
    const user = userEvent.setup();
    screenWidth(390);
    mockLoad.mockReturnValue({ numPages: 2 });
    const run = (str: string, size: number, y: number) => ({
      str,
      transform: [size, 0, 0, size, 56, y],
      width: 200,
      height: size,
    });
    mockText.mockImplementation((page) =>
      page === 1
        ? [run('Charter', 22, 780), run('1. About', 14, 740), run('Who may join.', 11, 720)]
        : [run('2. Fees', 14, 780), run('Fees are due every year.', 11, 760)],
    );
    render(<PdfDocumentViewer file="/documents/charter.pdf" title={title} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Charter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '2. Fees' })).toBeInTheDocument();
    expect(screen.getByText('Fees are due every year.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    // The text view has no page to zoom.
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pages' }));
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('page')).toHaveTextContent('page 1 at 1 turned 0');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit width' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('125%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit width' })).toBeEnabled();
  });

  it('says in one line when a PDF has no text (a scan), and offers its pages', async () => {
    const user = userEvent.setup();
    screenWidth(390);
    mockLoad.mockReturnValue({ numPages: 1 });
    render(<PdfDocumentViewer file="/documents/scan.pdf" title={title} />);
    expect(await screen.findByText(reader.noText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: reader.showPages }));
    expect(screen.getByTestId('page')).toHaveTextContent('page 1 at 1 turned 0');
  });

  it('from 640 px wide opens fitted to the width, as on a desktop', async () => {
    for (const width of [640, 1366]) {
      screenWidth(width);
      mockLoad.mockReturnValue({ numPages: 2 });
      const { unmount } = render(<PdfDocumentViewer file="/documents/charter.pdf" title={title} />);
      await screen.findByText('Page 1 of 2');
      expect(screen.getByTestId('page')).toHaveTextContent('page 1 at 1 turned 0');
      expect(screen.getByText('100%')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fit width' })).toBeDisabled();
      unmount();
    }
  });
});
