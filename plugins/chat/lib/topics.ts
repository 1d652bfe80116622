// 001 §3 Pre-chat topics: tier 1 topics and their tier 2 sub-options, exactly and in the specification's order.
// The CMA/Accelerator/term deposits topic appears only with flag liveChat.prechatFormCmaTermDeposits.
import type { CopyKey } from '@kit/copy';

export type TopicId = 'cma' | 'wrapSuper' | 'wrapInvestments' | 'statements' | 'authenticator';

export interface Topic {
  id: TopicId;
  label: CopyKey;
  subOptions: readonly CopyKey[];
  /** A flag the topic needs. */
  flag?: string;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'cma',
    label: 'chat.topic.cma',
    flag: 'liveChat.prechatFormCmaTermDeposits',
    subOptions: [
      'chat.sub.thirdPartyAuthority', 'chat.sub.newAccount', 'chat.sub.updateClientDetails', 'chat.sub.updateDirector',
      'chat.sub.paymentSupport', 'chat.sub.closeAccount', 'chat.sub.somethingElse',
    ],
  },
  {
    id: 'wrapSuper',
    label: 'chat.topic.wrapSuper',
    subOptions: [
      'chat.sub.contributions', 'chat.sub.withdrawalsPensions', 'chat.sub.serviceFees', 'chat.sub.tradeOrders',
      'chat.sub.thirdPartyAuthority', 'chat.sub.newAccount', 'chat.sub.somethingElse',
    ],
  },
  {
    id: 'wrapInvestments',
    label: 'chat.topic.wrapInvestments',
    subOptions: [
      'chat.sub.cashAssetTransfers', 'chat.sub.withdrawalsPayments', 'chat.sub.serviceFees', 'chat.sub.thirdPartyAuthority',
      'chat.sub.newAccount', 'chat.sub.tradeOrders', 'chat.sub.somethingElse',
    ],
  },
  {
    id: 'statements',
    label: 'chat.topic.statements',
    subOptions: ['chat.sub.taxReports', 'chat.sub.clientReports', 'chat.sub.statements', 'chat.sub.somethingElse'],
  },
  {
    id: 'authenticator',
    label: 'chat.topic.authenticator',
    subOptions: ['chat.sub.clientLogin', 'chat.sub.authenticatorSupport', 'chat.sub.paymentApproval', 'chat.sub.somethingElse'],
  },
];

/** The tier 1 topics the user's flags allow, in order. */
export function visibleTopics(flag: (key: string) => boolean): Topic[] {
  return TOPICS.filter((topic) => !topic.flag || flag(topic.flag));
}

export function topicById(id: TopicId | null): Topic | null {
  return TOPICS.find((topic) => topic.id === id) ?? null;
}
