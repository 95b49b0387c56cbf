/**
 * What the content checks ask of the disk. The schema never reads it: `npm run check:content` parses
 * inside `withContentFiles`, whose files the image and document fields consult; outside such a run
 * those fields check their form only.
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

export function contentFilesInUse(): ContentFiles | undefined {
  return current;
}
