import type { AppModule } from '../../core/module';
import { FamilyMessage, FamilyMessageOptOut, FamilyMessageRecipient } from './family-message.entity';
import { MESSAGE_MAIL } from './messages.mail';
import { messagesPersonalData } from './messages.personal-data';
import { FamilyMessageResolver } from './messages.resolver';
import { messagesRest } from './messages.rest';
import { FamilyMessageService } from './messages.service';

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
  services: ({ dataSource }, { mail, attendance, parents }) => ({
    familyMessages: new FamilyMessageService(dataSource, mail, attendance, parents),
  }),
};
