// The sandbox's demo sign-ins, one per thing worth showing. Every password is `demo`: this is a
// sandbox with made-up data, and the login pages list these users as one-click buttons.

export interface DemoUser {
  mac: string;
  username: string;
  password: string;
  name: string;
  brand: 'mgl' | 'oasis' | 'perpetual';
  loginBadge: 'mgl' | 'oasis' | 'ppt';
  shows: string;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: DemoUser[] = [
  {
    mac: 'M0000001',
    username: 'wrap.adviser',
    password: DEMO_PASSWORD,
    name: 'Olivia Bennett',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows:
      'The main demo: Macquarie Wrap, Vision and cash (MBL) across two dealers and a dealer-level code; ' +
      'every account type, favourites, recent accounts and existing fee and reporting groups.',
  },
  {
    mac: 'M0000002',
    username: 'grow.adviser',
    password: DEMO_PASSWORD,
    name: 'Liam Nguyen',
    brand: 'oasis',
    loginBadge: 'oasis',
    shows: 'The oasis family (Grow Wrap and Voyage) with its own dealers, clients and groups, none shared with wrap.adviser.',
  },
  {
    mac: 'M0000003',
    username: 'perpetual.adviser',
    password: DEMO_PASSWORD,
    name: 'Charlotte Walsh',
    brand: 'perpetual',
    loginBadge: 'ppt',
    shows: 'The Perpetual family (ppt login badge): Perpetual wrap accounts and statement groups.',
  },
  {
    mac: 'M0000004',
    username: 'dealer.staff',
    password: DEMO_PASSWORD,
    name: 'Noah Fraser',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows:
      'Dealer-restricted staff of dealer HBWP with no adviser codes of their own: sees every adviser ' +
      "under the dealer, wrap.adviser's and two more.",
  },
  {
    mac: 'M0000005',
    username: 'limited.access',
    password: DEMO_PASSWORD,
    name: 'Amelia Murphy',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows:
      "Limited access: shares one of wrap.adviser's advisers but holds LIMITED or VIEW access to most of its " +
      'wrap accounts, so editing their groups is blocked (one group has full access throughout).',
  },
  {
    mac: 'M0000006',
    username: 'wrap.only',
    password: DEMO_PASSWORD,
    name: 'Jack Robinson',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows: 'Wrap only, no cash product: cash searches and the cash-balance popular search are hidden.',
  },
  {
    mac: 'M0000007',
    username: 'first.login',
    password: DEMO_PASSWORD,
    name: 'Isla Thompson',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows: 'First sign-in (no last login, no password change yet): first-login help and whats-new are dismissed.',
  },
  {
    mac: 'M0000008',
    username: 'vision.adviser',
    password: DEMO_PASSWORD,
    name: 'William Chen',
    brand: 'mgl',
    loginBadge: 'mgl',
    shows: 'The Vision badge only: Vision wrap accounts and Vision cash (CMHM, CMHV); Vision-only menus and links.',
  },
];
