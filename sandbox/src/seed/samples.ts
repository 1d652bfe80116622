// Accounts set aside while they stream past, for what is built after them: account groups, the
// limited-access user's access rows and the main demo user's favourites.
import type { AccountEvent, AccountRow } from './account-row.js';
import type { Client } from './generate-clients.js';

export interface GroupCandidate {
  accountId: string;
  venture: string;
  dealer: string;
  surname: string;
}

const PER_ADVISER = 400;

export class Samples {
  /** Active, funded wrap accounts per adviser (person key) that has groups. */
  readonly groupCandidates = new Map<string, GroupCandidate[]>();
  /** Wrap accounts of the adviser the limited-access user shares. */
  readonly limitedWrapAccounts: string[] = [];
  /** The favourite adviser's first active account of each type ('WRAP', 'CASH', 'TD', 'MOT'). */
  readonly favourites = new Map<string, string>();

  constructor(
    private readonly groupAdvisers: Set<string>,
    private readonly limitedAdviser: string,
    private readonly favouriteAdviser: string,
  ) {}

  observe(event: AccountEvent, client: Client): void {
    const key = client.person.key;
    for (const row of event.rows) {
      if (row.account_type === 'WRAP') this.wrap(row, key, client);
      if (key === this.favouriteAdviser && row.account_status === 'Active' && row.parent_account_id === null) {
        if (!this.favourites.has(row.account_type)) this.favourites.set(row.account_type, row.account_id);
      }
    }
  }

  private wrap(row: AccountRow, key: string, client: Client) {
    if (key === this.limitedAdviser && this.limitedWrapAccounts.length < PER_ADVISER) {
      this.limitedWrapAccounts.push(row.account_id);
    }
    if (!this.groupAdvisers.has(key) || row.status_code !== 'O' || row.funded_date === null) return;
    let list = this.groupCandidates.get(key);
    if (!list) this.groupCandidates.set(key, (list = []));
    if (list.length < PER_ADVISER) {
      list.push({
        accountId: row.account_id,
        venture: row.business_venture,
        dealer: row.dealer_code,
        surname: client.surname,
      });
    }
  }
}
