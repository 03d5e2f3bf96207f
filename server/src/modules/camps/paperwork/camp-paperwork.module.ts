import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../../core/loaders';
import type { AppModule } from '../../../core/module';
import { CampCertificate, PrivateFileRemoval } from './camp-certificate.entity';
import { campCertificateRest } from './camp-certificate.rest';
import { CampCertificateService } from './camp-certificate.service';
import { createPrivateFileStorage } from '../../uploads/upload.file-storage';
import { CampDeclaration } from './camp-declaration.entity';
import { CAMP_MAIL } from './camp-declaration.mail';
import { CampDeclarationService } from './camp-declaration.service';
import { CampPaperwork } from './camp-paperwork.entity';
import { campPaperworkPersonalData } from './camp-paperwork.personal-data';
import { CampDeclarationStaffResolver, ParentCampPaperworkResolver } from './camp-paperwork.resolver';
import { campPaperworkRest } from './camp-paperwork.rest';
import { CampPaperworkService } from './camp-paperwork.service';
import { CampHandover } from './camp-handover.entity';
import { CampDayResolver } from './camp-paperwork.day.resolver';
import { campDayRest } from './camp-paperwork.day.rest';
import { CampDayService } from './camp-paperwork.day.service';
import type { ParentCampPaperwork } from './camp-paperwork.types';

declare module '../../../core/services' {
  interface Services {
    campPaperwork: CampPaperworkService;
    campDeclarations: CampDeclarationService;
    campDays: CampDayService;
    campCertificates: CampCertificateService;
  }
}

declare module '../../../core/module' {
  interface ModuleTuning {
    /** The clock the camp declaration's window and reminder are measured by (tests move it). */
    campPaperworkNow?: () => Date;
    /** How long a check-out's e-mail waits for an undo (default two minutes). */
    campCheckoutMailHoldMs?: number;
  }
}

/** How often the day-before reminders are looked for: they go within this much after 8:00. */
const REMIND_MS = 5 * 60_000;

declare module '../../../core/loaders' {
  interface Loaders {
    /** The paperwork of each camp registration of a family's page (one query for the page). */
    parentCampPaperwork: DataLoader<number, ParentCampPaperwork | null>;
  }
}

const loaders: LoaderFactory = ({ campPaperwork }) => ({
  parentCampPaperwork: mapLoader<ParentCampPaperwork | null>(
    (ids) => campPaperwork.ofFamilyRegistrations(ids),
    () => null,
  ),
});

export const CAMP_DECLARATION_REMIND_JOB = 'camps.declaration-reminders';
export const CAMP_CERTIFICATE_SWEEP_JOB = 'camps.certificate-sweep';

/** How often certificates past their camp's 60 days are looked for (every read hides them anyway). */
const CERTIFICATE_SWEEP_MS = 60 * 60_000;

/** Camp paperwork (issue 48): pickup persons and health data of camp registrations, and the lector's
 * camp day (check-in and check-out). */
export const campPaperworkModule: AppModule = {
  name: 'camp-paperwork',
  entities: [CampPaperwork, CampDeclaration, CampHandover, CampCertificate, PrivateFileRemoval],
  resolvers: [ParentCampPaperworkResolver, CampDeclarationStaffResolver, CampDayResolver],
  rest: { routes: [...campPaperworkRest.routes, ...campDayRest.routes, ...campCertificateRest.routes] },
  loaders,
  personalData: campPaperworkPersonalData,
  mail: CAMP_MAIL,
  services: ({ dataSource, config, jobs, tuning, logger }, { parents, mail }) => {
    const campDeclarations = new CampDeclarationService(
      dataSource,
      parents,
      mail,
      config.operator,
      tuning?.campPaperworkNow,
    );
    jobs.register({ name: CAMP_DECLARATION_REMIND_JOB, intervalMs: REMIND_MS, run: () => campDeclarations.remind() });
    const campCertificates = new CampCertificateService(
      dataSource,
      parents,
      createPrivateFileStorage(config),
      logger,
      tuning?.campPaperworkNow,
    );
    jobs.register({
      name: CAMP_CERTIFICATE_SWEEP_JOB,
      intervalMs: CERTIFICATE_SWEEP_MS,
      run: () => campCertificates.sweep(),
    });
    return {
      campPaperwork: new CampPaperworkService(dataSource, parents, campCertificates),
      campDeclarations,
      campDays: new CampDayService(
        dataSource,
        mail,
        config.operator,
        tuning?.campPaperworkNow,
        tuning?.campCheckoutMailHoldMs,
        campCertificates,
      ),
      campCertificates,
    };
  },
};
