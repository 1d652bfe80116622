// What the tracking mutations accept, checked before any upstream call.
import { ErrorCode, gatewayError } from '../../errors.js';

/** The collector's body limit: well under the regular endpoint's 96 KB request body. */
export const MAX_LOG_TEXT = 64 * 1024;
const JS_STATUS = /^[A-Za-z0-9_.:()-]{1,64}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export function checkLogText(text: string): string {
  if (text.trim() === '') throw gatewayError(ErrorCode.BAD_USER_INPUT, 'text is empty');
  if (Buffer.byteLength(text, 'utf8') > MAX_LOG_TEXT) throw gatewayError(ErrorCode.BAD_USER_INPUT, `text is over ${MAX_LOG_TEXT} bytes`);
  return text;
}

export function checkHealthReport(jsStatus: string, customerSessionId: string): { jsStatus: string; customerSessionId: string } {
  if (!JS_STATUS.test(jsStatus)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'jsStatus is not a status code such as error(699)');
  if (!SESSION_ID.test(customerSessionId)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'customerSessionId is not a tracking session id');
  return { jsStatus, customerSessionId };
}
