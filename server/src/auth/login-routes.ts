import type { LoginCredentials } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { credentials, objectOf, opaqueToken, type RouteApp } from '../shared/http/schemas';
import { signedInAnswer, signedInByAccountAnswer } from './answers';
import { type LoginDoor, signIn, signInWithAccountToken } from './sign-in';

const SIGNED_IN = 'Signed in';

function signInVia(door: LoginDoor, request: FastifyRequest, given: LoginCredentials) {
  return signIn(request.server.ctx, door, {
    email: given.email,
    password: given.password,
    tenant: request.tenant,
    host: (request.headers.host ?? '').toLowerCase(),
    ip: request.ip,
  });
}

const tags = ['auth'];
const signedIn = { 200: okAnswer(signedInAnswer) };
const userDetailsBody = objectOf({ userDetails: credentials });
const schemas = {
  member: {
    summary: "Sign in as a publisher or advertiser of the host's network",
    tags,
    body: userDetailsBody,
    response: signedIn,
  },
  admin: { summary: 'Sign in as the super admin of the platform', tags, body: userDetailsBody, response: signedIn },
  owner: { summary: "Sign in as the owner of the host's network", tags, body: credentials, response: signedIn },
  account: {
    summary: "Open a publisher's or advertiser's session with an account token from his network owner (/ext)",
    tags,
    body: objectOf({ accountToken: { ...opaqueToken, maxLength: 2000 } }),
    response: { 200: okAnswer(signedInByAccountAnswer) },
  },
};

/** The four login paths; each answers `payload: [CurrentUser]`. */
export default async function loginRoutes(app: RouteApp) {
  app.post('/user/login', { schema: schemas.member }, async (request) =>
    ok(SIGNED_IN, [await signInVia('member', request, request.body.userDetails)]),
  );

  app.post('/user/admin/login', { schema: schemas.admin }, async (request) =>
    ok(SIGNED_IN, [await signInVia('admin', request, request.body.userDetails)]),
  );

  app.post('/user/network/login', { schema: schemas.owner }, async (request) =>
    ok(SIGNED_IN, [await signInVia('owner', request, request.body)]),
  );

  app.post('/user/account/login', { schema: schemas.account }, async (request) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const current = await signInWithAccountToken(app.ctx, request.body.accountToken, request.tenant, host);
    return ok(SIGNED_IN, [current]);
  });
}
