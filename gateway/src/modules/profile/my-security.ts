// My security's sub-pages (issue 16): step-up codes, the password change, connected devices and the
// authenticator enrolment. Every call goes upstream with the signed-in user's own token, so the upstream
// scopes it to that user and session; no id of another user is ever taken from the client.
import { isEnumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import type { PasswordRule, Resolvers } from '../resolvers-types.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import { getAuthenticator, startEnrolment } from './api/authenticator.js';
import { changePassword, getPasswordPolicy } from './api/password.js';
import { deleteSession, getSessions } from './api/sessions.js';
import { startStepUp, verifyStepUp } from './api/step-up.js';
import { deviceName } from './device-name.js';

const upstreamError = (error: unknown): { error?: string; attempts_left?: number; rules?: string[] } => {
  const body = upstreamBodyOf(error);
  return body && typeof body === 'object' ? (body as { error?: string }) : {};
};

function checkLength(value: string, max: number, name: string): void {
  if (value.length > max) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${name} is too long`);
}

const RULES: EnumTable<PasswordRule> = { LENGTH: true, UPPER: true, LOWER: true, NUMBER: true, USERNAME: true, SAME: true };

export const mySecurityResolvers = {
  Query: {
    async passwordPolicy(_, __, ctx) {
      const p = await getPasswordPolicy(ctx.upstream);
      return { minLength: p.min_length, maxLength: p.max_length, username: p.username };
    },
    async connectedDevices(_, __, ctx) {
      return (await getSessions(ctx.upstream)).map((s) => ({
        id: s.session_id,
        ...deviceName(s.user_agent),
        signedInAt: s.signed_in_at,
        lastActiveAt: s.last_active_at,
        current: s.current,
      }));
    },
    async authenticator(_, __, ctx) {
      const a = await getAuthenticator(ctx.upstream);
      return { status: a.status, deviceName: a.device_name ?? null, activatedAt: a.activated_at ?? null, enrolmentExpiresAt: a.expires_at ?? null };
    },
  },
  Mutation: {
    async startStepUp(_, __, ctx) {
      const c = await startStepUp(ctx.upstream);
      return { id: c.challenge_id, expiresInSeconds: c.expires_in, maxAttempts: c.max_attempts };
    },
    async verifyStepUp(_, args, ctx) {
      checkLength(args.challengeId, 64, 'challengeId');
      checkLength(args.code, 12, 'code');
      try {
        const v = await verifyStepUp(ctx.upstream, args.challengeId, args.code);
        return { outcome: 'VERIFIED', token: v.step_up_token, expiresAt: new Date(Date.now() + v.expires_in * 1000).toISOString(), attemptsLeft: null };
      } catch (error) {
        const body = upstreamError(error);
        if (body.error === 'invalid_code') return { outcome: 'WRONG_CODE', attemptsLeft: body.attempts_left ?? 0 };
        if (body.error === 'code_locked') return { outcome: 'LOCKED', attemptsLeft: 0 };
        if (body.error === 'code_expired' || body.error === 'code_used') return { outcome: 'EXPIRED', attemptsLeft: 0 };
        throw error;
      }
    },
    async changePassword(_, args, ctx) {
      const { currentPassword, newPassword, stepUpToken } = args.input;
      checkLength(currentPassword, 200, 'currentPassword');
      checkLength(newPassword, 200, 'newPassword');
      checkLength(stepUpToken, 200, 'stepUpToken');
      try {
        const res = await changePassword(ctx.upstream, currentPassword, newPassword, stepUpToken);
        ctx.upstream.forgetCaller();
        return { outcome: 'CHANGED', brokenRules: [], changedAt: res.changed_at };
      } catch (error) {
        const body = upstreamError(error);
        if (body.error === 'step_up_required') return { outcome: 'STEP_UP_REQUIRED', brokenRules: [] };
        if (body.error === 'invalid_current_password') return { outcome: 'WRONG_CURRENT_PASSWORD', brokenRules: [] };
        if (body.error === 'weak_password') {
          const rules = (body.rules ?? []).filter((r) => r === r.toLowerCase()).map((r) => r.toUpperCase()).filter((r) => isEnumValue(RULES, r));
          return { outcome: 'WEAK_PASSWORD', brokenRules: rules };
        }
        throw error;
      }
    },
    async signOutDevice(_, args, ctx) {
      checkLength(args.id, 64, 'id');
      checkLength(args.stepUpToken, 200, 'stepUpToken');
      try {
        await deleteSession(ctx.upstream, args.id, args.stepUpToken);
        ctx.upstream.forgetCaller();
        return 'SIGNED_OUT';
      } catch (error) {
        const body = upstreamError(error);
        if (body.error === 'step_up_required') return 'STEP_UP_REQUIRED';
        if (body.error === 'not_found' || body.error === 'bad_request') return 'NOT_FOUND';
        throw error;
      }
    },
    async startAuthenticatorEnrolment(_, __, ctx) {
      const e = await startEnrolment(ctx.upstream);
      ctx.upstream.forgetCaller();
      return { code: e.enrolment_code, activationUrl: e.activation_url, expiresAt: e.expires_at };
    },
  },
} satisfies Resolvers;
