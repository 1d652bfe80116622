// Validates the selected accounts whenever they, the dealer group or the group type change (000 §5):
// the validate call's 422 per-account errors become messages; any other failure gives the
// 'Group validation is currently unavailable' message for every account.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATE_ACCOUNT_GROUP } from '../api/group-mutations';
import { ruleErrorsOf } from '../lib/graphql-error';
import type { FormAccount } from '../lib/selected-account';
import { keyMessages, unavailableMessages, type MessageKey } from '../lib/validation-messages';
import type { GroupType } from '@kit/gql/graphql';

export interface ValidationInput {
  accounts: readonly FormAccount[];
  dealerCode: string;
  groupTypes: string[];
  groupCode?: string;
}

export function useGroupValidation({ accounts, dealerCode, groupTypes, groupCode }: ValidationInput) {
  const client = useApolloClient();
  const [messages, setMessages] = useState<Map<string, MessageKey>>(new Map());
  const [validating, setValidating] = useState(false);
  /** The validate call failed other than with a 422 (the fee-group check could not run). */
  const [failed, setFailed] = useState(false);
  const sequence = useRef(0);
  const typesKey = groupTypes.join(',');

  const validate = useCallback(async (): Promise<Map<string, MessageKey>> => {
    const run = ++sequence.current;
    if (accounts.length === 0) {
      setMessages(new Map());
      setFailed(false);
      return new Map();
    }
    setValidating(true);
    let next: Map<string, MessageKey>;
    let callFailed = false;
    try {
      await client.mutate({
        mutation: VALIDATE_ACCOUNT_GROUP,
        variables: { input: { accounts: accounts.map((a) => a.accountId), dealerCode: dealerCode || undefined, groupTypes: typesKey ? (typesKey.split(',') as GroupType[]) : undefined, groupCode } },
      });
      next = new Map();
    } catch (error) {
      const errors = ruleErrorsOf(error);
      next = errors ? keyMessages(errors, accounts) : unavailableMessages(accounts);
      callFailed = !errors;
    }
    if (run === sequence.current) {
      setMessages(next);
      setFailed(callFailed);
      setValidating(false);
    }
    return next;
  }, [client, accounts, dealerCode, typesKey, groupCode]);

  // A short pause lets a quick run of changes (dealer, type, an add) validate once.
  useEffect(() => {
    const timer = setTimeout(() => void validate(), 150);
    return () => clearTimeout(timer);
  }, [validate]);

  return { messages, setMessages, validating, failed, validate };
}
