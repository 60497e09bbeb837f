/**
 * What the sign-in and session routes answer (@affnet/contracts' user types), for the OpenAPI document. Each shape is
 * written once here and reused by every route that answers it.
 */
import { ACCOUNT_LOGIN_TYPE, PERMISSIONS } from '@affnet/contracts';
import { anyString } from '../shared/http/answers';
import { objectOf } from '../shared/http/schemas';

/** Every role has the one permission of its name (permissionsFor), so both take the values of PERMISSIONS. */
const role = { type: 'string', enum: Object.values(PERMISSIONS) } as const;

/** UserDetail: who signed in, as the token and the browser's `currentUser` carry it. */
const userDetailAnswer = objectOf({
  id: { type: 'integer', minimum: 1 },
  name: anyString,
  email: anyString,
  role,
  company_name: { type: 'string', description: "His company; 'affnet' for the super admin" },
  domain: objectOf({ dashboard: { type: 'string', description: "The network's dashboard host" } }),
  network: {
    type: 'array',
    items: anyString,
    maxItems: 1,
    description: 'The network id he belongs to; empty for the super admin',
  },
  parentId: {
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    maxItems: 1,
    description: "A publisher's or advertiser's network owner; empty for owners and the super admin",
  },
});

const sessionFields = {
  token: { type: 'string', description: 'The session token (a JWT) to send as the Authorization header' },
  userDetail: userDetailAnswer,
  permissions: { type: 'array', items: role, minItems: 1, maxItems: 1 },
};

/** `payload: [CurrentUser]`: the login calls answer the signed-in record as a list of one. */
const signedIn = (currentUser: object) => ({ type: 'array', items: currentUser, minItems: 1, maxItems: 1 }) as const;

/** CurrentUser of the sign-in pages: without the /ext hand-off's fields. */
export const signedInAnswer = signedIn(objectOf(sessionFields));

/** CurrentUser of the /ext hand-off: the session also names its login type and holds the account token. */
export const signedInByAccountAnswer = signedIn(
  objectOf({ ...sessionFields, loginType: { const: ACCOUNT_LOGIN_TYPE }, accountToken: anyString }),
);

/** The short-lived token a network owner hands to /ext to open one of his users' dashboards. */
export const accountTokenAnswer = objectOf({
  accountToken: { type: 'string', description: 'Valid for a short while, for POST /user/account/login' },
});

/** A reset link that can still be used: whose account it is. */
export const resetLinkAnswer = objectOf({ email: anyString });
