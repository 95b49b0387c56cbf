import { contentRegistry } from '@/content/schema';
import { actions } from '@/content/navigation';
import { misnamedActions } from '@/lib/action-labels';

/** Every content file's exports, as the site imports them. */
function contentFiles(): [string, Record<string, unknown>][] {
  return Object.keys(contentRegistry).map((file) => [
    file,
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`@/${file.replace(/\.ts$/, '')}`) as Record<string, unknown>,
  ]);
}

describe('one label per call to action', () => {
  it.each(contentFiles())('%s names every action as content/navigation.ts does', (file, exports) => {
    expect(misnamedActions(file, exports, actions)).toEqual([]);
  });

  it('refuses a label the join action no longer has, naming file, entry and field', () => {
    const retired = actions.join.retired[0]!;
    const problems = misnamedActions(
      'content/pages.ts',
      { pages: { fees: { cta: { title: 'x', actions: [{ label: retired, href: actions.join.href }] } } } },
      actions,
    );
    expect(problems).toContainEqual({
      file: 'content/pages.ts',
      field: 'pages.fees.cta.actions[0].label',
      message: `"${retired}" is no longer a label of the site: write "${actions.join.label}" (actions.join in content/navigation.ts)`,
    });
  });

  it('refuses a closing band that leads to an action under another name', () => {
    const problems = misnamedActions(
      'content/pages.ts',
      { pages: { chapters: { cta: { actions: [{ label: 'Sign me up', href: actions.donate.href }] } } } },
      actions,
    );
    expect(problems).toEqual([
      {
        file: 'content/pages.ts',
        field: 'pages.chapters.cta.actions[0].label',
        message: `a call to action to ${actions.donate.href} is labelled "Sign me up": write "${actions.donate.label}" (actions.donate in content/navigation.ts)`,
      },
    ]);
  });

  it('refuses an action’s label on a link that goes elsewhere', () => {
    const problems = misnamedActions(
      'content/careers.ts',
      { careerActions: [{ title: 'Membership', label: actions.join.label, href: '/members/fees' }] },
      actions,
    );
    expect(problems.map((problem) => problem.field)).toEqual(['careerActions[0].href']);
    expect(problems[0]!.message).toContain(`"${actions.join.label}" is the label of actions.join`);
  });

  it('a menu entry to an action’s page keeps the page’s own name', () => {
    expect(
      misnamedActions(
        'content/navigation.ts',
        { footerQuickLinks: [{ label: 'How to Join', href: actions.join.href }] },
        actions,
      ),
    ).toEqual([]);
  });
});
