import type { ExportJob, Report } from '@affnet/contracts';
import { startClockAt } from '../src/shared/clock';
import { type TrackingFixture, trackingFixture } from './click-fixtures';
import { exportsClient } from './exports-helpers';

/** One rule for periods (issue 28): explicit dates are the period in every report, list, CSV and export. */

let f: TrackingFixture;
let owner: string;
let offer: number;
// 28 November 2026, noon in New York (Acme's zone); 1 November 2026 is the day its DST ends.
const NOW = '2026-11-28T17:00:00Z';
const VISITS = ['2026-10-31T16:00:00Z', '2026-11-01T16:00:00Z', '2026-11-15T16:00:00Z', '2026-11-27T16:00:00Z', NOW];

beforeAll(async () => {
  startClockAt(NOW);
  f = await trackingFixture();
  offer = await f.addOffer({ name: 'Periods' });
  const publisher = await f.userId('publisher@acme.test');
  for (const at of VISITS) {
    f.tracking.now = () => new Date(at);
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect((await f.postback({ click_id: clickId })).statusCode).toBe(200);
  }
  f.tracking.now = () => new Date();
  await f.flush();
  owner = await f.token('owner@acme.test');
});

afterAll(() => f.close());

const get = (path: string) => f.get(path, owner);
async function report(query: string): Promise<Report> {
  const response = await get(`/api/statistics/report?offer_id=${offer}&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().payload as Report;
}
const daysWithClicks = (r: Report) => r.rows.filter((row) => row.clicks > 0).map((row) => row.keys[0]);

describe('the period of a report', () => {
  it('is from/to without a preset, and with preset=custom', async () => {
    for (const query of ['from=2026-11-01&to=2026-11-27', 'preset=custom&from=2026-11-01&to=2026-11-27']) {
      const r = await report(`${query}&group=day`);
      expect([r.from, r.to]).toEqual(['2026-11-01', '2026-11-27']);
      expect(daysWithClicks(r)).toEqual(['2026-11-01', '2026-11-15', '2026-11-27']);
      expect(r.totals.clicks).toBe(3);
    }
  });

  it('is the preset alone, and a preset with the same dates', async () => {
    expect((await report('preset=this_month&group=day')).totals.clicks).toBe(4);
    expect((await report('preset=this_month&from=2026-11-01&to=2026-11-28')).totals.clicks).toBe(4);
    expect((await report('preset=last_month&from=2026-10-01')).totals.clicks).toBe(1);
    expect((await report('group=day')).rows.map((row) => row.keys[0])).toEqual(['2026-11-28']);
  });

  it.each([
    ['preset=today&from=2026-11-01&to=2026-11-27', 'preset', 'from/to disagree with preset=today'],
    ['preset=this_month&to=2026-11-27', 'preset', 'from/to disagree with preset=this_month'],
    ['from=2026-11-27&to=2026-11-01', 'from', 'from: must not be after to'],
    ['from=2026-11-01', 'to', 'to: required with from'],
    ['to=2026-11-27', 'from', 'from: required with to'],
    ['preset=custom', 'from', 'from: required for a custom range'],
    ['preset=someday', 'preset', 'preset: must be one of'],
  ])('refuses %s with a 400 naming %s, in the report and stats.csv', async (query, field, message) => {
    for (const path of ['/api/statistics/report', '/api/statistics/report.csv']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, field });
      expect(response.json().msg).toContain(message);
    }
  });

  it('by hour lists every hour of the period in the zone, quiet ones with zeros', async () => {
    const day = await report('from=2026-11-15&to=2026-11-15&group=hour');
    expect(day.rows).toHaveLength(24);
    expect(day.rows[0]).toMatchObject({ keys: ['2026-11-15 00:00'], clicks: 0, conversions: 0 });
    expect(day.rows.filter((row) => row.clicks > 0).map((row) => row.keys[0])).toEqual(['2026-11-15 11:00']);
    // The day DST ends has its 01:00 twice: one local hour, as the rollups count it.
    expect((await report('from=2026-11-01&to=2026-11-01&group=hour')).rows).toHaveLength(24);
    expect((await report('from=2026-11-14&to=2026-11-15&group=hour')).rows).toHaveLength(48);
    // The day DST starts has no 02:00 (8 March to 1 November: 239 days); a period without traffic stays empty.
    const spring = await report('from=2026-03-08&to=2026-03-08&group=hour');
    expect(spring.rows).toEqual([]);
    expect((await report('from=2026-03-08&to=2026-11-01&group=hour')).rows).toHaveLength(239 * 24 - 1);
  });
});

describe('the period of the conversions list and conversions.csv', () => {
  it('takes the dates, one of them as an open bound, or a preset', async () => {
    const total = async (query: string) => {
      const response = await get(`/api/statistics/conversions?offer_id=${offer}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().payload.total as number;
    };
    expect(await total('from=2026-11-01&to=2026-11-27')).toBe(3);
    expect(await total('from=2026-11-02')).toBe(3);
    expect(await total('to=2026-11-01')).toBe(2);
    expect(await total('preset=last_month')).toBe(1);
    expect(await total('')).toBe(5);
  });

  it('refuses dates the wrong way round, or against the preset, naming the field', async () => {
    for (const path of ['/api/statistics/conversions', '/api/statistics/conversions.csv']) {
      const backwards = await get(`${path}?from=2026-11-27&to=2026-11-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ err: 1, field: 'from' });
      const disagree = await get(`${path}?preset=yesterday&from=2026-11-01`);
      expect(disagree.statusCode).toBe(400);
      expect(disagree.json()).toMatchObject({ err: 1, field: 'preset' });
    }
  });
});

describe('the period of a download-center export', () => {
  it('an export asked for 1–27 November holds those days, and keeps them as its period', async () => {
    const client = exportsClient(f.app, owner);
    const created = await client.create('report', { from: '2026-11-01', to: '2026-11-27', group: 'day' });
    expect(created.statusCode).toBe(201);
    const job = created.json().payload as ExportJob;
    expect(job.query).toEqual({ from: '2026-11-01', to: '2026-11-27', group: 'day' });
    const done = await client.finished(job.id);
    expect(done.status).toBe('done');
    const file = (await client.file(job.id)).body;
    expect(file).toBe((await get('/api/statistics/report.csv?from=2026-11-01&to=2026-11-27&group=day')).body);
    for (const day of ['2026-11-01', '2026-11-15', '2026-11-27']) expect(file).toContain(day);
    expect(file).not.toContain('2026-11-28');
    expect(file).not.toContain('2026-10-31');
  });

  it('keeps a preset as the dates it meant when asked, and refuses what the report refuses', async () => {
    const client = exportsClient(f.app, owner);
    const lastMonth = (await client.create('report', { preset: 'last_month' })).json().payload as ExportJob;
    expect(lastMonth.query).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const conversions = await client.create('conversions', { preset: 'yesterday', status: 'approved' });
    expect((conversions.json().payload as ExportJob).query).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
      status: 'approved',
    });
    const disagree = await client.create('report', { preset: 'today', from: '2026-11-01', to: '2026-11-27' });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json()).toMatchObject({ err: 1, field: 'preset' });
    const backwards = await client.create('conversions', { from: '2026-11-27', to: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ err: 1, field: 'from' });
  });
});
