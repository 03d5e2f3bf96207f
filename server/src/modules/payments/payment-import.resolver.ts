// The import's answer at the GraphQL door (issue 38, finding 3): graphql-js completes a list in one go,
// and 18,000 notes of a large statement held the event loop 280 ms. The notes are handed over a
// thousand at a time, each thousand a turn of the event loop later; the answer is the same.
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ImportNote, ImportSummary } from './payment.types';

/** Notes completed in one turn of the event loop: a few milliseconds of graphql-js. */
const TURN = 500;

/** The items, the first TURN as they are and each further TURN a promise of them a turn later. */
export function inTurns<T>(items: readonly T[], size = TURN): (T | Promise<T>)[] {
  const answer: (T | Promise<T>)[] = items.slice(0, size);
  let turn = Promise.resolve();
  for (let start = size; start < items.length; start += size) {
    turn = turn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    const later = turn;
    for (const item of items.slice(start, start + size)) answer.push(later.then(() => item));
  }
  return answer;
}

@Resolver(() => ImportSummary)
export class ImportSummaryResolver {
  @FieldResolver(() => [ImportNote])
  unmatched(@Root() summary: ImportSummary) {
    return inTurns(summary.unmatched);
  }

  @FieldResolver(() => [ImportNote])
  refused(@Root() summary: ImportSummary) {
    return inTurns(summary.refused);
  }
}
