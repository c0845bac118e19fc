import { api as endpoints, type CodeScene, type Failure } from '@exchange/protocol';
import type { ApiClient, ClientFailure } from '@exchange/sdk';
import { chooseCodeChannel } from './validation/sendCode';

export interface SendCodeRequest {
  account: string;
  scene: CodeScene;
  areaCode?: string;
  areaCodeId?: number;
}

export type SendCodeOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; messageKey: string }
  | { kind: 'failed'; failure: Failure | ClientFailure };

/**
 * Spec §5 "Send code": the account's shape picks the call (`sms_mail` for e-mail, `sms_send` for a
 * phone number, with its area code); an account that is neither is refused before any request.
 * Failures are the caller's to show next to the field, so the call is silent.
 */
export async function sendVerificationCode(
  api: ApiClient,
  request: SendCodeRequest,
): Promise<SendCodeOutcome> {
  const decision = chooseCodeChannel(request.account);
  if (!decision.ok) return { kind: 'invalid', messageKey: decision.messageKey };
  const sms = decision.channel === 'sms';
  const payload = {
    user_string: request.account.trim(),
    scene: request.scene,
    ...(sms && request.areaCode ? { area_code: request.areaCode } : {}),
    ...(sms && request.areaCodeId ? { area_code_id: request.areaCodeId } : {}),
  };
  const result = await api.call(sms ? endpoints.smsSend : endpoints.smsMail, payload, { silent: true });
  return result.type === 'ok' ? { kind: 'sent' } : { kind: 'failed', failure: result };
}
