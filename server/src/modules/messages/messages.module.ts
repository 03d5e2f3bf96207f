import { smsLength } from '@kurzy/common';
import type { AppModule } from '../../core/module';
import { BulkGateGateway } from './messages.bulkgate';
import { FamilyMessage, FamilyMessageOptOut, FamilyMessageRecipient } from './family-message.entity';
import { MESSAGE_MAIL } from './messages.mail';
import { messagesPersonalData } from './messages.personal-data';
import { FamilyMessageResolver } from './messages.resolver';
import { messagesRest } from './messages.rest';
import { FamilyMessageService } from './messages.service';
import { SmsSender } from './messages.sms';

declare module '../../core/services' {
  interface Services {
    familyMessages: FamilyMessageService;
  }
}

/** Messages staff write to a slot's, course's, camp's or lesson's families, or to chosen ones. */
export const messagesModule: AppModule = {
  name: 'messages',
  entities: [FamilyMessage, FamilyMessageRecipient, FamilyMessageOptOut],
  resolvers: [FamilyMessageResolver],
  rest: messagesRest,
  personalData: messagesPersonalData,
  mail: MESSAGE_MAIL,
  // A cancelled or moved lesson goes to its families as a provozní message (the attendance asks).
  connect: (services) => services.lessonChanges.connectMessages(services.familyMessages),
  services: ({ config, dataSource, logger, jobs }, { mail, attendance, parents }) => {
    // SMS only with BulkGate configured (BULKGATE_APPLICATION_ID and _TOKEN); its sender is a job.
    const sender = config.bulkgate
      ? new SmsSender(
          dataSource,
          new BulkGateGateway(config.bulkgate),
          (text) => smsLength(text).encoding === 'ucs2',
          logger,
          jobs,
        )
      : null;
    if (sender) jobs.register(sender.job());
    return {
      familyMessages: new FamilyMessageService(dataSource, mail, attendance, parents, {
        sender,
        operatorName: config.operator.name,
      }),
    };
  },
};
