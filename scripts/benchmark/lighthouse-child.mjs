// Runs one Lighthouse audit and writes its report (JSON) to a file:
// node lighthouse-child.mjs <url> <port> <file>.
// Plain JavaScript run by plain Node on purpose: tsx compiles functions with calls to a `__name` function,
// and Lighthouse sends some of its functions into the page as source text, where that function does not exist.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const [url, port, file] = process.argv.slice(2);

const result = await lighthouse(
  url,
  { port: Number(port), output: 'json', logLevel: 'error' },
  {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
      disableFullPageScreenshot: true,
    },
  },
);
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
writeFileSync(
  file,
  JSON.stringify({
    categories: result.lhr.categories,
    audits: result.lhr.audits,
    runtimeError: result.lhr.runtimeError,
  }),
);
