import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';

/** An invoice issued for a registration. What it says is fixed when it is first issued (number,
 * dates, item, amount), so a later change of the course price or the parent's name does not
 * change an invoice already sent; sending it again may only change the account. */
@ObjectType({ description: 'The invoice of a registration, once issued' })
@Entity()
@Check('invoice_amount_check', '"amount" >= 0')
@Check('invoice_dates_check', '"due_on" >= "issued_on"')
// The accountant's Pohoda export pages through a period in this order (issue 47).
@Index('invoice_issued_on_idx', ['issuedOn', 'registrationId'])
export class Invoice {
  @Field(() => Int, { description: 'The registration it is for (one invoice per registration)' })
  @PrimaryColumn({ type: 'int' })
  registrationId: number;

  @OneToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field({ description: 'From the yearly sequence, e.g. 2026000001' })
  @Index('invoice_number_key', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Field({ description: 'ISO date' })
  @Column({ type: 'date' })
  issuedOn: string;

  @Field({ description: 'ISO date' })
  @Column({ type: 'date' })
  dueOn: string;

  @Field({ description: 'IBAN the payment goes to' })
  @Column({ type: 'varchar', length: 34 })
  account: string;

  @Field(() => GraphQLSafeInt, { description: 'In Kč: the total, the item less the discount' })
  @Column({ type: 'int' })
  amount: number;

  @Field(() => GraphQLSafeInt, { description: 'Kč taken off the item (its own negative line); 0 when none' })
  @Column({ type: 'int', default: 0 })
  discountAmount: number;

  @Field(() => String, { nullable: true, description: 'The discount line’s name; empty when none' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  discountName: string | null;

  @Field({ description: 'What is invoiced: the course or camp and the child' })
  @Column({ type: 'varchar', length: 500 })
  item: string;

  @Field({ description: 'The parent it is issued to' })
  @Column({ type: 'varchar', length: 201 })
  customerName: string;

  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  /** An employer's invoice (asked for from the parent's page): its IČO and address; the name is
   * customerName. Null on a parent's invoice. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  customerCompanyId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  customerAddress: string | null;

  /** The PDF exactly as issued, kept when the family's personal data is erased (modules/privacy):
   * the law keeps the issued invoice with the customer's name, the row then holds none. Served as
   * the invoice's PDF from then on; never selected with the row. */
  @Column({ type: 'bytea', nullable: true, select: false })
  archivedPdf: Buffer | null;

  @Field({ description: 'When it was issued' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
