// "Omluvit z lekce" on a parent's own page: the coming lessons of a child's course and excusing the
// child from one in advance. The link is the credential (parents module): a registration of another
// family answers PARENT_LINK_INVALID, exactly as a link that does not work.
import { authorize } from '../../core/actor';
import type { ParentService } from '../parents/parent.service';
import type { AttendanceService } from './attendance.service';
import type { ParentLessonInfo } from './attendance.types';

export class ParentAbsenceService {
  constructor(
    private readonly parents: Pick<ParentService, 'familyRegistration'>,
    private readonly attendance: Pick<AttendanceService, 'upcomingForRegistration' | 'excuseForParent'>,
  ) {}

  async lessons(token: string, address: string, registrationId: number): Promise<ParentLessonInfo[]> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    return this.attendance.upcomingForRegistration(registrationId);
  }

  /** Excuses the child from a coming lesson; answers the coming lessons as they then are. */
  async excuse(token: string, address: string, registrationId: number, lessonId: string): Promise<ParentLessonInfo[]> {
    authorize(null, 'parent.act');
    await this.parents.familyRegistration(token, address, registrationId);
    await this.attendance.excuseForParent(registrationId, lessonId);
    return this.attendance.upcomingForRegistration(registrationId);
  }
}
