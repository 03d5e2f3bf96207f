import { AttendanceState } from '@kurzy/common';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'One tap: a child’s state at a lesson, with the time it was made on the phone' })
export class AttendanceMarkInput {
  @Field(() => ID, { description: "The lesson's id (s<scheduleId>-<planned day> or c<campId>-<day>)" })
  lessonId: string;

  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field(() => AttendanceState, { description: 'Přítomen, nepřítomen or omluven' })
  state: AttendanceState;

  @Field({ description: "When the tap was made on the phone; a time later than the server's now counts as now" })
  markedAt: Date;
}

@InputType({ description: "A lesson's new day and time (Prague)" })
export class LessonMoveInput {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field({ description: 'HH:mm' })
  from: string;

  @Field({ description: 'HH:mm' })
  to: string;
}

@InputType({ description: "A make-up lesson for a slot's group (Prague day and time)" })
export class MakeupLessonInput extends LessonMoveInput {
  @Field(() => Int, { description: 'The slot (schedule) whose children it is for' })
  scheduleId: number;
}

@InputType({ description: 'Days without lessons: from and to inclusive, of every branch or of one' })
export class NonTeachingDayInput {
  @Field({ description: 'YYYY-MM-DD' })
  from: string;

  @Field({ description: 'YYYY-MM-DD' })
  to: string;

  @Field({ description: 'What they are, e.g. "Podzimní prázdniny" (one line)' })
  title: string;

  @Field(() => Int, { nullable: true, description: 'Empty: every branch' })
  branchId?: number | null;
}
