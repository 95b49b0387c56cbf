/**
 * What the content checks ask of the disk: whether an image key names a source photo and whether a
 * document exists under public/. The schema itself never reads the disk: `npm run check:content`
 * runs a parse inside `withContentFiles`, and the refinements on image and document fields consult
 * the files given there. Outside such a run (a page that parses content, a test of one field) those
 * fields check their form only.
 */
export interface ContentFiles {
  /** Whether an image key (`folder/name`) can be shown. */
  imageExists: (key: string) => boolean;
  /** Whether a public path such as `/documents/x.pdf` names a file under public/. */
  fileExists: (publicPath: string) => boolean;
  /** What to tell an editor whose image key names nothing. */
  missingImageHint: (key: string) => string;
  /** Whether a path such as `/blogs/a-post` is a page of the site (the redirects' check); unknown when absent. */
  pageExists?: (path: string) => boolean;
}

let current: ContentFiles | undefined;

/** Runs `check` (synchronous parses only) with `files` answering the disk questions. */
export function withContentFiles<T>(files: ContentFiles, check: () => T): T {
  const previous = current;
  current = files;
  try {
    return check();
  } finally {
    current = previous;
  }
}

/** The files of the running check, if any. */
export function contentFilesInUse(): ContentFiles | undefined {
  return current;
}
