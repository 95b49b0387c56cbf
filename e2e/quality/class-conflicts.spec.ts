import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { overriddenClasses } from '../../tests/support/class-conflicts';
import { exportedHtmlFiles, outDir } from './routes';

/**
 * cn (lib/cn.ts) joins classes without resolving conflicts, so two classes of one element that set
 * the same property would leave the stylesheet's order to decide: a primitive restyled by a class
 * instead of a prop. Every element of every exported page is read for such a pair.
 */
test('no element of an exported page has two classes that set one property', () => {
  const problems = new Map<string, string>();
  for (const file of exportedHtmlFiles()) {
    for (const [, classes] of readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g)) {
      const overridden = overriddenClasses(classes!);
      if (overridden.length > 0 && !problems.has(classes!)) {
        problems.set(
          classes!,
          `${path.relative(outDir, file)}: class="${classes}": ${overridden.join(', ')} overridden`,
        );
      }
    }
  }
  expect([...problems.values()]).toEqual([]);
});
