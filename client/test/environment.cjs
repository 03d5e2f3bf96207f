// The client's tests run in jsdom, at the address of the real app the global setup started (so the
// app's relative '/graphql' reaches it, as in the browser the app serves). jsdom has no fetch: Node's
// stands in, with jsdom's abort signals passed on to Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

class ClientTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    const options = { ...config.projectConfig.testEnvironmentOptions, url: process.env.KURZY_CLIENT_TEST_URL };
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: options } }, context);
  }

  async setup() {
    await super.setup();
    const page = this.global;
    page.fetch = (input, init = {}) => {
      const { signal, ...rest } = init;
      const controller = new AbortController();
      if (signal?.aborted) controller.abort();
      else signal?.addEventListener('abort', () => controller.abort());
      const url = new URL(typeof input === 'string' ? input : String(input.url ?? input), page.location.href);
      return fetch(url, { ...rest, signal: controller.signal });
    };
    Object.assign(page, { Headers, Request, Response, TextEncoder, TextDecoder });
  }
}

module.exports = ClientTestEnvironment;
