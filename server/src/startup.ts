import { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { withStartupLock } from './core/database/startup-lock';
import type { Logger } from './core/logger';
import { applySchoolHolidays, pragueToday, readSchoolHolidays } from './modules/attendance/attendance.school-holidays';
import { createFileStorage } from './modules/uploads/upload.file-storage';
import { UserService } from './modules/users/user.service';
import { seedDemoIfEmpty } from './seed/seed-demo';

/** Brings the database up to date: migrations, the school holidays, demo data on an empty database, the configured
 * administrator. Under one advisory lock, so instances starting together take turns. Answers the
 * administrator's password when this start generated it. */
export async function prepareDatabase(dataSource: DataSource, config: Config, logger: Logger): Promise<string | null> {
  return withStartupLock(dataSource, async () => {
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    if (applied.length > 0)
      logger.info(`Applied ${applied.length} migration(s): ${applied.map((migration) => migration.name).join(', ')}`);
    // The school holidays of server/data/school-holidays.csv not taken in yet (attendance.school-holidays.ts).
    const holidays = readSchoolHolidays();
    const added = await dataSource.transaction((manager) => applySchoolHolidays(manager, holidays, pragueToday()));
    if (added > 0) logger.info(`Added ${added} school holiday(s) to the non-teaching days.`);
    if (config.demoData)
      await seedDemoIfEmpty(dataSource, { files: createFileStorage(config), iban: config.operator.iban }, logger);
    return new UserService(dataSource).ensureAdministrator(config.adminUsername, config.adminPassword, logger);
  });
}
