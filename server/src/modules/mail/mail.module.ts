import type { AppModule } from '../../core/module';
import { MailMessage } from './mail-message.entity';
import { MailComposer } from './mail.composer';
import { MailOutbox, OUTBOX_DEFAULTS, type OutboxOptions } from './mail.outbox';
import { mailPersonalData } from './mail.personal-data';
import { MailMessageResolver, RegistrationMailResolver } from './mail.resolver';
import { createMailTransport } from './mail.transport';

declare module '../../core/services' {
  interface Services {
    mail: MailOutbox;
  }
}

declare module '../../core/module' {
  interface ModuleTuning {
    mailOutbox?: Partial<OutboxOptions>;
  }
}

/** E-mails to parents, through an outbox table: queued with the change that causes them, sent after
 * it commits, retried. */
export const mailModule: AppModule = {
  name: 'mail',
  entities: [MailMessage],
  resolvers: [RegistrationMailResolver, MailMessageResolver],
  personalData: mailPersonalData,
  services: ({ config, dataSource, logger, tuning, jobs, counters }) => ({
    mail: new MailOutbox(
      dataSource,
      createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, logger),
      new MailComposer(config.operator, config.publicUrl),
      logger,
      jobs,
      { ...OUTBOX_DEFAULTS, ...tuning?.mailOutbox },
      counters,
    ),
  }),
  // Its job (the outbox's rounds) is on the app's runner; the transport closes after it stopped.
  stop: ({ mail }) => mail.stop(),
};
