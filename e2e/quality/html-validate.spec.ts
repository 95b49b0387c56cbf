import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from '@playwright/test';
import { exportedHtmlFiles, htmlFileOf, outDir, qualityRoutes } from './routes';

test('every exported HTML file passes html-validate (standard preset, .htmlvalidate.json)', async () => {
  test.setTimeout(120_000);
  const files = exportedHtmlFiles();
  for (const route of qualityRoutes) expect(files, `the page of ${route}`).toContain(htmlFileOf(route));

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${path.relative(outDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` (${message.selector})` : ''}`,
        );
      }
    }
  }
  expect(problems, `html-validate over ${files.length} files`).toEqual([]);
});

test('the validator is configured: it rejects invalid markup', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><ul><div>x</div></ul><p id="a"></p><p id="a"></p></body></html>',
    path.join(outDir, 'check.html'),
  );
  expect(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)).sort()).toEqual([
    'element-permitted-content',
    'no-dup-id',
  ]);
});
