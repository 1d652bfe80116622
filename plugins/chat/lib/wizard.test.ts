// 001 §4 Pre-chat wizard: tiers, Back down a tier, the topics of §3 per flag, and the routing attributes shown.
import { describe, expect, it } from 'vitest';
import { TOPICS, visibleTopics } from './topics';
import { WIZARD_START, canGoNext, chosenTopic, routingPreview, stepNumber, tierCount, wizardReducer, type WizardAction, type WizardState } from './wizard';
import { t } from '@kit/copy';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, WIZARD_START);

describe('topics (001 §3)', () => {
  it('lists the five tier 1 topics in order, the CMA/Accelerator/term deposits one only with its flag', () => {
    expect(visibleTopics(() => true).map((topic) => t(topic.label))).toEqual([
      'CMA, Accelerator, term deposits', 'Wrap super and pension', 'Wrap investments (IDPS)', 'Statements and reporting',
      'Authenticator access and notifications',
    ]);
    expect(visibleTopics((key) => key !== 'liveChat.prechatFormCmaTermDeposits').map((topic) => topic.id)).toEqual([
      'wrapSuper', 'wrapInvestments', 'statements', 'authenticator',
    ]);
  });

  it('has the sub-options of §3 exactly and in order', () => {
    const subs = Object.fromEntries(TOPICS.map((topic) => [topic.id, topic.subOptions.map((key) => t(key))]));
    expect(subs.cma).toEqual([
      'Third party authority and access', 'New account application', 'Update client account details', 'Update director, signatory, trustee',
      'Payment and transaction support', 'Close an account', 'Something else',
    ]);
    expect(subs.wrapSuper).toEqual([
      'Contributions and rollovers', 'Withdrawals, pension payments, closures', 'Service fees and fee agreements', 'Trade orders and redemptions',
      'Third party authority and access', 'New account application', 'Something else',
    ]);
    expect(subs.wrapInvestments).toEqual([
      'Cash and asset transfers (in/out)', 'Withdrawals, payments, closures', 'Service fees and fee agreements', 'Third party authority and access',
      'New account application', 'Trade orders and redemptions', 'Something else',
    ]);
    expect(subs.statements).toEqual(['Tax reports', 'Client reports', 'Statements', 'Something else']);
    expect(subs.authenticator).toEqual(['Retrieve client login details', 'Authenticator support', 'Payment approval and notifications', 'Something else']);
  });
});

describe('wizardReducer', () => {
  it('counts the steps of the path the adviser is on, and never more as they go on', () => {
    // Before a topic is chosen: the longest path any topic takes (every topic of 001 §3 has sub-options).
    expect(TOPICS.every((topic) => topic.subOptions.length > 0)).toBe(true);
    const counts = [
      run(),
      run({ type: 'topic', id: 'statements' }),
      run({ type: 'topic', id: 'statements' }, { type: 'next' }),
      run({ type: 'topic', id: 'statements' }, { type: 'next' }, { type: 'subOption', key: 'chat.sub.taxReports' }, { type: 'next' }),
    ].map((s) => `${stepNumber(s)} of ${tierCount(s)}`);
    expect(counts).toEqual(['1 of 3', '1 of 3', '2 of 3', '3 of 3']);
  });

  it('goes up a tier only once the tier has a choice', () => {
    expect(canGoNext(WIZARD_START)).toBe(false);
    expect(run({ type: 'next' })).toEqual(WIZARD_START);
    const tier2 = run({ type: 'topic', id: 'statements' }, { type: 'next' });
    expect(tier2.tier).toBe(2);
    expect(run({ type: 'topic', id: 'statements' }, { type: 'next' }, { type: 'next' }).tier).toBe(2);
    const tier3 = run({ type: 'topic', id: 'statements' }, { type: 'next' }, { type: 'subOption', key: 'chat.sub.taxReports' }, { type: 'next' });
    expect(tier3).toEqual({ tier: 3, topic: 'statements', subOption: 'chat.sub.taxReports' });
    expect(stepNumber(tier3)).toBe(3);
    expect(tierCount(tier3)).toBe(3);
    expect(chosenTopic(tier3)).toEqual({ topic: 'Statements and reporting', subOption: 'Tax reports' });
  });

  it('Back goes down a tier and keeps the choices; a new topic clears the sub-option', () => {
    const tier3 = run({ type: 'topic', id: 'wrapSuper' }, { type: 'next' }, { type: 'subOption', key: 'chat.sub.contributions' }, { type: 'next' });
    const back = wizardReducer(tier3, { type: 'back' });
    expect(back).toEqual({ tier: 2, topic: 'wrapSuper', subOption: 'chat.sub.contributions' });
    const first = wizardReducer(back, { type: 'back' });
    expect(first.tier).toBe(1);
    expect(wizardReducer(first, { type: 'back' })).toBe(first);
    expect(wizardReducer(first, { type: 'topic', id: 'wrapSuper' }).subOption).toBe('chat.sub.contributions');
    expect(wizardReducer(first, { type: 'topic', id: 'statements' }).subOption).toBeNull();
  });

  it('refuses a sub-option of another topic, and choices off their tier', () => {
    const tier2 = run({ type: 'topic', id: 'statements' }, { type: 'next' });
    expect(wizardReducer(tier2, { type: 'subOption', key: 'chat.sub.contributions' })).toBe(tier2);
    expect(wizardReducer(tier2, { type: 'topic', id: 'cma' })).toBe(tier2);
    expect(wizardReducer(WIZARD_START, { type: 'subOption', key: 'chat.sub.statements' })).toBe(WIZARD_START);
  });
});

describe('routingPreview (the topic rules)', () => {
  const at = (id: 'wrapSuper' | 'wrapInvestments' | 'statements' | 'cma', key: Parameters<typeof t>[0]) =>
    run({ type: 'topic', id }, { type: 'next' }, { type: 'subOption', key: key as never }, { type: 'next' });

  it("'Something else' under a Wrap topic becomes 'Update account or something else'", () => {
    expect(routingPreview(at('wrapInvestments', 'chat.sub.somethingElse'))).toBe('Wrap investments (IDPS) · Update account or something else');
    expect(routingPreview(at('wrapSuper', 'chat.sub.somethingElse'))).toBe('Wrap super and pension · Update account or something else');
  });

  it("keeps 'Something else' under other topics, and other sub-options as they are", () => {
    expect(routingPreview(at('statements', 'chat.sub.somethingElse'))).toBe('Statements and reporting · Something else');
    expect(routingPreview(at('cma', 'chat.sub.closeAccount'))).toBe('CMA, Accelerator, term deposits · Close an account');
  });
});
