import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { BankImport, Payment, PaymentAllocation, PaymentEvent } from './payment.entity';
import { StatementImport } from './payment.import';
import { PaymentMail } from './payment.mail';
import { PaymentAllocationResolver, PaymentResolver, RegistrationPaymentsResolver } from './payment.resolver';
import { paymentRest } from './payment.rest';
import { PaymentService } from './payment.service';

declare module '../../core/services' {
  interface Services {
    payments: PaymentService;
    statements: StatementImport;
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
  resolvers: [PaymentResolver, PaymentAllocationResolver, RegistrationPaymentsResolver],
  rest: paymentRest,
  loaders,
  services: ({ dataSource }, { mail, registrations }) => {
    const payments = new PaymentService(dataSource, registrations, mail ? new PaymentMail(mail) : undefined);
    return { payments, statements: new StatementImport(dataSource, payments, registrations) };
  },
};
