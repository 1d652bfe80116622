// The copy keys of products, statuses and choices, and the tone of each status's pill.
import type { CopyKey } from '@kit/copy';
import type { PillTone } from '@kit/layout';
import type { ApplicationStatus, ApplicationStep, OpenAccountProduct } from '@kit/gql/graphql';

export const PRODUCT_TITLE: Record<OpenAccountProduct, CopyKey> = {
  CASH: 'openAccount.product.CASH', TERM_DEPOSIT: 'openAccount.product.TERM_DEPOSIT', INVESTMENT: 'openAccount.product.INVESTMENT',
  SUPER: 'openAccount.product.SUPER', PENSION: 'openAccount.product.PENSION',
};
export const PRODUCT_TEXT: Record<OpenAccountProduct, CopyKey> = {
  CASH: 'openAccount.productText.CASH', TERM_DEPOSIT: 'openAccount.productText.TERM_DEPOSIT', INVESTMENT: 'openAccount.productText.INVESTMENT',
  SUPER: 'openAccount.productText.SUPER', PENSION: 'openAccount.productText.PENSION',
};

export const STATUS_LABEL: Record<ApplicationStatus, CopyKey> = {
  DRAFT: 'openAccount.status.DRAFT', AWAITING_CLIENT_SIGNATURE: 'openAccount.status.AWAITING_CLIENT_SIGNATURE', SUBMITTED: 'openAccount.status.SUBMITTED',
  AWAITING_DOCUMENTS: 'openAccount.status.AWAITING_DOCUMENTS', OPENED: 'openAccount.status.OPENED', DECLINED: 'openAccount.status.DECLINED',
  EXPIRED: 'openAccount.status.EXPIRED', CANCELLED: 'openAccount.status.CANCELLED',
};

export const STATUS_TONE: Record<ApplicationStatus, PillTone> = {
  DRAFT: 'DEFAULT', AWAITING_CLIENT_SIGNATURE: 'WARNING', SUBMITTED: 'INFO', AWAITING_DOCUMENTS: 'WARNING', OPENED: 'POSITIVE',
  DECLINED: 'NEGATIVE', EXPIRED: 'NEGATIVE', CANCELLED: 'NEGATIVE',
};

export const STEP_LABEL: Record<ApplicationStep, CopyKey> = {
  CLIENT: 'openAccount.step.CLIENT', OPTIONS: 'openAccount.step.OPTIONS', LINKED: 'openAccount.step.LINKED', FEES: 'openAccount.step.FEES', REVIEW: 'openAccount.step.REVIEW',
};

/** A choice's words: `openAccount.choice.<value>`. */
export const choice = (value: string | null | undefined): CopyKey => `openAccount.choice.${value ?? ''}` as CopyKey;

export const OPEN_STATUSES: readonly ApplicationStatus[] = ['DRAFT', 'AWAITING_CLIENT_SIGNATURE', 'SUBMITTED', 'AWAITING_DOCUMENTS'];
