import { withoutTrailingSlashes } from '@kurzy/common';
import type { AppModule } from '../../../core/module';
import { PARENT_PRIVATE_HEADERS } from '../../parents/parent.rest';
import { CardPayment } from './card-payment.entity';
import { CardPaymentResolver, ParentCardPaymentResolver, ReceiptCardPaymentResolver } from './card-payment.resolver';
import { cardPaymentRest } from './card-payment.rest';
import { CARD_RETURN_PATH, CardPaymentService } from './card-payment.service';
import { ComgateGateway } from './card-payment.comgate';

declare module '../../../core/services' {
  interface Services {
    cardPayments: CardPaymentService;
  }
}

/** Card payments of the payments domain (issue 46), a module of their own as they need the parents'
 * links, built after the parents module; nothing is offered without COMGATE_MERCHANT and _SECRET. */
export const cardPaymentModule: AppModule = {
  name: 'card-payments',
  entities: [CardPayment],
  resolvers: [CardPaymentResolver, ReceiptCardPaymentResolver, ParentCardPaymentResolver],
  rest: cardPaymentRest,
  site: {
    // The return page's address names one family's payment: kept by no search engine, cache or linked site.
    privatePages: [
      {
        pathPrefix: CARD_RETURN_PATH,
        headers: PARENT_PRIVATE_HEADERS,
        head: '<meta name="robots" content="noindex, nofollow">',
      },
    ],
  },
  services: ({ config, dataSource, logger, jobs }, { payments, registrations, parents }) => {
    const comgate = config.comgate;
    const cardPayments = new CardPaymentService(
      dataSource,
      comgate ? new ComgateGateway(comgate) : null,
      payments,
      registrations,
      parents,
      logger,
      { publicUrl: withoutTrailingSlashes(config.publicUrl), keySecret: comgate?.secret ?? '' },
    );
    // Payments whose notification never came are asked about until final or CARD_CHECK_DAYS old.
    if (comgate) jobs.register(cardPayments.job());
    return { cardPayments };
  },
};
