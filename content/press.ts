import type { PressStatement } from './schema';

/** The categories a press statement may have; add one here before using it in a statement. */
export const pressCategories = [
  'Climate Action',
  'Policy',
  'Conservation',
  'Air Quality',
  'Renewable Energy',
  'Legislation',
] as const;

/** Press statements, newest first; `date` is YYYY-MM-DD. Each file is a PDF under public/documents/press/. */
export const pressStatements = [
  {
    id: 1,
    slug: 'climate-adaptation-financing',
    title: 'EIK Calls for Urgent Action on Climate Adaptation Financing',
    description:
      'The institute urges the national and county governments to ring-fence climate adaptation funds for drought-prone counties ahead of the long rains.',
    date: '2024-12-10',
    category: 'Climate Action',
    downloads: 523,
    featured: true,
    summary:
      'Kenya loses an estimated 3% of GDP each year to climate shocks. The institute asks for a transparent county climate change fund, community-led adaptation plans and independent monitoring by registered environmental practitioners.',
    file: '/documents/press/climate-adaptation-financing.pdf',
  },
  {
    id: 2,
    slug: 'national-environment-policy-review',
    title: 'Statement on the National Environment Policy Review',
    description:
      'Our submission to the public participation on the review of the National Environment Policy, with ten recommendations from members.',
    date: '2024-11-18',
    category: 'Policy',
    downloads: 311,
    summary:
      'The institute welcomes the review and recommends clearer roles for county environment committees, stronger enforcement of strategic environmental assessment and a register of qualified practitioners.',
    file: '/documents/press/national-environment-policy-review.pdf',
  },
  {
    id: 3,
    slug: 'mau-forest-restoration',
    title: 'Protecting the Mau Forest Complex: A Call for Coordinated Restoration',
    description:
      'The institute supports the restoration of the Mau Forest and calls for science-based planting, community benefit sharing and long-term monitoring.',
    date: '2024-10-14',
    category: 'Conservation',
    downloads: 287,
    summary:
      'Planting alone does not restore a water tower. The institute offers its members’ expertise in monitoring survival rates, mapping degraded areas and involving forest-adjacent communities.',
    file: '/documents/press/mau-forest-restoration.pdf',
  },
  {
    id: 4,
    slug: 'nairobi-air-quality',
    title: 'Nairobi Air Quality: Practitioners Urge Real-Time Monitoring',
    description:
      'Following recent air quality readings in Nairobi, the institute calls for a public network of monitors and enforcement of emission standards.',
    date: '2024-09-05',
    category: 'Air Quality',
    downloads: 198,
    summary:
      'Fine particulate levels in parts of Nairobi regularly exceed WHO guidelines. The institute recommends open real-time data, vehicle emission testing and cleaner cooking programmes in informal settlements.',
    file: '/documents/press/nairobi-air-quality.pdf',
  },
  {
    id: 5,
    slug: 'renewable-energy-safeguards',
    title: 'Renewable Energy Growth Must Include Environmental Safeguards',
    description:
      'The institute welcomes new geothermal, wind and solar investment and asks that every project meet rigorous environmental and social safeguards.',
    date: '2024-08-12',
    category: 'Renewable Energy',
    downloads: 245,
    summary:
      'Kenya’s grid is already among the cleanest in the world. Keeping that lead responsibly needs thorough impact assessments, fair land agreements and biodiversity offsets for new plants and transmission lines.',
    file: '/documents/press/renewable-energy-safeguards.pdf',
  },
  {
    id: 6,
    slug: 'climate-change-amendment-bill',
    title: 'Position on the Proposed Climate Change (Amendment) Bill',
    description:
      'Our position on the proposed amendments to the Climate Change Act, including carbon market rules and the role of environmental practitioners.',
    date: '2024-07-22',
    category: 'Legislation',
    downloads: 334,
    summary:
      'The institute supports clear carbon market rules and asks that benefit-sharing with communities, independent verification and public registries be written into the law rather than left to regulations.',
    file: '/documents/press/climate-change-amendment-bill.pdf',
  },
] satisfies PressStatement[];
