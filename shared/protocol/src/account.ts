import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import {
  emptyAsAbsent,
  integer,
  trimmedText,
  uploadUrlPattern,
  wireId,
  withoutUploadSignature,
} from './wire';

// ---- field rules (spec §5). Messages are keys of the `server` namespace. ----

/** An e-mail address or a phone number (digits, no area code). */
export const accountString = z
  .string({ error: 'account.required' })
  .check(z.trim(), z.minLength(1, 'account.required'), z.maxLength(64, 'account.tooLong'));
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const phonePattern = /^\d{5,15}$/;
export const loginPassword = z
  .string({ error: 'login.enterPsw' })
  .check(z.minLength(6, 'login.psw6'), z.maxLength(16, 'login.psw16'));
export const registerPassword = z
  .string({ error: 'register.enterPsw' })
  .check(z.minLength(6, 'register.psw16'), z.maxLength(16, 'register.psw16'));
/** Verification codes are 6 digits. */
export const verificationCode = z
  .string({ error: 'code.required' })
  .check(z.trim(), z.regex(/^\d{6}$/, 'code.invalid'));
const optionalText = (max: number) => z.optional(trimmedText(max));
const optionalId = emptyAsAbsent(wireId);
/** The confirmation field of a password pair: its mismatch is reported by the object's refine. */
const repeatPassword = (tooLong: string) =>
  z.string({ error: 'set.pswFalse' }).check(z.maxLength(16, tooLong));
const optionalPassword = emptyAsAbsent(z.string().check(z.maxLength(16)));

// ---- §3 entities ----

/** Spec §3 User info. review_status: 0 not submitted, 1 auditing, 2 certified. */
export const reviewStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const userInfoSchema = z.object({
  id: integer,
  extension_code: z.string(),
  is_seller: integer,
  type: integer,
  phone: z.string(),
  email: z.string(),
  area_code: z.string(),
  area_code_id: integer,
  /** The account the user logs in with (e-mail or phone). */
  account_number: z.string(),
  review_status: reviewStatusSchema,
  /** Extra: whether a trade password is bound (what /bindmpwd needs to know). */
  has_trade_password: z.boolean(),
  /** Extra: the language last sent with set/lang. */
  locale: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** user/center: the user record plus the security bar level of spec §4 (25, 50, 75 or 100). */
export const userCenterSchema = z.extend(userInfoSchema, {
  nationality: z.string(),
  real_name: z.string(),
  security_level: integer,
  created_at: z.string(),
});
export type UserCenter = z.infer<typeof userCenterSchema>;

/** Spec §3 Country list entry. */
export const countrySchema = z.object({
  area_code: z.string(),
  country_id: integer,
  name_cn: z.string(),
  name_en: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

// ---- calls (spec §7 "Account and authentication") ----

export const regConf = defineEndpoint({
  methods: ['GET'],
  path: '/api/reg/conf',
  auth: false,
  request: z.object({}),
  response: z.object({ isEmailVer: z.boolean() }),
});

/** Why a code is sent. `type: 'forget'` (spec §7) is accepted as scene forget. */
export const codeScenes = ['register', 'login', 'forget', 'bind_email', 'update_password'] as const;
export type CodeScene = (typeof codeScenes)[number];

const sendCodeRequest = z.object({
  user_string: accountString,
  scene: z._default(z.enum(codeScenes, { error: 'code.badScene' }), 'register'),
  type: z.optional(z.literal('forget')),
  country_code: optionalText(8),
  area_code: optionalText(8),
  area_code_id: optionalId,
});
/** The message is a key such as `code.sent`; the code itself goes through the sender (outbox). */
export const smsSend = defineEndpoint({
  methods: ['POST'],
  path: '/api/sms_send',
  auth: false,
  request: sendCodeRequest,
  response: z.string(),
});
export const smsMail = defineEndpoint({
  methods: ['POST'],
  path: '/api/sms_mail',
  auth: false,
  request: sendCodeRequest,
  response: z.string(),
});

/** Checks a code without using it up (a wrong code counts as a try). */
const checkCodeBase = {
  user_string: accountString,
  scene: z._default(z.enum(codeScenes, { error: 'code.badScene' }), 'forget'),
};
export const checkEmail = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/check_email',
  auth: false,
  request: z.object({ ...checkCodeBase, email_code: verificationCode }),
  response: z.string(),
});
export const checkMobile = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/check_mobile',
  auth: false,
  request: z.object({ ...checkCodeBase, mobile_code: verificationCode }),
  response: z.string(),
});

export const registerRequestSchema = z
  .object({
    /** 'email' or 'mobile'. */
    type: z.enum(['email', 'mobile'], { error: 'register.badType' }),
    user_string: accountString,
    code: verificationCode,
    password: registerPassword,
    re_password: repeatPassword('register.psw16'),
    extension_code: optionalText(16),
    area_code: optionalText(8),
    area_code_id: optionalId,
    nationality: optionalText(64),
  })
  .check(
    z.refine((r) => r.password === r.re_password, { message: 'set.pswFalse', path: ['re_password'] }),
    z.refine((r) => r.type !== 'email' || emailPattern.test(r.user_string), {
      message: 'register.emailFalse',
      path: ['user_string'],
    }),
    z.refine((r) => r.type !== 'mobile' || phonePattern.test(r.user_string), {
      message: 'register.phoneFalse',
      path: ['user_string'],
    }),
  );
export const register = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/register',
  auth: false,
  request: registerRequestSchema,
  response: z.string(),
});

/** The message of an ok login is the token. */
export const login = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/login',
  auth: false,
  request: z.object({
    user_string: accountString,
    password: loginPassword,
    sms_code: emptyAsAbsent(verificationCode),
    area_code: optionalText(8),
    area_code_id: optionalId,
  }),
  response: z.string(),
});

export const logout = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/logout',
  auth: true,
  request: z.object({}),
  response: z.string(),
});

export const userInfo = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/info',
  auth: true,
  request: z.object({}),
  response: userInfoSchema,
});

export const userCenter = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/center',
  auth: true,
  request: z.object({}),
  response: userCenterSchema,
});

/** A 6-digit authenticator code or a backup code (`xxxx-xxxx`, letters and digits). */
export const secondFactorCode = z
  .string({ error: 'totp.enterCode' })
  .check(
    z.trim(),
    z.minLength(1, 'totp.enterCode'),
    z.maxLength(12, 'totp.invalid'),
    z.regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'totp.invalid'),
  );
/**
 * The second factor's code on a call that changes how the account is reached or secured (issue 22):
 * needed when the user's authenticator is on (else the answer is `totp.required` with
 * `params.field: 'totp_code'` and nothing changes); ignored when it is off.
 */
const totpCodeField = emptyAsAbsent(secondFactorCode);

/**
 * Spec §3 Forgot-password payload. Proof is either a code sent with scene `forget` to `account`
 * or, from the settings page, the current password in `oldpassword`.
 */
export const forget = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/forget',
  auth: false,
  request: z
    .object({
      account: accountString,
      password: registerPassword,
      repassword: repeatPassword('register.psw16'),
      code: emptyAsAbsent(verificationCode),
      oldpassword: optionalPassword,
      scene: optionalText(20),
      totp_code: totpCodeField,
    })
    .check(
      z.refine((r) => r.password === r.repassword, { message: 'set.pswFalse', path: ['repassword'] }),
      z.refine((r) => r.code !== undefined || r.oldpassword !== undefined, {
        message: 'code.required',
        path: ['code'],
      }),
    ),
  response: z.string(),
});

/** Changes the login password with a code sent (scene update_password) to the user's account. */
export const updatePassword = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/update_password',
  auth: true,
  request: z
    .object({
      password: registerPassword,
      re_password: repeatPassword('register.psw16'),
      code: verificationCode,
      totp_code: totpCodeField,
    })
    .check(z.refine((r) => r.password === r.re_password, { message: 'set.pswFalse', path: ['re_password'] })),
  response: z.string(),
});

/**
 * Without `password`: tells whether a trade password is bound. With `password`: checks it
 * (wrong answers `trade.pswWrong`, none bound answers type 996).
 */
export const judgePassword = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/judge_password',
  auth: true,
  request: z.object({
    password: optionalPassword,
  }),
  response: z.object({ has_trade_password: z.boolean() }),
});

/** Binds (or, with the old one, changes) the trade password that /bindmpwd sets. */
export const tradePasswordRequestSchema = z
  .object({
    password: z
      .string({ error: 'trade.enterPsw' })
      .check(z.minLength(6, 'trade.psw6'), z.maxLength(16, 'trade.psw6')),
    re_password: repeatPassword('trade.psw6'),
    old_password: optionalPassword,
    totp_code: totpCodeField,
  })
  .check(z.refine((r) => r.password === r.re_password, { message: 'set.pswFalse', path: ['re_password'] }));
export const bindTradePassword = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/trade_password',
  auth: true,
  request: tradePasswordRequestSchema,
  response: z.string(),
});

/** Binds an e-mail with a code sent to it (scene bind_email). */
export const bindEmail = defineEndpoint({
  methods: ['POST'],
  path: '/api/safe/email',
  auth: true,
  request: z.object({
    email: z
      .string({ error: 'email.required' })
      .check(
        z.trim(),
        z.maxLength(64, 'email.false'),
        z.regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/, 'email.false'),
      ),
    code: verificationCode,
    totp_code: totpCodeField,
  }),
  response: z.string(),
});

export const countryList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/country/list',
  auth: false,
  request: z.object({}),
  response: z.array(countrySchema),
});

/** An URL returned by /api/upload (served by the server under /api/uploads/). */
const uploadedPicture = z.pipe(
  z
    .string({ error: 'auth.pimg' })
    .check(z.trim(), z.maxLength(300, 'auth.pimg'), z.regex(uploadUrlPattern, 'auth.pimg')),
  z.transform(withoutUploadSignature),
);

/** Spec §3 Real-name payload; moves review_status 0 (or a rejected 0) to 1. */
export const realName = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/real_name',
  auth: true,
  request: z.object({
    name: z
      .string({ error: 'auth.name' })
      .check(z.trim(), z.minLength(1, 'auth.name'), z.maxLength(64, 'auth.name')),
    card_id: z
      .string({ error: 'auth.cardId' })
      .check(
        z.trim(),
        z.minLength(4, 'auth.cardId'),
        z.maxLength(32, 'auth.cardId'),
        z.regex(/^[A-Za-z0-9-]+$/, 'auth.cardId'),
      ),
    front_pic: uploadedPicture,
    reverse_pic: uploadedPicture,
    hand_pic: emptyAsAbsent(uploadedPicture),
  }),
  response: z.string(),
});

/** Multipart upload (field `file`, png/jpeg/webp/gif, at most 5 MB); the message is the image URL. */
export const uploadLimits = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;
export const upload = defineEndpoint({
  methods: ['POST'],
  path: '/api/upload',
  auth: true,
  request: z.object({}),
  response: z.string(),
});

export const accountApi = {
  regConf,
  smsSend,
  smsMail,
  checkEmail,
  checkMobile,
  register,
  login,
  logout,
  userInfo,
  userCenter,
  forget,
  updatePassword,
  judgePassword,
  bindTradePassword,
  bindEmail,
  countryList,
  realName,
  upload,
};
