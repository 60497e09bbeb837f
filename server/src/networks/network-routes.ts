import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { email, nameText, networkId, objectOf, password, type RouteApp } from '../shared/http/schemas';
import { networkAnswer, networkIdTakenAnswer, registeredNetworkAnswer } from './answers';
import { networkIdExists, networkView, networkVisibleTo, registerNetwork } from './networks';

const idParams = objectOf({ id: { type: 'string', minLength: 1, maxLength: 100 } });
const tags = ['networks'];
const schemas = {
  register: {
    summary: 'Sign up a new network with its owner account',
    tags,
    body: objectOf({ network_id: networkId, company_name: nameText, name: nameText, email, password }),
    response: { 200: okAnswer(registeredNetworkAnswer) },
  },
  exists: {
    summary: 'Whether a network id is already taken, for the sign-up form',
    tags,
    params: idParams,
    response: { 200: okAnswer(networkIdTakenAnswer) },
  },
  data: {
    summary: "A network's record: the caller's own, or any for the super admin",
    tags,
    params: idParams,
    response: { 200: okAnswer(networkAnswer) },
  },
};

/** Network sign-up, the id availability check and the network record. */
export default async function networkUserRoutes(app: RouteApp) {
  const { publicWrites } = app.ctx.config;

  app.post(
    '/user/network/register',
    {
      schema: schemas.register,
      config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
    },
    async (request) => ok('Network created. You can sign in now.', await registerNetwork(app.ctx, request.body)),
  );

  app.get('/user/network_id/exists/:id', { schema: schemas.exists }, async (request) =>
    ok('ok', { exists: await networkIdExists(app.ctx, request.params.id.toLowerCase()) }),
  );

  app.get('/user/network/data/:id', { schema: schemas.data, preHandler: requireSession() }, async (request) => {
    const network = await networkVisibleTo(app.ctx, sessionOf(request), request.params.id);
    return ok('ok', networkView(network));
  });
}
