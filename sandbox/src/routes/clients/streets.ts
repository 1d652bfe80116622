// Street names for the addresses client-profile.ts makes up.
export const STREETS = [
  'George Street', 'Pitt Street', 'Collins Street', 'Queen Street', 'Hay Street', 'King William Street',
  'Military Road', 'Pacific Highway', 'Church Street', 'High Street', 'Station Street', 'Victoria Road',
  'Elizabeth Street', 'Bourke Street', 'Ann Street', 'Murray Street', 'Oxford Street', 'Beach Road',
  'Park Avenue', 'Railway Parade', 'Main Street', 'Albert Street', 'William Street', 'Edward Street',
] as const;
