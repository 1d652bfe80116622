// The settings form's values and their rules (001 §5: at least one preference selected).
import { fieldRules } from '@kit/form/field-rules';
import type { NotificationPreferencesInput } from '@kit/gql/graphql';
import { compareDecimal, moneyFromInput } from '@kit/money';

export const INSUFFICIENT_FUNDS_WINDOWS = [5, 10, 20] as const;
const MAX_THRESHOLD = '1000000000.00';

export interface PreferenceValues {
  accountBalance: boolean;
  /** As typed: digits with optional commas, a dollar sign and cents. */
  threshold: string;
  insufficientFunds: boolean;
  windowDays: '5' | '10' | '20';
}

/** The amount typed as Money text, or null when it is not one ("$1,250.5" reads as "1250.50"). */
export function parseAmount(text: string | undefined): string | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const money = moneyFromInput(cleaned);
  return money !== null && compareDecimal(money, MAX_THRESHOLD) <= 0 ? money : null;
}

/** The form's rules (docs/architecture.md, "Forms"): a threshold while the balance one is on; one preference at least. */
export const preferencesResolver = fieldRules<PreferenceValues>({
  threshold: [{ when: (v) => v.accountBalance, check: (text: string) => (parseAmount(text) === null ? 'notifications.settings.thresholdRequired' : null) }],
  root: [{ check: (v: PreferenceValues) => (!v.accountBalance && !v.insufficientFunds ? 'notifications.settings.atLeastOne' : null) }],
});

export function toInput(v: PreferenceValues): NotificationPreferencesInput {
  return {
    accountBalanceThresholdSelected: v.accountBalance,
    accountBalanceThreshold: v.accountBalance ? parseAmount(v.threshold) : parseAmount(v.threshold) ?? null,
    insufficientFundsForPendingPaymentsThresholdSelected: v.insufficientFunds,
    // A disabled field submits no value: keep the window the select shows by default.
    insufficientFundsWindowDays: Number(v.windowDays ?? '5') || 5,
  };
}
