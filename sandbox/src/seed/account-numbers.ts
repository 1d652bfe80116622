// Account identifiers. Each is a fixed permutation of the account's row index, so numbers look random,
// never collide within a seed and stay the same for the same seed.
//
//   account_id      'A' + 9 digits, the row index + 1 (internal id; favourites, groups and links use it)
//   cash, TD        9 digits, first digit 1-9 (the payments form accepts 3 to 9 digits)
//   wrap            'W' + I | S | P (investment, super, pension) + 7 digits, e.g. WS0123456
//   online trading  7 digits
//   composer code   'C' + 8 digits: the super/pension administration system's code of a wrap account,
//                   which /externalsystem/identifiers resolves to the wrap account number

// Multipliers coprime with their modulus make i -> (i * m + c) mod n one-to-one for i < n.
const perm = (i: number, multiplier: number, offset: number, modulus: number) => (i * multiplier + offset) % modulus;

export const accountId = (i: number) => `A${String(i + 1).padStart(9, '0')}`;
export const cashNumber = (i: number) => String(100_000_000 + perm(i, 479_001_599, 12_345_678, 900_000_000));
export const wrapNumber = (i: number, letter: 'I' | 'S' | 'P') =>
  `W${letter}${String(perm(i, 7_654_321, 3_917_204, 10_000_000)).padStart(7, '0')}`;
export const onlineTradingNumber = (i: number) => String(perm(i, 3_141_593, 5_208_871, 10_000_000)).padStart(7, '0');
export const composerCode = (i: number) => `C${String(perm(i, 27_182_819, 40_619_327, 100_000_000)).padStart(8, '0')}`;
