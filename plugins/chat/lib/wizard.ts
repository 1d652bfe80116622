// 001 §4 Pre-chat wizard: tier 1 (topic), tier 2 (sub-option, only when the topic has sub-options), tier 3 (help
// articles, then Start chat). Next goes up a tier once the tier has a choice; Back goes down a tier and keeps the
// choices made, so going forward again shows them.
import { t, type CopyKey } from '@kit/copy';
import { TOPICS, topicById, type TopicId } from './topics';

export type Tier = 1 | 2 | 3;

export interface WizardState {
  tier: Tier;
  topic: TopicId | null;
  subOption: CopyKey | null;
}

export type WizardAction =
  | { type: 'topic'; id: TopicId }
  | { type: 'subOption'; key: CopyKey }
  | { type: 'next' }
  | { type: 'back' };

export const WIZARD_START: WizardState = { tier: 1, topic: null, subOption: null };

const hasSubOptions = (id: TopicId | null) => (topicById(id)?.subOptions.length ?? 0) > 0;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'topic':
      if (state.tier !== 1) return state;
      return { ...state, topic: action.id, subOption: state.topic === action.id ? state.subOption : null };
    case 'subOption':
      if (state.tier !== 2 || !topicById(state.topic)?.subOptions.includes(action.key)) return state;
      return { ...state, subOption: action.key };
    case 'next':
      if (!canGoNext(state)) return state;
      if (state.tier === 1) return { ...state, tier: hasSubOptions(state.topic) ? 2 : 3 };
      return { ...state, tier: 3 };
    case 'back':
      if (state.tier === 3) return { ...state, tier: hasSubOptions(state.topic) ? 2 : 1 };
      if (state.tier === 2) return { ...state, tier: 1 };
      return state;
  }
}

export function canGoNext(state: WizardState): boolean {
  if (state.tier === 1) return state.topic !== null;
  if (state.tier === 2) return state.subOption !== null;
  return false;
}

/**
 * How many tiers this path has: 2 when the chosen topic has no sub-options, 3 when it has. Before a topic is
 * chosen, the longest path any topic takes, so the counter never grows as the adviser goes on ("Step 1 of 2"
 * then "Step 2 of 3" read as a wizard that changed its mind).
 */
export function tierCount(state: WizardState): number {
  if (state.topic === null) return TOPICS.some((topic) => topic.subOptions.length > 0) ? 3 : 2;
  return hasSubOptions(state.topic) ? 3 : 2;
}

/** The step number shown for the current tier. */
export function stepNumber(state: WizardState): number {
  return state.tier === 3 && !hasSubOptions(state.topic) ? 2 : state.tier;
}

/** The topic and sub-option as they are sent to startChat (the labels as shown). */
export function chosenTopic(state: WizardState): { topic: string | null; subOption: string | null } {
  const topic = topicById(state.topic);
  return { topic: topic ? t(topic.label) : null, subOption: state.subOption ? t(state.subOption) : null };
}

const WRAP_TOPICS: readonly TopicId[] = ['wrapSuper', 'wrapInvestments'];

/**
 * The routing attributes as the gateway will store them (001 §4): question marks removed; 'Something else' under
 * Wrap investments or Wrap super and pension becomes 'Update account or something else'. Shown on the last tier
 * so the adviser sees what the support person will see; the gateway applies the same rule to what is sent.
 */
export function routingPreview(state: WizardState): string {
  const { topic, subOption } = chosenTopic(state);
  const clean = (s: string | null) => (s ?? '').replace(/\?/g, '').replace(/\s+/g, ' ').trim();
  const sub = state.topic && WRAP_TOPICS.includes(state.topic) && state.subOption === 'chat.sub.somethingElse'
    ? t('chat.topic.updateAccountOrSomethingElse')
    : clean(subOption);
  return [clean(topic), sub].filter(Boolean).join(' · ');
}
