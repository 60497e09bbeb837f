import { http } from '@affnet/core';
import { serverError } from './api-answers';
import type { ApiDocument } from './contract';
import { fakeServer, takeProblems } from './fake-server';
import { anOffer } from './offers';

/** A copy of the committed document the fake server holds pages to, for a test to change. */
const served = (): ApiDocument => JSON.parse(JSON.stringify(require('@affnet/contracts/openapi.json')));

interface Schema {
  properties: Record<string, Schema>;
  required: string[];
}
/** The payload's schema in the answer of GET /api/offers/{id}. */
function offerAnswerIn(document: ApiDocument): Schema {
  const answer = document.paths['/api/offers/{id}']?.get?.responses?.['200']?.content?.['application/json']?.schema;
  return (answer as unknown as Schema).properties.payload as Schema;
}

/** How the fake server refused a request: the page's call fails, and the test would fail when it ends. */
async function refusalOf(request: Promise<unknown>): Promise<{ call: string; test: string[] }> {
  const error = await request.then(
    () => new Error('the fake server took it'),
    (refused: Error) => refused,
  );
  return { call: error.message, test: takeProblems() };
}

afterEach(() => jest.restoreAllMocks());

it('answers a payload the contract describes, in the envelope', async () => {
  const server = fakeServer({ 'GET /api/offers/:id': jest.fn(() => anOffer({ id: 7 })) });
  const answer = await http.get('/api/offers/7');
  expect(answer.data).toEqual({ err: 0, msg: '', payload: anOffer({ id: 7 }) });
  expect(server('GET /api/offers/:id')).toHaveBeenCalledWith(expect.objectContaining({ path: { id: '7' } }));
});

it('refuses an answer once the contract requires a field the fixture lacks', async () => {
  const changed = served();
  const offer = offerAnswerIn(changed);
  offer.properties.margin_note = { type: 'string' } as unknown as Schema;
  offer.required.push('margin_note');
  fakeServer({ 'GET /api/offers/:id': () => anOffer() }, { document: changed });
  const refused = await refusalOf(http.get('/api/offers/1'));
  expect(refused.call).toContain('GET /api/offers/:id is off the contract');
  expect(refused.call).toContain("answer/payload must have required property 'margin_note'");
  expect(refused.test).toEqual([refused.call]);
});

it('refuses an answer missing a field or giving one of another type, naming the field', async () => {
  const { currency: _currency, ...withoutCurrency } = anOffer();
  fakeServer({ 'GET /api/offers/:id': () => withoutCurrency });
  expect((await refusalOf(http.get('/api/offers/1'))).call).toContain(
    "answer/payload must have required property 'currency'",
  );
  fakeServer({ 'GET /api/offers/:id': () => anOffer({ payout: '12.50' as never }) });
  expect((await refusalOf(http.get('/api/offers/1'))).call).toContain('answer/payload/payout must be');
});

it('refuses a request whose path, query or body the server would not take', async () => {
  const server = fakeServer({ 'GET /api/offers/:id': jest.fn(), 'GET /api/offers': jest.fn() });
  // Whatever the endpoints answer, a request the server would refuse fails.
  expect((await refusalOf(http.get('/api/offers/abc'))).call).toContain('path/id must be integer');
  expect((await refusalOf(http.get('/api/offers', { params: { tab: 'archived' } }))).call).toContain('query/tab');
  expect((await refusalOf(http.get('/api/offers?colour=red'))).call).toContain(
    "query must NOT have additional properties 'colour'",
  );
  server('PUT /api/offers/:id').mockResolvedValue(anOffer());
  expect((await refusalOf(http.put('/api/offers/1', { name: 'Shoes', payout: 'a lot' }))).call).toContain(
    'body/payout must be',
  );
});

it('lets a test answer a request the server would refuse with the server’s 400, and nothing else', async () => {
  const server = fakeServer();
  server('GET /api/offers').mockRejectedValue(serverError('tab: must be one of all, active, public, private'));
  await expect(http.get('/api/offers', { params: { tab: 'archived' } })).rejects.toMatchObject({ status: 400 });
  expect(takeProblems()).toEqual([]);
  server('GET /api/offers').mockRejectedValue(serverError('down', 500, 'INTERNAL'));
  expect((await refusalOf(http.get('/api/offers', { params: { tab: 'archived' } }))).test).toEqual([
    expect.stringContaining('GET /api/offers is off the contract'),
  ]);
});

it('refuses a route the API does not have, when the test names it', () => {
  expect(() => fakeServer({ 'GET /api/offer-of-the-day': jest.fn() })).toThrow(
    'The API has no GET /api/offer-of-the-day',
  );
  expect(() => fakeServer()('DELETE /api/offers')).toThrow('The API has no DELETE /api/offers');
});

it('takes failures and files as the test gives them', async () => {
  const server = fakeServer();
  server('GET /api/offers/:id').mockRejectedValue(new Error('down'));
  await expect(http.get('/api/offers/1')).rejects.toThrow('down');
  const file = new Blob(['a,b']);
  server('GET /api/exports/:id/file').mockResolvedValue(file);
  expect((await http.get('/api/exports/1/file', { responseType: 'blob' })).data).toBe(file);
});
