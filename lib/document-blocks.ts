/**
 * A document's text as blocks: what a generated PDF prints (scripts/lib/pdf.ts) and what a page can
 * show of the same document as text (components/pdf/document-text.tsx), so the two never differ.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** Starts a new page (after a contents list, or between the parts of a form). */
  | { kind: 'pagebreak' };
