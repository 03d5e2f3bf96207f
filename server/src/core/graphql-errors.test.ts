import { GraphQLError } from 'graphql';
import { formatGraphqlError, GraphqlFailureLog } from './graphql-errors';

describe('GraphQL errors as clients see them', () => {
  const logged: unknown[] = [];
  const format = formatGraphqlError(
    new GraphqlFailureLog({
      info: () => undefined,
      warn: () => undefined,
      error: (_message, error) => void logged.push(error),
    }),
  );
  beforeEach(() => logged.splice(0));

  it('answer an error with a client status as the client’s mistake, logging nothing (issue 21)', () => {
    const refusal = new GraphQLError('Neplatný požadavek', {
      extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 400 } },
    });
    expect(format({ message: refusal.message, extensions: refusal.extensions }, refusal)).toEqual({
      message: 'Neplatný požadavek',
      extensions: { code: 'BAD_REQUEST', domainCode: 'REQUEST_INVALID_QUERY' },
    });
    expect(logged).toEqual([]);
  });

  it('log a failure nobody planned for and answer it in generic Czech', () => {
    const failure = new Error('relation "x" does not exist');
    const answer = format({ message: failure.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, failure);
    expect(answer.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', domainCode: 'REQUEST_FAILED' });
    expect(answer.message).not.toContain('relation');
    expect(logged).toEqual([failure]);
  });
});
