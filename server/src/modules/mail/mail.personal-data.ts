// A family's e-mails in the data export (what was sent, when, to whom), and their erasure: the rows
// stay as the record that something was sent, without the address or the subject (which names the
// child); what was still waiting is not sent; the .eml copies in DATA_DIR/outbox (no SMTP_URL) are
// deleted, after the commit, found by the name the transport gives them (<time>-<id>-<kind>.eml).
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ERASED_TEXT, erasedAddress, type PersonalData } from '../../core/personal-data';
import { outboxDir } from './mail.transport';

export const mailPersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT id, registration_id AS "registrationId", kind, recipient, subject, status,
              to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "createdAt",
              to_char(sent_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "sentAt"
         FROM mail_message WHERE registration_id = ANY($1::int[]) ORDER BY created_at, id`,
      [family.registrationIds],
    );
    return {
      emails: {
        title: 'Odeslané e-maily',
        columns: {
          id: 'Číslo',
          registrationId: 'Přihláška',
          kind: 'Druh',
          recipient: 'Komu',
          subject: 'Předmět',
          status: 'Stav',
          createdAt: 'Zařazeno',
          sentAt: 'Odesláno',
        },
        rows,
      },
    };
  },

  async erase(manager, family, { config, afterCommit }) {
    const messages: { id: number; kind: string }[] = await manager.query(
      `WITH erased AS (
         UPDATE mail_message SET recipient = $2, subject = CASE WHEN subject IS NOT NULL THEN $3 END, last_error = NULL,
                token = NULL, status = CASE WHEN status = 'pending' THEN 'skipped' ELSE status END
          WHERE registration_id = ANY($1::int[]) RETURNING id, kind)
       SELECT id, kind FROM erased`,
      [family.registrationIds, erasedAddress(), ERASED_TEXT],
    );
    if (messages.length === 0) return;
    const suffixes = new Set(messages.map(({ id, kind }) => `-${id}-${kind}.eml`));
    const directory = outboxDir(config.dataDir);
    afterCommit(async () => {
      const files = await readdir(directory).catch(() => [] as string[]);
      const theirs = files.filter((file) => suffixes.has(file.slice(file.indexOf('Z-') + 1)));
      await Promise.all(theirs.map((file) => rm(path.join(directory, file), { force: true })));
    });
  },
};
