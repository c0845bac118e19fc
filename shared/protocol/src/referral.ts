import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { reviewStatusSchema } from './account';
import { integer, wireInt } from './wire';

/*
 * Team and referral (spec §1 "a team and referral programme", §2 team, §7 user/posterBg, register with
 * extension_code). Registering with another user's invite code (`extension_code`) records who invited
 * the new account, once, when the account is created; the team page lists the caller's invitees.
 */

/** The invite poster's background: an image served by the server (GET, no token needed for the file). */
export const posterBackgroundSchema = z.object({
  /** Same-origin path of a PNG, e.g. `/api/user/posterBg.png` (drawable on a canvas without tainting it). */
  url: z.string(),
  width: integer,
  height: integer,
});
export type PosterBackground = z.infer<typeof posterBackgroundSchema>;

export const posterBg = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/posterBg',
  auth: true,
  request: z.object({}),
  response: posterBackgroundSchema,
});

/** One account the caller invited. The account is masked (`al***@example.com`, `138****8000`). */
export const inviteeSchema = z.object({
  account: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, UTC, when the invitee registered. */
  created_at: z.string(),
  /** The invitee's identity verification: 0 none, 1 auditing, 2 certified. */
  review_status: reviewStatusSchema,
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteePageSchema = z.object({
  list: z.array(inviteeSchema),
  /** Every invitee of the caller (all pages). */
  total: integer,
  /** Of those, how many are certified (review_status 2). */
  certified: integer,
  page: integer,
  limit: integer,
});
export type InviteePage = z.infer<typeof inviteePageSchema>;

/** The caller's invitees, newest first. */
export const inviteList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/invite_list',
  auth: true,
  request: z.object({
    page: z._default(wireInt.check(z.minimum(1), z.maximum(100000)), 1),
    limit: z._default(wireInt.check(z.minimum(1), z.maximum(100)), 20),
  }),
  response: inviteePageSchema,
});

export const referralApi = { posterBg, inviteList };
