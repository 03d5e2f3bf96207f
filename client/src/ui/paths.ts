/** Public routes of the site (seed-spec section 2); the router and every link use these. */
export const PATHS = {
  home: '/',
  login: '/login',
  gallery: '/gallery',
  galleryDetail: '/gallery/:id',
  courses: '/courses',
  courseDetail: '/course/:id',
  camps: '/camps',
  campDetail: '/camp/:id',
  branches: '/branches',
  branchDetail: '/branch/:id',
  schedule: '/schedule',
  contacts: '/contacts',
  aboutUs: '/aboutUs',
  lectors: '/lectors',
  registration: '/registration',
  conditions: '/conditions',
  gdpr: '/gdpr',
  agreementPhoto: '/agreementPhoto',
  // Screens the spec names without a route (News, Videos).
  news: '/news',
  videos: '/videos',
} as const;

/** Sections of the about-us page reachable as /aboutUs#<anchor>. */
export const ABOUT_US_ANCHORS = ['aboutUs', 'security', 'forParents', 'forKindergarden', 'lectors', 'support'] as const;

export type AboutUsAnchor = (typeof ABOUT_US_ANCHORS)[number];
