import { agms } from '../content/agm';
import { conferencePromo, site } from '../content/site';
import { shortCourses, trainings } from '../content/trainings';
import { siteEvents, type SiteEvent } from './events';

/** Every dated event in content: the trainings, the short courses, the AGMs and the conference. */
export function contentEvents(): SiteEvent[] {
  return siteEvents({
    trainings,
    courses: shortCourses,
    agms,
    conference: { ...conferencePromo, href: site.external.conference },
  });
}
