import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';
import { bool, enumList, type Query } from '../shared/params.js';
import { clientDetails, clientLoginDetails, devicesError, type SeedClient } from './client-profile.js';

/** account-status values of 002 §7 and the seed's status codes each stands for. */
const STATUS_CODES: Record<string, string[]> = { Open: ['O', 'R'], Closed: ['C'], Dormant: ['M'], Held: ['H'], Blocked: ['B'] };
const ACCOUNT_STATUS_VALUES = Object.keys(STATUS_CODES);

// The client overview's two reads (002 §7 Client overview), scoped like client search: a client serviced
// by none of the caller's adviser entities, or an account no entity of the caller advises, is not there (404 / left out).
export function registerClientOverviewRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { clientId: string }; Querystring: Query }>(
    '/wealth/channel/adviser/v2/adviser/client/:clientId/details',
    async (request) => {
      const found = await db.query<SeedClient>(
        `select contact_id, contact_type, type, first_name, middle_name, last_name, organisation_name, suburb, state,
                postcode, status, email, mobile, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth
           from clients where contact_id = $1 and entity_key = any($2::text[])`,
        [request.params.clientId, request.scope.entityKeys],
      );
      const client = found.rows[0];
      if (!client) throw notFound();
      const details = clientDetails(client);
      // 002 §4: the login-device read failing is reported as the single DEVICES_ERROR beside everything else.
      if (devicesError(client.contact_id)) {
        return {
          data: { ...details, clientLoginDetails: null },
          error: [{ code: 'DEVICES_ERROR', message: 'Client login devices are unavailable' }],
        };
      }
      return { data: { ...details, clientLoginDetails: clientLoginDetails(client.contact_id) }, error: [] };
    },
  );

  app.get<{ Params: { clientId: string }; Querystring: Query }>(
    '/wealth/channel/adviser/v1/clients/:clientId/related-accounts',
    async (request) => {
      const q = request.query;
      const keys = request.scope.entityKeys;
      const owned = await db.query<{ n: number }>(
        'select count(*)::int as n from clients where contact_id = $1 and entity_key = any($2::text[])',
        [request.params.clientId, keys],
      );
      if (!owned.rows[0]?.n) throw notFound();
      const statuses = enumList(q, 'account-status', ACCOUNT_STATUS_VALUES);
      const codes = statuses ? statuses.flatMap((s) => STATUS_CODES[s]) : null;
      const types = ['WRAP', 'CASH'];
      if (bool(q, 'include-term-deposit-accounts')) types.push('TD');
      // include-mot-accounts is the Mgl brand's only (002 §7): the user's brand decides, whatever badge is sent.
      if (bool(q, 'include-mot-accounts') && request.scope.brand === 'mgl') types.push('MOT');
      const balances = bool(q, 'include-balances');
      const rows = await db.query<Record<string, string | number | null>>(
        `select a.account_id, a.account_number, a.account_name, a.product_code, a.product_description, a.account_type,
                a.wrap_account_source, a.available_balance, a.ledger_balance, a.account_status, a.status_code,
                a.linked_cash_account, a.parent_account_id, a.business_venture, a.role_type,
                to_char(a.maturity_date, 'YYYY-MM-DD') as maturity_date,
                (array_agg(e.adviser_code order by aa.adviser_type, e.entity_key))[1] as adviser_code,
                (array_agg(e.dealer_code order by aa.adviser_type, e.entity_key))[1] as dealer_code,
                (array_agg(aa.adviser_type order by aa.adviser_type, e.entity_key))[1] as adviser_type,
                coalesce(array_agg(e.adviser_code order by e.entity_key) filter (where aa.adviser_type = 'S'), '{}') as sec_adviser_codes
           from accounts a
           join account_advisers aa on aa.account_id = a.account_id and aa.entity_key = any($2::text[])
           join adviser_entities e on e.entity_key = aa.entity_key
          where a.client_id = $1 and a.account_type = any($3::text[])
            and ($4::text[] is null or a.status_code = any($4::text[]))
          group by a.account_id
          order by a.account_type, a.account_number`,
        [request.params.clientId, keys, types, codes],
      );
      return {
        account_details: rows.rows.map((r) => ({
          accountId: r.account_id,
          adviserCode: r.adviser_code,
          dealerCode: r.dealer_code,
          adviserType: r.adviser_type,
          accountShortName: String(r.account_name ?? '').toUpperCase(),
          accountNumber: r.account_number,
          productCode: r.product_code,
          productDescription: r.product_description,
          wrapAccountSource: r.wrap_account_source,
          availableBalance: balances && r.account_type === 'CASH' ? num(r.available_balance) : null,
          ledgerBalance: balances ? num(r.ledger_balance) : null,
          accountStatus: r.account_status,
          accountStatusCode: r.status_code,
          accountType: r.account_type,
          linkedCashAccount: r.linked_cash_account,
          linkedSavingsAccount: null,
          parentAccountId: r.parent_account_id,
          parentAccountType: null,
          businessVenture: r.business_venture,
          offerType: null,
          visionSubProductCode: null,
          maturityDate: r.account_type === 'TD' && r.account_status === 'Active' ? r.maturity_date : null,
          roleType: r.role_type,
          secAdviserCodes: r.sec_adviser_codes,
        })),
      };
    },
  );
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
