import { WaitlistOfferState } from '@kurzy/common';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

registerEnumType(WaitlistOfferState, {
  name: 'WaitlistOfferState',
  description: 'Where an offer of a freed place stands; only `offered` holds the place, until its deadline',
  valuesConfig: {
    offered: { description: 'Open: the place is held for the family until the deadline' },
    accepted: { description: 'The family took the place' },
    declined: { description: 'The family said no; the place passed on' },
    expired: { description: 'The deadline passed unanswered; the place passed on' },
    withdrawn: { description: 'Staff withdrew it; the place passed on' },
  },
});

/** A freed place offered to a replacement (náhradník) until `expiresAt`: the registration holds the
 * place meanwhile (registration.held_until, the same moment). Each step is a row's state with who took
 * it, so the offers of a registration are its waiting-list history. */
@ObjectType({
  simpleResolvers: true,
  description:
    "A freed place offered to a replacement (náhradník) until expiresAt; the registration's offers are its waiting-list history",
})
@Entity()
// One open offer per registration; the sweep finds the open ones by deadline (partial indexes, migration WaitlistOffers).
@Index('waitlist_offer_open_key', { synchronize: false })
@Index('waitlist_offer_open_expires_idx', { synchronize: false })
export class WaitlistOffer {
  @Field(() => Int, { description: "The offer's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('waitlist_offer_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => Int, { description: "The replacement's registration" })
  @Column({ type: 'int' })
  registrationId: number;

  @Field(() => WaitlistOfferState, { description: 'Where the offer stands' })
  @Column({
    type: 'enum',
    enum: WaitlistOfferState,
    enumName: 'waitlist_offer_state',
    default: WaitlistOfferState.offered,
  })
  state: WaitlistOfferState;

  @Field({ description: 'When it was offered (the family was e-mailed)' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  offeredAt: Date;

  @Field({ description: 'Until when the family may accept; staff may move it (a past one ends the offer)' })
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was accepted, declined, lapsed or withdrawn' })
  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field({ description: 'Offered by staff beyond the capacity' })
  @Column({ type: 'boolean', default: false })
  overCapacity: boolean;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  offeredBy: User | null;

  @Field(() => Int, { nullable: true, description: 'The staff member who offered it by hand; null: the system' })
  @Column({ type: 'int', nullable: true })
  offeredById: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  decidedBy: User | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The staff member who ended it (withdrawn, deadline moved into the past)',
  })
  @Column({ type: 'int', nullable: true })
  decidedById: number | null;

  @Field({ description: 'Accepted or declined by the family on its page' })
  @Column({ type: 'boolean', default: false })
  decidedByFamily: boolean;

  /** Read with the offer (waitlist.service.ts OFFER_COLUMNS), never stored. */
  @Field(() => String, { nullable: true, description: 'The name of the staff member who offered it by hand' })
  offeredByName?: string | null;

  @Field(() => String, { nullable: true, description: 'The name of the staff member who ended it' })
  decidedByName?: string | null;
}
