// Per-brand remote feature properties and the national public holidays.
import { nationalHolidays, type Holiday } from './calendar.js';

const KEYS = [
  'accountGroup.enabled', 'feesCalculator.enabled', 'accountOpening.enabled',
  'pendingApplications.enabled', 'wrapStatements.enabled', 'wrapAccountDetailsEnhancement.enabled',
] as const;

// The main brand has everything; the others lack features the specification ties to one brand
// (fee calculator: wrap badge; statements: Perpetual).
const DISABLED: Record<string, string[]> = {
  mgl: [],
  oasis: ['feesCalculator.enabled', 'wrapStatements.enabled'],
  perpetual: ['feesCalculator.enabled', 'accountOpening.enabled', 'pendingApplications.enabled', 'wrapAccountDetailsEnhancement.enabled'],
};

export function featurePropertyRows(): { brand: string; key: string; enabled: boolean }[] {
  return Object.entries(DISABLED).flatMap(([brand, off]) => KEYS.map((key) => ({ brand, key, enabled: !off.includes(key) })));
}

/** 2025 to 2027, and always the reference year and the next (the API serves this year and next). */
export function holidayRows(reference: string): Holiday[] {
  const year = Number(reference.slice(0, 4));
  const years = [...new Set([2025, 2026, 2027, year, year + 1])].sort();
  return years.flatMap(nationalHolidays);
}
