/**
 * The deployment files, checked for what the issue requires (there is no Docker daemon here to
 * build them; the image's start command itself runs in webhook-replicas.e2e.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const caddy = readFileSync(join(root, 'deploy', 'Caddyfile'), 'utf8');

describe('Dockerfile', () => {
  it('is multi-stage, installs from the lockfile, ships only production dependencies and the compiled output', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci\b/);
    expect(dockerfile).toMatch(/--omit=dev/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
    expect(dockerfile).not.toMatch(/COPY src \.\/src\s*\n(?![\s\S]*FROM)/); // no sources in the last stage
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).not.toMatch(/COPY (src|test|bench)\b/);
  });

  it('runs as node, checks /healthz, and starts in exec form on dist/', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(runtime).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
  });
});

describe('docker-compose.yml', () => {
  it('describes two replicas in webhook mode on Redis behind a reverse proxy', () => {
    expect(compose).toMatch(/^ {2}whichcard-1: \*whichcard$/m);
    expect(compose).toMatch(/^ {2}whichcard-2: \*whichcard$/m);
    expect(compose).toMatch(/WHICHCARD_STORE: redis:\/\/redis:6379/);
    expect(compose).toMatch(/TELEGRAM_WEBHOOK_URL: https:\/\//);
    expect(compose).toMatch(/TELEGRAM_WEBHOOK_SECRET:/);
    expect(compose).toMatch(/image: redis:7/);
    expect(compose).toMatch(/--appendonly", "yes"/);
    expect(compose).toMatch(/image: caddy:2/);
    expect(caddy).toMatch(/reverse_proxy whichcard-1:8080 whichcard-2:8080/);
    expect(caddy).toMatch(/health_uri \/healthz/);
    expect(caddy).toMatch(/\/telegram\/webhook/);
    expect(caddy).toMatch(/\/discord\/interactions/);
  });
});
