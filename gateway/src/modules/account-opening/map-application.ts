// The bank's application as the schema's AccountApplication: products and steps as enums, amounts as Money text.
import type { UpstreamApplication, UpstreamProduct } from './api/onboarding.js';

const PRODUCT_IN = { CASH: 'CASH', TD: 'TERM_DEPOSIT', INVESTMENT: 'INVESTMENT', SUPER: 'SUPER', PENSION: 'PENSION' } as const;
export const PRODUCT_OUT = { CASH: 'CASH', TERM_DEPOSIT: 'TD', INVESTMENT: 'INVESTMENT', SUPER: 'SUPER', PENSION: 'PENSION' } as const;
export type GraphProduct = keyof typeof PRODUCT_OUT;

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : n);

export const toTile = (p: UpstreamProduct) => ({
  product: PRODUCT_IN[p.product],
  adviserFee: p.adviser_fee,
  minAmount: p.min_amount,
  maxAmount: p.max_amount,
  amountRequired: p.amount_required,
  minAge: p.min_age,
});

export function toApplication(a: UpstreamApplication, canAct: boolean) {
  const n = a.client?.new_client;
  return {
    id: a.application_id,
    product: PRODUCT_IN[a.product],
    status: a.status,
    step: a.step.toUpperCase() as 'CLIENT' | 'OPTIONS' | 'LINKED' | 'FEES' | 'REVIEW',
    adviserName: a.adviser.adviser_name,
    adviserCode: a.adviser.entity_key,
    createdBy: a.created_by,
    clientName: a.client_name ?? null,
    client: a.client
      ? {
          contactId: a.client.contact_id ?? null,
          newClient: n
            ? {
                firstName: n.first_name, lastName: n.last_name, dateOfBirth: n.date_of_birth, street: n.street, suburb: n.suburb, state: n.state,
                postcode: n.postcode, email: n.email, mobile: n.mobile, tfnStatus: n.tfn_status, tfnLastDigits: n.tfn_last_digits ?? null,
              }
            : null,
        }
      : null,
    options: a.options
      ? {
          amount: money(a.options.amount), statementFrequency: a.options.statement_frequency ?? null, termMonths: a.options.term_months ?? null,
          interestPayment: a.options.interest_payment ?? null, maturityInstruction: a.options.maturity_instruction ?? null,
          investmentMenu: a.options.investment_menu ?? null, pensionFrequency: a.options.pension_frequency ?? null,
        }
      : null,
    linkedAccount: a.linked_account ? { bsb: a.linked_account.bsb, accountNumber: a.linked_account.account_number, accountName: a.linked_account.account_name } : null,
    adviserFee: a.adviser_fee
      ? { ongoingType: a.adviser_fee.ongoing_type, ongoingPercent: a.adviser_fee.ongoing_percent ?? null, ongoingDollars: money(a.adviser_fee.ongoing_dollars), upfront: money(a.adviser_fee.upfront) }
      : null,
    createdAt: a.created_at ?? '',
    updatedAt: a.updated_at ?? '',
    submittedAt: a.submitted_at ?? null,
    sentAt: a.sent_at ?? null,
    sends: a.sends,
    signedAt: a.signed_at ?? null,
    decidedAt: a.decided_at ?? null,
    decisionNote: a.decision_note ?? null,
    expiresAt: a.expires_at ?? null,
    accountNumber: a.account_number ?? null,
    documents: a.documents.map((d) => ({ id: d.document_id, name: d.document_name, contentType: d.content_type, size: d.size, uploadedAt: d.uploaded_at ?? '', uploadedBy: d.uploaded_by })),
    canAct,
  };
}
