import type { AppModule } from '../../../core/module';
import { Refund } from './refund.entity';
import { REFUND_MAIL } from './refund.mail';
import { PaymentRefundsResolver, RefundResolver } from './refund.resolver';
import { refundRest } from './refund.rest';
import { RefundService } from './refund.service';

declare module '../../../core/services' {
  interface Services {
    refunds: RefundService;
  }
}

/** Refunds of the payments domain (issue 46), built after the card payments, whose gateway gives
 * money back to the card; pending card refunds are asked again on the job runner. */
export const refundModule: AppModule = {
  name: 'refunds',
  entities: [Refund],
  resolvers: [RefundResolver, PaymentRefundsResolver],
  rest: refundRest,
  mail: REFUND_MAIL,
  services: ({ config, dataSource, logger, jobs }, { payments, registrations, cardPayments, mail }) => {
    const refunds = new RefundService(dataSource, payments, registrations, cardPayments, mail, logger, config.operator);
    if (cardPayments.offered) jobs.register(refunds.job());
    return { refunds };
  },
};
