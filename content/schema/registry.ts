/**
 * Every content file and the schema of each of its exports: `npm run check:content` checks exactly
 * this, and a test fails when a content file, or an export of one, is missing here. A new content
 * file is one more line; its rules across entries, if any, go beside its schemas.
 */
import type { z } from 'zod';
import { careersFile, careersRules } from './careers';
import { donationFile, donationRules } from './giving';
import {
  agmFile,
  agmRules,
  blogsFile,
  blogsRules,
  bulletinsFile,
  bulletinsRules,
  downloadsFile,
  downloadsRules,
  galleryFile,
  listWordsFile,
  newsletterFile,
  newsletterRules,
  pressFile,
  pressRules,
} from './media';
import { membershipFile, membershipRules } from './membership';
import { councilFile, secretariatFile, workingGroupsFile, workingGroupsRules } from './people';
import { pagesFile } from './pages';
import { redirectsFile, redirectsRules } from './redirects';
import type { ContentRule } from './rules';
import { searchFile } from './search';
import { aboutFile, homeFile, partnersFile } from './sections';
import { charterFile, navigationFile, siteFile } from './site';
import { trainingInfoFile, trainingsFile, trainingsRules } from './trainings';

export interface ContentFileSchema {
  exports: Record<string, z.ZodType>;
  /** Rules across entries, run after the exports' schemas. */
  rules?: ContentRule;
}

export const contentRegistry = {
  'content/about.ts': { exports: aboutFile },
  'content/agm.ts': { exports: agmFile, rules: agmRules },
  'content/blogs.ts': { exports: blogsFile, rules: blogsRules },
  'content/bulletins.ts': { exports: bulletinsFile, rules: bulletinsRules },
  'content/careers.ts': { exports: careersFile, rules: careersRules },
  'content/charter.ts': { exports: charterFile },
  'content/council.ts': { exports: councilFile },
  'content/donation.ts': { exports: donationFile, rules: donationRules },
  'content/downloads.ts': { exports: downloadsFile, rules: downloadsRules },
  'content/gallery.ts': { exports: galleryFile },
  'content/home.ts': { exports: homeFile },
  'content/list-words.ts': { exports: listWordsFile },
  'content/membership.ts': { exports: membershipFile, rules: membershipRules },
  'content/navigation.ts': { exports: navigationFile },
  'content/newsletter.ts': { exports: newsletterFile, rules: newsletterRules },
  'content/pages.ts': { exports: pagesFile },
  'content/partners.ts': { exports: partnersFile },
  'content/press.ts': { exports: pressFile, rules: pressRules },
  'content/redirects.ts': { exports: redirectsFile, rules: redirectsRules },
  'content/search.ts': { exports: searchFile },
  'content/secretariat.ts': { exports: secretariatFile },
  'content/site.ts': { exports: siteFile },
  'content/training-info.ts': { exports: trainingInfoFile },
  'content/trainings.ts': { exports: trainingsFile, rules: trainingsRules },
  'content/working-groups.ts': { exports: workingGroupsFile, rules: workingGroupsRules },
} satisfies Record<string, ContentFileSchema>;

export const checkedFiles = Object.keys(contentRegistry);
