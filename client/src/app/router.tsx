import { type ComponentType, lazy, type ReactElement } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { type MessageTable, PageMessages } from '../i18n/PageMessages';
import { PATHS } from '../ui/paths';
import { PublicLayout } from './PublicLayout';

/** What server-side rendering (entry-server.tsx) needs to know of a route. */
export interface RouteHandle {
  /** The page's module and its message set as the build names them (vite.config.ts, pageAssets): the
   * server links their scripts and styles from the rendered page. */
  modules: string[];
  /** Rendered in the browser only (the back-office and its login). */
  clientOnly?: boolean;
}

/** A page in its own chunk: a parent on a phone downloads only the screens they open; with `texts`,
 * the page's own messages load beside it (vite.config.ts, PAGE_SETS). `file` is the module `load`
 * imports, relative to client/ (the import itself has to stay literal for the bundler). */
function page<Module>(
  file: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  texts?: [set: string, load: () => Promise<{ default: MessageTable }>],
): { element: ReactElement; handle: RouteHandle } {
  const Page = lazy(async () => {
    const [module, extra] = await Promise.all([load(), texts?.[1]()]);
    const Picked = pick(module);
    if (!extra) return { default: Picked };
    return {
      default: () => (
        <PageMessages extra={extra.default}>
          <Picked />
        </PageMessages>
      ),
    };
  });
  return { element: <Page />, handle: { modules: texts ? [file, `virtual:messages/${texts[0]}`] : [file] } };
}

/** A route the server leaves to the browser (entry-server.tsx): no public content to show early. */
function clientOnly(route: { element: ReactElement; handle: RouteHandle }) {
  return { ...route, handle: { ...route.handle, clientOnly: true } };
}

// A declarative router (useRoutes), not a data router: none of the loaders and actions a data router
// brings are used, and it is half the code. Pages' errors are caught by RouteErrorBoundary inside the
// layouts; ScrollToTop stands for ScrollRestoration.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: PATHS.home,
        ...page(
          'src/features/home/HomePage.tsx',
          () => import('../features/home/HomePage'),
          (module) => module.HomePage,
        ),
      },
      {
        path: '/login',
        ...clientOnly(
          page(
            'src/features/login/LoginPage.tsx',
            () => import('../features/login/LoginPage'),
            (module) => module.LoginPage,
            ['login', () => import('virtual:messages/login')],
          ),
        ),
      },
      {
        path: PATHS.gallery,
        ...page(
          'src/features/galleries/GalleryListPage.tsx',
          () => import('../features/galleries/GalleryListPage'),
          (module) => module.GalleryListPage,
          ['gallery', () => import('virtual:messages/gallery')],
        ),
      },
      {
        path: PATHS.galleryDetail,
        ...page(
          'src/features/galleries/GalleryDetailPage.tsx',
          () => import('../features/galleries/GalleryDetailPage'),
          (module) => module.GalleryDetailPage,
          ['gallery', () => import('virtual:messages/gallery')],
        ),
      },
      {
        path: PATHS.courses,
        ...page(
          'src/features/courses/CourseListPage.tsx',
          () => import('../features/courses/CourseListPage'),
          (module) => module.CourseListPage,
        ),
      },
      {
        path: PATHS.courseDetail,
        ...page(
          'src/features/courses/CourseDetailPage.tsx',
          () => import('../features/courses/CourseDetailPage'),
          (module) => module.CourseDetailPage,
        ),
      },
      {
        path: PATHS.camps,
        ...page(
          'src/features/camps/CampListPage.tsx',
          () => import('../features/camps/CampListPage'),
          (module) => module.CampListPage,
        ),
      },
      {
        path: PATHS.campDetail,
        ...page(
          'src/features/camps/CampDetailPage.tsx',
          () => import('../features/camps/CampDetailPage'),
          (module) => module.CampDetailPage,
        ),
      },
      {
        path: PATHS.branches,
        ...page(
          'src/features/branches/BranchListPage.tsx',
          () => import('../features/branches/BranchListPage'),
          (module) => module.BranchListPage,
        ),
      },
      {
        path: PATHS.branchDetail,
        ...page(
          'src/features/branches/BranchDetailPage.tsx',
          () => import('../features/branches/BranchDetailPage'),
          (module) => module.BranchDetailPage,
        ),
      },
      {
        path: PATHS.schedule,
        ...page(
          'src/features/schedule/SchedulePage.tsx',
          () => import('../features/schedule/SchedulePage'),
          (module) => module.SchedulePage,
        ),
      },
      {
        path: PATHS.contacts,
        ...page(
          'src/features/info/ContactsPage.tsx',
          () => import('../features/info/ContactsPage'),
          (module) => module.ContactsPage,
          ['contacts', () => import('virtual:messages/contacts')],
        ),
      },
      {
        path: PATHS.aboutUs,
        ...page(
          'src/features/info/AboutUsPage.tsx',
          () => import('../features/info/AboutUsPage'),
          (module) => module.AboutUsPage,
        ),
      },
      {
        path: PATHS.lectors,
        ...page(
          'src/features/lectors/LectorsPage.tsx',
          () => import('../features/lectors/LectorsPage'),
          (module) => module.LectorsPage,
        ),
      },
      {
        path: `${PATHS.registration}/:id?`,
        ...page(
          'src/features/registration/RegistrationPage.tsx',
          () => import('../features/registration/RegistrationPage'),
          (module) => module.RegistrationPage,
          ['registration', () => import('virtual:messages/registration')],
        ),
      },
      {
        path: PATHS.conditions,
        ...page(
          'src/features/info/ConditionsPage.tsx',
          () => import('../features/info/ConditionsPage'),
          (module) => module.ConditionsPage,
        ),
      },
      {
        path: PATHS.gdpr,
        ...page(
          'src/features/info/GdprPage.tsx',
          () => import('../features/info/GdprPage'),
          (module) => module.GdprPage,
        ),
      },
      {
        path: PATHS.agreementPhoto,
        ...page(
          'src/features/info/AgreementPhotoPage.tsx',
          () => import('../features/info/AgreementPhotoPage'),
          (module) => module.AgreementPhotoPage,
        ),
      },
      {
        path: PATHS.news,
        ...page(
          'src/features/news/NewsListPage.tsx',
          () => import('../features/news/NewsListPage'),
          (module) => module.NewsListPage,
        ),
      },
      {
        path: PATHS.videos,
        ...page(
          'src/features/videos/VideoListPage.tsx',
          () => import('../features/videos/VideoListPage'),
          (module) => module.VideoListPage,
          ['videos', () => import('virtual:messages/videos')],
        ),
      },
      {
        path: '*',
        ...page(
          'src/app/pages/NotFoundPage.tsx',
          () => import('./pages/NotFoundPage'),
          (module) => module.NotFoundPage,
          ['notFound', () => import('virtual:messages/notFound')],
        ),
      },
    ],
  },
  {
    path: '/admin/*',
    ...clientOnly(
      page(
        'src/app/adminRoutes.tsx',
        () => import('./adminRoutes'),
        (module) => module.AdminRoutes,
      ),
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
