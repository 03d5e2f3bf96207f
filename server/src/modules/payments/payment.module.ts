import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { FioPoller } from './fio/fio.poller';
import { BankImport, Payment, PaymentAllocation, PaymentEvent } from './payment.entity';
import { StatementImport } from './payment.import';
import { PAYMENT_MAIL, PaymentMail } from './payment.mail';
import { BalanceRequests } from './payment.balance';
import { PaymentReminders } from './payment.reminders';
import { PaymentRemindersResolver } from './payment.reminders.resolver';
import { PaymentAllocationResolver, PaymentResolver, RegistrationPaymentsResolver } from './payment.resolver';
import { paymentRest } from './payment.rest';
import { PaymentService } from './payment.service';
import { paymentPersonalData } from './payment.personal-data';

declare module '../../core/services' {
  interface Services {
    payments: PaymentService;
    statements: StatementImport;
    /** Null unless FIO_API_TOKEN is set. */
    fioPoller: FioPoller | null;
    paymentReminders: PaymentReminders;
    /** The balance of a camp paid with a deposit, requested when due (payment.balance.ts). */
    balanceRequests: BalanceRequests;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The allocations of each payment in a list, active and reversed. */
    paymentAllocations: DataLoader<number, PaymentAllocation[]>;
  }
}

const loaders: LoaderFactory = ({ payments }, actor) => ({
  paymentAllocations: mapLoader<PaymentAllocation[]>(
    (ids) => payments.allocationsOf(actor, ids),
    () => [],
  ),
});

/** Payments as records: bank statements in, registrations paid by variable symbol, cash, receipts. */
export const paymentModule: AppModule = {
  name: 'payments',
  entities: [BankImport, Payment, PaymentAllocation, PaymentEvent],
  resolvers: [PaymentResolver, PaymentAllocationResolver, RegistrationPaymentsResolver, PaymentRemindersResolver],
  rest: paymentRest,
  loaders,
  personalData: paymentPersonalData,
  mail: PAYMENT_MAIL,
  // Movements from Fio every FIO_POLL_MINUTES, reminders hourly; each on one instance at a time.
  services: ({ config, dataSource, logger, jobs }, { mail, registrations }) => {
    const payments = new PaymentService(dataSource, registrations, mail ? new PaymentMail(mail) : undefined);
    const statements = new StatementImport(dataSource, payments);
    const { token, apiUrl, pollMinutes } = config.fio;
    const fioPoller = token
      ? new FioPoller(dataSource, statements, logger, { token, baseUrl: apiUrl, intervalMs: pollMinutes * 60_000 })
      : null;
    const paymentReminders = new PaymentReminders(dataSource, mail, logger, { days: config.paymentReminderDays });
    if (fioPoller) jobs.register(fioPoller.job());
    for (const job of paymentReminders.jobs()) jobs.register(job);
    const balanceRequests = new BalanceRequests(dataSource, mail, logger);
    jobs.register(balanceRequests.job());
    return { payments, statements, fioPoller, paymentReminders, balanceRequests };
  },
};
