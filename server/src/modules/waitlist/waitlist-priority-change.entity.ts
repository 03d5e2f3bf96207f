import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { User } from '../users/user.entity';

/** A change of a replacement's waiting-list priority, with who made it and when (issue 42, item 5:
 * every step is in the registration's history): by a staff member, or by the system when a lapsed or
 * withdrawn offer puts the family back behind everyone waiting (its priority dropped to 0). */
@ObjectType({
  simpleResolvers: true,
  description: "A change of a replacement's waiting-list priority, by staff or by the system",
})
@Entity()
export class WaitlistPriorityChange {
  @Field(() => Int, { description: "The change's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Index('waitlist_priority_change_registration_id_idx')
  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => Int, { description: "The replacement's registration" })
  @Column({ type: 'int' })
  registrationId: number;

  @Field(() => Int, { description: 'The priority before the change' })
  @Column({ type: 'int' })
  fromPriority: number;

  @Field(() => Int, { description: 'The priority after the change' })
  @Column({ type: 'int' })
  toPriority: number;

  @Field({ description: 'When it changed' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  changedBy: User | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The staff member who changed it; null: the system (a lapsed offer puts the family back)',
  })
  @Column({ type: 'int', nullable: true })
  changedById: number | null;

  /** Read with the change (waitlist.service.ts), never stored. */
  @Field(() => String, { nullable: true, description: 'The name of the staff member who changed it' })
  changedByName?: string | null;
}
