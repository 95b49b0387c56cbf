import type { Partner } from './schema';

/**
 * Partners, three rows on the home page (the middle row scrolls the other way). Each tile shows the
 * partner's name, with its usual short name (`short`) above when it has one. Once a partner supplies
 * its logo, put the file in content/images/partners/ and add `logo: 'partners/<file name>'`: the tile
 * then shows the logo, with the name as its alternative text.
 */
export const partnerRows = [
  [
    { name: 'National Environment Management Authority', short: 'NEMA' },
    { name: 'Kenya Forest Service', short: 'KFS' },
    { name: 'Kenya Wildlife Service', short: 'KWS' },
    { name: 'Water Resources Authority', short: 'WRA' },
    { name: 'Ministry of Environment, Climate Change and Forestry' },
    { name: 'UN Environment Programme', short: 'UNEP' },
  ],
  [
    { name: 'University of Nairobi', short: 'UoN' },
    { name: 'Kenyatta University', short: 'KU' },
    { name: 'Jomo Kenyatta University of Agriculture and Technology', short: 'JKUAT' },
    { name: 'Moi University' },
    { name: 'Egerton University' },
    { name: 'Maseno University' },
  ],
  [
    { name: 'Kenya Private Sector Alliance', short: 'KEPSA' },
    { name: 'Green Belt Movement' },
    { name: 'WWF Kenya' },
    { name: 'Kenya Association of Manufacturers', short: 'KAM' },
    { name: 'Nature Kenya' },
    { name: 'County Governments of Kenya' },
  ],
] satisfies Partner[][];
