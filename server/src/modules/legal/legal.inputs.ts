import { Field, InputType, Int } from 'type-graphql';
import './legal.enums';

@InputType({ description: 'A new version of a legal text' })
export class LegalTextInput {
  @Field({ description: 'The text in its markup (see LegalText.body)' })
  body: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The version it was edited from: publishing over a newer one is LEGAL_TEXT_CHANGED',
  })
  baseVersion?: number | null;
}
