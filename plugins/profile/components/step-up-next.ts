// Where the step-up page sends the adviser once verified: ?next= names one of My security's pages.
import type { AppRouteId } from '@kit/route-ids';

export const STEP_UP_NEXT = {
  'update-password': 'profile-security-update-password',
  'connected-devices': 'profile-security-connected-devices',
} as const satisfies Record<string, AppRouteId>;

export type StepUpNext = keyof typeof STEP_UP_NEXT;

export const isStepUpNext = (value: unknown): value is StepUpNext => typeof value === 'string' && Object.hasOwn(STEP_UP_NEXT, value);
