// Hostile GraphQL documents of at most 1 KB, sent anonymously: each must be refused or answered in
// under 50 ms (issue 14). Shapes that cost more to check than to write: fragments spreading each other
// twice (2^n fields if walked naively), deep nesting, many fields of one name (graphql-js's
// overlapping-fields rule is quadratic), aliases, directives, variables and unknown fields.
const KB = 1024;

/** Repeats `unit` between `head` and `tail` while the document stays within 1 KB. */
function fill(head, unit, tail, unitTail = '') {
  let count = 0;
  while (head.length + (unit.length + unitTail.length) * (count + 1) + tail.length <= KB) count += 1;
  return head + unit.repeat(count) + unitTail.repeat(count) + tail;
}

function fragmentChain() {
  let levels = 1;
  const build = (n) =>
    `{ siteInfo { ...F${n} } } fragment F0 on SiteInfo { name } ` +
    Array.from({ length: n }, (_, i) => `fragment F${i + 1} on SiteInfo { ...F${i} ...F${i} }`).join(' ');
  while (build(levels + 1).length <= KB) levels += 1;
  return build(levels);
}

export const HOSTILE_DOCUMENTS = {
  'fragments spreading the previous one twice': fragmentChain(),
  'deep nesting of fields': fill('{ __schema { types ', '{ fields { type ', '{ name } } }', '} }'),
  'deep nesting of inline fragments': fill('{ siteInfo ', '{ ... on SiteInfo ', '{ name } }', '}'),
  'one field repeated': fill('{ siteInfo { ', 'name ', '} }'),
  'aliases of one field': fill('{ ', `a${'0'.repeat(3)}: siteInfo { name } `, '}'),
  'directives on one field': fill('{ siteInfo { name ', '@include(if: true) ', '} }'),
  'variables declared': fill('query (', '$v: Int ', ') { siteInfo { name } }'),
  'unknown fields': fill('{ ', 'nope ', '}'),
  'every introspection type with its fields': fill(
    '{ __schema { types { name fields { name type { name fields { name type { name ',
    'ofType { ',
    '} } } } } } } }',
    '}',
  ),
};

/** p50 and max of `rounds` sequential requests of each document, in ms, after `warmup` uncounted
 * ones (the first request of a shape also pays for compiling the code it runs). */
export async function hostileBenchmark({ appUrl, rounds = 20, warmup = 3 }) {
  const rows = [];
  for (const [shape, query] of Object.entries(HOSTILE_DOCUMENTS)) {
    const times = [];
    let status = 0;
    for (let round = -warmup; round < rounds; round += 1) {
      const started = performance.now();
      const response = await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      await response.arrayBuffer();
      if (round >= 0) times.push(performance.now() - started);
      status = response.status;
    }
    times.sort((a, b) => a - b);
    rows.push({ shape, bytes: query.length, status, p50: times[Math.floor(times.length / 2)], max: times.at(-1) });
  }
  return rows;
}

export function hostileTable(rows) {
  const lines = rows.map(
    (row) =>
      `| ${row.shape} | ${row.bytes} | ${row.status} | ${row.p50.toFixed(1)} | ${row.max.toFixed(1)} | ${row.max < 50 ? 'met' : 'MISSED'} |`,
  );
  return [
    '| 1 KB document | bytes | status | p50 ms | max ms | < 50 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}
