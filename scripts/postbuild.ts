import { calendarFilesStep } from './postbuild/calendar-files';
import { feedsStep } from './postbuild/feeds';
import { hostingStep } from './postbuild/hosting';
import { inlineStylesStep } from './postbuild/inline-styles';
import { listIndexesStep } from './postbuild/list-indexes';
import { metaPolicyStep } from './postbuild/meta-policy';
import { searchIndexStep } from './postbuild/search-index';
import { serviceWorkerStep } from './postbuild/service-worker';

/**
 * The steps run on out/ after `next build`, in order: the stylesheet goes into the pages first; the
 * page policies step comes after every step that rewrites HTML and before every step that reads or
 * fingerprints it; the service worker lists files of out/, so it follows every step that adds some;
 * the hosting step checks each page's meta policy against its final HTML, so it comes last.
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
