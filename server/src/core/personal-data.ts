// A family's personal data across the modules (GDPR art. 15, 17, 20): each module declares how its
// own tables are exported and anonymised (AppModule.personalData), and the privacy module runs them
// all for one e-mail address, or for old registrations (the retention job). Core names no table.
import type { EntityManager } from 'typeorm';
import type { Config } from './config';

/** The data of one e-mail address, or (the retention job) of some registrations only, as found
 * before anything is changed. Hooks query by these ids and the e-mail key only, never by a name: a
 * name is no key, and another family may share it. */
export interface Family {
  /** The address as common's emailKey writes it; null when the retention job erases registrations
   * by age (the address may have newer ones that stay). */
  emailKey: string | null;
  /** The registrations (with their mail, payments, invoices, events). */
  registrationIds: readonly number[];
  /** The customer records to export and anonymise: the address's own, and (for the retention job)
   * only those none of whose registrations stays. */
  customerIds: readonly number[];
  /** The e-mail addresses the registrations and customers hold, lower case: rows keyed by an address
   * (parent links) are found by these. */
  emails: readonly string[];
  /** The parents' and children's names the rows hold, for copies kept outside the rows' columns. */
  names: readonly string[];
}

/** A section of the export: its rows for the JSON file, its heading and column labels for the PDF. */
export interface PersonalDataSection {
  /** The heading in the PDF, in Czech. */
  title: string;
  /** Column key -> its Czech label, in the order the PDF prints them. */
  columns: Readonly<Record<string, string>>;
  rows: Record<string, string | number | boolean | null>[];
}

export interface ErasureContext {
  config: Config;
  /** Work outside the database (files) to do once the erasure has committed. */
  afterCommit: (work: () => Promise<void>) => void;
}

/** What a module's tables hold of a family. Both run inside the privacy module's transaction. */
export interface PersonalData {
  /** Its sections of the data export, by a stable key (the JSON file's property). */
  export?(manager: EntityManager, family: Family): Promise<Record<string, PersonalDataSection>>;
  /** Anonymises the family's rows: personal text replaced (ERASED_TEXT, erasedAddress), what the
   * law keeps (money, invoices, dates) left. Must be idempotent: it may run again on erased rows. */
  erase?(manager: EntityManager, family: Family, context: ErasureContext): Promise<void>;
}

/** What replaces a name or another personal text. */
export const ERASED_TEXT = 'Vymazáno';

/** A non-deliverable address (RFC 2606 reserves .invalid) in place of an erased one; `of` makes it
 * unique per row where a unique index needs that, or keeps erased rows from forming one "family". */
export const erasedAddress = (of?: string) => `vymazano${of ? `-${of}` : ''}@vymazano.invalid`;
