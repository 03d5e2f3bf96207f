// The back-office routes under /admin. This module is itself a lazy chunk (router.tsx), and every
// section is one more, so the public site never downloads Blueprint Table or admin code.
import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { ADMIN_HOME } from '../auth/redirect';
import { AdminLayout } from './AdminLayout';

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

/** The sections behind the guard, with the admin header instead of the public one (relative to
 * /admin). */
const adminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
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
];

/** Everything under /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
