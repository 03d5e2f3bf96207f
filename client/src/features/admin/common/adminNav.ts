import { type Operation, Role } from '@kurzy/common';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_PATHS } from '../../../routes/admin';

/** Admin header tabs in the order of seed-spec section 2 (payments after registrations), then videos
 * and supporters; the overview (issue 27) first. A tab with an operation is shown only to those who may perform it. */
export const ADMIN_TABS: ReadonlyArray<{ labelId: MessageId; path: string; operation?: Operation }> = [
  { labelId: 'admin.tab.home', path: '/' },
  { labelId: 'admin.tab.overview', path: ADMIN_PATHS.overview, operation: 'overview.read' },
  // The lector's day: the first section a lector sees (tabsFor), what they open at the gym (issue 26).
  { labelId: 'admin.tab.attendance', path: ADMIN_PATHS.attendance, operation: 'attendance.read' },
  { labelId: 'admin.tab.news', path: ADMIN_PATHS.news, operation: 'news.write' },
  { labelId: 'admin.tab.gallery', path: ADMIN_PATHS.gallery, operation: 'gallery.write' },
  { labelId: 'admin.tab.courses', path: ADMIN_PATHS.courses },
  { labelId: 'admin.tab.camps', path: ADMIN_PATHS.camps },
  { labelId: 'admin.tab.branches', path: ADMIN_PATHS.branches },
  { labelId: 'admin.tab.schedules', path: ADMIN_PATHS.schedules },
  { labelId: 'admin.tab.lectors', path: ADMIN_PATHS.lectors },
  { labelId: 'admin.tab.registrations', path: ADMIN_PATHS.registrations },
  { labelId: 'admin.tab.messages', path: ADMIN_PATHS.messages, operation: 'message.send' },
  { labelId: 'admin.tab.payments', path: ADMIN_PATHS.payments, operation: 'payment.read' },
  { labelId: 'admin.tab.discounts', path: ADMIN_PATHS.discounts, operation: 'discount.read' },
  { labelId: 'admin.tab.requests', path: ADMIN_PATHS.requests, operation: 'request.read' },
  { labelId: 'admin.tab.videos', path: ADMIN_PATHS.videos, operation: 'video.write' },
  { labelId: 'admin.tab.supporters', path: ADMIN_PATHS.supporters },
  { labelId: 'admin.tab.legal', path: ADMIN_PATHS.legal, operation: 'legal.write' },
];

/** The tabs in the order a role sees them: a lector's first section is "Docházka" (issue 26), an
 * administrator's the overview. */
export function tabsFor(role: Role | undefined): ReadonlyArray<(typeof ADMIN_TABS)[number]> {
  if (role !== Role.lector) return ADMIN_TABS;
  // Only what a lector works with (issue 41, item 9): the sections they may only read (courses,
  // branches, lectors...) made a 15-item menu that scrolled sideways on a phone.
  const used = ADMIN_TABS.filter((tab) => LECTOR_SECTIONS.has(tab.path));
  const attendance = used.filter((tab) => tab.path === ADMIN_PATHS.attendance);
  const [home, ...rest] = used.filter((tab) => tab.path !== ADMIN_PATHS.attendance);
  return home ? [home, ...attendance, ...rest] : attendance;
}

/** The sections of a lector's menu; the others stay reachable by their address. */
const LECTOR_SECTIONS: ReadonlySet<string> = new Set([
  '/',
  ADMIN_PATHS.attendance,
  ADMIN_PATHS.registrations,
  ADMIN_PATHS.messages,
  // Shown when an administrator allowed the lector to edit the content (the tabs' operations).
  ADMIN_PATHS.news,
  ADMIN_PATHS.gallery,
  ADMIN_PATHS.videos,
]);
