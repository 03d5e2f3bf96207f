import { ref, Reply, type RestApi } from '../../core/rest/route';

export const systemRest: RestApi = {
  routes: [
    {
      method: 'get',
      path: '/health',
      tag: 'system',
      operation: 'system.read',
      summary: 'Whether the server and its database are up',
      response: ref('Health'),
      answers: { 503: { description: 'The database is down', schema: ref('Health') } },
      handle: async ({ context: { services } }) => {
        const health = await services.system.health();
        return new Reply(health.database ? 200 : 503, health);
      },
    },
  ],
};
