import { Role } from '@kurzy/common';
import { DataSource } from 'typeorm';
import type { Logger } from '../../core/logger';
import { hashPassword, randomPassword, verifyPassword } from '../auth/password';
import { User } from './user.entity';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** Makes sure the configured administrator can log in: with ADMIN_PASSWORD the account is
   * created or its password and role set; without it, a first administrator gets a random
   * password that is printed once. */
  async ensureAdministrator(username: string, password: string | null, logger: Logger): Promise<void> {
    const users = this.dataSource.getRepository(User);
    const existing = await users.findOneBy({ username });
    if (password !== null) {
      if (!existing) {
        await users.insert({
          username,
          name: 'Administrátor',
          role: Role.administrator,
          passwordHash: await hashPassword(password),
        });
        logger.info(`Created administrator "${username}" with the password from ADMIN_PASSWORD.`);
      } else if (existing.role !== Role.administrator || !(await verifyPassword(existing.passwordHash, password))) {
        await users.update(existing.id, {
          role: Role.administrator,
          passwordHash: await hashPassword(password),
          active: true,
        });
        logger.info(`Set the password of administrator "${username}" from ADMIN_PASSWORD.`);
      }
      return;
    }
    if (existing || (await users.existsBy({ role: Role.administrator }))) return;
    const generated = randomPassword();
    await users.insert({
      username,
      name: 'Administrátor',
      role: Role.administrator,
      passwordHash: await hashPassword(generated),
    });
    logger.info(
      `Created administrator "${username}" with the password: ${generated}  (shown only now; set ADMIN_PASSWORD to choose one)`,
    );
  }
}
