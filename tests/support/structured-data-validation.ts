/**
 * What search engines and social networks check on a page, with their own validators:
 * structured-data-testing-tool's Google, Twitter and Facebook presets (required JSON-LD fields of
 * articles, Twitter card and Open Graph tags) and Adobe's validator of Google's rich-result rules
 * (JobPosting, BreadcrumbList, ...), fed by the same extractor it is written for. Both run offline
 * on the HTML given: no schema or page is fetched.
 */
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { structuredDataTestHtml, type SdttResult, type SdttTest } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';

/** One line per failed test: the validator, the type or tag, and the missing field. */
function sdttProblem(test: SdttTest): string {
  if (test.type === 'metatag') {
    const tag = test.test.replace(/"/g, '');
    return `${test.group ?? 'metatags'}: ${tag} is missing (${test.description ?? 'required'})`;
  }
  // A JSON-LD test names the type and the path of the field: NewsArticle[0].image
  const [, type = test.test, field] = /^([A-Za-z]+)\[\d+\]\.?(.*)$/.exec(test.test) ?? [];
  return `Google: ${type}${field ? ` has no ${field.replace(/"/g, '')}` : ' is missing'}${
    test.error?.message && !/Could not find/.test(test.error.message) ? ` (${test.error.message})` : ''
  }`;
}

/**
 * Every failure of a page's HTML: structured-data-testing-tool's failed tests (warnings and optional
 * fields left out) and the errors of Adobe's rich-result validator.
 */
export async function structuredDataProblems(html: string): Promise<string[]> {
  const result: SdttResult = await structuredDataTestHtml(html, { presets: [Google, Twitter, Facebook] }).catch(
    (error: { res?: SdttResult }) => {
      if (error.res) return error.res;
      throw error;
    },
  );
  const problems = result.failed.map(sdttProblem);

  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  for (const issue of issues.filter((candidate) => candidate.severity === 'ERROR')) {
    const type = issue.path?.map((step) => step.property ?? [step.type].flat().join('/')).join(' > ') || issue.rootType;
    problems.push(`Google rich results: ${type}: ${issue.issueMessage}`);
  }
  return [...new Set(problems)];
}
