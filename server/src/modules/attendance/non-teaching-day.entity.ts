import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Branch } from '../branches/branch.entity';

/** Days without lessons that staff enter (school holidays, a closed gym): of every branch, or of
 * one branch (school holidays differ by region). The Czech public holidays are computed, not stored. */
@ObjectType({ description: 'Days without lessons entered by staff (the public holidays are built in)' })
@Entity()
@Check('non_teaching_day_range_check', `"to" >= "from"`)
@Index('non_teaching_day_range_idx', ['from', 'to'])
export class NonTeachingDay {
  @Field(() => Int, { description: 'The id of these days off' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'First day, YYYY-MM-DD' })
  @Column({ type: 'date' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD' })
  @Column({ type: 'date' })
  to: string;

  @Field({ description: 'What they are, e.g. "Podzimní prázdniny"' })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @ManyToOne(() => Branch, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  branch: Branch | null;

  @Field(() => Int, { nullable: true, description: 'Empty: every branch' })
  @Column({ type: 'int', nullable: true })
  branchId: number | null;

  @Field({ description: 'When staff entered them' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
