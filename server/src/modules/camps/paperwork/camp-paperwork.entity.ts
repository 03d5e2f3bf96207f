import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Registration } from '../../registrations/registration.entity';

@ObjectType({ description: 'A person the family allows to collect the child from the camp' })
export class PickupPerson {
  @Field({ description: 'Full name' })
  name: string;

  @Field({ description: 'Relation to the child, e.g. babička' })
  relation: string;

  @Field({ description: 'Phone (E.164)' })
  phone: string;
}

/** What a camp registration adds (issue 48): who may collect the child and the health data. Health
 * data are special-category data: read only by the family and the staff of that camp
 * (camp-paperwork.service.ts), erased with the family (privacy module). A camp registration without a
 * row, or with neither persons nor "jen rodiče", has no pickup choice yet: the family's page asks. */
@Entity()
export class CampPaperwork {
  @PrimaryColumn({ type: 'int' })
  registrationId: number;

  @OneToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  pickupPersons: PickupPerson[];

  /** "Jen rodiče": only the parents collect the child; null: not chosen. */
  @Column({ type: 'boolean', nullable: true })
  pickupParentsOnly: boolean | null;

  /** "Odchází sám": from this time (HH:MM) the child may leave alone; null: never alone. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  leavesAloneFrom: string | null;

  /** Health notes, allergies, medication. */
  @Column({ type: 'text', nullable: true })
  healthNotes: string | null;

  /** The child's health insurer, for the insurer's receipt. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  insurer: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
