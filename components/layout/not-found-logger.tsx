/**
 * Logs the unknown path to the console, so a broken link someone followed shows up in the browser's
 * log. A one-line inline script rather than a client component: a client component in the not-found
 * page is a script every route downloads (the root not-found boundary is part of each page), for a
 * page most visitors never see. The build hashes it into the page's policy like every inline script.
 */
const logUnknownPath = `console.error('404 Error: User attempted to access non-existent route:', location.pathname);`;

export function NotFoundLogger() {
  return <script dangerouslySetInnerHTML={{ __html: logUnknownPath }} />;
}
