// The documents of a registration on the parent's own page (issue 25, items 2 and 8): its issued
// invoice, and "Potvrzení o úhradě" for a paid one, which health insurers and employers (FKSP,
// cafeteria benefits) refund a course or camp against. Opened by the personal link like the page,
// and counted with it; a registration of another family answers as a link that does not work.
import { InvoiceErrorCode, isPaidInFull, ParentErrorCode, pragueToday } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { authorize } from '../../core/actor';
import type { OperatorConfig } from '../../core/config';
import { AppError } from '../../core/errors';
import type { InvoiceService } from '../invoices/invoice.service';
import { receiptFilename, renderReceiptPdf } from '../invoices/invoice.receipt.pdf';
import { receivedPayments } from '../payments/payment.received';
import { loadRegistrationFacts } from '../registrations/registration.mail';

/** The family's check of ParentService (parent.service.ts, which imports this file's rule). */
interface FamilyCheck {
  familyRegistration(token: string, address: string, registrationId: number): Promise<unknown>;
}

export interface ParentDocument {
  filename: string;
  content: Buffer;
}

/** Why a registration gets no receipt, or null when it gets one: it confirms money that came for
 * the whole price of a place that is not cancelled. The page offers the button by the same rule. */
export function receiptRefusal(registration: {
  cancelled: boolean;
  paymentState: string;
  receivedHaler: number;
}): ParentErrorCode | null {
  if (registration.cancelled) return ParentErrorCode.ReceiptCancelled;
  // A free place "paid" with nothing received has nothing to confirm.
  if (!isPaidInFull(registration.paymentState) || registration.receivedHaler <= 0)
    return ParentErrorCode.ReceiptNotPaid;
  return null;
}

export class ParentDocumentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parents: FamilyCheck,
    private readonly invoices: Pick<InvoiceService, 'issuedPdf'>,
    private readonly operator: OperatorConfig,
  ) {}

  /** "Potvrzení o úhradě" of a registration of the link's family, paid in full and not cancelled. */
  async receipt(token: string, address: string, registrationId: number): Promise<ParentDocument> {
    authorize(null, 'parent.read');
    await this.parents.familyRegistration(token, address, registrationId);
    // One snapshot: the state checked and the payments printed are the same money.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const facts = await loadRegistrationFacts(manager, registrationId);
      // Deleted since the check above: as gone as a registration of another family.
      if (!facts) throw new AppError(ParentErrorCode.LinkInvalid);
      const payments = await receivedPayments(manager, registrationId);
      const receivedHaler = payments.reduce((sum, payment) => sum + payment.amountHaler, 0);
      const refusal = receiptRefusal({ ...facts, receivedHaler });
      if (refusal) throw new AppError(refusal);
      const [child]: { birthDate: string }[] = await manager.query(
        `SELECT to_char(child_born_year, 'YYYY-MM-DD') AS "birthDate" FROM registration WHERE id = $1`,
        [registrationId],
      );
      const content = await renderReceiptPdf(
        {
          childFullName: facts.childFullName,
          childBirthDate: child?.birthDate ?? '',
          parentName: facts.parentName,
          type: facts.type,
          title: facts.title,
          when: facts.when,
          where: facts.where,
          payments,
          variableSymbol: facts.variableSymbol,
          issuedOn: pragueToday(),
          // Bilingual for a family that registered in English or Ukrainian (issue 49).
          language: facts.familyLanguage,
        },
        this.operator,
      );
      return { filename: receiptFilename(facts.variableSymbol), content };
    });
  }

  /** The issued invoice of a registration of the link's family, as staff download it. */
  async invoice(token: string, address: string, registrationId: number): Promise<ParentDocument> {
    authorize(null, 'parent.read');
    await this.parents.familyRegistration(token, address, registrationId);
    const pdf = await this.invoices.issuedPdf(registrationId);
    if (!pdf) throw new AppError(InvoiceErrorCode.NotIssued);
    return pdf;
  }
}
