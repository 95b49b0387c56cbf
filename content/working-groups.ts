import type { WorkingGroup } from './schema';

/**
 * The 11 technical working groups, in the order shown on /members/chapters. Each group's slug
 * (lib/slug.ts) is derived from its name, so renaming a group changes its join link.
 */
export const workingGroups = [
  {
    name: 'Environmental Educators',
    text: 'To promote environmental education and awareness in schools, universities and communities, and to support educators with curricula, materials and training.',
    responsibility: [
      'Develop and review environmental education materials',
      'Support the integration of environmental topics into school and university curricula',
      'Organise awareness campaigns and school outreach programmes',
      'Train teachers and community educators',
    ],
    membership: [
      'Teachers and lecturers',
      'Curriculum developers',
      'Environmental communicators',
      'Community educators',
    ],
  },
  {
    name: 'Water Resource Management',
    text: 'To advance the sustainable management, conservation and equitable use of Kenya’s water resources, from catchments to taps.',
    responsibility: [
      'Advise on water policy, catchment protection and water allocation',
      'Share good practice in water quality monitoring',
      'Support water resource users’ associations',
      'Contribute to reviews of water sector regulations',
    ],
    membership: [
      'Hydrologists and water engineers',
      'Water quality scientists',
      'Catchment managers',
      'Water sector regulators',
    ],
  },
  {
    name: 'Waste Management',
    text: 'To promote waste reduction, recycling and the safe disposal of solid, liquid and hazardous waste in line with a circular economy.',
    responsibility: [
      'Provide technical input on waste management laws and county by-laws',
      'Promote extended producer responsibility and recycling schemes',
      'Develop guidance on hazardous and e-waste handling',
      'Support community-led clean-up and recycling initiatives',
    ],
    membership: [
      'Waste management practitioners',
      'Recycling entrepreneurs',
      'County environment officers',
      'Public health officers',
    ],
  },
  {
    name: 'Climate Change',
    text: 'To build the profession’s capacity on climate change mitigation and adaptation, and to inform Kenya’s climate policy and action plans.',
    responsibility: [
      'Contribute to national and county climate change action plans',
      'Develop guidance on climate risk and vulnerability assessment',
      'Train members on greenhouse gas accounting and carbon markets',
      'Represent the institute in climate change forums',
    ],
    membership: ['Climate scientists', 'Carbon and GHG specialists', 'Adaptation planners', 'Policy analysts'],
  },
  {
    name: 'Biodiversity / Natural Sciences',
    text: 'To support the conservation of Kenya’s biodiversity and ecosystems through sound science, monitoring and policy advice.',
    responsibility: [
      'Advise on biodiversity assessments within impact studies',
      'Promote ecosystem restoration and protected area management',
      'Share field survey methods and species data standards',
      'Engage in national biodiversity strategy reviews',
    ],
    membership: [
      'Ecologists and biologists',
      'Wildlife and forest scientists',
      'Conservation managers',
      'Natural science researchers',
    ],
  },
  {
    name: 'Built Environment & Construction',
    text: 'To promote sustainable design, construction and urban planning that reduce environmental impact and improve quality of life.',
    responsibility: [
      'Develop guidance on green building and sustainable construction',
      'Advise on environmental aspects of urban and physical planning',
      'Promote resource efficiency on construction sites',
      'Engage with built environment regulators and professional bodies',
    ],
    membership: [
      'Architects and urban planners',
      'Civil and structural engineers',
      'Quantity surveyors',
      'Construction managers',
    ],
  },
  {
    name: 'Energy - Clean and Renewables',
    text: 'To accelerate the shift to clean and renewable energy and the efficient use of energy in homes, industry and transport.',
    responsibility: [
      'Advise on renewable energy policy and project safeguards',
      'Promote energy audits and efficiency standards',
      'Share lessons from solar, wind, geothermal and clean cooking projects',
      'Support members working on energy access',
    ],
    membership: [
      'Energy engineers and auditors',
      'Renewable energy developers',
      'Energy policy specialists',
      'Clean cooking practitioners',
    ],
  },
  {
    name: 'Environmental Policy & Governance',
    text: 'To strengthen environmental laws, institutions and governance through informed analysis and advocacy.',
    responsibility: [
      'Review bills, regulations and policies and prepare submissions',
      'Monitor the implementation of environmental laws',
      'Support county governments on environmental governance',
      'Publish policy briefs for members and the public',
    ],
    membership: ['Environmental lawyers', 'Policy analysts', 'Governance specialists', 'Public administrators'],
  },
  {
    name: 'Environmental Advocacy',
    text: 'To amplify the voice of environmental professionals and communities on issues that affect Kenya’s environment and people.',
    responsibility: [
      'Run public campaigns on pressing environmental issues',
      'Prepare press statements and public commentary',
      'Support communities affected by environmental harm',
      'Build coalitions with civil society organisations',
    ],
    membership: [
      'Advocates and campaigners',
      'Journalists and communicators',
      'Civil society practitioners',
      'Community leaders',
    ],
  },
  {
    name: 'Environment Health and Safety (EHS)',
    text: 'To promote safe and healthy workplaces and communities by integrating occupational health, safety and environmental management.',
    responsibility: [
      'Develop EHS practice notes and audit checklists',
      'Train members on occupational health and safety audits',
      'Advise on pollution control and public health risks',
      'Promote EHS management systems in industry',
    ],
    membership: [
      'EHS officers and managers',
      'Occupational health specialists',
      'Safety auditors',
      'Public health officers',
    ],
  },
  {
    name: 'Environmental Impact Assessment (EIA)',
    text: 'To raise the quality of environmental impact assessments and audits and the practice of the experts who prepare them.',
    responsibility: [
      'Develop EIA and audit quality standards and checklists',
      'Review and comment on national EIA regulations and guidelines',
      'Run peer-learning sessions on assessment methods',
      'Mentor new lead and associate experts',
    ],
    membership: [
      'Lead and associate EIA experts',
      'Environmental auditors',
      'Regulators and reviewers',
      'Project proponents’ environmental staff',
    ],
  },
] satisfies WorkingGroup[];
