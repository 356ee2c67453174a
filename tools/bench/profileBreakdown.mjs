// Where the data service's CPU time goes, from a V8 CPU profile (`node --cpu-prof`), for `BENCH_PROFILE=1 npm run
// bench:api`. Each sample is given to one stage of the request path: the sampled stack is read from its innermost
// frame outwards and the first frame a stage claims wins, so time in the PostgreSQL driver called by findProfile counts
// as the profile read, and time in JSON.stringify called by Fastify's reply as serialisation. Frames no stage claims
// fall to the layers (Fastify, node:http and sockets, V8 itself). Times are CPU time sampled in the measured window.

const file = (pattern) => (frame) => pattern.test(frame.url);
const named =
  (pattern, where = /./) =>
  (frame) =>
    pattern.test(frame.functionName) && where.test(frame.url);
const either =
  (...tests) =>
  (frame) =>
    tests.some((test) => test(frame));
const SERVICE = /\/dist\/[^/]+\/main\.js$|\/server\/src\//;

/** The request path's stages, as the bench reports them; the first ones are claimed before the layers below. */
const STAGES = [
  [
    'token check (verify, cache)',
    either(named(/^(verify|identity|verifiedClaims|remember|tokenEntry)$/, SERVICE), file(/\/jose\//)),
  ],
  [
    'profile read (cache, query, driver)',
    either(
      named(/^(findProfile|readProfile|profileFor|loadProfile)$/, SERVICE),
      file(/\/node_modules\/(pg|pg-pool|pg-protocol|pg-types|pg-connection-string|postgres-\w+|drizzle-orm|@electric-sql)\//),
    ),
  ],
  ['e-mail sync', named(/^syncProfileEmail$/, SERVICE)],
  ['authenticate (rest)', named(/^(authenticate|authenticateRequest)$/, SERVICE)],
  [
    'unstorable text check',
    named(
      /^(checkAddressAndHeaders|checkBody|findUnstorableText|unstorableText|pathOf|rejectUnstorableAddress|rejectUnstorableBody)$/,
      SERVICE,
    ),
  ],
  ['security headers', either(named(/^(documentlessHeaders|commonHeaders|securityHeaders)$/, SERVICE))],
  ['locale negotiation', named(/^(negotiateLocale|requestLocale)$/, SERVICE)],
  ['answer schema check', either(named(/^(checkAnswer|checkContentType)$/, SERVICE), file(/\/node_modules\/zod\//))],
  ['handler (getOwnProfile, toProfile)', named(/^(getOwnProfile|toProfile|requireCaller|handler)$/, SERVICE)],
  ['serialisation', either(file(/\/fast-json-stringify\//), named(/^(serialize|stringify)$/, /\/fastify\//))],
  ['logging', file(/\/node_modules\/(pino|abstract-logging|thread-stream|sonic-boom)\//)],
];
const LAYERS = [
  ['Fastify (routing, hooks, reply)', file(/\/node_modules\/(fastify|@fastify|find-my-way|avvio|fast-querystring|toad-cache)\//)],
  ['node:http, sockets, timers', either(file(/^node:/), (frame) => frame.url === '' && /^[a-z]/i.test(frame.functionName))],
  ['garbage collection', named(/^\(garbage collector\)$/)],
  ['V8 and native (program)', named(/^\(program\)$/)],
];
const IDLE = '(idle)';

/**
 * CPU time per stage in [from, to] (µs on the monotonic clock process.hrtime reads, which is the profiler's).
 * When the window misses the profile (another clock), the whole profile is used and `whole` says so.
 */
export function profileBreakdown(profile, { from, to }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stageOf = new Map();
  const classify = (id) => {
    if (stageOf.has(id)) return stageOf.get(id);
    const leaf = byId.get(id).callFrame;
    let stage = null;
    if (leaf.functionName === IDLE) stage = IDLE;
    for (let at = id; at !== undefined && !stage; at = parent.get(at)) {
      const found = STAGES.find(([, claims]) => claims(byId.get(at).callFrame));
      if (found) stage = found[0];
    }
    for (let at = id; at !== undefined && !stage; at = parent.get(at)) {
      const found = LAYERS.find(([, claims]) => claims(byId.get(at).callFrame));
      if (found) stage = found[0];
    }
    stageOf.set(id, stage ?? 'other');
    return stageOf.get(id);
  };

  const inWindow = from < profile.endTime && to > profile.startTime;
  const totals = new Map();
  const selfTime = new Map();
  let at = profile.startTime;
  let busy = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (inWindow && (at < from || at > to)) continue;
    const spent = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i];
    const stage = classify(id);
    if (stage === IDLE) {
      idle += spent;
      continue;
    }
    busy += spent;
    totals.set(stage, (totals.get(stage) ?? 0) + spent);
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const frame = `${functionName || '(anonymous)'} ${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
    selfTime.set(frame, (selfTime.get(frame) ?? 0) + spent);
  }
  const order = [...STAGES, ...LAYERS].map(([name]) => name).concat('other');
  return {
    whole: !inWindow,
    busy,
    idle,
    stages: order.filter((name) => totals.has(name)).map((name) => ({ name, us: totals.get(name) })),
    top: [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([frame, us]) => ({ frame, us })),
  };
}

/** The breakdown as text: each stage's CPU ms, its share of busy time, and µs per request answered in the window. */
export function formatBreakdown(breakdown, requests) {
  const perRequest = (us) => (requests ? (us / requests).toFixed(1) : '-').padStart(9);
  const lines = [
    `CPU time of the service${breakdown.whole ? ' (whole run: the window was not found)' : ' in the measured window'}: ` +
      `${(breakdown.busy / 1000).toFixed(0)} ms busy, ${(breakdown.idle / 1000).toFixed(0)} ms idle, ` +
      `${requests.toFixed(0)} requests`,
    'stage                                    CPU ms   share   µs/request',
  ];
  for (const { name, us } of breakdown.stages)
    lines.push(
      `${name.padEnd(38)}${(us / 1000).toFixed(0).padStart(8)}${`${((100 * us) / breakdown.busy).toFixed(1)} %`.padStart(8)}${perRequest(us)}`,
    );
  lines.push(
    `${'total'.padEnd(38)}${(breakdown.busy / 1000).toFixed(0).padStart(8)}${'100 %'.padStart(8)}${perRequest(breakdown.busy)}`,
  );
  lines.push('top frames by self time                                          CPU ms');
  for (const { frame, us } of breakdown.top)
    lines.push(`  ${frame.slice(0, 62).padEnd(62)}${(us / 1000).toFixed(0).padStart(8)}`);
  return lines.join('\n');
}
