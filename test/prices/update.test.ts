/**
 * `whichcard prices update` end to end: the SkyPilot samples served from 127.0.0.1 (the real fetch
 * path), snapshots in a temporary WHICHCARD_PRICES_DIR, the catalog reading them on top of catalog/.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/adapters/cli/main.ts';
import { loadCatalog } from '../../src/core/catalog/index.ts';
import { readCurrentSnapshots, snapshotOffers } from '../../src/core/prices/snapshot.ts';
import { updatePrices } from '../../src/prices/update.ts';
import { startServer, type TestServer } from './server.ts';

const FIXTURES = new URL('../fixtures/imports/skypilot-v8/', import.meta.url).pathname;
const sample = (cloud: string) => readFileSync(join(FIXTURES, cloud, 'vms.csv'));

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'whichcard-prices-'));
  server.routes.clear();
  for (const cloud of ['aws', 'gcp', 'vast']) {
    server.routes.set(`/v8/${cloud}/vms.csv`, (req, res) => {
      const etag = `"${cloud}-1"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res.writeHead(200, { etag, 'content-type': 'text/csv' }).end(sample(cloud));
    });
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: { LANG: 'en_US.UTF-8', WHICHCARD_PRICES_DIR: dir }, now: new Date(), color: false });
  return { code, stdout, stderr };
}

describe('whichcard prices update --source skypilot --from <url>', () => {
  it('reads each cloud at <from>/<cloud>/vms.csv, reports a missing one and writes a snapshot with a current pointer', async () => {
    const { code, stdout, stderr } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws,gcp,vast,lambda', '--from', `${server.url}/v8`]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/skypilot: updated — 228 offers/);
    expect(stdout).toMatch(/gcp: 72 offers from 242 rows/);
    expect(stdout).toMatch(/lambda: no file at .*\/v8\/lambda\/vms.csv — skipped/);
    expect(stdout).toMatch(/1 row skipped: "RTX4090" with 48 GB is not rtx4090 \(24 GB\)/);
    expect(stdout).toMatch(/Cheapest per GPU-hour, before → after \(aws, gcp, vast\)/);
    const pointer = JSON.parse(readFileSync(join(dir, 'skypilot', 'current.json'), 'utf8'));
    expect(existsSync(join(dir, 'skypilot', pointer.file))).toBe(true);
    const [snapshot] = readCurrentSnapshots(dir);
    expect(snapshot!.parts.map((p) => [p.name, p.status, p.etag])).toEqual([['aws', 'ok', '"aws-1"'], ['gcp', 'ok', '"gcp-1"'], ['vast', 'ok', '"vast-1"']]);
    for (const o of snapshotOffers(snapshot!)) expect(o.sourceVersion).toMatch(/^etag:/);
  });

  it('puts the GCP H100 at its us-central1 price (host + GPU, $5.38) in the catalog instead of the old $10.98 row', async () => {
    const before = loadCatalog().offers.filter((o) => o.provider === 'gcp' && o.gpu === 'h100-sxm' && o.billing === 'on_demand');
    expect(Math.min(...before.map((o) => o.pricePerGpuHour))).toBeGreaterThan(10);
    await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'gcp', '--from', `${server.url}/v8`]);
    const catalog = loadCatalog({ pricesDir: dir });
    const gcp = catalog.offers.filter((o) => o.provider === 'gcp' && o.gpu === 'h100-sxm' && o.billing === 'on_demand');
    const cheapest = gcp.sort((a, b) => a.pricePerGpuHour - b.pricePerGpuHour)[0]!;
    expect(cheapest.pricePerGpuHour).toBeCloseTo(5.38327, 5);
    expect(['us-central1', 'us-west1']).toContain(cheapest.region);
    expect(cheapest.source).toContain(`${server.url}/v8/gcp/vms.csv`);
    expect(cheapest.staleAfterDays).toBe(30);
    // offers of providers no snapshot covers stay as catalog/ has them
    expect(catalog.offers.filter((o) => o.provider === 'autodl')).toEqual(loadCatalog().offers.filter((o) => o.provider === 'autodl'));
    expect(catalog.priceSnapshots?.[0]).toMatchObject({ source: 'skypilot', offers: 72 });
  });

  it('asks again with the ETag: a 304 keeps the snapshot as it is ("unchanged")', async () => {
    await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws', '--from', `${server.url}/v8`]);
    const files = readdirSync(join(dir, 'skypilot'));
    const { code, stdout } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws', '--from', `${server.url}/v8`]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/skypilot: unchanged/);
    expect(server.seen.at(-1)!.headers['if-none-match']).toBe('"aws-1"');
    expect(readdirSync(join(dir, 'skypilot'))).toEqual(files);
  });

  it('a truncated download never replaces a good snapshot: the cloud keeps its previous offers', async () => {
    await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws,gcp', '--from', `${server.url}/v8`]);
    const good = snapshotOffers(readCurrentSnapshots(dir)[0]!).filter((o) => o.provider === 'gcp');
    server.routes.set('/v8/gcp/vms.csv', (_req, res) => {
      res.writeHead(200, { 'content-length': String(sample('gcp').length) });
      res.write(sample('gcp').subarray(0, 5000));
      setTimeout(() => res.destroy(), 10);
    });
    server.routes.set('/v8/aws/vms.csv', (_req, res) => res.writeHead(200, { etag: '"aws-2"' }).end(sample('aws')));
    const { stdout } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws,gcp', '--from', `${server.url}/v8`]);
    expect(stdout).toMatch(/gcp: kept the previous 72 offers \(.*(broke off|bytes).*\)/);
    const after = readCurrentSnapshots(dir)[0]!;
    expect(after.parts.find((p) => p.name === 'gcp')!.status).toBe('carried');
    expect(after.parts.find((p) => p.name === 'gcp')!.offers).toEqual(good);
  });

  it('a source whose every part fails keeps the current snapshot and exits 1', async () => {
    await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws', '--from', `${server.url}/v8`]);
    const pointer = readFileSync(join(dir, 'skypilot', 'current.json'), 'utf8');
    server.routes.set('/v8/aws/vms.csv', (_req, res) => res.writeHead(500).end());
    const outcomes = await updatePrices({ dir, catalog: loadCatalog(), now: () => new Date(Date.now() + 60_000), sources: ['skypilot'], clouds: ['aws'], from: `${server.url}/v8`, fetch: { retries: 0 } });
    expect(outcomes[0]!.status).toBe('failed');
    expect(outcomes[0]!.parts[0]).toMatchObject({ status: 'carried', message: expect.stringMatching(/HTTP 500/) });
    expect(readFileSync(join(dir, 'skypilot', 'current.json'), 'utf8')).toBe(pointer);
    server.routes.delete('/v8/aws/vms.csv');
    rmSync(join(dir, 'skypilot'), { recursive: true });
    const { code, stderr } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'aws', '--from', `${server.url}/v8`]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/No source was read/);
    expect(pointer).toContain('.json');
  });

  it('--dry-run prints what would change and writes nothing', async () => {
    const { code, stdout } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'gcp', '--from', `${server.url}/v8`, '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/What would change \(skypilot\): \d+ offers added, \d+ removed, \d+ price moves/);
    expect(stdout).toMatch(/Largest move per card:\n {2}h100-sxm: gcp us-east4 1× spot \$2\.51 → \$2\.39 \(-4\.8 %\)/);
    // the cheapest on-demand H100 at GCP: the catalog's us-east4 row → us-central1 (host + GPU)
    expect(stdout).toMatch(/│ h100-sxm\s+│ on-demand\s+│ \$10\.98 gcp\s+│ \$5\.38 gcp\s+│ -51 %/);
    expect(existsSync(join(dir, 'skypilot'))).toBe(false);
  });

  it('reads a folder the same way (offline, the samples as they are)', async () => {
    const { code, stdout } = await cli(['prices', 'update', '--source', 'skypilot', '--cloud', 'vast', '--from', FIXTURES.replace(/\/$/, '')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/vast: 62 offers from 63 rows/);
    const offers = snapshotOffers(readCurrentSnapshots(dir)[0]!);
    expect(offers.every((o) => /^sha256:/.test(o.sourceVersion))).toBe(true);
  });

  it('rejects an unknown source or cloud with a clear message', async () => {
    expect((await cli(['prices', 'update', '--source', 'nope'])).stderr).toMatch(/nope/);
    expect((await cli(['prices', 'update', '--cloud', 'mars'])).code).toBe(2);
  });

  it('every source at once from the fixtures folder, offline (--from test/fixtures/imports)', async () => {
    const { code, stdout } = await cli(['prices', 'update', '--from', new URL('../fixtures/imports', import.meta.url).pathname]);
    expect(code).toBe(0);
    for (const line of [/csv: updated — 5 offers/, /vast: updated — 10 offers/, /runpod: updated — 10 offers/, /skypilot: updated — 228 offers/, /gpuhunt: updated — 7 offers/]) expect(stdout).toMatch(line);
    expect(readCurrentSnapshots(dir).map((s) => s.source)).toEqual(['csv', 'vast', 'runpod', 'skypilot', 'gpuhunt']);
  });

  it('POSTs the Vast search and the RunPod query to their APIs', async () => {
    const imports = new URL('../fixtures/imports/', import.meta.url).pathname;
    server.routes.set('/api/v0/bundles/', (req, res, body) => {
      expect(req.method).toBe('POST');
      expect(JSON.parse(body)).toMatchObject({ verified: { eq: true }, rentable: { eq: true }, reliability: { gte: 0.95 } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(`${imports}vast/bundles.json`));
    });
    server.routes.set('/graphql', (_req, res, body) => {
      expect(JSON.parse(body).query).toMatch(/gpuTypes/);
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(`${imports}runpod/gpuTypes.json`));
    });
    expect((await cli(['prices', 'update', '--source', 'vast', '--from', server.url])).stdout).toMatch(/vast: updated — 10 offers/);
    expect((await cli(['prices', 'update', '--source', 'runpod', '--from', server.url])).stdout).toMatch(/runpod: updated — 10 offers/);
  });

  it('a CSV with a bad row is rejected whole, naming file, line and field', async () => {
    const bad = new URL('../fixtures/imports/csv-bad', import.meta.url).pathname;
    const { code, stdout, stderr } = await cli(['prices', 'update', '--source', 'csv', '--from', bad]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/bad\.csv: failed — .*bad\.csv:3: gpu: unknown GPU "RTX 9999"/s);
    expect(stderr).toMatch(/No source was read/);
  });
});
