// An application as the wizard's form values, and each step's values as the draft the gateway saves: a resumed
// draft opens with what was saved. Amounts stay decimal text from what was typed to the wire.
import { dayText, parseDayText } from '@kit/date/day-text';
import { moneyFromInput, shortestDecimal } from '@kit/money';
import type { ApplicationDraftInput, ApplicationFieldsFragment, ApplicationStep, OpenAccountProduct, TfnStatus } from '@kit/gql/graphql';
import type { ClientValues, FeeValues, LinkedValues, OptionValues } from './application-rules';

export type Application = ApplicationFieldsFragment;

/** The steps of a product's wizard, in order: fees only where the product takes an adviser fee. */
export const stepsOf = (adviserFee: boolean): ApplicationStep[] => (adviserFee ? ['CLIENT', 'OPTIONS', 'LINKED', 'FEES', 'REVIEW'] : ['CLIENT', 'OPTIONS', 'LINKED', 'REVIEW']);

export const nextStep = (steps: readonly ApplicationStep[], step: ApplicationStep): ApplicationStep => steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)];

export function clientValues(a: Application): ClientValues {
  const n = a.client?.newClient;
  return {
    mode: a.client?.contactId ? 'existing' : n ? 'new' : 'existing',
    contactId: a.client?.contactId ?? '',
    clientLabel: a.client?.contactId ? (a.clientName ?? '') : '',
    firstName: n?.firstName ?? '',
    lastName: n?.lastName ?? '',
    dateOfBirth: dayText(n?.dateOfBirth),
    street: n?.street ?? '',
    suburb: n?.suburb ?? '',
    state: n?.state ?? '',
    postcode: n?.postcode ?? '',
    email: n?.email ?? '',
    mobile: n?.mobile ?? '',
    tfnStatus: n?.tfnStatus ?? '',
    tfn: '',
  };
}

export function clientDraft(v: ClientValues, step: ApplicationStep): ApplicationDraftInput {
  if (v.mode === 'existing') return { step, client: { contactId: v.contactId } };
  return {
    step,
    client: {
      newClient: {
        firstName: v.firstName.trim(), lastName: v.lastName.trim(), dateOfBirth: parseDayText(v.dateOfBirth) ?? '', street: v.street.trim(),
        suburb: v.suburb.trim(), state: v.state, postcode: v.postcode.trim(), email: v.email.trim(), mobile: v.mobile.trim(),
        tfnStatus: v.tfnStatus as TfnStatus, ...(v.tfnStatus === 'PROVIDED' ? { tfn: v.tfn.replace(/\s/g, '') } : {}),
      },
    },
  };
}

export function optionValues(a: Application): OptionValues {
  const o = a.options;
  return {
    amount: o?.amount ? shortestDecimal(o.amount) : '',
    statementFrequency: o?.statementFrequency ?? '',
    termMonths: o?.termMonths ? String(o.termMonths) : '',
    interestPayment: o?.interestPayment ?? '',
    maturityInstruction: o?.maturityInstruction ?? '',
    investmentMenu: o?.investmentMenu ?? '',
    pensionFrequency: o?.pensionFrequency ?? '',
  };
}

export function optionsDraft(v: OptionValues, product: OpenAccountProduct, step: ApplicationStep): ApplicationDraftInput {
  const amount = v.amount.trim() ? moneyFromInput(v.amount) : null;
  const wrap = product === 'INVESTMENT' || product === 'SUPER' || product === 'PENSION';
  return {
    step,
    options: {
      amount,
      statementFrequency: product === 'CASH' ? v.statementFrequency : null,
      termMonths: product === 'TERM_DEPOSIT' ? Number(v.termMonths) : null,
      interestPayment: product === 'TERM_DEPOSIT' ? v.interestPayment : null,
      maturityInstruction: product === 'TERM_DEPOSIT' ? v.maturityInstruction : null,
      investmentMenu: wrap ? v.investmentMenu : null,
      pensionFrequency: product === 'PENSION' ? v.pensionFrequency : null,
    },
  };
}

export const linkedValues = (a: Application): LinkedValues => ({
  bsb: a.linkedAccount?.bsb ?? '', accountNumber: a.linkedAccount?.accountNumber ?? '', accountName: a.linkedAccount?.accountName ?? '',
});

export const linkedDraft = (v: LinkedValues, step: ApplicationStep): ApplicationDraftInput => ({
  step, linkedAccount: { bsb: v.bsb.trim(), accountNumber: v.accountNumber.trim(), accountName: v.accountName.trim() },
});

export const feeValues = (a: Application): FeeValues => ({
  ongoingType: a.adviserFee?.ongoingType ?? '',
  ongoingPercent: a.adviserFee?.ongoingPercent ?? '',
  ongoingDollars: a.adviserFee?.ongoingDollars ? shortestDecimal(a.adviserFee.ongoingDollars) : '',
  upfront: a.adviserFee?.upfront && a.adviserFee.upfront !== '0.00' ? shortestDecimal(a.adviserFee.upfront) : '',
});

export const feesDraft = (v: FeeValues, step: ApplicationStep): ApplicationDraftInput => ({
  step,
  adviserFee: {
    ongoingType: v.ongoingType,
    ongoingPercent: v.ongoingType === 'PERCENT' ? v.ongoingPercent.trim() : null,
    ongoingDollars: v.ongoingType === 'DOLLAR' ? moneyFromInput(v.ongoingDollars) : null,
    upfront: v.upfront.trim() ? moneyFromInput(v.upfront) : '0.00',
  },
});
