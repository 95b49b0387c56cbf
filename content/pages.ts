import type { PageCopy, SocialCardWords } from './schema';
import { actions } from './navigation';
import { site } from './site';

/**
 * The copy of every page: its heading, title and description for search engines, intro, section
 * headings, calls to action and other short texts. The facts (fees, dates, names, lists) live in the
 * other content files; a `{name}` in a text is such a fact, filled in where the page shows it (the
 * comment above each page lists the ones it knows). Keep each placeholder when rewording a text.
 */

// The calls to action take their one label from content/navigation.ts.
const getDirections = 'Get Directions';
const becomeAMember = { label: actions.join.label, href: actions.join.href };
const applyNow = { label: actions.apply.label, href: actions.apply.href, external: true };
const trainingCalendar = { label: actions.trainingCalendar.label, href: actions.trainingCalendar.href };
const contactSecretariat = { label: 'Contact the Secretariat', href: '/about/secretariat' };
const eventsCalendar = { label: 'Events Calendar', href: '/calendar' };
const newsletterPage = { label: 'Newsletter', href: '/newsletter' };

/** What kind of event an entry of the calendar or the News & Events hub is. */
const eventKinds = { training: 'Training', course: 'Short course', agm: 'AGM', conference: 'Conference' };

// A meeting's photographs, on its own page. {agm}, {photoCount}: the meeting's.
const agmPhotos = {
  eyebrow: 'Gallery',
  title: 'Moments from {agm}',
  intro: '{photoCount} photographs of the day. Select one to view it larger.',
};

// What a held meeting decided (its outcomes in content/agm.ts), before its images.
const agmOutcomes = {
  eyebrow: 'Outcomes',
  title: 'What members decided',
};

// A meeting's facts and actions, on /agm and on each meeting's own page.
// The two registrations are emails to the secretariat; {title} in their subjects is the meeting's.
const agmMeetingWords = {
  date: 'Date',
  venue: 'Venue',
  attendance: 'Attendance',
  register: actions.registerTraining.label,
  registerSubject: 'Registration: {title}',
  attendee: 'Register as Attendee',
  attendeeSubject: 'Attendee registration: {title}',
  programme: 'Download Program',
  // Under the date's tile once the meeting is over: the state, not the date again.
  held: 'This meeting has been held',
  // Over the programme drawn as a page, beside a held meeting's facts.
  programmeKind: 'Program',
};

/**
 * The words of a list that pages (blogs, press statements, bulletins, downloads, the gallery).
 * {page}: a page's number; {pages}: how many the list has; {description}: the list's description.
 */
const listPaging = {
  pager: 'More pages of this list',
  previous: 'Newer',
  next: 'Older',
  page: 'Page {page}',
  pageTitle: 'page {page} of {pages}',
  pageDescription: 'Page {page} of {pages}. {description}',
};

export const pages = {
  home: {
    path: '/',
    priority: 1,
    title: `${site.name} | ${site.tagline}`,
    description: site.description,
    sections: {
      mission: {
        eyebrow: 'What we do',
        title: 'Our Mission & Objectives',
        intro: 'Five commitments guide everything the institute does for its members and for Kenya’s environment.',
      },
      membership: {
        eyebrow: 'Join us',
        title: 'Membership Levels & Criteria',
        intro: 'Whether you are studying, starting out or running a firm, there is a membership grade for you.',
      },
      partners: {
        eyebrow: 'Working together',
        title: 'Our Partners',
        intro: 'Government agencies, universities, industry and civil society organisations we work with.',
      },
      // Only while an event is to come, above the latest news; with nothing scheduled the news leads.
      events: { eyebrow: 'Events', title: 'Coming up' },
      // Only while the newest item is within the window in content/site.ts (recentDays).
      latest: { eyebrow: 'News', title: 'Latest from the institute' },
    },
    links: {
      allLevels: { label: 'View All Membership Levels', href: '/members/fees' },
      allNews: { label: 'All news and events', href: '/news' },
      allEvents: { label: 'See every event in the calendar', href: eventsCalendar.href },
      newsletter: { label: 'Get the newsletter', href: newsletterPage.href },
    },
    texts: {
      ...eventKinds,
      // Under the latest news when no event is to come: the next dates are promised, not a past one shown as news.
      noEvents: 'The next trainings and courses are announced here and in the newsletter.',
      // The button that stops and restarts the scrolling partner rows (on wide screens with motion allowed).
      pausePartners: 'Pause partners',
      playPartners: 'Play partners',
    },
    cta: {
      title: 'Be part of Kenya’s environmental profession',
      text: 'Join thousands of practitioners who learn, lead and stand up for the environment together.',
      actions: [becomeAMember, trainingCalendar],
    },
  },

  // {shortName}: the institute's short name; {established}: the year it was founded; {years}: the years since,
  // on the day the site is built; {name}: who is quoted.
  background: {
    path: '/about/background',
    priority: 0.8,
    header: 'feature',
    image: {
      src: 'pages/our-background',
      alt: 'Illustration: forested ridges in layers under a low morning sun',
      standIn: true,
    },
    title: 'Our Background',
    description:
      'How the {shortName} began in {established}: our story, mission, vision, core values and the achievements of {years} years serving Kenya’s environment.',
    eyebrow: 'Established {established}',
    intro: 'The professional home of Kenya’s environmental practitioners since {established}.',
    sections: {
      story: { eyebrow: 'Who we are', title: 'Our story' },
      values: { eyebrow: 'What guides us', title: 'Our core values' },
      achievements: { eyebrow: 'Since {established}', title: 'Key achievements' },
      visit: { eyebrow: 'Find us', title: 'Visit the secretariat' },
    },
    // {phone}: the office's number.
    texts: {
      mission: 'Our Mission',
      vision: 'Our Vision',
      quote: 'A word from {name}',
      directions: getDirections,
      call: 'Call {phone}',
    },
    cta: {
      title: 'Help shape what comes next',
      text: 'Become part of the institute and help shape the next ten years of environmental practice in Kenya.',
      actions: [becomeAMember, { label: 'Our Approach', href: '/about/approach' }],
    },
  },

  // A plain page: its text is its body (content/schema/blocks.ts), drawn without code of its own.
  approach: {
    path: '/about/approach',
    priority: 0.7,
    title: 'Our Approach',
    crumb: 'Approach',
    description:
      'Six core strategies, a multi-sector approach and four thematic areas: how the institute works for Kenya’s environment and measures its impact.',
    intro: 'How we turn professional expertise into lasting change for Kenya’s environment and its people.',
    body: [
      { type: 'heading', text: 'Six core strategies' },
      {
        type: 'list',
        style: 'numbers',
        items: [
          {
            title: 'Professional Development',
            description: 'Continuous training, CPD and mentorship that keep members’ skills current.',
          },
          {
            title: 'Standards & Ethics',
            description: 'A code of conduct and practice standards that protect clients and the public.',
          },
          {
            title: 'Policy Advocacy',
            description: 'Evidence-based submissions on environmental laws, regulations and plans.',
          },
          {
            title: 'Research & Knowledge',
            description: 'Publications, bulletins and research that turn evidence into practice.',
          },
          {
            title: 'Partnerships',
            description: 'Alliances with agencies, universities, businesses and development partners.',
          },
          {
            title: 'Community Engagement',
            description: 'Outreach and education that bring communities into environmental decisions.',
          },
        ],
      },
      { type: 'heading', text: 'A multi-sector approach' },
      {
        type: 'image',
        src: 'pages/approach',
        alt: 'Illustration: terraced green slopes under a pale sky',
        beside: true,
      },
      { type: 'paragraph', text: 'Environmental problems cross every boundary, so we work with every sector.' },
      {
        type: 'list',
        items: [
          {
            title: 'Government',
            description:
              'We support national and county governments with technical advice on policy, regulation and enforcement.',
            icon: 'building',
          },
          {
            title: 'Private Sector',
            description: 'We help businesses meet their environmental obligations and adopt sustainable practices.',
            icon: 'chart',
          },
          {
            title: 'Academia',
            description:
              'We link universities and colleges to practice through curricula, research and student membership.',
            icon: 'academic',
          },
          {
            title: 'Civil Society',
            description:
              'We work with NGOs and community groups to give local voices a place in environmental decisions.',
            icon: 'heart',
          },
        ],
      },
      { type: 'heading', text: 'Four thematic areas' },
      {
        type: 'list',
        items: [
          {
            title: 'Climate Change Adaptation',
            description: 'Helping communities and institutions plan for and adapt to a changing climate.',
            icon: 'sun',
          },
          {
            title: 'Natural Resource Management',
            description: 'Sustainable use of water, forests, soils, wildlife and other natural resources.',
            icon: 'water',
          },
          {
            title: 'Environmental Compliance',
            description: 'Impact assessments, audits and monitoring that meet the law and protect the public.',
            icon: 'shield',
          },
          {
            title: 'Waste Management',
            description: 'Reduction, recycling and safe disposal of solid, liquid and hazardous waste.',
            icon: 'recycle',
          },
        ],
      },
      { type: 'heading', text: 'Measuring our impact' },
      {
        type: 'paragraph',
        text: 'We track what our work changes, not just what we do. Every programme is planned with indicators and reviewed each year by the council.',
      },
      { type: 'heading', level: 3, text: 'What we measure' },
      {
        type: 'list',
        items: [
          'Members trained and CPD points earned each year',
          'Policy submissions made and adopted by government',
          'Impact assessments and audits meeting national standards',
          'Communities reached through outreach and education',
          'Partnerships formed with public, private and academic institutions',
        ],
      },
    ],
    cta: {
      title: 'Put our approach into practice',
      text: 'Join a technical working group and bring your expertise to policy, standards and practice.',
      actions: [becomeAMember, { label: 'Technical Working Groups', href: '/members/chapters' }],
    },
  },

  council: {
    path: '/about/council',
    priority: 0.7,
    title: 'Our Council',
    metaTitle: 'Council',
    crumb: 'Council',
    description:
      'Meet the elected council that governs the institute: experienced environmental professionals who set its strategy and standards.',
    intro: 'The elected leaders who govern the institute on behalf of its members.',
    sections: { members: { eyebrow: 'Leadership', title: 'Council members' } },
    texts: {
      experience: 'Years combined experience',
      specializations: 'Specializations',
      members: 'Council members',
    },
    links: {
      contact: {
        label: 'Contact Council',
        href: `mailto:${site.contacts.councilEmail}?subject=Message%20for%20the%20council`,
      },
    },
  },

  secretariat: {
    path: '/about/secretariat',
    priority: 0.7,
    title: 'Our Secretariat',
    metaTitle: 'Secretariat',
    crumb: 'Secretariat',
    description:
      'Meet the secretariat team that runs the institute day to day, and find out how to email, call or visit our Nairobi office.',
    intro: 'The team that serves members and the public every working day.',
    sections: {
      team: { eyebrow: 'Our team', title: 'Meet the secretariat' },
      contact: { eyebrow: 'Get in touch', title: 'Contact the secretariat' },
    },
    texts: { mission: 'Our mission' },
    contactCards: [
      {
        title: 'Email us',
        icon: 'mail',
        lines: [site.contacts.secretariatEmail, 'We reply within two working days.'],
        action: {
          label: 'Send an email',
          href: `mailto:${site.contacts.secretariatEmail}?subject=Enquiry%20for%20the%20secretariat`,
        },
      },
      {
        title: 'Call us',
        icon: 'phone',
        lines: [site.contacts.phone, site.contacts.hours],
        action: { label: `Call ${site.contacts.phone}`, href: site.contacts.phoneHref },
      },
      {
        title: 'Visit us',
        icon: 'map-pin',
        lines: [site.contacts.address.street, `${site.contacts.address.poBox}, ${site.contacts.address.city}`],
        action: { label: getDirections, href: site.contacts.address.map, external: true },
      },
    ],
    cta: {
      title: 'Ready to join the institute?',
      text: 'The secretariat will guide you from application to approval. Start today.',
      actions: [becomeAMember, { label: 'View Fees & Subscriptions', href: '/members/fees' }],
    },
  },

  // {name}: whose story is told.
  join: {
    path: '/members/join',
    priority: 0.9,
    header: 'feature',
    image: {
      src: 'pages/how-to-join',
      alt: 'Illustration: a still lake edged with reeds below green hills',
      standIn: true,
    },
    title: 'How to Join',
    description:
      'Why join the institute, the membership categories and the membership charter; register on the members portal to become a member today.',
    intro:
      'Join Kenya’s community of environmental professionals: choose your category, read the charter and register on the members portal.',
    sections: {
      benefits: { eyebrow: 'Why join', title: 'Benefits of membership' },
      categories: { eyebrow: 'Find your grade', title: 'Membership categories' },
      charter: { eyebrow: 'Read before you apply', title: 'Membership charter' },
    },
    links: {
      join: applyNow,
      fees: { label: 'Fees & Subscriptions', href: '/members/fees' },
    },
    texts: {
      story: 'A member’s story: {name}',
      // {fees}: the link to the fees page.
      categories:
        'Choose the category whose qualifications you meet today. Full requirements and fees are on the {fees} page.',
    },
    cta: {
      title: 'Ready to join?',
      text: 'Registration takes about ten minutes on the members portal.',
      actions: [applyNow, { label: 'Fees & Subscriptions', href: '/members/fees' }],
    },
  },

  // {categoryCount}: how many membership categories there are.
  fees: {
    path: '/members/fees',
    priority: 0.9,
    title: 'Fees & Subscriptions',
    description:
      'Annual and registration fees in KES for all {categoryCount} membership categories, how to pay by M-Pesa, bank or card, the membership terms and FAQs.',
    intro: 'Transparent fees for every stage of your career, payable by M-Pesa, bank transfer, cheque or card.',
    sections: {
      categories: {
        eyebrow: 'Membership categories',
        title: 'Choose your membership',
        intro: 'Annual fees and one-off registration fees are in Kenya shillings.',
      },
      payment: {
        eyebrow: 'How to pay',
        title: 'Payment methods',
        intro: `M-Pesa Paybill ${site.payments.paybill} is the quickest way to pay.`,
      },
      terms: { eyebrow: 'Good to know', title: 'Membership terms' },
      faq: { eyebrow: 'Questions', title: 'Frequently asked questions' },
    },
    texts: { terms: 'Terms of membership', benefits: 'Additional benefits' },
    cta: {
      title: 'Ready to become a member?',
      text: 'Register on the members portal, pay your fees and start enjoying the benefits once approved.',
      actions: [applyNow, contactSecretariat],
    },
  },

  // {groupCount}: how many technical working groups there are.
  chapters: {
    path: '/members/chapters',
    priority: 0.8,
    title: 'Technical Working Groups',
    description:
      'The institute’s {groupCount} technical working groups: their objectives, key responsibilities and ideal members, and how to join one.',
    intro: 'Bring your expertise to policy, standards and practice in one of our technical working groups.',
    sections: {
      groups: {
        eyebrow: '{groupCount} groups',
        title: 'Find your working group',
        intro: 'Open a group to read its objectives, key responsibilities and ideal membership.',
      },
    },
    cta: {
      title: 'Not a member yet?',
      text: 'Working groups are open to members of the institute. Join today, or ask the secretariat which group suits you.',
      actions: [becomeAMember, contactSecretariat],
    },
  },

  shortCourses: {
    path: '/trainings/short-courses',
    priority: 0.8,
    header: 'feature',
    image: {
      src: 'pages/short-courses',
      alt: 'Illustration: leaves in green and amber scattered on pale blue',
      standIn: true,
    },
    title: 'Short Courses',
    description:
      'Certificate short courses for environmental practitioners in Kenya: EIA and audit, climate finance, GIS and waste management.',
    intro:
      'Intensive, practical courses that build the skills environmental practitioners use every day. Register online for the courses that are open.',
    sections: {
      courses: {
        title: 'Our courses',
        intro:
          'Registration forms open in a new tab. Members get 20% off course fees and earn CPD points on completion.',
      },
    },
    cta: {
      title: 'Looking for a course for your team?',
      text: 'We run tailored courses for organisations and counties. Tell us what your team needs, or see the full training calendar.',
      actions: [
        {
          label: 'Email the Training Office',
          href: `mailto:${site.contacts.trainingEmail}?subject=Tailored%20short%20course%20enquiry`,
        },
        trainingCalendar,
      ],
    },
  },

  trainingCalendar: {
    path: '/trainings/calendar',
    priority: 0.8,
    title: 'Training Calendar',
    description:
      'Upcoming virtual trainings for environmental practitioners: dates, times, places left and how to register, month by month.',
    intro:
      'Virtual trainings from 9:00 AM to 5:00 PM that keep your practice current and earn CPD points. Register by email.',
    sections: {
      calendar: { title: 'Scheduled trainings' },
      categories: { title: 'Training categories', intro: 'Our trainings cover four areas of environmental practice.' },
    },
    // years: above the links to the pages of trainings held, one per year (the calendar keeps the recent ones).
    texts: { info: 'What is included and training policies', years: 'Trainings held by year' },
  },

  // The trainings held in one year, kept for good once the calendar has moved on.
  // {year}: the year.
  trainingYear: {
    path: '/trainings/calendar/{year}',
    title: 'Trainings held in {year}',
    crumb: '{year}',
    parents: [{ label: 'Training Calendar', href: '/trainings/calendar' }],
    description:
      'The trainings the institute held for environmental practitioners in {year}: what each one covered, when it ran and where.',
    intro: 'Every training the institute held in {year}, the latest first.',
    sections: { held: { title: 'What each training covered, and when it ran' } },
    texts: {
      none: 'No training has been held in {year} yet: the coming ones are on the training calendar.',
      caption: 'Trainings held in {year}: details and schedule',
      years: 'Trainings held by year',
    },
    links: {
      calendar: { label: 'The training calendar: coming trainings and how to register', href: '/trainings/calendar' },
    },
  },

  monthlyBulletin: {
    path: '/monthly-bulletin',
    priority: 0.6,
    title: 'Monthly Bulletin',
    description:
      'Download the institute’s monthly bulletins: news, policy updates, trainings and working group reports for environmental practitioners.',
    intro:
      'News from the council, the working groups and Kenya’s environmental sector, rounded up by the secretariat. Every bulletin is a PDF to download.',
    texts: listPaging,
  },

  // {title}, {description}, {category}, {date}: the bulletin's.
  bulletin: {
    path: '/monthly-bulletin/{slug}',
    header: 'article',
    title: '{title}',
    crumb: '{title}',
    parents: [{ label: 'Monthly Bulletin', href: '/monthly-bulletin' }],
    eyebrow: '{category}',
    description: '{description}',
    intro: '{description}',
    texts: {
      published: 'Published',
      category: 'Series',
      size: 'File',
      download: actions.download.label,
      read: 'Read online',
      contents: 'In this issue',
      text: 'This bulletin',
      whole: 'Read the whole document',
      more: 'More bulletins',
    },
    links: { back: { label: 'Back to all bulletins', href: '/monthly-bulletin' } },
  },

  // {frequency}: how often an issue is sent; {since}: the year the archive goes back to.
  newsletter: {
    path: '/newsletter',
    priority: 0.6,
    title: 'Newsletter',
    description:
      'Subscribe to the institute’s newsletter and download recent issues: environmental policy, trainings, events and member news.',
    intro:
      'News from Kenya’s environmental profession in your inbox: policy updates, trainings, events and stories from our members.',
    sections: {
      subscribe: {
        title: 'Subscribe to our newsletter',
        intro: 'Free, sent {frequency}, and you can unsubscribe at any time.',
      },
      inside: { title: 'In every issue' },
      issues: { title: 'Recent issues', intro: 'Catch up on the latest issues of the newsletter.' },
      // Instead, when the newest issue is older than the window in content/site.ts (recentDays).
      earlierIssues: { title: 'Past issues', intro: 'The newest issues in the archive, the most recent first.' },
    },
    links: { archive: { label: 'Browse the newsletter archive', href: '/newsletter/archive' } },
    // {archive}: the link to the archive.
    texts: { archive: 'Looking for an older issue? {archive}, with every issue since {since}.' },
    cta: {
      title: 'Be part of the story',
      text: 'Members contribute articles and get every issue first. Join the institute, or follow our latest news and events.',
      actions: [becomeAMember, { label: 'News & Events', href: '/news' }],
    },
  },

  // {since}: the year of the oldest issue.
  newsletterArchive: {
    path: '/newsletter/archive',
    priority: 0.4,
    title: 'Newsletter archive',
    crumb: 'Archive',
    parents: [newsletterPage],
    description:
      'Every issue of the institute’s newsletter since {since}, the newest first, each with its summary and its PDF to download.',
    intro: 'Every issue of the newsletter since {since}, the newest first. Select an issue to download it.',
    texts: listPaging,
  },

  // {index}: the issue's place in the list; {title}, {description}: the issue's; {month}: its month.
  newsletterIssue: {
    path: '/newsletter/download/{index}',
    header: 'article',
    title: '{title}',
    metaTitle: '{title} (PDF)',
    crumb: '{month}',
    parents: [{ label: 'Newsletter', href: '/newsletter' }],
    description: '{month} newsletter (PDF): {description}',
    intro: '{description}',
    texts: {
      published: 'Published',
      category: 'Series',
      // The series named on the facts and on the drawn cover.
      series: 'Newsletter',
      size: 'File',
      download: actions.download.label,
      read: 'Read online',
      contents: 'In this issue',
      text: 'This issue',
      whole: 'Read the whole document',
      more: 'More issues',
    },
    links: { back: { label: 'Back to the newsletter', href: '/newsletter' } },
  },

  gallery: {
    path: '/gallery',
    title: 'Gallery',
    description:
      'Pictures of the institute’s trainings, field visits, conferences and community work across Kenya, with its events and publications.',
    intro:
      'The institute’s trainings, field visits, conferences and community work in pictures. Select one to view it larger.',
    texts: {
      viewer: 'Gallery image viewer',
      // In place of the intro and the pictures while the gallery has no photograph (its pictures in
      // content/gallery.ts are all drawings marked `standIn`, which no gallery shows).
      emptyIntro:
        'Photographs of the institute’s trainings, field visits, conferences and community work, published here after each event.',
      none: 'No photographs are published yet. The institute’s meetings, trainings and publications tell its story:',
      ...listPaging,
    },
    // What the institute has to show while its photographs are to come.
    links: {
      agm: { label: 'Annual General Meetings', href: '/agm' },
      calendar: eventsCalendar,
      downloads: { label: 'Publications and downloads', href: '/resources/downloads' },
      newsletter: newsletterPage,
    },
  },

  pressStatements: {
    path: '/press-statements',
    priority: 0.6,
    title: 'Press Statements',
    description:
      'The institute’s press statements on climate action, policy, conservation, air quality, renewable energy and legislation in Kenya.',
    intro:
      'Where Kenya’s environmental practitioners stand on the issues of the day. Search the statements, filter them by topic and download the full text.',
    texts: listPaging,
  },

  // {title}, {excerpt}, {category}: the post's.
  blogPost: {
    path: '/blogs/{slug}',
    header: 'article',
    title: '{title}',
    crumb: '{title}',
    parents: [{ label: 'Blogs', href: '/blogs' }],
    eyebrow: '{category}',
    description: '{excerpt}',
    intro: '{excerpt}',
    sections: { related: { title: 'More from the blog' } },
    texts: { by: 'By', tags: 'Tags' },
    links: { back: { label: 'Back to all blog posts', href: '/blogs' } },
  },

  // {title}, {description}, {summary}, {category}, {date}: the statement's.
  pressStatement: {
    path: '/press-statements/{slug}',
    header: 'article',
    title: '{title}',
    crumb: '{title}',
    parents: [{ label: 'Press Statements', href: '/press-statements' }],
    eyebrow: '{category}',
    description: '{description}',
    intro: '{description}',
    texts: {
      summary: 'Summary',
      text: 'Full press statement',
      whole: 'Read the whole document',
      published: 'Published',
      category: 'Topic',
      size: 'File',
      download: actions.download.label,
      read: 'Read online',
      more: 'More press statements',
    },
    links: { back: { label: 'Back to all press statements', href: '/press-statements' } },
  },

  blogs: {
    path: '/blogs',
    priority: 0.7,
    title: 'Blogs',
    description:
      'Articles by Kenyan environmental practitioners on renewable energy, waste, impact assessment, conservation, climate adaptation and careers.',
    intro:
      'Insights and field notes from our members on the environmental questions that matter in Kenya. Search by topic or tag, or browse by category.',
    texts: listPaging,
  },

  // {agm}: the AGM's short name ("AGM 2026").
  news: {
    path: '/news',
    priority: 0.3,
    title: 'News & Events',
    description:
      'The blog posts, press statements, bulletins and newsletters of the institute, and its coming trainings, courses, AGM and conference.',
    intro: 'What is coming up for Kenya’s environmental practitioners, and what the institute has published.',
    sections: {
      events: { eyebrow: 'Events', title: 'Coming up' },
      latest: { eyebrow: 'News', title: 'Latest from the institute' },
      // Instead, when the newest item is older than the window in content/site.ts (recentDays).
      earlier: { eyebrow: 'From the archive', title: 'Earlier news from the institute' },
      browse: { title: 'Everything we publish', intro: 'Each list in full, the newest first.' },
    },
    links: {
      calendar: { label: 'See every event in the calendar', href: eventsCalendar.href },
      agm: { label: '{agm}', href: '/agm' },
      blogs: { label: 'Blogs', href: '/blogs' },
      press: { label: 'Press Statements', href: '/press-statements' },
      bulletins: { label: 'Monthly Bulletin', href: '/monthly-bulletin' },
      newsletter: { label: 'Newsletter issues', href: '/newsletter/archive' },
      gallery: { label: 'Gallery', href: '/gallery' },
    },
    texts: {
      ...eventKinds,
      none: 'No events are scheduled yet. New trainings, courses and the next AGM are announced here and in the newsletter.',
      nextAgm: 'Next AGM: date to be announced. The last meeting:',
    },
  },

  calendar: {
    path: '/calendar',
    priority: 0.3,
    title: 'Events Calendar',
    description:
      'The institute’s events month by month: trainings, short courses, the Annual General Meeting and the conference, and the events already held.',
    intro: 'Every training, short course, Annual General Meeting and conference of the institute, month by month.',
    sections: {
      upcoming: { title: 'Coming up' },
      // {since}: the first year shown; older events stay on their own pages, linked below the list.
      past: {
        title: 'Past events',
        intro: 'The most recent first, back to January {since}. Older trainings are listed by year below.',
      },
    },
    links: {
      newsletter: { label: 'Get the dates by email', href: newsletterPage.href },
      // With nothing scheduled: the courses, whose registration opens before their dates are set.
      courses: { label: 'Short courses', href: '/trainings/short-courses' },
      agms: { label: 'Every past AGM', href: '/agm' },
    },
    texts: {
      ...eventKinds,
      years: 'Trainings held by year',
      none: 'No events are scheduled yet. The next trainings, courses and AGM are announced here and in the newsletter.',
    },
  },

  // The AGM hub: the meeting to come, or the latest one once it has been held (content/agm.ts decides
  // which), in full, then every meeting held before it. {agm}: the meeting's short name ("AGM 2026"); {title}, {year}, {date}, {venue}, {attendees}, {photoCount}: its facts.
  agm: {
    path: '/agm',
    priority: 0.7,
    header: 'feature',
    title: '{agm}',
    description:
      'Annual General Meetings of the institute: {agm}, {date} in {venue} with {attendees}, how to take part, and every past meeting.',
    sections: {
      outcomes: agmOutcomes,
      photos: agmPhotos,
      past: {
        eyebrow: 'Archive',
        title: 'Past AGMs',
        intro: 'Each earlier meeting keeps its own page, with its decisions and program.',
      },
    },
    texts: {
      ...agmMeetingWords,
      viewer: 'AGM image viewer',
      // Shown once the meeting above has been held, until the next one is published in content/agm.ts.
      nextTitle: 'Next AGM: date to be announced',
      nextText:
        'The next Annual General Meeting is announced to members by email and in the newsletter. Leave your email to hear the date first.',
      // A past meeting in the list; {date}, {venue}, {attendees} and {photoCount} are that meeting's.
      pastDetail: '{date} · {venue} · {attendees}',
      pastPhotos: 'Its decisions and program',
    },
  },

  // The page of a meeting /agm no longer shows, kept for good. {agm}, {title}, {year}, {date}, {venue}, {attendees},
  // {photoCount}: its facts, as on the AGM page.
  agmMeeting: {
    path: '/agm/{year}',
    header: 'feature',
    title: '{agm}',
    metaTitle: '{title}',
    crumb: '{year}',
    parents: [{ label: 'AGM', href: '/agm' }],
    description: 'The {title} of the institute, {date} in {venue} with {attendees}: its decisions and program.',
    sections: {
      outcomes: agmOutcomes,
      photos: agmPhotos,
    },
    texts: { ...agmMeetingWords, viewer: 'AGM image viewer' },
    links: { back: { label: 'The latest AGM and every past meeting', href: '/agm' } },
  },

  // {name}: whose story is told.
  donate: {
    path: '/donate',
    priority: 0.8,
    header: 'feature',
    image: { src: 'pages/donate', alt: 'Illustration: young trees planted along a misty green slope', standIn: true },
    title: 'Support Our Work',
    metaTitle: 'Donate',
    crumb: 'Donate',
    description:
      'Support conservation, training and research by Kenya’s environmental professionals: give once or monthly by M-Pesa or bank.',
    intro:
      'Your gift plants trees, trains practitioners and funds research that protects Kenya’s environment. Give once or every month.',
    sections: {
      give: { title: 'Make a donation' },
      pay: {
        title: 'How to pay',
        intro:
          'Every number the institute takes gifts on: M-Pesa Paybill or Till, or a bank transfer from Kenya or abroad.',
      },
      impact: { title: 'Your impact', intro: 'Every shilling goes to work for Kenya’s environment.' },
      recognition: { title: 'Donor recognition', intro: 'We thank our donors at every level of giving.' },
    },
    texts: { story: 'What a gift changed: {name}' },
  },

  downloads: {
    path: '/resources/downloads',
    priority: 0.6,
    title: 'Downloads',
    description:
      'Guidelines, reports, research, training kits, policy briefs, forms and legal resources from the institute, free to download.',
    intro:
      'Practical resources for environmental practitioners: guidelines, reports, research briefs, training toolkits, forms and more. Search or filter by category.',
    texts: listPaging,
  },

  // {resumeLink}, {hrContactLink}: the careers emails (content/careers.ts).
  vacancy: {
    path: '/resources/vacancy',
    title: 'Careers and Vacancies',
    description:
      'Vacancies, internships and volunteering at the Environmental Institute of Kenya. Get an email when a new position opens.',
    intro:
      'Work with the institute to advance environmental practice in Kenya: see our openings, volunteer, intern or partner with us.',
    sections: {
      openings: { title: 'Current openings' },
      involved: {
        title: 'Other ways to get involved',
        intro: 'There is more than one way to work with Kenya’s environmental professionals.',
      },
    },
    cta: {
      title: 'Interested in working with us?',
      text: 'Send us your resume for future openings, or ask our HR team anything about careers at the institute.',
      actions: [
        { label: 'Send Your Resume', href: '{resumeLink}' },
        { label: 'Contact HR Team', href: '{hrContactLink}' },
      ],
    },
  },

  notFound: {
    path: '/404',
    title: 'Oops! Page not found',
    eyebrow: 'Error 404',
    metaTitle: 'Page not found',
    description: 'The page you are looking for does not exist or has moved. Return to the home page of the institute.',
    intro: 'The page you are looking for does not exist or may have moved.',
    links: { home: { label: 'Return to Home', href: '/' } },
  },

  // Shown by the offline worker for a page that is neither reachable nor saved; not indexed.
  offline: {
    path: '/offline',
    title: 'You are offline',
    description:
      'This page is not saved on this device. Open a saved page, or pay and get in touch without a connection.',
    intro:
      'This page is not saved on this device yet. Check your connection and try again. Meanwhile you can pay by M-Pesa, call or email us, or open a page you have already read: they work without a connection.',
    texts: {
      home: 'Home',
      saved: 'Saved on this device',
      pay: 'Pay by M-Pesa',
      paybill: 'M-Pesa Paybill',
      paybillUse: 'Membership fees, subscriptions and donations, from your phone without a data connection.',
      paybillNumber: 'Paybill number',
      account: 'Account number',
      contact: 'Contact us',
      phone: 'Phone',
      email: 'Email',
      office: 'Office',
    },
  },
} satisfies Record<string, PageCopy>;

/**
 * The words of the link-preview cards the build draws for every page and item that has no photo card
 * of its own (a post's card is its photo). The card shows the kind of page, its title and, for an
 * item, its date; a page's kind is its menu group ("Media Center"). `alt` is the card's text for
 * those who cannot see it: {kind}, {title} and {site} are filled in, and {detail} (a date) where the
 * card has one.
 */
export const socialCards = {
  kinds: {
    pressStatement: 'Press statement',
    bulletin: 'Monthly bulletin',
    newsletterIssue: 'Newsletter',
    agm: 'Annual General Meeting',
    training: 'Training',
    shortCourse: 'Short course',
    vacancy: 'Vacancy',
  },
  /** The kind on the card of a page outside the menu groups (the donation page). */
  otherPage: 'Get involved',
  alt: '{kind} of the {site}: {title}',
  altWithDetail: '{kind} of the {site}: {title}, {detail}',
} satisfies SocialCardWords;
