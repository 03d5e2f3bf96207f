// The back-office routes and the login screen. Every screen (and the admin layout itself) is a lazy
// chunk, so the public site never downloads Blueprint Table or admin code.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { ADMIN_HOME } from '../auth/redirect';
import { RouteErrorPage } from './RouteErrorPage';

const AdminLayout = lazy(() => import('./AdminLayout').then((module) => ({ default: module.AdminLayout })));
const LoginPage = lazy(() => import('../features/login/LoginPage').then((module) => ({ default: module.LoginPage })));
const AdminNewsPage = lazy(() =>
  import('../features/admin/news/AdminNewsPage').then((module) => ({ default: module.AdminNewsPage })),
);
const AdminGalleriesPage = lazy(() =>
  import('../features/admin/galleries/AdminGalleriesPage').then((module) => ({ default: module.AdminGalleriesPage })),
);
const AdminGalleryPage = lazy(() =>
  import('../features/admin/galleries/AdminGalleryPage').then((module) => ({ default: module.AdminGalleryPage })),
);
const AdminCoursesPage = lazy(() =>
  import('../features/admin/courses/AdminCoursesPage').then((module) => ({ default: module.AdminCoursesPage })),
);
const AdminCampsPage = lazy(() =>
  import('../features/admin/camps/AdminCampsPage').then((module) => ({ default: module.AdminCampsPage })),
);
const AdminBranchesPage = lazy(() =>
  import('../features/admin/branches/AdminBranchesPage').then((module) => ({ default: module.AdminBranchesPage })),
);
const AdminSchedulesPage = lazy(() =>
  import('../features/admin/schedules/AdminSchedulesPage').then((module) => ({ default: module.AdminSchedulesPage })),
);
const AdminLectorsPage = lazy(() =>
  import('../features/admin/lectors/AdminLectorsPage').then((module) => ({ default: module.AdminLectorsPage })),
);
const AdminRegistrationsPage = lazy(() =>
  import('../features/admin/registrations/AdminRegistrationsPage').then((module) => ({
    default: module.AdminRegistrationsPage,
  })),
);
const AdminVideosPage = lazy(() =>
  import('../features/admin/videos/AdminVideosPage').then((module) => ({ default: module.AdminVideosPage })),
);

/** The login screen, inside the public layout. */
export const loginRoute: RouteObject = { path: '/login', element: <LoginPage /> };

/** /admin and its sections behind the guard, with the admin header instead of the public one. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={ADMIN_HOME} replace /> },
          { path: 'news', element: <AdminNewsPage /> },
          { path: 'gallery', element: <AdminGalleriesPage /> },
          { path: 'gallery/:id', element: <AdminGalleryPage /> },
          { path: 'courses', element: <AdminCoursesPage /> },
          { path: 'camps', element: <AdminCampsPage /> },
          { path: 'branches', element: <AdminBranchesPage /> },
          { path: 'schedules', element: <AdminSchedulesPage /> },
          { path: 'lectors', element: <AdminLectorsPage /> },
          { path: 'registrations', element: <AdminRegistrationsPage /> },
          { path: 'videos', element: <AdminVideosPage /> },
          { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
        ],
      },
    ],
  },
];
