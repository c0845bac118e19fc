import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { accountString, loginPassword, secondFactorCode, verificationCode } from './account';

export { secondFactorCode };
import { emptyAsAbsent, integer, trimmedText, wireId } from './wire';

/*
 * Account security beyond spec §7 (issue 13): login history and active sessions with revoke, and a
 * TOTP second factor (RFC 6238) with single-use backup codes. Messages are keys of the `server`
 * namespace.
 */

/** Only a 6-digit authenticator code (turning the factor on proves the app has the secret). */
export const authenticatorCode = z
  .string({ error: 'totp.enterCode' })
  .check(z.trim(), z.regex(/^\d{6}$/, 'totp.invalid'));

/** One login of the user: a session, live or ended. Times are UTC `YYYY-MM-DD HH:MM:SS`. */
export const loginSessionSchema = z.object({
  id: integer,
  created_at: z.string(),
  /** The client address the login came from. */
  ip: z.string(),
  /** The browser's User-Agent, as sent (the client shortens it for display). */
  user_agent: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
  /** When it was revoked (logout, revoke, password change), else ''. */
  ended_at: z.string(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

/** The last 20 logins, newest first (login history; the active ones are the active sessions). */
export const sessionList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/safe/sessions',
  auth: true,
  request: z.object({}),
  response: z.array(loginSessionSchema),
});

/** Ends one of the user's other sessions and closes its sockets; the current one ends with logout. */
export const revokeSession = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/sessions/revoke',
  auth: true,
  request: z.object({ id: wireId }),
  response: z.string(),
});

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused backup codes left. */
  backup_codes_left: integer,
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

export const totpStatus = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/safe/totp/status',
  auth: true,
  request: z.object({}),
  response: totpStatusSchema,
});

/** Starts (or restarts) setting up: a fresh secret, not yet in force until confirmed. */
export const totpSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauth_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpSetup = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/totp/setup',
  auth: true,
  request: z.object({}),
  response: totpSetupSchema,
});

/** Confirms the set-up with a code from the app; answers the backup codes, shown this once. */
export const totpEnable = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/totp/enable',
  auth: true,
  request: z.object({ code: authenticatorCode }),
  response: z.object({ backup_codes: z.array(z.string()) }),
});

/** Turns the factor off; needs a current code or a backup code. */
export const totpDisable = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/totp/disable',
  auth: true,
  request: z.object({ code: secondFactorCode }),
  response: z.string(),
});

/**
 * The second step of login for an account with the factor on: `user/login` answers
 * `totp.required` (after a right password) and the client repeats the credentials here with the code.
 * The message of an ok answer is the token.
 */
export const loginSecondFactor = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/login_totp',
  auth: false,
  request: z.object({
    user_string: accountString,
    password: loginPassword,
    totp_code: secondFactorCode,
    sms_code: emptyAsAbsent(verificationCode),
    area_code: z.optional(trimmedText(8)),
    area_code_id: emptyAsAbsent(wireId),
  }),
  response: z.string(),
});

/** The failure key `user/login` answers when the second step is needed. */
export const TOTP_REQUIRED = 'totp.required';

export const accountSecurityApi = {
  sessionList,
  revokeSession,
  totpStatus,
  totpSetup,
  totpEnable,
  totpDisable,
  loginSecondFactor,
};
