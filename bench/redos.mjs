// Regular-expression shapes sent by a staff member (issue 21): yup's url() took ~3 s for 26 "a." and
// doubled with each one more. Each probe must be answered in under 100 ms while `/api/health`, timed
// beside it, stays as fast as alone.
export const REDOS_PROBES = {
  'video url: http:// + 40 × "a." + "!"': `http://${'a.'.repeat(40)}!`,
  'video url: https:// + 200 × "a-" + "!"': `https://${'a-'.repeat(200)}!`,
  'video url: 500 characters of "1."': `http://${'1.'.repeat(246)}!`,
};

const CREATE_VIDEO = 'mutation ($input: VideoInput!) { createVideo(input: $input) { id } }';

async function timed(request) {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** p50 and max of each probe over `rounds`, with `/api/health` requested at the same moment. */
export async function redosBenchmark({ appUrl, token, rounds = 20 }) {
  const rows = [];
  for (const [shape, url] of Object.entries(REDOS_PROBES)) {
    const probes = [];
    const health = [];
    for (let round = -3; round < rounds; round += 1) {
      const [probe, check] = await Promise.all([
        timed(() =>
          fetch(`${appUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'access-token': token },
            body: JSON.stringify({ query: CREATE_VIDEO, variables: { input: { title: 'Sonda', url } } }),
          }),
        ),
        timed(() => fetch(`${appUrl}/api/health`)),
      ]);
      if (round < 0) continue;
      probes.push(probe.ms);
      health.push(check.ms);
    }
    const p50 = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
    rows.push({ shape, p50: p50(probes), max: Math.max(...probes), healthMax: Math.max(...health) });
  }
  return rows;
}

export function redosTable(rows) {
  return [
    '| probe | p50 ms | max ms | `/api/health` max ms meanwhile |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) => `| ${row.shape} | ${row.p50.toFixed(1)} | ${row.max.toFixed(1)} | ${row.healthMax.toFixed(1)} |`,
    ),
  ].join('\n');
}
