// Builds the rows of one "account event" for a client: a wrap account with its cash account, a
// stand-alone cash account, a term deposit, or an online trading account with its cash account.
import { accountId, cashNumber, composerCode, onlineTradingNumber, wrapNumber } from './account-numbers.js';
import { DaysBefore, addMonths } from './calendar.js';
import type { Client } from './generate-clients.js';
import { drawLifecycle, money, roleType, type Lifecycle } from './lifecycle.js';
import { mixFor, type Kind } from './account-mixes.js';
import type { AccountEvent, AccountRow, AdviserLink } from './account-row.js';
import type { Person } from './plan-advisers.js';
import {
  BANK, PLATFORMS, STANDALONE_CASH_WEIGHTS, WRAP_CODE_WEIGHTS, YELLOW_BRICK_ROAD, productDescription,
  type PlatformKey, type WrapProductType,
} from './products.js';
import { Random, Weighted } from './random.js';
import { depositBalanceOn, termDepositFacts } from '../routes/accounts/term-deposit-facts.js';

const WRAP_TYPES_INDIVIDUAL = new Weighted<WrapProductType>([['Investment', 50], ['Super', 30], ['Pension', 20]]);
const WRAP_CODES = {
  Investment: new Weighted(WRAP_CODE_WEIGHTS.Investment),
  Super: new Weighted(WRAP_CODE_WEIGHTS.Super),
  Pension: new Weighted(WRAP_CODE_WEIGHTS.Pension),
};
const CASH_CODES = new Weighted(STANDALONE_CASH_WEIGHTS);

const TD_TERMS_MONTHS = [3, 6, 12, 24, 36];
const WRAP_LETTER = { Investment: 'I', Super: 'S', Pension: 'P' } as const;

export class AccountFactory {
  private readonly mixes = new Map<Person, Weighted<Kind>>();
  private readonly days: DaysBefore;
  /** Rows made so far: the index every identifier derives from. */
  index = 0;

  constructor(
    private readonly random: Random,
    reference: string,
    private readonly personsByDealer: Map<string, Person[]>,
    private readonly dealerEntity: Map<string, string>,
  ) {
    this.days = new DaysBefore(reference);
  }

  /** Whether this adviser can produce a single-row event (a stand-alone cash account). */
  static hasSingleRowKind(person: Person): boolean {
    return person.entities.cash !== undefined;
  }

  make(client: Client, opts: { singleRow?: boolean } = {}): AccountEvent {
    const person = client.person;
    const kind = opts.singleRow ? ({ k: 'cash' } as Kind) : this.mixFor(person).draw(this.random);
    switch (kind.k) {
      case 'wrap':
        return this.wrapAccount(client, kind.platform);
      case 'onl':
        return this.onlineTrading(client);
      case 'td':
        return this.single(client, this.termDeposit(client));
      case 'visionCash':
        return this.single(client, this.cash(client, 'CMHM', PLATFORMS.vision));
      case 'ybrCash':
        return this.single(client, this.cash(client, CASH_CODES.draw(this.random), YELLOW_BRICK_ROAD));
      default:
        return this.single(client, this.cash(client, CASH_CODES.draw(this.random), BANK));
    }
  }

  private mixFor(person: Person): Weighted<Kind> {
    let mix = this.mixes.get(person);
    if (!mix) this.mixes.set(person, (mix = mixFor(person)));
    return mix;
  }

  private wrapAccount(client: Client, platformKey: PlatformKey): AccountEvent {
    const platform = PLATFORMS[platformKey];
    const type = client.kind === 'individual' ? WRAP_TYPES_INDIVIDUAL.draw(this.random) : 'Investment';
    const code = WRAP_CODES[type].draw(this.random);
    const life = drawLifecycle(this.random, client.status === 'Inactive');
    const wrapIndex = this.index++;
    const number = wrapNumber(wrapIndex, WRAP_LETTER[type]);
    const composer = type === 'Investment' ? null : composerCode(wrapIndex);
    const portfolio = life.accountStatus === 'Active' && life.fundedAgo !== null ? this.random.logUniform(10_000, 5_000_000) : 0;
    const wrapRow = this.row(client, life, {
      account_id: accountId(wrapIndex),
      account_number: number,
      account_name: this.accountName(client, type),
      product_code: code,
      account_type: 'WRAP',
      wrap_product_type: type,
      business_venture: platform.venture,
      brand: platform.brand,
      child_badge: platform.childBadge,
      ledger_balance: money(portfolio),
      available_balance: null,
      interest_rate: null,
      wrap_account_source: composer ? 'composer' : 'dealing',
      composer_code: composer,
      wrap_account_number: composer ? number : null,
    });
    // Vision wraps hold Vision cash (CMHV); every other wrap a wrap-badged cash account (CMHW).
    const cash = this.cash(client, platformKey === 'vision' ? 'CMHV' : 'CMHW', platform, {
      life,
      name: wrapRow.account_name,
      balance: portfolio * (0.01 + this.random.next() * 0.07),
      parent: wrapRow.account_id,
    });
    wrapRow.linked_cash_account = cash.account_number;
    return { rows: [wrapRow, cash], links: this.links([wrapRow, cash], client.person, 'wrap') };
  }

  private onlineTrading(client: Client): AccountEvent {
    const cash = this.cash(client, 'CMA', BANK);
    const life = drawLifecycle(this.random, client.status === 'Inactive');
    const index = this.index++;
    const active = life.accountStatus === 'Active' && life.fundedAgo !== null;
    const row = this.row(client, life, {
      account_id: accountId(index),
      account_number: onlineTradingNumber(index),
      account_name: cash.account_name,
      product_code: 'ONL',
      account_type: 'MOT',
      wrap_product_type: null,
      ...BANK_COLUMNS,
      ledger_balance: money(active ? this.random.logUniform(5_000, 1_500_000) : 0),
      available_balance: null,
      interest_rate: null,
      linked_cash_account: cash.account_number,
      // The specification reads an online trading account's role from its linked cash account.
      role_type: cash.role_type,
    });
    return {
      rows: [cash, row],
      links: [...this.links([cash], client.person, 'cash'), ...this.links([row], client.person, 'mot')],
    };
  }

  private termDeposit(client: Client): AccountRow {
    const life = drawLifecycle(this.random, client.status === 'Inactive');
    const index = this.index++;
    const active = life.accountStatus === 'Active';
    const opened = this.days.get(life.openedAgo);
    let maturity: string | null = null;
    if (active) {
      // Rolled over at each maturity since opening: the next maturity is after the reference day.
      const term = this.random.pick(TD_TERMS_MONTHS);
      let k = 1;
      while ((maturity = addMonths(opened, term * k)) <= this.days.reference) k++;
    }
    const fields = {
      account_id: accountId(index),
      account_number: cashNumber(index),
      account_name: this.accountName(client, null),
      product_code: this.random.chance(0.7) ? 'TD_IFA_C' : 'TD_IFA_T',
      account_type: 'TD' as const,
      wrap_product_type: null,
      ...BANK_COLUMNS,
      maturity_date: maturity,
      ledger_balance: money(active ? Math.round(this.random.logUniform(10_000, 2_000_000) / 1000) * 1000 : 0),
      available_balance: null,
      interest_rate: (3.4 + this.random.next() * 1.7).toFixed(3),
    };
    // The ledger balance is the deposit on the reference day: the principal and the interest reinvested by then.
    const terms = termDepositFacts({ ...fields, opened_date: opened });
    if (terms) fields.ledger_balance = money(depositBalanceOn(terms, terms.principal, Number(fields.interest_rate), this.days.reference));
    return this.row(client, life, fields);
  }

  private cash(
    client: Client,
    code: string,
    badge: { brand: string; childBadge: string; venture: string },
    linked?: { life: Lifecycle; name: string; balance: number; parent: string },
  ): AccountRow {
    const life = linked?.life ?? drawLifecycle(this.random, client.status === 'Inactive');
    const index = this.index++;
    const open = life.accountStatus === 'Active' && life.fundedAgo !== null;
    const ledger = !open ? 0 : linked ? linked.balance : this.random.chance(0.05) ? 0 : this.random.logUniform(50, 2_000_000);
    const held = this.random.chance(0.1) ? ledger * this.random.next() * 0.05 : 0;
    return this.row(client, life, {
      account_id: accountId(index),
      account_number: cashNumber(index),
      account_name: linked?.name ?? this.accountName(client, null),
      product_code: code,
      account_type: 'CASH',
      wrap_product_type: null,
      business_venture: badge.venture,
      brand: badge.brand,
      child_badge: badge.childBadge,
      ledger_balance: money(ledger),
      available_balance: money(ledger - held),
      interest_rate: (0.5 + this.random.next() * 4).toFixed(3),
      parent_account_id: linked?.parent ?? null,
      wrap_account_source: linked ? 'cash' : null,
    });
  }

  private single(client: Client, row: AccountRow): AccountEvent {
    return { rows: [row], links: this.links([row], client.person, 'cash') };
  }

  private row(client: Client, life: Lifecycle, fields: Partial<AccountRow> & Pick<AccountRow, 'account_id' | 'account_number' | 'account_name' | 'product_code' | 'account_type'>): AccountRow {
    const description = productDescription(fields.product_code);
    const row: AccountRow = {
      product_description: description,
      wrap_product_type: null,
      business_venture: BANK.venture,
      brand: BANK.brand,
      child_badge: BANK.childBadge,
      status_code: life.statusCode,
      account_status: life.accountStatus,
      opened_date: this.days.get(life.openedAgo),
      funded_date: life.fundedAgo === null ? null : this.days.get(life.fundedAgo),
      closed_date: life.closedAgo === null ? null : this.days.get(life.closedAgo),
      maturity_date: null,
      ledger_balance: '0.00',
      available_balance: null,
      interest_rate: null,
      parent_account_id: null,
      linked_cash_account: null,
      client_id: client.contact_id,
      role_type: roleType(this.random, client.kind),
      wrap_account_source: null,
      composer_code: null,
      wrap_account_number: null,
      dealer_code: client.person.dealer.code,
      is_new_account: life.openedAgo <= 2,
      search_text: '',
      ...fields,
    };
    row.search_text = [row.account_name, row.account_number, row.composer_code, row.product_code, description, client.displayName]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return row;
  }

  /** Short names, upper case, as the platforms print them: 'J & M NGUYEN', 'SMITH SUPER FUND'. */
  private accountName(client: Client, type: WrapProductType | null): string {
    let name: string;
    if (client.kind === 'estate') name = `ESTATE LATE ${client.first_name} ${client.last_name}`;
    else if (client.kind !== 'individual') name = client.organisation_name!;
    else if (type === 'Super' || type === 'Pension') name = `${client.first_name} ${client.last_name}`;
    else {
      const r = this.random.next();
      name =
        r < 0.55 ? `${client.first_name} ${client.last_name}`
        : r < 0.8 ? `${client.first_name![0]} ${client.last_name}`
        : `${client.first_name![0]} & ${client.partnerInitial} ${client.last_name}`;
    }
    return name.toUpperCase().slice(0, 40).trim();
  }

  /**
   * The primary link to the adviser's entity for the product and, for one account in five, a
   * secondary link to another adviser of the same dealer or to the dealer itself. The same rows
   * get the same links (a wrap account and its cash account are serviced together).
   */
  private links(rows: AccountRow[], person: Person, product: 'wrap' | 'cash' | 'mot'): AdviserLink[] {
    const primary = person.entities[product]!;
    const keys: [string, 'P' | 'S', boolean][] = [[primary, 'P', this.random.chance(0.08)]];
    if (this.random.chance(0.2)) {
      const dealerKey = product === 'wrap' ? this.dealerEntity.get(person.dealer.code) : undefined;
      let secondary: string | undefined;
      if (dealerKey && this.random.chance(0.25)) secondary = dealerKey;
      else {
        const others = this.personsByDealer.get(person.dealer.code)!.filter((p) => p !== person && p.entities[product]);
        if (others.length > 0) secondary = this.random.pick(others).entities[product];
      }
      if (secondary) keys.push([secondary, 'S', this.random.chance(0.4)]);
    }
    return rows.flatMap((row) =>
      keys.map(([entity_key, adviser_type, xl]) => ({ account_id: row.account_id, entity_key, adviser_type, is_opening_xl_allowed: xl })),
    );
  }
}

const BANK_COLUMNS = { business_venture: BANK.venture, brand: BANK.brand, child_badge: BANK.childBadge } as const;
