/**
 * Generates the site's sample documents (PDF and ZIP) under public/ from content. Each module in
 * scripts/documents/ exports `generate()` for one domain. Run with `npm run generate:documents`; the
 * output is committed, and pages measure each file's size at build time. A file an editor put in a
 * sample's place is never overwritten (scripts/lib/sample-files.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { samples } from './lib/sample-files';

async function main() {
  const dir = join(__dirname, 'documents');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(join(dir, file))) as { generate: () => Promise<string[]> };
    const written = await mod.generate();
    console.log(`${file}: ${written.length} files`);
  }
  samples.save();
  if (samples.kept.length > 0) {
    console.log(`\nKept ${samples.kept.length} file(s) an editor supplied in place of a sample, untouched:`);
    for (const path of samples.kept) console.log(`  public${path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
