import { agms } from '@/content/agm';
import { conferencePromo, site } from '@/content/site';
import { buildDay } from './build-date';
import { siteEvents, type SiteEvent } from './events';
import { shortCourses, trainings } from './trainings';

/** Every dated event in content, each linking to the page that shows it on `day`. */
export function contentEvents(day: string = buildDay()): SiteEvent[] {
  return siteEvents({
    day,
    trainings,
    courses: shortCourses,
    agms,
    conference: { ...conferencePromo, href: site.external.conference },
  });
}
