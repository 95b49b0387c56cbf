import { calendarFilesStep } from './postbuild/calendar-files';
import { searchIndexStep } from './postbuild/search-index';

/**
 * Steps that run on the exported site in out/ after `next build`, in order.
 */
const steps: { name: string; run: () => Promise<void> | void }[] = [
  calendarFilesStep,
  searchIndexStep,
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
