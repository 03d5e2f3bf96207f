import type { AppModule } from '../../core/module';
import { AccountingService } from './accounting/accounting.service';
import { Invoice } from './invoice.entity';
import { INVOICE_MAIL } from './invoice.mail';
import { InvoiceResolver } from './invoice.resolver';
import { invoiceRest } from './invoice.rest';
import { InvoiceService } from './invoice.service';
import { invoicePersonalData } from './invoice.personal-data';

declare module '../../core/services' {
  interface Services {
    invoices: InvoiceService;
    /** The accountant's exports: Pohoda XML, ISDOC, the received payments (issue 47). */
    accounting: AccountingService;
  }
}

/** Invoices of registrations: numbered from a yearly sequence, a PDF with a QR payment, e-mailed. */
export const invoiceModule: AppModule = {
  name: 'invoices',
  entities: [Invoice],
  resolvers: [InvoiceResolver],
  rest: invoiceRest,
  personalData: invoicePersonalData,
  mail: INVOICE_MAIL,
  services: ({ config, dataSource }, { mail }) => ({
    invoices: new InvoiceService(dataSource, mail, config.operator),
    accounting: new AccountingService(dataSource, config.operator),
  }),
};
