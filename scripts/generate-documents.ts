/**
 * Generates the site's sample documents (PDF and ZIP) under public/ from content. Each module in
 * scripts/documents/ exports `generate()` for one domain. Run once with `npm run generate:documents`;
 * the output is committed, and pages measure each file's size at build time.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

async function main() {
  const dir = join(__dirname, 'documents');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(join(dir, file))) as { generate: () => Promise<string[]> };
    const written = await mod.generate();
    console.log(`${file}: ${written.length} files`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
