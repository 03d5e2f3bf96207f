import type { WaitlistPassReason } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';

/** The last time a replacement next in line was passed over by the automatic offering, and why: for
 * staff, who may still offer by hand (issue 42, item 3). One row per registration, the newest. */
@ObjectType({
  simpleResolvers: true,
  description: 'The last time a replacement next in line was passed over by the automatic offering, and why',
})
@Entity()
export class WaitlistPass {
  @Field(() => Int, { description: "The replacement's registration" })
  @PrimaryColumn({ type: 'int' })
  registrationId: number;

  @ManyToOne(() => Registration, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  registration: Registration;

  @Field(() => String, {
    description: 'too_late: less than an hour would remain before the cut-off; over: the course or camp is over',
  })
  @Column({ type: 'varchar', length: 20 })
  reason: WaitlistPassReason;

  @Field({ description: 'When the place freed and was not offered' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
