/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { release } from './release';
import { sourcesHash, writeSourcesFile } from './release-sources';

/*
 * The command around a release folder that exists: what a second run does after a registration that failed. (Building
 * takes 30-55 s: a folder "built" here is one with the files the command reads.)
 */

const ROOT = path.resolve(__dirname, '../../..');
const SAVED = { ...process.env };
let releases: string;
let send: jest.SpyInstance;
let errors: jest.SpyInstance;

/** A release folder of mfe_offers as a build leaves it, from the given sources. */
function builtFolder(version: string, sources: string | null): string {
  const folder = path.join(releases, 'mfe_offers', version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
  if (sources) writeSourcesFile(folder, sources);
  return folder;
}

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: 'x', json: async () => body }) as Response;
const sentBody = () => JSON.parse(String((send.mock.calls[0]?.[1] as RequestInit | undefined)?.body));
const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call.join(' ')).join('\n');

beforeEach(() => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'affnet-release-'));
  Object.assign(process.env, { RELEASES_DIR: releases, AFFNET_SERVER_URL: 'http://deploy.test' });
  delete process.env.DEPLOY_TOKEN;
  send = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { err: 0 }));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...SAVED };
  rmSync(releases, { recursive: true, force: true });
});

const sameSources = () => sourcesHash(ROOT, path.join(ROOT, 'mfe-offers'));
const run = (...args: string[]) => release(['mfe-offers', '--version', '9.9.9', '--no-test', ...args], ROOT);

describe('npm run release, when the registration fails', () => {
  it('fails without a deploy token, keeps the folder, and the same command registers it later without a rebuild', async () => {
    const folder = builtFolder('9.9.9', sameSources());
    await expect(run()).resolves.toBe(1);
    expect(printed(errors)).toMatch(/Could not register mfe_offers 9\.9\.9: DEPLOY_TOKEN is not set\./);
    expect(printed(errors)).toMatch(/run the same command again/);
    expect(send).not.toHaveBeenCalled();
    expect(existsSync(folder)).toBe(true);

    process.env.DEPLOY_TOKEN = 'team-token';
    await expect(run()).resolves.toBe(0);
    expect(send.mock.calls[0]?.[0]).toBe('http://deploy.test/api/remotes/releases');
    expect(sentBody()).toEqual({ remote: 'mfe_offers', version: '9.9.9' });
  });

  it("fails on the server's refusal and when the server does not answer", async () => {
    builtFolder('9.9.9', sameSources());
    process.env.DEPLOY_TOKEN = 'wrong';
    send.mockResolvedValueOnce(answer(401, { err: 1, msg: 'The deploy token is not valid' }));
    await expect(run()).resolves.toBe(1);
    expect(printed(errors)).toMatch(/The server refused mfe_offers 9\.9\.9: 401 The deploy token is not valid/);
    send.mockRejectedValueOnce(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }));
    await expect(run()).resolves.toBe(1);
    expect(printed(errors)).toMatch(/the server at http:\/\/deploy\.test did not answer \(connect ECONNREFUSED\)/);
  });

  it('succeeds without the server only when told it is offline', async () => {
    builtFolder('9.9.9', sameSources());
    await expect(run('--offline')).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('passes --make-default to the registration', async () => {
    builtFolder('9.9.9', sameSources());
    process.env.DEPLOY_TOKEN = 'operator';
    await expect(run('--make-default')).resolves.toBe(0);
    expect(sentBody()).toEqual({ remote: 'mfe_offers', version: '9.9.9', make_default: true });
  });
});

describe('a release folder that exists', () => {
  it('is never rebuilt from other sources', async () => {
    builtFolder('9.9.9', 'f'.repeat(64));
    await expect(run()).rejects.toThrow(/exists, built from other sources: a release never changes/);
    expect(send).not.toHaveBeenCalled();
  });

  it('is registered as it is with --register-only; a missing one is refused', async () => {
    builtFolder('9.9.9', null);
    process.env.DEPLOY_TOKEN = 'operator';
    await expect(release(['mfe_offers', '--version=9.9.9', '--register-only'], ROOT)).resolves.toBe(0);
    expect(sentBody()).toEqual({ remote: 'mfe_offers', version: '9.9.9' });
    await expect(release(['mfe_offers', '--version=9.9.8', '--register-only'], ROOT)).rejects.toThrow(
      /holds no release: build it first/,
    );
  });
});
