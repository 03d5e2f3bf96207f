import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PATHS } from '../ui/paths';
import { adminRoutes, loginRoute } from './adminRoutes';
import { PublicLayout } from './PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** A page in its own chunk: a parent on a phone downloads only the screens they open. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: PATHS.home,
            element: page(
              () => import('../features/home/HomePage'),
              (module) => module.HomePage,
            ),
          },
          loginRoute,
          {
            path: PATHS.gallery,
            element: page(
              () => import('../features/galleries/GalleryListPage'),
              (module) => module.GalleryListPage,
            ),
          },
          {
            path: PATHS.galleryDetail,
            element: page(
              () => import('../features/galleries/GalleryDetailPage'),
              (module) => module.GalleryDetailPage,
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
            ),
          },
          {
            path: '*',
            element: page(
              () => import('./pages/NotFoundPage'),
              (module) => module.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
  ...adminRoutes,
]);
