import { isoDay } from '../../lib/today';
import { staleContentWarnings } from '../stale-content';

/** Lists, without failing the build, the dated content that has passed by today. */
export const staleContentStep = {
  name: 'stale content warnings',
  run() {
    const warnings = staleContentWarnings(isoDay(new Date()));
    for (const warning of warnings) console.warn(`warning: ${warning}`);
  },
};
