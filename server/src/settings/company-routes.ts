import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { companyDetails, saveCompanyDetails } from './company';
import { companyAnswer, companyBody } from './company-schemas';

const owner = requireSession(PERMISSIONS.network);
const tags = ['settings'];
const company = { 200: okAnswer(companyAnswer) };

/** The network's company details: the issuer its invoices name, and the language of its documents. */
export default async function companySettingsRoutes(app: RouteApp) {
  app.get(
    '/api/network/settings/company',
    {
      schema: { summary: 'The network’s company details and documents’ language', tags, response: company },
      preHandler: owner,
    },
    async (request) => ok('ok', await companyDetails(app.ctx, sessionOf(request))),
  );

  app.put(
    '/api/network/settings/company',
    {
      schema: {
        summary: 'Save the company details and documents’ language',
        tags,
        body: companyBody,
        response: company,
      },
      preHandler: owner,
    },
    async (request) => ok('Company details saved', await saveCompanyDetails(app.ctx, sessionOf(request), request.body)),
  );
}
