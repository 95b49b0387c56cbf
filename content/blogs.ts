import type { BlogPost } from './schema';

/** The categories a blog post may have; add one here before using it in a post. */
export const blogCategories = [
  'Renewable Energy',
  'Waste Management',
  'Environmental Assessment',
  'Conservation',
  'Climate Action',
  'Careers',
] as const;

/**
 * Blog posts, newest first; each has its own page at /blogs/{slug}. The slug is the post's address:
 * write it once (lowercase words joined by hyphens) and never change it, even when the title changes.
 * `date` is YYYY-MM-DD; `content` holds the paragraphs of the post.
 */
export const blogPosts = [
  {
    id: 1,
    slug: 'kenya-renewable-energy-leadership',
    title: 'How Kenya Became a Renewable Energy Leader',
    excerpt:
      'Over 90% of Kenya’s electricity now comes from renewable sources. What got us here, and what environmental practitioners must watch as the grid grows.',
    content: [
      'Over 90% of Kenya’s electricity is renewable. Kenya is one of very few countries in the world where nearly all the power on the national grid comes from clean sources. Geothermal power from the Rift Valley supplies the largest share, followed by hydropower from the Seven Forks dams on the Tana River, wind from Lake Turkana and Ngong Hills, and a fast-growing number of solar plants.',
      'This did not happen by accident. Decades of public investment in geothermal exploration at Olkaria, long-term power purchase agreements and a feed-in tariff policy gave investors the confidence to build. Off the grid, pay-as-you-go solar companies have brought light to millions of homes that the national network does not yet reach.',
      'Growth brings new environmental questions. Geothermal fields need careful management of brine and hydrogen sulphide; wind farms must be sited away from bird migration routes; large solar plants change land use in pastoral areas; and new transmission lines cross forests and community land. Every one of these projects needs a rigorous environmental and social impact assessment.',
      'Environmental practitioners have a central role to play: designing baseline studies, consulting communities fairly, monitoring impacts once plants are running, and advising on end-of-life plans for panels and batteries. The institute’s Energy - Clean and Renewables working group is preparing guidance on these topics for members.',
      'Kenya’s clean grid is a national asset and a story worth telling. Keeping it clean while doubling generation to meet demand will take the same long-term thinking that built it, and a profession ready to hold every project to a high standard.',
    ],
    author: 'Dr. Wanjiku Mwangi',
    authorRole: 'Energy - Clean and Renewables Working Group Lead',
    date: '2024-12-12',
    readTime: '6 min read',
    category: 'Renewable Energy',
    tags: ['geothermal', 'solar', 'energy transition', 'EIA'],
    featured: true,
    views: 2847,
    likes: 186,
    image: {
      src: 'blog/kenya-renewable-energy-leadership',
      alt: 'Drawing: wind turbines along green ridges',
      standIn: true,
    },
  },
  {
    id: 2,
    slug: 'plastic-ban-lessons',
    title: 'Seven Years On: Lessons from Kenya’s Plastic Bag Ban',
    excerpt:
      'The 2017 ban on plastic carrier bags changed how Kenyans shop. What worked, what did not, and what it teaches us for the wider fight against plastic pollution.',
    content: [
      'In August 2017 Kenya banned the manufacture, import and use of plastic carrier bags, with some of the toughest penalties in the world. Seven years later, the bags that once hung from acacia trees and blocked Nairobi’s drains are rarely seen.',
      'Enforcement made the difference. Early, well-publicised inspections sent a clear signal, and reusable woven bags quickly filled the gap in supermarkets and open-air markets. Livestock keepers in particular noticed fewer animals harmed by swallowed plastic.',
      'Not everything went smoothly. Small traders bore much of the cost of the change, some bags continue to be smuggled across borders, and other single-use plastics such as bottles and sachets have taken their place in the waste stream.',
      'The Sustainable Waste Management Act of 2022 and its extended producer responsibility rules are the next step, asking producers to take responsibility for the packaging they put on the market. Practitioners will be needed to design take-back schemes, audit producers and measure results.',
      'The lesson of the bag ban is that bold rules work when they are enforced consistently and when people are offered a practical alternative. That is a lesson worth carrying into every new environmental regulation.',
    ],
    author: 'James Otieno',
    authorRole: 'Waste Management Working Group Member',
    date: '2024-11-28',
    readTime: '5 min read',
    category: 'Waste Management',
    tags: ['plastics', 'policy', 'circular economy'],
    views: 1934,
    likes: 142,
    image: { src: 'blog/plastic-ban-lessons', alt: 'Drawing: scattered leaves in ochre and green', standIn: true },
  },
  {
    id: 3,
    slug: 'eia-quality-matters',
    title: 'Why the Quality of Environmental Impact Assessments Matters',
    excerpt:
      'An environmental impact assessment is more than a licence requirement. Five habits that separate a useful EIA report from a box-ticking exercise.',
    content: [
      'Every year thousands of projects in Kenya, from petrol stations to housing estates and roads, go through an environmental impact assessment before they are licensed. The quality of those reports decides whether real risks are caught before construction begins.',
      'The best reports start with a solid baseline. Measuring water quality, noise, air and biodiversity before a project starts is the only way to know later whether it caused harm. Copying baseline data from an older report for a different site is a habit the profession must end.',
      'Genuine public participation is the second habit. Meetings should be held where affected people live, in a language they understand, with enough notice, and the concerns raised should visibly shape the project’s design and its mitigation plan.',
      'Third, alternatives must be real: different sites, designs or technologies should be compared honestly, including the option of not building. Fourth, the environmental management plan must be specific, with responsibilities, budgets and indicators. Fifth, the report should be written so that a county officer or a resident can follow it.',
      'The institute’s EIA Practitioner Guidelines, available in {downloads}, set out these habits in detail, and {calendar} includes regular courses on impact assessment for members at every stage of their careers.',
    ],
    links: {
      downloads: { label: 'our downloads', href: '/resources/downloads' },
      calendar: { label: 'our training calendar', href: '/trainings/calendar' },
    },
    author: 'Grace Njeri',
    authorRole: 'Lead Expert, Environmental Impact Assessment',
    date: '2024-10-30',
    readTime: '7 min read',
    category: 'Environmental Assessment',
    tags: ['EIA', 'public participation', 'compliance'],
    views: 1672,
    likes: 118,
    image: {
      src: 'blog/eia-quality-matters',
      alt: 'Drawing: a contour map with survey points on a grid',
      standIn: true,
    },
  },
  {
    id: 4,
    slug: 'water-towers-restoration',
    title: 'Restoring Kenya’s Water Towers, One Catchment at a Time',
    excerpt:
      'Mau, Aberdares, Mount Kenya, Cherangany and Mount Elgon feed our rivers and dams. How restoration is going, and how members can help.',
    content: [
      'Kenya’s five main water towers, the Mau Forest Complex, the Aberdare Range, Mount Kenya, the Cherangany Hills and Mount Elgon, store and release the water that feeds most of the country’s rivers, hydropower dams and farms.',
      'Decades of encroachment, logging and charcoal burning reduced their forest cover. The national target of 30% tree cover and the pledge to grow 15 billion trees by 2032 have put restoration back on the national agenda.',
      'Restoration is more than planting. Seedlings must be indigenous species suited to the site, planted at the start of the rains and protected until they are established. Survival rates, not planting numbers, are the measure of success.',
      'Communities who live next to the forests are the most important partners. Community forest associations, beekeeping, eco-tourism and agroforestry give people a stake in a standing forest and an income that does not depend on cutting it.',
      'Members can help by joining the institute’s restoration days, offering monitoring skills to community forest associations, and making sure that projects they assess protect the catchments downstream.',
    ],
    author: 'Peter Kamau',
    authorRole: 'Biodiversity Working Group Chair',
    date: '2024-09-18',
    readTime: '6 min read',
    category: 'Conservation',
    tags: ['forests', 'water', 'restoration', 'community'],
    views: 1458,
    likes: 97,
    image: { src: 'blog/water-towers-restoration', alt: 'Drawing: mist over forested ridges at dawn', standIn: true },
  },
  {
    id: 5,
    slug: 'climate-adaptation-arid-counties',
    title: 'Climate Adaptation in Kenya’s Arid Counties',
    excerpt:
      'Droughts are longer and more frequent in northern Kenya. Practical adaptation that works for pastoralist communities, from early warning to water harvesting.',
    content: [
      'The arid and semi-arid lands cover more than 80% of Kenya and are home to millions of pastoralists. The drought of 2020 to 2023, the worst in four decades, killed millions of livestock and left families without income.',
      'Early warning is the first line of defence. County drought bulletins, combined with traditional knowledge of rangeland conditions, give communities time to move herds, sell animals before prices fall and plan for water.',
      'Water harvesting is the second. Sand dams, rock catchments and restored shallow wells store rain where it falls. Well-planned boreholes help too, but must be spaced to avoid overgrazing around water points.',
      'Financing adaptation is the third. County climate change funds let communities choose and manage their own projects, and the results are often better value than large projects designed far away.',
      'Environmental practitioners bring the technical skills these programmes need, from hydrological surveys to monitoring and evaluation. The institute’s Climate Change working group shares methods and lessons among members working in these counties.',
    ],
    author: 'Amina Hassan',
    authorRole: 'Climate Change Working Group Member',
    date: '2024-08-26',
    readTime: '5 min read',
    category: 'Climate Action',
    tags: ['climate adaptation', 'drought', 'water harvesting'],
    views: 1289,
    likes: 88,
    image: {
      src: 'blog/climate-adaptation-arid-counties',
      alt: 'Drawing: acacia trees on dry, sandy plains',
      standIn: true,
    },
  },
  {
    id: 6,
    slug: 'starting-a-career-in-environmental-practice',
    title: 'Starting a Career in Environmental Practice in Kenya',
    excerpt:
      'A guide for students and graduates: the qualifications, licences, skills and networks that help you build a career as an environmental practitioner.',
    content: [
      'Kenya needs more environmental professionals than ever: impact assessment experts, auditors, climate specialists, waste managers, educators and researchers. For students and new graduates the path into the profession can still seem unclear.',
      'Start with a relevant degree or diploma and build practical experience early. Internships with consultancies, county environment departments and conservation organisations teach skills no lecture can, from field sampling to writing a report a client can use.',
      'To lead environmental impact assessments and audits you will need to be registered and licensed as an expert with the national regulator, which requires qualifications and years of experience. Plan for it from the start of your career.',
      'Professional membership helps at every stage. Student membership of the institute costs KES 500 a year and gives access to trainings, mentors, working groups and the events where most jobs in the sector are first heard about.',
      'Finally, keep learning. Continuing professional development, short courses and active participation in a technical working group keep your skills current and your name known among the people who hire.',
    ],
    author: 'Mary Wambui',
    authorRole: 'Membership Officer',
    date: '2024-07-15',
    readTime: '4 min read',
    category: 'Careers',
    tags: ['students', 'careers', 'membership', 'CPD'],
    views: 2106,
    likes: 164,
    image: {
      src: 'blog/starting-a-career-in-environmental-practice',
      alt: 'Drawing: a young leafy sprig growing upward',
      standIn: true,
    },
  },
] satisfies BlogPost[];
