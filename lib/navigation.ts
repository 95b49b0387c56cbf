import { agm } from '@/content/agm';
import { mainNavigation as writtenNavigation } from '@/content/navigation';
import { agmLabel } from './agm';
import { fillCopy } from './page-copy';

/**
 * The menu as visitors see it, for the header, the mobile drawer, the footer and the offline page:
 * `{agm}` in a label is the meeting's name from its date ("AGM 2025"), so moving the date moves it.
 */
export const mainNavigation = fillCopy(writtenNavigation, { agm: agmLabel(agm.date) }, 'content/navigation.ts');
