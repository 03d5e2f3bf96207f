import { objectOf, ref, Reply, type RestApi } from '../../core/rest/route';

const flag = (description: string) => ({ type: 'boolean', description });

const READINESS = objectOf({
  status: { type: 'string', enum: ['ready', 'not ready', 'stopping'] },
  database: flag('The database answered'),
  migrations: flag('Every migration of this version is applied'),
  storage: flag('A file could be written to the file storage and removed'),
});

export const systemRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/health',
      tag: 'system',
      operation: 'system.read',
      summary: 'Whether the server is up (liveness)',
      description:
        'Answers 200 while the process answers at all, the database up or not (`database` says which): a ' +
        'liveness probe restarts nothing when only the database is away. Whether to send it requests is `/ready`.',
      response: ref('Health'),
      handle: ({ context: { services } }) => services.system.health(),
    },
    {
      method: 'get',
      path: '/ready',
      tag: 'system',
      operation: 'system.read',
      summary: 'Whether this instance should be sent requests (readiness)',
      description:
        'The database answers, every migration of this version is applied and the file storage takes a file; ' +
        'from a shutdown signal on it answers `stopping`.',
      response: READINESS,
      answers: { 503: { description: 'Not ready, or stopping', schema: READINESS } },
      handle: async ({ context: { services } }) => {
        const readiness = await services.system.readiness();
        return new Reply(readiness.status === 'ready' ? 200 : 503, readiness);
      },
    },
  ],
};
