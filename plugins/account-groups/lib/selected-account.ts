import type { SelectedAccount as Keyed } from './validation-messages';

/** An account in the form's selected list. */
export interface FormAccount extends Keyed {
  accountName: string | null;
  productName: string | null;
  accountStatus: string | null;
  type?: string | null;
  roleType?: string | null;
  parentAccountId?: string | null;
}
