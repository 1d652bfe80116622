import { describe, expect, it } from 'vitest';
import { routingTopic, UPDATE_ACCOUNT_OR_SOMETHING_ELSE } from './topic.js';

describe('routingTopic (001 §4 Pre-chat wizard)', () => {
  it("turns a tier-2 'Something else' under Wrap investments or Wrap super and pension into 'Update account or something else'", () => {
    expect(routingTopic('Wrap investments (IDPS)', 'Something else')).toEqual({ topic: 'Wrap investments (IDPS)', subOption: UPDATE_ACCOUNT_OR_SOMETHING_ELSE });
    expect(routingTopic('Wrap super and pension', 'Something else?')).toEqual({ topic: 'Wrap super and pension', subOption: 'Update account or something else' });
  });

  it("keeps 'Something else' under the other topics", () => {
    expect(routingTopic('Statements and reporting', 'Something else')).toEqual({ topic: 'Statements and reporting', subOption: 'Something else' });
    expect(routingTopic('CMA, Accelerator, term deposits', 'Something else')).toEqual({ topic: 'CMA, Accelerator, term deposits', subOption: 'Something else' });
  });

  it('removes question marks; empty becomes null', () => {
    expect(routingTopic('What is my balance??', 'Tax reports?')).toEqual({ topic: 'What is my balance', subOption: 'Tax reports' });
    expect(routingTopic('?', '')).toEqual({ topic: null, subOption: null });
    expect(routingTopic(undefined, null)).toEqual({ topic: null, subOption: null });
  });
});
