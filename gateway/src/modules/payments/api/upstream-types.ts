// The payments upstream's answers (sandbox/README.md "### Payments"; 002 §3, §7).
export interface UpstreamAccess { accountNumber: string; hasAccess: boolean; access: string }
export type { UpstreamPermissions } from '@gateway/kit/accounts/payment-permissions.js';
export interface UpstreamBranch { bsb: string; bankName: string; shortName: string; branchName: string; state: string }
export interface UpstreamBiller { billerCode: string; billerName: string; billerShortName: string; crnCheck: string }
export interface UpstreamAuthority { signingType: string; authPreferences: string[]; partyId: string; name: string; verificationMethod: string | null }
export interface UpstreamPaymentAuthority {
  partyId: string; name: string; signingType: string; verificationMethod: string | null; status: string;
  sentAt: string | null; expiryTime: string | null; actionedAt: string | null;
}
export interface UpstreamPayment {
  paymentId: string; status: string; fromAccountNumber: string; amount: number; scheduleType: string;
  schedule: { nextDate: string | null; lastDate: string | null; frequency: string | null } | null;
  paymentDestinationBPAY?: Record<string, string | null> | null; paymentDestinationEFT?: Record<string, string | null> | null;
  payeeName: string | null; fromPaymentNarrative: string | null; toPaymentNarrative: string | null; signingType: string;
  createdAt: string; updatedAt: string; paymentAuthorities: UpstreamPaymentAuthority[];
}
export interface UpstreamPaymentPage { payments: UpstreamPayment[]; page: number; size: number; total: number }
export interface UpstreamChallenge { paymentId: string; partyId: string; name: string; verificationMethod: string; status: string; sends: number; expiryTime: string }
export interface UpstreamPayeeGroups {
  accountNumber: string; linkedAccounts: unknown[]; nominatedAccounts: unknown[]; taxAccounts: unknown[];
  savedPayees: unknown[]; savedBillers: unknown[]; clientAccounts: unknown[];
}
export interface UpstreamIntentResult {
  id: string; intent_id: string; sla: string; result: string;
  authorisers: Array<{ authoriser_name: string; signing_method: string; activity_id: string; expiry_time: string; errors: unknown[] }>;
}
export interface UpstreamIntentAnswer { data: UpstreamIntentResult; meta?: { server_time?: string } }
export interface UpstreamClosure { data: { closure_id: string; account_number: string; status: string } }
