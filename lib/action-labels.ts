/**
 * The labels in content/navigation.ts (`actions`) are the only names an action may have: this finds
 * the links in content that break that rule, naming the file, the entry and the field.
 */
import type { Actions } from '@/content/schema';

export interface MisnamedAction {
  file: string;
  /** Where the link sits in the file's exports, e.g. `pages.fees.cta.actions[0]`. */
  field: string;
  message: string;
}

interface FoundLink {
  field: string;
  label: string;
  href: string;
  callToAction: boolean;
}

/** A closing band's buttons and the careers page's cards: the places that only hold calls to action. */
const callToActionPath = /(^|\.)(cta\.actions\[\d+\]|careerActions\[\d+\])$/;

function linksIn(value: unknown, field: string, found: FoundLink[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => linksIn(item, `${field}[${index}]`, found));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.label === 'string' && typeof record.href === 'string') {
    found.push({ field, label: record.label, href: record.href, callToAction: callToActionPath.test(field) });
  }
  for (const [key, child] of Object.entries(record)) linksIn(child, field ? `${field}.${key}` : key, found);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The links of a content file's exports whose label names another action than the one they lead to,
 * or a label an action no longer has (`actions` itself is left out).
 */
export function misnamedActions(file: string, exports: Record<string, unknown>, actions: Actions): MisnamedAction[] {
  const found: FoundLink[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'actions') continue;
    linksIn(value, name, found);
  }
  const named = Object.entries(actions);
  const problems: MisnamedAction[] = [];
  for (const link of found) {
    for (const [name, action] of named) {
      const retired = action.retired?.find((label) => same(label, link.label));
      if (retired) {
        problems.push({
          file,
          field: `${link.field}.label`,
          message: `"${link.label}" is no longer a label of the site: write "${action.label}" (actions.${name} in content/navigation.ts)`,
        });
      }
      if (action.href && same(action.label, link.label) && link.href !== action.href) {
        problems.push({
          file,
          field: `${link.field}.href`,
          message: `"${link.label}" is the label of actions.${name}, which goes to ${action.href}, but this link goes to ${link.href}: give it its own label`,
        });
      }
      const anyLabelThere = named.some(([, other]) => other.href === link.href && same(other.label, link.label));
      if (action.href && link.callToAction && link.href === action.href && !anyLabelThere) {
        problems.push({
          file,
          field: `${link.field}.label`,
          message: `a call to action to ${action.href} is labelled "${link.label}": write "${action.label}" (actions.${name} in content/navigation.ts)`,
        });
      }
    }
  }
  return problems;
}
