import { describe, expect, it } from 'vitest';
import { canSubmitFollowUps, responsesOf } from './follow-up-rule';

describe('follow-up submission (002 §4)', () => {
  const file = new File(['x'], 'a.pdf');
  it('a response is a follow-up with answer text, trimmed', () => {
    expect(
      responsesOf([
        { followUpId: 'f1', responseContent: '  ', files: [file] },
        { followUpId: 'f2', responseContent: ' Done ', files: [] },
      ]),
    ).toEqual([{ followUpId: 'f2', responseContent: 'Done', files: [] }]);
  });

  it('is sent only with a case id and at least one response', () => {
    const one = [{ followUpId: 'f1', responseContent: 'ok', files: [] }];
    expect(canSubmitFollowUps('i-1', one)).toBe(true);
    expect(canSubmitFollowUps('i-1', [])).toBe(false);
    expect(canSubmitFollowUps('', one)).toBe(false);
    expect(canSubmitFollowUps(null, one)).toBe(false);
  });
});
