import { calendarFilesStep } from './postbuild/calendar-files';
import { feedsStep } from './postbuild/feeds';
import { hostingStep } from './postbuild/hosting';
import { inlineStylesStep } from './postbuild/inline-styles';
import { listIndexesStep } from './postbuild/list-indexes';
import { metaPolicyStep } from './postbuild/meta-policy';
import { searchIndexStep } from './postbuild/search-index';
import { serviceWorkerStep } from './postbuild/service-worker';

/**
 * Steps that run on the exported site in out/ after `next build`, in order. The stylesheet goes into
 * the pages first, so every later step reads them as they are served. The page policies step
 * writes each page's policy (the hashes of its inline scripts) into the page: it comes after every
 * step that rewrites HTML and before every step that reads or fingerprints the HTML (the search
 * index, the service worker's precache revisions). The hosting step hashes the final HTML and
 * checks each page's meta policy against it, so it comes last; the service worker's precache lists
 * files of out/, so it comes after every step that adds some.
 */
const steps: { name: string; run: () => Promise<unknown> | void }[] = [
  inlineStylesStep,
  calendarFilesStep,
  feedsStep,
  listIndexesStep,
  metaPolicyStep,
  searchIndexStep,
  serviceWorkerStep,
  hostingStep,
];

async function main() {
  for (const step of steps) {
    const started = Date.now();
    await step.run();
    console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
