import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { MessageId } from '../i18n/messages';
import { PATHS } from '../ui/paths';
import { PublicLayout } from './PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

const HomePage = lazy(() => import('../features/home/HomePage').then((module) => ({ default: module.HomePage })));
const ComingSoonPage = lazy(() =>
  import('./pages/ComingSoonPage').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** Public screens of seed-spec section 2 that later issues build; until then, a placeholder. */
const COMING_SOON: ReadonlyArray<readonly [path: string, titleId: MessageId]> = [
  [PATHS.login, 'page.login'],
  [PATHS.gallery, 'nav.gallery'],
  [PATHS.galleryDetail, 'page.galleryDetail'],
  [PATHS.courses, 'nav.courses'],
  [PATHS.courseDetail, 'page.courseDetail'],
  [PATHS.camps, 'nav.camps'],
  [PATHS.campDetail, 'page.campDetail'],
  [PATHS.branches, 'nav.branches'],
  [PATHS.branchDetail, 'page.branchDetail'],
  [PATHS.schedule, 'nav.schedule'],
  [PATHS.contacts, 'nav.contacts'],
  [PATHS.aboutUs, 'nav.aboutUs'],
  [PATHS.lectors, 'nav.lectors'],
  [`${PATHS.registration}/:id?`, 'nav.registration'],
  [PATHS.conditions, 'page.conditions'],
  [PATHS.gdpr, 'page.gdpr'],
  [PATHS.agreementPhoto, 'page.agreementPhoto'],
];

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: PATHS.home, element: <HomePage /> },
          ...COMING_SOON.map(([path, titleId]) => ({
            path,
            element: <ComingSoonPage key={path} titleId={titleId} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
