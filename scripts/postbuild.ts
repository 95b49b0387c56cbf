import { hostingStep } from './postbuild/hosting';

/**
 * Steps that run on the exported site in out/ after `next build`, in order.
 */
const steps: { name: string; run: () => Promise<void> | void }[] = [hostingStep];

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
