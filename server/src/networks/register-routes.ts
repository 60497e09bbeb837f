import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { email, nameText, objectOf, opaqueToken, password, type RouteApp } from '../shared/http/schemas';
import { inviteInfoAnswer } from './answers';
import { type InviteKind, inviteInfo, registerWithInvite } from './invite-sign-up';

const tags = ['networks'];
const registration = (kind: InviteKind) => ({
  summary: `Sign up as a ${kind} through an invitation link of the network`,
  tags,
  body: objectOf({ name: nameText, email, password, company_name: nameText }),
  querystring: objectOf({ token: { ...opaqueToken, description: `The token of a ${kind} invitation` } }),
  response: { 200: okAnswer() },
});
const inviteSchema = {
  summary: 'The invitation behind a registration link: which account, in which network',
  tags,
  params: objectOf({ token: opaqueToken }),
  response: { 200: okAnswer(inviteInfoAnswer) },
};

/** Sign-up of publishers and advertisers through an invitation link, and the invite's look-up. */
export default async function registrationRoutes(app: RouteApp) {
  const { publicWrites } = app.ctx.config;
  const routes: [string, InviteKind][] = [
    ['/registerPublisher/add', 'publisher'],
    ['/registerAdvertiser/add', 'advertiser'],
  ];
  for (const [url, kind] of routes) {
    app.post(
      url,
      {
        schema: registration(kind),
        config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
      },
      async (request) => {
        await registerWithInvite(app.ctx, kind, request.query.token, request.tenant, request.body);
        return ok('Account created. You can sign in now.');
      },
    );
  }

  app.get('/api/invite/:token', { schema: inviteSchema }, async (request) =>
    ok('ok', await inviteInfo(app.ctx, request.params.token, request.tenant)),
  );
}
