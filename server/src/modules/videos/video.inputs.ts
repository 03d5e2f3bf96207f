import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class VideoFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  url?: string;

  @Field({ nullable: true })
  visible?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType()
export class VideoInput {
  @Field()
  title: string;

  @Field({ description: 'Page or embed address of the video' })
  url: string;

  @Field({ nullable: true })
  visible?: boolean;
}
