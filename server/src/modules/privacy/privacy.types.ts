import type { PersonalDataSection } from '../../core/personal-data';

/** Everything held about one e-mail address, from every module (PrivacyService.exportData). */
export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  sections: Record<string, PersonalDataSection>;
}
