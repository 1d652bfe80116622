// A draft's parts as the bank takes them: snake_case, amounts as JSON numbers made from their exact text, the
// percentage fee as its decimal text. Parts left out are not sent, so the bank keeps them as they are.
import { upstreamAmount } from '@gateway/kit/decimal.js';
import type { ApplicationDraftInput } from '../resolvers-types.js';

const amount = (m: string | null | undefined) => (m === null || m === undefined ? null : upstreamAmount(m));

export function draftBody(d: ApplicationDraftInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (d.step) body.step = d.step.toLowerCase();
  if (d.client) {
    const n = d.client.newClient;
    body.client = d.client.contactId
      ? { contact_id: d.client.contactId }
      : {
          new: n && {
            first_name: n.firstName, last_name: n.lastName, date_of_birth: n.dateOfBirth, street: n.street, suburb: n.suburb, state: n.state,
            postcode: n.postcode, email: n.email, mobile: n.mobile, tfn_status: n.tfnStatus, ...(n.tfn ? { tfn: n.tfn } : {}),
          },
        };
  }
  if (d.options) {
    const o = d.options;
    body.options = {
      amount: amount(o.amount), statement_frequency: o.statementFrequency, term_months: o.termMonths, interest_payment: o.interestPayment,
      maturity_instruction: o.maturityInstruction, investment_menu: o.investmentMenu, pension_frequency: o.pensionFrequency,
    };
  }
  if (d.linkedAccount) body.linked_account = { bsb: d.linkedAccount.bsb, account_number: d.linkedAccount.accountNumber, account_name: d.linkedAccount.accountName };
  if (d.adviserFee) {
    const f = d.adviserFee;
    body.adviser_fee = { ongoing_type: f.ongoingType, ongoing_percent: f.ongoingPercent ?? null, ongoing_dollars: amount(f.ongoingDollars), upfront: amount(f.upfront) };
  }
  return body;
}
