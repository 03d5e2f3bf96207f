// The back-office routes under /admin. This module is itself a lazy chunk (router.tsx), and every
// section is one more, so the public site never downloads the staff grid or any admin code.
import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { Role } from '@kurzy/common';
import { RequireAuth } from '../auth/RequireAuth';
import { useStaff } from '../features/admin/common/staff';
import { ADMIN_ROUTES } from '../routes/admin';
import { type PageRoute } from '../routes/route';
import { ADMIN_HOME, ADMIN_ROOT } from '../routes/site';
import { AdminLayout } from './AdminLayout';
import { type PageModule, pageLoader, type PageModules } from './pageModules';

// Literal for the bundler: every section page the route table can name.
const SECTION_MODULES: PageModules = import.meta.glob<PageModule>('../features/admin/*/Admin*Page.tsx');

function section({ path, page }: PageRoute): RouteObject {
  const load = pageLoader(SECTION_MODULES, page);
  const Section = lazy(async () => ({ default: await load() }));
  // Relative to /admin, where this router is mounted.
  return { path: path.slice(ADMIN_ROOT.length + 1), element: <Section /> };
}

/** Where /admin opens (the login's default): a lector's day at Docházka, with the short menu of what
 * they use (issue 41, item 9); an administrator's news as before. */
function RoleHome() {
  const { staff } = useStaff();
  return <Navigate to={staff?.role === Role.lector ? ADMIN_ROUTES.attendance.path : ADMIN_HOME} replace />;
}

/** The sections behind the guard, with the admin header instead of the public one. */
const adminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <RoleHome /> },
      ...Object.values<PageRoute>(ADMIN_ROUTES).map(section),
      { path: '*', element: <RoleHome /> },
    ],
  },
];

/** Everything under /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
