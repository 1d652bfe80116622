// The new-password rules as the user types (the bank checks them again on save): the gateway's PasswordRule
// names, each with whether the typed password keeps it.
import type { PasswordRule } from '@kit/gql/graphql';

export interface RuleCheck {
  rule: PasswordRule;
  met: boolean;
}

export function checkPasswordRules(password: string, policy: { minLength: number; maxLength: number; username: string }, current: string): RuleCheck[] {
  const username = policy.username.toLowerCase();
  return [
    { rule: 'LENGTH', met: password.length >= policy.minLength && password.length <= policy.maxLength },
    { rule: 'UPPER', met: /[A-Z]/.test(password) },
    { rule: 'LOWER', met: /[a-z]/.test(password) },
    { rule: 'NUMBER', met: /\d/.test(password) },
    { rule: 'USERNAME', met: password.length > 0 && !(username && password.toLowerCase().includes(username)) },
    { rule: 'SAME', met: password.length > 0 && password !== current },
  ];
}
