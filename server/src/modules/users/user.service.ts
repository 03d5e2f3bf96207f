import {
  USER_LIST,
  PictureOwner,
  Role,
  UserErrorCode,
  userSchema,
  newUserSchema,
  type ErrorCode,
  type UserValues,
  usernameFromName,
  NAME_MAX_LENGTH,
} from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize, isStaff } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { passwordProblem } from '../../core/password-policy';
import { versionOf } from '../../core/record-version';
import { validateInput } from '../../core/validation';
import { type AuthService, NO_SESSION } from '../auth/auth.service';
import { hashPassword, randomPassword, verifyPassword } from '../auth/auth.password';
import { endSessions } from '../auth/auth.sessions';
import type { UserInvitations } from './user-invitation.service';
import { User } from './user.entity';
import { UserFilter } from './user.inputs';
import { UserMailKind } from './user.mail';

/** Staff accounts. Administrators manage them; the public sees visible lectors without their
 * login name, phone, or e-mail unless the lector made it public. */
export class UserService extends CrudService<User, UserValues> {
  /** `auth` forgets this instance's cached sessions of a user whose sessions end here. */
  constructor(
    dataSource: DataSource,
    pictures?: PictureService,
    private readonly auth?: Pick<AuthService, 'forgetUser'>,
    private readonly invitations?: UserInvitations,
  ) {
    super(dataSource, {
      entity: User,
      alias: 'user',
      schema: userSchema,
      filters: filterSpecOf(UserFilter),
      sortable: listSortable(USER_LIST, 'user'),
      order: [{ sql: '"user"."name"' }, { sql: '"user"."id"' }],
      publicScope: '"user"."visible" AND "user"."active"',
      read: 'user.read',
      write: 'user.write',
      notFound: UserErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.user),
    });
  }

  username(user: User, actor: Actor): string | null {
    return isStaff(actor) ? user.username : null;
  }

  /** The login name suggested for a new staff member: from the name (usernameFromName), with the
   * first number from 2 that makes it unique when it is taken (logins compare without letter case). */
  async suggestUsername(actor: Actor, name: string): Promise<string> {
    authorize(actor, this.options.write);
    const base = usernameFromName(name.slice(0, NAME_MAX_LENGTH * 2));
    const taken: { username: string }[] = await this.dataSource.query(
      `SELECT lower(username) AS username FROM "user" WHERE lower(username) = $1 OR lower(username) ~ ('^' || $2 || '[0-9]+$')`,
      [base, base.replace(/\./g, '\\.')],
    );
    const names = new Set(taken.map((row) => row.username));
    let candidate = base;
    for (let number = 2; names.has(candidate); number += 1) candidate = `${base}${number}`;
    return candidate;
  }

  email(user: User, actor: Actor): string | null {
    return isStaff(actor) || user.emailPublic ? user.email : null;
  }

  phone(user: User, actor: Actor): string | null {
    return isStaff(actor) ? user.phone : null;
  }

  editsContent(user: User, actor: Actor): boolean | null {
    return isStaff(actor) ? user.editsContent : null;
  }

  protected override async toColumns(values: UserValues, existing: User | null): Promise<Partial<User>> {
    const { password, ...columns } = values;
    // Without a password a new user needs an e-mail, for the invitation to set one (create).
    if (!existing && !password && !columns.email)
      throw new AppError(UserErrorCode.PasswordRequired, { field: 'password' });
    const problem = password ? passwordProblem(password) : null;
    if (problem) throw new AppError(UserErrorCode.PasswordRejected, { params: { problem }, field: 'password' });
    if (existing && existing.role === Role.administrator && (columns.role !== Role.administrator || !columns.active)) {
      await this.keepAnAdministrator(existing.id);
    }
    // An invited user's password is one nobody knows until they set their own.
    const newPassword = password ?? (existing ? null : randomPassword(32));
    return { ...columns, ...(newPassword ? { passwordHash: await hashPassword(newPassword) } : {}) };
  }

  /** A new user with an e-mail and no password gets an invitation to set one, queued in the
   * transaction that makes the account. */
  override async create(actor: Actor, input: unknown): Promise<User> {
    authorize(actor, this.options.write);
    const values = await validateInput(newUserSchema, input);
    const columns = await this.toColumns(values, null);
    const invitations = !values.password && values.email ? this.invitations : undefined;
    const id = await this.translateDatabaseErrors(() =>
      this.dataSource.transaction(async (manager) => {
        const users = manager.getRepository(User);
        const saved = await users.save(users.create(columns));
        if (invitations) await invitations.issue(manager, saved, actor?.userId ?? null);
        return saved.id;
      }),
    );
    invitations?.sent();
    return this.get(actor, id);
  }

  /** "Poslat pozvánku znovu": a new link to set the password; the older ones stop working. */
  async invite(actor: Actor, id: number): Promise<User> {
    if (!this.invitations) throw new Error('Invitations are not set up');
    await this.invitations.invite(actor, id);
    return this.get(actor, id);
  }

  /** A new password, another role or a deactivation ends the user's other sessions, in the same
   * transaction: a password changed because it leaked must lock out whoever holds an old login. */
  override async update(actor: Actor, id: number, input: unknown): Promise<User> {
    authorize(actor, this.options.write);
    const existing = await this.get(actor, id);
    const version = await versionOf(input);
    const values = await validateInput(userSchema, input);
    const columns = await this.toColumns(values, existing);
    const endsSessions =
      Boolean(values.password) || columns.role !== existing.role || (existing.active && columns.active === false);
    // A changed grant applies to the sessions at once (they are cached for a second); read before
    // the save merges the new values into `existing`.
    const forgets = endsSessions || columns.editsContent !== existing.editsContent;
    await this.translateDatabaseErrors(() =>
      this.dataSource.transaction(async (manager) => {
        await this.lockUnchanged(manager, id, version);
        const users = manager.getRepository(User);
        await users.save(users.merge(existing, columns));
        if (endsSessions) await endSessions(manager, id, actor?.userId === id ? actor.sessionId : NO_SESSION);
      }),
    );
    if (forgets) this.auth?.forgetUser(id);
    return this.get(actor, id);
  }

  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    if (actor?.userId === id) throw new AppError(UserErrorCode.CannotDeleteSelf);
    const existing = await this.get(actor, id);
    if (existing.role === Role.administrator) await this.keepAnAdministrator(id);
    const deleted = await super.delete(actor, id);
    // Their invitations went with them (a foreign key); the e-mails that carried them, with the
    // address, go too: the outbox references an invitation without a foreign key (user.mail.ts).
    if (deleted)
      await this.repository.manager.query(
        `DELETE FROM mail_message m WHERE m.kind = $1
            AND NOT EXISTS (SELECT 1 FROM user_invitation i WHERE i.id = m.reference_id)`,
        [UserMailKind.invitation],
      );
    return deleted;
  }

  /** Somebody must always be able to manage the site. */
  private async keepAnAdministrator(leavingId: number): Promise<void> {
    const others = await this.repository
      .createQueryBuilder('user')
      .where('"user"."role" = :role AND "user"."active" AND "user"."id" <> :id', {
        role: Role.administrator,
        id: leavingId,
      })
      .getCount();
    if (others === 0) throw new AppError(UserErrorCode.LastAdministrator);
  }

  /** Makes sure the configured administrator can log in: with ADMIN_PASSWORD the account is
   * created or its password and role set; without it, a first administrator gets a random
   * password that is printed once (and answered, for the start to repeat it at its end). */
  async ensureAdministrator(username: string, password: string | null, logger: Logger): Promise<string | null> {
    const users = this.repository;
    const existing = await users.findOneBy({ username });
    // Administrators are not lectors: hidden from the public lector list.
    const account = { username, name: 'Administrátor', role: Role.administrator, visible: false };
    if (password !== null) {
      if (!existing) {
        await users.insert({ ...account, passwordHash: await hashPassword(password) });
        logger.info(`Created administrator "${username}" with the password from ADMIN_PASSWORD.`);
      } else if (
        existing.role !== Role.administrator ||
        !existing.active ||
        !(await verifyPassword(existing.passwordHash, password))
      ) {
        const passwordHash = await hashPassword(password);
        await this.dataSource.transaction(async (manager) => {
          await manager
            .getRepository(User)
            .update(existing.id, { role: Role.administrator, passwordHash, active: true });
          await endSessions(manager, existing.id);
        });
        logger.info(`Set the password of administrator "${username}" from ADMIN_PASSWORD.`);
      }
      return null;
    }
    if (existing || (await users.existsBy({ role: Role.administrator }))) return null;
    const generated = randomPassword();
    await users.insert({ ...account, passwordHash: await hashPassword(generated) });
    logger.info(
      `Created administrator "${username}" with the password: ${generated}  (shown only now; set ADMIN_PASSWORD to choose one)`,
    );
    return generated;
  }
  override refusals(call: 'read' | 'write' | 'delete'): ErrorCode[] {
    const own: Record<typeof call, ErrorCode[]> = {
      read: [],
      write: [UserErrorCode.PasswordRequired, UserErrorCode.PasswordRejected, UserErrorCode.LastAdministrator],
      delete: [UserErrorCode.CannotDeleteSelf, UserErrorCode.LastAdministrator],
    };
    return [...super.refusals(call), ...own[call]];
  }
}
