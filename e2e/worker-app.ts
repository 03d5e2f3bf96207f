// Points this jest worker's tests at the app the global setup started for it (E2E_BASE_URL and
// E2E_DATA_DIR, as the tests and helpers read them). An app the caller runs (E2E_BASE_URL) is shared.
const worker = process.env.JEST_WORKER_ID ?? '1';
const own = process.env[`E2E_BASE_URL_${worker}`];
if (own) {
  process.env.E2E_BASE_URL = own;
  process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${worker}`];
}

// The tests' own calls to the app open a connection each. Reusing an idle one raced the app closing it
// after its keep-alive of 5 s: on a loaded machine fetch now and then sent on a connection the app had
// just closed ("other side closed"). A browser sends such a request again; Node's fetch does not.
const reusingFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('connection', 'close');
  return reusingFetch(input, { ...init, headers });
};
