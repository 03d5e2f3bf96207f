import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { type MessageTable, PageMessages } from '../i18n/PageMessages';
import { PATHS } from '../ui/paths';
import { PublicLayout } from './PublicLayout';

/** A page in its own chunk: a parent on a phone downloads only the screens they open; with `texts`,
 * the page's own messages load beside it (vite.config.ts, PAGE_SETS). */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  texts?: () => Promise<{ default: MessageTable }>,
) {
  const Page = lazy(async () => {
    const [module, extra] = await Promise.all([load(), texts?.()]);
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
  return <Page />;
}

// A declarative router (useRoutes), not a data router: none of the loaders and actions a data router
// brings are used, and it is half the code. Pages' errors are caught by RouteErrorBoundary inside the
// layouts; ScrollToTop stands for ScrollRestoration.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: PATHS.home,
        element: page(
          () => import('../features/home/HomePage'),
          (module) => module.HomePage,
        ),
      },
      {
        path: '/login',
        element: page(
          () => import('../features/login/LoginPage'),
          (module) => module.LoginPage,
          () => import('virtual:messages/login'),
        ),
      },
      {
        path: PATHS.gallery,
        element: page(
          () => import('../features/galleries/GalleryListPage'),
          (module) => module.GalleryListPage,
          () => import('virtual:messages/gallery'),
        ),
      },
      {
        path: PATHS.galleryDetail,
        element: page(
          () => import('../features/galleries/GalleryDetailPage'),
          (module) => module.GalleryDetailPage,
          () => import('virtual:messages/gallery'),
        ),
      },
      {
        path: PATHS.courses,
        element: page(
          () => import('../features/courses/CourseListPage'),
          (module) => module.CourseListPage,
        ),
      },
      {
        path: PATHS.courseDetail,
        element: page(
          () => import('../features/courses/CourseDetailPage'),
          (module) => module.CourseDetailPage,
        ),
      },
      {
        path: PATHS.camps,
        element: page(
          () => import('../features/camps/CampListPage'),
          (module) => module.CampListPage,
        ),
      },
      {
        path: PATHS.campDetail,
        element: page(
          () => import('../features/camps/CampDetailPage'),
          (module) => module.CampDetailPage,
        ),
      },
      {
        path: PATHS.branches,
        element: page(
          () => import('../features/branches/BranchListPage'),
          (module) => module.BranchListPage,
        ),
      },
      {
        path: PATHS.branchDetail,
        element: page(
          () => import('../features/branches/BranchDetailPage'),
          (module) => module.BranchDetailPage,
        ),
      },
      {
        path: PATHS.schedule,
        element: page(
          () => import('../features/schedule/SchedulePage'),
          (module) => module.SchedulePage,
        ),
      },
      {
        path: PATHS.contacts,
        element: page(
          () => import('../features/info/ContactsPage'),
          (module) => module.ContactsPage,
          () => import('virtual:messages/contacts'),
        ),
      },
      {
        path: PATHS.aboutUs,
        element: page(
          () => import('../features/info/AboutUsPage'),
          (module) => module.AboutUsPage,
        ),
      },
      {
        path: PATHS.lectors,
        element: page(
          () => import('../features/lectors/LectorsPage'),
          (module) => module.LectorsPage,
        ),
      },
      {
        path: `${PATHS.registration}/:id?`,
        element: page(
          () => import('../features/registration/RegistrationPage'),
          (module) => module.RegistrationPage,
          () => import('virtual:messages/registration'),
        ),
      },
      {
        path: PATHS.conditions,
        element: page(
          () => import('../features/info/ConditionsPage'),
          (module) => module.ConditionsPage,
        ),
      },
      {
        path: PATHS.gdpr,
        element: page(
          () => import('../features/info/GdprPage'),
          (module) => module.GdprPage,
        ),
      },
      {
        path: PATHS.agreementPhoto,
        element: page(
          () => import('../features/info/AgreementPhotoPage'),
          (module) => module.AgreementPhotoPage,
        ),
      },
      {
        path: PATHS.news,
        element: page(
          () => import('../features/news/NewsListPage'),
          (module) => module.NewsListPage,
        ),
      },
      {
        path: PATHS.videos,
        element: page(
          () => import('../features/videos/VideoListPage'),
          (module) => module.VideoListPage,
          () => import('virtual:messages/videos'),
        ),
      },
      {
        path: '*',
        element: page(
          () => import('./pages/NotFoundPage'),
          (module) => module.NotFoundPage,
          () => import('virtual:messages/notFound'),
        ),
      },
    ],
  },
  {
    path: '/admin/*',
    element: page(
      () => import('./adminRoutes'),
      (module) => module.AdminRoutes,
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
