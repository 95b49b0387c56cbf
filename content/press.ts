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
    body: [
      'The Environmental Institute of Kenya calls on the national government and the county governments to ring-fence money for climate adaptation in drought-prone counties before the long rains, and to publish how every shilling set aside for adaptation is spent.',
      'Kenya loses an estimated 3% of its GDP each year to climate shocks. Failed rains, floods and the loss of livestock fall hardest on pastoralist and smallholder households in the arid and semi-arid counties, where a single bad season can undo years of progress.',
      'Adaptation money too often arrives late, is spread across unrelated budget lines or is spent on projects that communities did not ask for. Our members who assess and monitor these projects see the same pattern in county after county: plans are written, but the funds that should follow them do not reach the ground in time.',
      'The institute therefore asks for three things. First, a transparent county climate change fund in every county, with its allocations and spending published each quarter. Second, adaptation plans drawn up with the communities who will live with them, through ward climate committees that include women, youth and pastoralists. Third, independent monitoring of adaptation projects by registered environmental practitioners, whose findings are made public.',
      'Registered practitioners stand ready to help counties prepare bankable adaptation proposals, carry out vulnerability assessments and track results. The institute will share its members’ expertise with any county that commits to these principles, and will report each year on the progress made.',
    ],
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
    body: [
      'The Environmental Institute of Kenya welcomes the review of the National Environment Policy and thanks the Ministry for opening it to public participation. This statement summarises the submission the institute made on behalf of its members.',
      'The policy has served the country well, but the devolved system of government, the growth of extractive and infrastructure projects and the pressure of climate change call for clearer responsibilities and stronger enforcement than the current text provides.',
      'Our submission makes ten recommendations from members. Chief among them are clearer roles for county environment committees, so that counties and national agencies no longer duplicate or leave gaps in oversight; stronger enforcement of strategic environmental assessment for policies, plans and programmes, not only for individual projects; and a public register of qualified environmental practitioners, so that every assessment and audit can be traced to a professional who answers for it.',
      'The remaining recommendations cover public access to environmental information, the financing of environmental monitoring, the protection of wetlands and riparian land, and regular reporting to Parliament on the state of the environment.',
      'The institute invites the Ministry to draw on its members throughout the review and will publish the full submission for members and the public to read.',
    ],
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
    body: [
      'The Environmental Institute of Kenya supports the restoration of the Mau Forest Complex, the largest of Kenya’s water towers, and calls for a coordinated effort based on science, shared benefits and long-term monitoring.',
      'Planting alone does not restore a water tower. Seedlings planted without the right species, the right site and someone to care for them die within a season, and the forest’s catchments continue to lose the cover that feeds rivers flowing to Lake Victoria, Lake Nakuru and the Maasai Mara.',
      'Restoration should begin with an accurate map of degraded areas and of the causes of their loss, so that planting goes where it will survive and where it protects water sources. Indigenous species suited to each zone should be preferred, and survival rates should be measured and published, not only the number of trees planted.',
      'Communities living next to the forest must share in its benefits. Beekeeping, tree nurseries, eco-tourism and paid work in restoration give households a reason to protect the forest; plans drawn up without them have repeatedly failed.',
      'The institute offers its members’ expertise in monitoring survival rates, mapping degraded areas and involving forest-adjacent communities, and asks the agencies and partners involved to agree on one plan with shared targets and a public record of progress.',
    ],
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
    body: [
      'Following recent air quality readings in Nairobi, the Environmental Institute of Kenya calls for a public network of air quality monitors across the city and for the enforcement of the emission standards already in law.',
      'Fine particulate levels in parts of Nairobi regularly exceed the World Health Organization’s guidelines. The people most exposed are those who live and work beside busy roads, in industrial areas and in informal settlements, where cooking with charcoal and kerosene adds to the pollution outdoors.',
      'Residents cannot protect themselves from what they cannot see. Readings should be published openly and in real time, so that schools, hospitals and families can plan around poor air, and so that researchers and county planners can find the sources and measure whether the measures taken work.',
      'The institute recommends open real-time air quality data for Nairobi and other growing towns; regular emission testing of vehicles, starting with public service and commercial vehicles; enforcement of the Air Quality Regulations against industrial sources; and programmes that bring cleaner cooking within reach of households in informal settlements.',
      'Environmental practitioners are trained to monitor air quality and to assess the sources of pollution. The institute stands ready to work with the county government and national agencies to design the monitoring network and to train those who will run it.',
    ],
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
    body: [
      'The Environmental Institute of Kenya welcomes new investment in geothermal, wind and solar power, and asks that every project meet rigorous environmental and social safeguards from its planning to its operation.',
      'Kenya’s grid is already among the cleanest in the world, with most of its electricity from renewable sources. Keeping that lead responsibly matters as much as extending it: a clean source of power can still displace communities, divide wildlife corridors or harm birds and bats if it is badly sited.',
      'Every new plant and transmission line should be preceded by a thorough environmental and social impact assessment, carried out by registered practitioners and open to public participation in the affected area, with its findings published before a licence is granted.',
      'Land agreements with communities must be fair and clearly understood, with benefit sharing set out in writing. Where a project cannot avoid harm to important habitats, biodiversity offsets should be planned, funded and monitored over the project’s life.',
      'The institute offers its members’ experience in impact assessment and monitoring to developers, financiers and regulators, and asks the Energy and Petroleum Regulatory Authority and the National Environment Management Authority to make compliance reports for renewable energy projects public.',
    ],
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
    body: [
      'The Environmental Institute of Kenya sets out its position on the proposed amendments to the Climate Change Act, including the rules for carbon markets and the role of environmental practitioners.',
      'The institute supports clear rules for carbon markets. Carbon projects on community land and in forests are growing fast, and without clear law communities risk signing agreements they do not fully understand, for credits whose value they never see.',
      'The safeguards that matter most should be written into the Act itself rather than left to regulations that can be changed without debate in Parliament. These are a fair share of carbon revenues for the communities whose land and forests produce the credits, independent verification of the emission reductions claimed, and a public registry of every carbon project, its credits and its buyers.',
      'Verification and monitoring call for professional skills. The Bill should require that the environmental assessment and monitoring of carbon projects be carried out by registered environmental practitioners, who answer to a professional body for the quality of their work.',
      'The institute will present these points to the parliamentary committee considering the Bill and invites its members to share their experience of carbon projects with the secretariat.',
    ],
    file: '/documents/press/climate-change-amendment-bill.pdf',
  },
] satisfies PressStatement[];
