import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { CampDeclaration } from './camp-declaration.entity';
import { CAMP_MAIL } from './camp-declaration.mail';
import { CampDeclarationService } from './camp-declaration.service';
import { CampPaperwork } from './camp-paperwork.entity';
import { campPaperworkPersonalData } from './camp-paperwork.personal-data';
import { CampDeclarationStaffResolver, ParentCampPaperworkResolver } from './camp-paperwork.resolver';
import { campPaperworkRest } from './camp-paperwork.rest';
import { CampPaperworkService } from './camp-paperwork.service';
import { CampHandover } from './camp-handover.entity';
import { CampDayResolver } from './camp-day.resolver';
import { campDayRest } from './camp-day.rest';
import { CampDayService } from './camp-day.service';
import type { ParentCampPaperwork } from './camp-paperwork.types';

declare module '../../core/services' {
  interface Services {
    campPaperwork: CampPaperworkService;
    campDeclarations: CampDeclarationService;
    campDays: CampDayService;
  }
}

declare module '../../core/module' {
  interface ModuleTuning {
    /** The clock the camp declaration's window and reminder are measured by (tests move it). */
    campPaperworkNow?: () => Date;
    /** How long a check-out's e-mail waits for an undo (default two minutes). */
    campCheckoutMailHoldMs?: number;
  }
}

/** How often the day-before reminders are looked for: they go within this much after 8:00. */
const REMIND_MS = 5 * 60_000;

declare module '../../core/loaders' {
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

/** Camp paperwork (issue 48): pickup persons and health data of camp registrations, and the lector's
 * camp day (check-in and check-out). */
export const campPaperworkModule: AppModule = {
  name: 'camp-paperwork',
  entities: [CampPaperwork, CampDeclaration, CampHandover],
  resolvers: [ParentCampPaperworkResolver, CampDeclarationStaffResolver, CampDayResolver],
  rest: { ...campPaperworkRest, routes: [...campPaperworkRest.routes, ...campDayRest.routes] },
  loaders,
  personalData: campPaperworkPersonalData,
  mail: CAMP_MAIL,
  services: ({ dataSource, config, jobs, tuning }, { parents, mail }) => {
    const campDeclarations = new CampDeclarationService(
      dataSource,
      parents,
      mail,
      config.operator,
      tuning?.campPaperworkNow,
    );
    jobs.register({ name: CAMP_DECLARATION_REMIND_JOB, intervalMs: REMIND_MS, run: () => campDeclarations.remind() });
    const campDays = new CampDayService(
      dataSource,
      mail,
      config.operator,
      tuning?.campPaperworkNow,
      tuning?.campCheckoutMailHoldMs,
    );
    return { campPaperwork: new CampPaperworkService(dataSource, parents), campDeclarations, campDays };
  },
};
