import { calendarFilesStep } from './postbuild/calendar-files';
import { feedsStep } from './postbuild/feeds';
import { hostingStep } from './postbuild/hosting';
import { listIndexesStep } from './postbuild/list-indexes';
import { searchIndexStep } from './postbuild/search-index';
import { serviceWorkerStep } from './postbuild/service-worker';

/**
 * Steps that run on the exported site in out/ after `next build`, in order. The hosting step
 * hashes the final HTML, so it comes last; the service worker's precache lists files of out/, so
 * it comes after every step that adds some.
 */
const steps: { name: string; run: () => Promise<unknown> | void }[] = [
  calendarFilesStep,
  feedsStep,
  listIndexesStep,
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
