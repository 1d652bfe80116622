// Saving the Grouping form (000 §4, §7, §8): update an existing group, or create one (one idempotency key
// per draft, so a double click or a retry makes one group) and wait until it can be read back; rule
// errors come back per account, a conflict or any other failure as the form's message.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_ACCOUNT_GROUP, type AccountGroupData } from '../api/get-account-group';
import { CREATE_ACCOUNT_GROUP, UPDATE_ACCOUNT_GROUP, type AccountGroupInput } from '../api/group-mutations';
import { ruleErrorsOf, statusOf } from '../lib/graphql-error';
import { retrieveAfterCreate } from '../lib/retrieve-after-create';
import type { FormAccount } from '../lib/selected-account';
import { keyMessages, type MessageKey } from '../lib/validation-messages';

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

export type SavePhase = 'editing' | 'saving' | 'retrieving';

interface SaveOptions {
  group?: AccountGroupData;
  onSaved: (code: string) => void;
  onRuleErrors: (messages: Map<string, MessageKey>) => void;
}

export function useSaveGroup({ group, onSaved, onRuleErrors }: SaveOptions) {
  const client = useApolloClient();
  const toast = useToast();
  const [idempotencyKey] = useState(newKey);
  const [phase, setPhase] = useState<SavePhase>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(CREATE_ACCOUNT_GROUP);
  const [update] = useMutation(UPDATE_ACCOUNT_GROUP);

  const save = async (input: AccountGroupInput, accounts: readonly FormAccount[]) => {
    setPhase('saving');
    try {
      if (group) {
        await update({ variables: { code: group.accountGroupCode, input } });
        toast({ message: t('groups.updated.toast'), tone: 'success' });
        return onSaved(group.accountGroupCode);
      }
      const { data } = await create({ variables: { input, idempotencyKey } });
      const code = data?.createAccountGroup.accountGroupCode;
      if (!code) throw new Error('no code');
      setPhase('retrieving');
      await retrieveAfterCreate(async () => {
        const res = await client.query({ query: GET_ACCOUNT_GROUP, variables: { code }, fetchPolicy: 'network-only' });
        return res.data?.accountGroup ?? null;
      });
      toast({ message: t('groups.created.toast'), tone: 'success' });
      onSaved(code);
    } catch (error) {
      const errors = ruleErrorsOf(error);
      if (errors) onRuleErrors(keyMessages(errors, accounts));
      else if (statusOf(error) === 409) setFormError(t('groups.form.conflict'));
      else setFormError(t(group ? 'groups.error.update' : 'groups.error.create'));
      setPhase('editing');
    }
  };

  return { save, phase, setPhase, formError, setFormError };
}
