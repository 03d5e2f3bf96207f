// Every route the site's entry knows, declared once (seed-spec section 2): the router
// (app/router.tsx) builds its routes from these, the build (vite.config.ts) its landing-page preloads
// and the server-side rendering's asset table, and every link its path. The back-office's sections
// are declared in routes/admin.ts, which loads with the back-office only.
import { pathsOf, type PageRoute } from './route';

export const PUBLIC_ROUTES = {
  home: { path: '/', page: 'features/home/HomePage', landing: true, withoutApollo: true },
  login: { path: '/login', page: 'features/login/LoginPage', texts: 'login', clientOnly: true },
  // The link of an invitation e-mail (INVITATION_PATH in common/): public, with the login's look,
  // outside the back-office's guard.
  setPassword: {
    path: '/admin/nastavit-heslo/:token',
    page: 'features/login/SetPasswordPage',
    texts: 'login',
    clientOnly: true,
  },
  gallery: { path: '/gallery', page: 'features/galleries/GalleryListPage', texts: 'gallery' },
  galleryDetail: { path: '/gallery/:id', page: 'features/galleries/GalleryDetailPage', texts: 'gallery' },
  courses: { path: '/courses', page: 'features/courses/CourseListPage', texts: 'offerings', landing: true },
  courseDetail: { path: '/course/:id', page: 'features/courses/CourseDetailPage', texts: 'offerings', landing: true },
  camps: { path: '/camps', page: 'features/camps/CampListPage', texts: 'camps', landing: true },
  campDetail: { path: '/camp/:id', page: 'features/camps/CampDetailPage', texts: 'camps' },
  branches: { path: '/branches', page: 'features/branches/BranchListPage', texts: 'branches' },
  branchDetail: { path: '/branch/:id', page: 'features/branches/BranchDetailPage', texts: 'branches' },
  schedule: { path: '/schedule', page: 'features/schedule/SchedulePage', texts: 'offerings' },
  contacts: { path: '/contacts', page: 'features/info/ContactsPage', texts: 'contacts' },
  aboutUs: { path: '/aboutUs', page: 'features/info/AboutUsPage', texts: 'info' },
  lectors: { path: '/lectors', page: 'features/lectors/LectorsPage', texts: 'lectors' },
  // The course id preselects that course; /registration?tabor=ID a camp.
  registration: {
    path: '/registration/:id?',
    page: 'features/registration/RegistrationPage',
    texts: 'registration',
    landing: true,
  },
  // The thanks after a registration, at an address of its own: the key names a record kept in the
  // parent's tab only (features/registration/receiptStore.ts), so there is nothing to render early.
  registrationThanks: {
    path: '/registration/thanks/:key',
    page: 'features/registration/RegistrationThanksPage',
    texts: 'registration',
    clientOnly: true,
  },
  // A parent's own page, from the link in every e-mail to them (PARENT_PAGE_PATH in common/): the
  // token is the credential; the server sends it private, unindexed and without a referrer.
  parentPage: { path: '/moje-prihlasky/:token', page: 'features/parents/ParentPage', texts: 'parents' },
  // Where the card gateway sends the parent back (CARD_RETURN_PATH on the server): the id is random
  // and the state is asked of the gateway, so there is nothing to render early.
  cardPaymentReturn: {
    path: '/platba-kartou/:id',
    page: 'features/parents/CardPaymentReturnPage',
    texts: 'parents',
    clientOnly: true,
  },
  // The link in the message to a parent's new e-mail address (PARENT_EMAIL_CHANGE_PATH in common/).
  parentEmailConfirm: {
    path: '/moje-prihlasky/potvrzeni-emailu/:token',
    page: 'features/parents/ParentEmailConfirmPage',
    texts: 'parents',
  },
  conditions: { path: '/conditions', page: 'features/info/ConditionsPage', texts: 'info' },
  gdpr: { path: '/gdpr', page: 'features/info/GdprPage', texts: 'info' },
  agreementPhoto: { path: '/agreementPhoto', page: 'features/info/AgreementPhotoPage', texts: 'info' },
  campDeclaration: {
    path: '/prohlaseni-o-bezinfekcnosti',
    page: 'features/info/CampDeclarationPage',
    texts: 'info',
  },
  // Screens the spec names without a route (News, Videos).
  news: { path: '/news', page: 'features/news/NewsListPage', texts: 'news' },
  videos: { path: '/videos', page: 'features/videos/VideoListPage', texts: 'videos' },
  // Its texts come with the page itself: detail pages show it too (ui/DetailState.tsx).
  notFound: { path: '*', page: 'ui/NotFoundPage', withoutApollo: true },
} as const satisfies Record<string, PageRoute>;

/** The back-office: a lazy chunk of its own (app/adminRoutes.tsx, routes/admin.ts) behind the login. */
export const ADMIN_ROOT = '/admin';

/** Where the back-office opens after login, unless the guard sent the visitor from somewhere else (here,
 * not in routes/admin.ts: the login page must not load the back-office's code). */
export const ADMIN_HOME = `${ADMIN_ROOT}/news`;

/** The paths links use: `PATHS.courses`, `linkTo(PATHS.courseDetail, id)`. */
export const PATHS = pathsOf(PUBLIC_ROUTES);

/** Sections of the about-us page reachable as /aboutUs#<anchor>. */
export const ABOUT_US_ANCHORS = ['aboutUs', 'security', 'forParents', 'forKindergarden', 'lectors', 'support'] as const;

export type AboutUsAnchor = (typeof ABOUT_US_ANCHORS)[number];
