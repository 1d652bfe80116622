// Dealers and the advisers (persons) under them, each adviser holding one entity per product it sells:
// entity_key = dealer code (4 characters) || adviser code (4 digits): 1nnn wrap, 5nnn cash, 8nnn online
// trading, 0000 the dealer itself (type D). Demo dealers are fixed; background dealers grow with the seed size.
import { DEALER_SUFFIXES, PLACE_WORDS } from './data/organisation-words.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './data/first-names.js';
import { LAST_NAMES } from './data/last-names.js';
import { DEMO_DEALERS, DEMO_PERSONS, type DealerPlan, type EntityProduct, type MixKey } from './demo-profiles.js';
import { OASIS_PLATFORMS, type Brand, type PlatformKey } from './products.js';
import { Random } from './random.js';

export interface EntityRow {
  entity_key: string;
  dealer_code: string;
  adviser_code: string;
  entity_type: 'D' | 'V';
  entity_source: 'WRAP' | 'CASH' | 'MOT';
  product_type: 'wrap' | 'cash' | 'online trading';
  adviser_name: string;
}

export interface Person {
  key: string;
  dealer: DealerPlan;
  name: string;
  mix: MixKey;
  /** Fraction of all clients (and so of all accounts) this adviser services. */
  share: number;
  groups: number;
  entities: Partial<Record<EntityProduct, string>>;
}

export interface AdviserPlan {
  dealers: DealerPlan[];
  persons: Person[];
  entities: EntityRow[];
  personByKey: Map<string, Person>;
  personsByDealer: Map<string, Person[]>;
  /** Dealer code -> its type D entity key, for dealers that have one. */
  dealerEntity: Map<string, string>;
}

const BACKGROUND_SHARE = 0.55;
const BRAND_SPLIT: [Brand, number][] = [['mgl', 0.6], ['oasis', 0.25], ['perpetual', 0.15]];
// Enough dealers even in a small seed that every oasis badge (two per dealer) and business venture appears.
const MIN_DEALERS: Record<Brand, number> = { mgl: 3, oasis: 4, perpetual: 2 };
const PRODUCT_CODE_BASE: Record<EntityProduct, number> = { wrap: 1000, cash: 5000, mot: 8000 };
const ENTITY_SOURCE = { wrap: 'WRAP', cash: 'CASH', mot: 'MOT' } as const;
const PRODUCT_TYPE = { wrap: 'wrap', cash: 'cash', mot: 'online trading' } as const;

export function planAdvisers(seed: number, accounts: number): AdviserPlan {
  const random = Random.for(seed, 'advisers');
  const dealers: DealerPlan[] = [...DEMO_DEALERS];
  const persons: Person[] = [];
  const personsByDealer = new Map<string, Person[]>(dealers.map((d) => [d.code, []]));

  const addPerson = (dealer: DealerPlan, p: Omit<Person, 'dealer' | 'entities'>, products: EntityProduct[]): Person => {
    const siblings = personsByDealer.get(dealer.code)!;
    const n = siblings.length + 1;
    const entities: Person['entities'] = {};
    for (const product of products) entities[product] = `${dealer.code}${PRODUCT_CODE_BASE[product] + n}`;
    const person: Person = { ...p, dealer, entities };
    siblings.push(person);
    persons.push(person);
    return person;
  };

  for (const demo of DEMO_PERSONS) {
    const dealer = dealers.find((d) => d.code === demo.dealer)!;
    addPerson(dealer, { key: demo.key, name: demo.name, mix: demo.mix, share: demo.share, groups: demo.groups ?? 0 }, demo.products);
  }

  // Background advisers: enough that no one adviser's book is huge at a million accounts.
  const target = Math.max(24, Math.round(accounts / 800));
  const names = dealerNames(random, new Set(dealers.map((d) => d.name)));
  const codes = new Set(dealers.map((d) => d.code));
  let oasisTurn = 0;
  for (const [brand, split] of BRAND_SPLIT) {
    const brandPersons: Person[] = [];
    const wanted = Math.max(3, Math.round(target * split));
    for (let dealerCount = 0; brandPersons.length < wanted || dealerCount < MIN_DEALERS[brand]; dealerCount++) {
      const name = names.next().value as string;
      const platforms: PlatformKey[] =
        brand === 'mgl'
          ? ['macquarieWrap', 'wrap2', 'vision', 'privatePortfolio']
          : brand === 'perpetual'
            ? ['perpetual', 'perpetualPps']
            : [OASIS_PLATFORMS[oasisTurn++ % OASIS_PLATFORMS.length], OASIS_PLATFORMS[oasisTurn++ % OASIS_PLATFORMS.length]];
      const dealer: DealerPlan = { code: dealerCode(name, codes), name, brand, dealerEntity: random.chance(0.5), platforms };
      dealers.push(dealer);
      personsByDealer.set(dealer.code, []);
      const count = random.int(3, 9);
      for (let i = 0; i < count; i++) {
        const [mix, products] = backgroundProducts(brand, random);
        const person = { key: `${dealer.code}-${i + 1}`, name: personName(random), mix, share: random.next() + 0.4, groups: 0 };
        brandPersons.push(addPerson(dealer, person, products));
      }
    }
    const weight = brandPersons.reduce((sum, p) => sum + p.share, 0);
    for (const p of brandPersons) p.share = (p.share / weight) * BACKGROUND_SHARE * split;
  }

  const entities: EntityRow[] = [];
  const dealerEntity = new Map<string, string>();
  for (const dealer of dealers) {
    if (!dealer.dealerEntity) continue;
    const key = `${dealer.code}0000`;
    dealerEntity.set(dealer.code, key);
    entities.push({
      entity_key: key, dealer_code: dealer.code, adviser_code: '0000', entity_type: 'D',
      entity_source: 'WRAP', product_type: 'wrap', adviser_name: dealer.name,
    });
  }
  for (const person of persons) {
    for (const [product, key] of Object.entries(person.entities) as [EntityProduct, string][]) {
      entities.push({
        entity_key: key, dealer_code: person.dealer.code, adviser_code: key.slice(4), entity_type: 'V',
        entity_source: ENTITY_SOURCE[product], product_type: PRODUCT_TYPE[product], adviser_name: person.name,
      });
    }
  }
  return {
    dealers, persons, entities, personsByDealer, dealerEntity,
    personByKey: new Map(persons.map((p) => [p.key, p])),
  };
}

function backgroundProducts(brand: Brand, random: Random): [MixKey, EntityProduct[]] {
  if (brand === 'oasis') return ['oasis', ['wrap']];
  if (brand === 'perpetual') return ['perpetual', ['wrap']];
  const r = random.next();
  if (r < 0.65) return ['mglFull', ['wrap', 'cash']];
  if (r < 0.85) return ['mglFull', ['wrap', 'cash', 'mot']];
  if (r < 0.95) return ['wrapOnly', ['wrap']];
  return ['cashOnly', ['cash', 'mot']];
}

function personName(random: Random): string {
  const first = random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  return `${first} ${random.pick(LAST_NAMES)}`;
}

/** Every place word with every suffix once, in a seeded order, then numbered repeats. */
function* dealerNames(random: Random, taken: Set<string>): Generator<string> {
  const combos = random.shuffle(PLACE_WORDS.flatMap((w) => DEALER_SUFFIXES.map((s) => `${w} ${s}`)));
  for (let round = 1; ; round++) {
    for (const name of combos) {
      const candidate = round === 1 ? name : `${name} ${round}`;
      if (!taken.has(candidate)) yield candidate;
    }
  }
}

/** Initials of the name's first two words and two base-36 characters: 'NS0K'. */
function dealerCode(name: string, taken: Set<string>): string {
  const words = name.toUpperCase().split(/\s+/);
  const initials = words.length > 1 ? `${words[0][0]}${words[1][0]}` : words[0].slice(0, 2);
  for (let n = taken.size; n < taken.size + 1296; n++) {
    const code = `${initials}${(n % 1296).toString(36).padStart(2, '0').toUpperCase()}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
  throw new Error(`no dealer code left for initials ${initials}`);
}
