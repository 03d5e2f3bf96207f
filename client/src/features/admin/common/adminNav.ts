import type { Operation } from '@kurzy/common';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_PATHS } from '../../../routes/admin';

/** Admin header tabs in the order of seed-spec section 2 (payments after registrations), then videos
 * and supporters. A tab with an operation is shown only to those who may perform it. */
export const ADMIN_TABS: ReadonlyArray<{ labelId: MessageId; path: string; operation?: Operation }> = [
  { labelId: 'admin.tab.home', path: '/' },
  { labelId: 'admin.tab.news', path: ADMIN_PATHS.news },
  { labelId: 'admin.tab.gallery', path: ADMIN_PATHS.gallery },
  { labelId: 'admin.tab.courses', path: ADMIN_PATHS.courses },
  { labelId: 'admin.tab.camps', path: ADMIN_PATHS.camps },
  { labelId: 'admin.tab.branches', path: ADMIN_PATHS.branches },
  { labelId: 'admin.tab.schedules', path: ADMIN_PATHS.schedules },
  { labelId: 'admin.tab.lectors', path: ADMIN_PATHS.lectors },
  { labelId: 'admin.tab.registrations', path: ADMIN_PATHS.registrations },
  { labelId: 'admin.tab.payments', path: ADMIN_PATHS.payments, operation: 'payment.read' },
  { labelId: 'admin.tab.requests', path: ADMIN_PATHS.requests, operation: 'request.read' },
  { labelId: 'admin.tab.videos', path: ADMIN_PATHS.videos },
  { labelId: 'admin.tab.supporters', path: ADMIN_PATHS.supporters },
  { labelId: 'admin.tab.legal', path: ADMIN_PATHS.legal, operation: 'legal.write' },
];
