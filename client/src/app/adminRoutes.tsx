// The back-office routes under /admin. This module is itself a lazy chunk (router.tsx), and every
// section is one more, so the public site never downloads the staff grid or any admin code.
import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
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

/** The sections behind the guard, with the admin header instead of the public one. */
const adminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={ADMIN_HOME} replace /> },
      ...Object.values<PageRoute>(ADMIN_ROUTES).map(section),
      { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
    ],
  },
];

/** Everything under /admin. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
