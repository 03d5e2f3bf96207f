/** Back-office routes (seed-spec section 2). */
export const ADMIN_PATHS = {
  root: '/admin',
  news: '/admin/news',
  gallery: '/admin/gallery',
  galleryDetail: '/admin/gallery/:id',
  courses: '/admin/courses',
  camps: '/admin/camps',
  branches: '/admin/branches',
  schedules: '/admin/schedules',
  lectors: '/admin/lectors',
  registrations: '/admin/registrations',
  videos: '/admin/videos',
} as const;

export const galleryPath = (id: number) => `${ADMIN_PATHS.gallery}/${id}`;
