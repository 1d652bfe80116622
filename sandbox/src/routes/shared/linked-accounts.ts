import type { Db } from '../../db/index.js';

export interface LinkedAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountType: string;
}

/** Visible accounts that name one of `cashAccountNumbers` as their linked cash account, by that number. */
export async function linkedAccounts(db: Db, entityKeys: string[], cashAccountNumbers: string[]) {
  const links = new Map<string, LinkedAccount[]>();
  if (!cashAccountNumbers.length) return links;
  const { rows } = await db.query<LinkedAccount & { linked: string }>(
    `select a.linked_cash_account as linked, a.account_id as "accountId", a.account_number as "accountNumber",
            a.account_name as "accountName", a.account_type as "accountType"
       from accounts a
      where a.linked_cash_account = any($1::text[])
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))
      order by a.account_number`,
    [cashAccountNumbers, entityKeys],
  );
  for (const { linked, ...account } of rows) links.set(linked, [...(links.get(linked) ?? []), account]);
  return links;
}
