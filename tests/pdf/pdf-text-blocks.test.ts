import { blocksFromPdfText, type PdfTextItem, type PdfTextPage } from '@/lib/document-blocks';

/** A run of text at (x, y) set at `size`, about half a size wide per letter, as pdf.js reports it. */
const run = (str: string, x: number, y: number, size = 11): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
});

/** An A4 page of the given runs. */
const page = (...items: PdfTextItem[]): PdfTextPage => ({ items, height: 842 });

describe('blocksFromPdfText', () => {
  it('joins runs on one baseline into a line, and wrapped lines into a paragraph', () => {
    const blocks = blocksFromPdfText([
      page(
        run('The institute', 56, 700),
        run(' sets the', 127, 700),
        run('standards of practice', 56, 684),
        run('for environmental', 56, 668),
        run('assess-', 160, 668),
        run('ments in Kenya.', 56, 652),
      ),
    ]);
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'The institute sets the standards of practice for environmental assessments in Kenya.',
      },
    ]);
  });

  it('shows a spaced hyphen as the dash it stands for, and keeps the hyphen of a joined word', () => {
    const blocks = blocksFromPdfText([
      page(run('FOR IMMEDIATE RELEASE - December 10, 2024 - Climate Action', 56, 700)),
    ]);
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'FOR IMMEDIATE RELEASE – December 10, 2024 – Climate Action' }]);
    const joined = blocksFromPdfText([page(run('Community-led plans, 2025-2029.', 56, 700))]);
    expect(joined).toEqual([{ kind: 'paragraph', text: 'Community-led plans, 2025-2029.' }]);
  });

  it('starts a new paragraph where the gap above a line is clearly wider than the line spacing', () => {
    const blocks = blocksFromPdfText([
      page(
        run('First paragraph, line one', 56, 700),
        run('and line two.', 56, 684),
        run('Second paragraph, line one', 56, 662),
        run('and line two.', 56, 646),
      ),
    ]);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'First paragraph, line one and line two.' },
      { kind: 'paragraph', text: 'Second paragraph, line one and line two.' },
    ]);
  });

  it('marks lines clearly larger than the body text as headings: the largest level 2, the others level 3', () => {
    const blocks = blocksFromPdfText([
      page(
        run('The Membership', 56, 812, 22),
        run('Charter', 56, 780, 22),
        run('1. About this charter', 56, 740, 14),
        run('Who may join the institute and on what terms:', 56, 720),
        run('the grades, their fees and duties.', 56, 704),
        run('2. Fees', 56, 670, 14),
        run('Fees are due every year.', 56, 650),
      ),
    ]);
    expect(blocks).toEqual([
      { kind: 'heading', text: 'The Membership Charter', level: 2 },
      { kind: 'heading', text: '1. About this charter', level: 3 },
      { kind: 'paragraph', text: 'Who may join the institute and on what terms: the grades, their fees and duties.' },
      { kind: 'heading', text: '2. Fees', level: 3 },
      { kind: 'paragraph', text: 'Fees are due every year.' },
    ]);
  });

  it('reads bullet glyphs and indented runs of lines as lists, and columns as a table', () => {
    const blocks = blocksFromPdfText([
      page(
        run('Every member of the institute, whatever the grade of membership held, is bound by the code;', 56, 716),
        run('Members must:', 56, 700),
        run('• Practise with competence.', 56, 684),
        run('• Declare conflicts of interest.', 56, 668),
        run('Requirements:', 56, 640),
        run('A degree in a relevant subject', 70, 624),
        run('Proof of enrolment', 70, 608),
        run('Category', 60, 580, 10),
        run('Annual fee', 220, 580, 10),
        run('Student', 60, 560, 10),
        run('KES 500', 220, 560, 10),
        run('Fellow', 60, 540, 10),
        run('KES 6,000', 220, 540, 10),
      ),
    ]);
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'Every member of the institute, whatever the grade of membership held, is bound by the code; Members must:',
      },
      { kind: 'bullets', items: ['Practise with competence.', 'Declare conflicts of interest.'] },
      { kind: 'paragraph', text: 'Requirements:' },
      { kind: 'bullets', items: ['A degree in a relevant subject', 'Proof of enrolment'] },
      {
        kind: 'table',
        columns: ['Category', 'Annual fee'],
        rows: [
          ['Student', 'KES 500'],
          ['Fellow', 'KES 6,000'],
        ],
      },
    ]);
  });

  it('keeps page order with a page break, and leaves out the running head and page numbers', () => {
    const pages = [1, 2].map((number) =>
      page(
        run('ENVIRONMENTAL INSTITUTE OF KENYA', 56, 823, 9),
        run(`Text of page ${number}.`, 56, 700),
        run(`Charter - Page ${number} of 2`, 56, 28, 8),
      ),
    );
    expect(blocksFromPdfText(pages)).toEqual([
      { kind: 'paragraph', text: 'Text of page 1.' },
      { kind: 'pagebreak' },
      { kind: 'paragraph', text: 'Text of page 2.' },
    ]);
  });

  it('gives no blocks for a PDF without text (a scanned image), whitespace runs included', () => {
    expect(blocksFromPdfText([])).toEqual([]);
    expect(blocksFromPdfText([page(), page({ str: ' ', transform: [1, 0, 0, 1, 0, 0], width: 0, height: 0 })])).toEqual(
      [],
    );
  });
});
