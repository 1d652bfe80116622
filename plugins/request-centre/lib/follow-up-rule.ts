// 002 §4: follow-up responses are submitted only when there is a case (intent) id and at least one
// response. A response is a follow-up's answer text (trimmed), with any files attached to it.
export interface FollowUpDraft {
  followUpId: string;
  responseContent: string;
  files: readonly File[];
}

export interface FollowUpResponse {
  followUpId: string;
  responseContent: string;
  files: readonly File[];
}

/** The drafts that are responses: those with answer text. */
export function responsesOf(drafts: readonly FollowUpDraft[]): FollowUpResponse[] {
  return drafts
    .map((d) => ({ followUpId: d.followUpId, responseContent: d.responseContent.trim(), files: d.files }))
    .filter((d) => d.responseContent.length > 0);
}

export function canSubmitFollowUps(intentId: string | null | undefined, responses: readonly FollowUpResponse[]): boolean {
  return Boolean(intentId) && responses.length > 0;
}
