import type { Partner } from './types';

/** Partner logos, three rows on the home page (the middle row scrolls the other way). */
export const partnerRows = [
  [
    { name: 'National Environment Management Authority', logo: 'partners/nema' },
    { name: 'Kenya Forest Service', logo: 'partners/kfs' },
    { name: 'Kenya Wildlife Service', logo: 'partners/kws' },
    { name: 'Water Resources Authority', logo: 'partners/wra' },
    { name: 'Ministry of Environment, Climate Change and Forestry', logo: 'partners/moe' },
    { name: 'UN Environment Programme', logo: 'partners/unep' },
  ],
  [
    { name: 'University of Nairobi', logo: 'partners/uon' },
    { name: 'Kenyatta University', logo: 'partners/ku' },
    { name: 'Jomo Kenyatta University of Agriculture and Technology', logo: 'partners/jkuat' },
    { name: 'Moi University', logo: 'partners/moi' },
    { name: 'Egerton University', logo: 'partners/egerton' },
    { name: 'Maseno University', logo: 'partners/maseno' },
  ],
  [
    { name: 'Kenya Private Sector Alliance', logo: 'partners/kepsa' },
    { name: 'Green Belt Movement', logo: 'partners/gbm' },
    { name: 'WWF Kenya', logo: 'partners/wwf' },
    { name: 'Kenya Association of Manufacturers', logo: 'partners/kam' },
    { name: 'Nature Kenya', logo: 'partners/naturekenya' },
    { name: 'County Governments of Kenya', logo: 'partners/cog' },
  ],
] satisfies Partner[][];
