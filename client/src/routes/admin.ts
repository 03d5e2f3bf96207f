// The back-office's sections under /admin (app/adminRoutes.tsx builds its routes from these): a module
// of its own, so the public pages' code never carries them.
import { pathsOf, type PageRoute } from './route';
import { ADMIN_HOME, ADMIN_ROOT } from './site';

export const ADMIN_ROUTES = {
  attendance: { path: `${ADMIN_ROOT}/attendance`, page: 'features/admin/attendance/AdminAttendancePage' },
  attendanceMatrix: {
    path: `${ADMIN_ROOT}/attendance/matrix`,
    page: 'features/admin/attendance/AdminAttendanceMatrixPage',
  },
  overview: { path: `${ADMIN_ROOT}/overview`, page: 'features/admin/overview/AdminOverviewPage' },
  news: { path: ADMIN_HOME, page: 'features/admin/news/AdminNewsPage' },
  gallery: { path: `${ADMIN_ROOT}/gallery`, page: 'features/admin/galleries/AdminGalleriesPage' },
  galleryDetail: { path: `${ADMIN_ROOT}/gallery/:id`, page: 'features/admin/galleries/AdminGalleryPage' },
  courses: { path: `${ADMIN_ROOT}/courses`, page: 'features/admin/courses/AdminCoursesPage' },
  coursePictures: {
    path: `${ADMIN_ROOT}/courses/:id/pictures`,
    page: 'features/admin/courses/AdminCoursePicturesPage',
  },
  camps: { path: `${ADMIN_ROOT}/camps`, page: 'features/admin/camps/AdminCampsPage' },
  campPictures: { path: `${ADMIN_ROOT}/camps/:id/pictures`, page: 'features/admin/camps/AdminCampPicturesPage' },
  branches: { path: `${ADMIN_ROOT}/branches`, page: 'features/admin/branches/AdminBranchesPage' },
  schedules: { path: `${ADMIN_ROOT}/schedules`, page: 'features/admin/schedules/AdminSchedulesPage' },
  lectors: { path: `${ADMIN_ROOT}/lectors`, page: 'features/admin/lectors/AdminLectorsPage' },
  registrations: { path: `${ADMIN_ROOT}/registrations`, page: 'features/admin/registrations/AdminRegistrationsPage' },
  payments: { path: `${ADMIN_ROOT}/payments`, page: 'features/admin/payments/AdminPaymentsPage' },
  requests: { path: `${ADMIN_ROOT}/requests`, page: 'features/admin/requests/AdminRequestsPage' },
  videos: { path: `${ADMIN_ROOT}/videos`, page: 'features/admin/videos/AdminVideosPage' },
  supporters: { path: `${ADMIN_ROOT}/supporters`, page: 'features/admin/supporters/AdminSupportersPage' },
  discounts: { path: `${ADMIN_ROOT}/slevy`, page: 'features/admin/discounts/AdminDiscountsPage' },
  legal: { path: `${ADMIN_ROOT}/texts`, page: 'features/admin/legal/AdminLegalPage' },
  messages: { path: `${ADMIN_ROOT}/zpravy`, page: 'features/admin/messages/AdminMessagesPage' },
} as const satisfies Record<string, PageRoute>;

export const ADMIN_PATHS = pathsOf(ADMIN_ROUTES);
