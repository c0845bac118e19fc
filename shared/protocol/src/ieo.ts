import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, integer, wireId } from './wire';
import { positiveAmount } from './wallet';

/*
 * IEO (token subscriptions): spec §3 "IEO project", §4 "IEO", §5 "IEO subscribe and placement",
 * §7 "IEO", §8 "Project subscribe and placement failure", §9 (IEO page 30). Money is a decimal
 * string; times are Unix epoch MILLISECONDS; failure messages are keys of the `server` namespace.
 *
 * The life of a project (the server's clock drives it):
 *   time_status 1 not started (now < start_at) -> 2 in progress (start_at <= now < end_at,
 *   subscriptions open) -> 3 ended (now >= end_at: the lottery is drawn, losers refunded).
 *   Placement (project/buy) opens to the winners when now >= sell_begin (sell_begin >= end_at).
 *
 * A subscription is for `amount` coins of the project at its `price` (in the pay currency):
 *   - project/order (type 1, when user_has_money is 1): amount x price of the pay currency is locked
 *     (the caller's currency account) until the draw; a winner's lock pays the placement, a loser's
 *     lock is returned, as is a winner's part that the supply could not cover.
 *   - project/lottery (type 2, the caller does not hold the pay currency): nothing is locked; a winner
 *     pays total_price from the balance at placement (§4: the reminder to keep the balance sufficient).
 */

export const PROJECT_PAGE_SIZE = 30;

/** §3/§4 time_status: 1 not started, 2 in progress (subscribe allowed), 3 ended (results, placement). */
export const ProjectTimeStatus = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export const projectTimeStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ProjectTimeStatus = z.infer<typeof projectTimeStatusSchema>;

/** order_info.type: 1 a subscription with the funds locked (project/order), 2 a lottery entry (project/lottery). */
export const ProjectOrderType = { order: 1, lottery: 2 } as const;
export const projectOrderTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type ProjectOrderType = z.infer<typeof projectOrderTypeSchema>;

/**
 * order_info.status: 0 waiting for the draw; 1 won (coin_amount allotted, placement due after
 * sell_begin; with type 2 the screen reminds to keep the balance sufficient); 2 placed (paid, coins
 * credited); 3 not completed (lost the draw, refunded).
 */
export const ProjectOrderStatus = { waiting: 0, won: 1, placed: 2, notCompleted: 3 } as const;
export const projectOrderStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ProjectOrderStatus = z.infer<typeof projectOrderStatusSchema>;

/** Spec §3 IEO project (every field), plus what the screens need. */
export const projectSchema = z.object({
  id: integer,
  /** Picture URL of the project's logo. */
  logo: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Coins offered (the supply), in currency_name. */
  amount: decimalString,
  /** The coin offered. */
  currency_name: z.string(),
  /** What subscribers pay with. */
  pay_currency_name: z.string(),
  /** Price of one coin in the pay currency. */
  price: decimalString,
  start_at: integer,
  end_at: integer,
  /** Placement opens at this time (never before end_at). */
  sell_begin: integer,
  time_status: projectTimeStatusSchema,
  /** 1 when the caller holds the pay currency (a positive available balance): subscribe with project/order; else project/lottery. 0 for a visitor. */
  user_has_money: integer,
  /** The project's web site ('' when none). */
  link: z.string(),
  /** The white paper's URL ('' when none). */
  white_book: z.string(),
  /** The project details as HTML: clients sanitize it before showing it. */
  content: z.string(),
  /** Coins applied for by every subscription so far (final once ended). */
  total_apply: decimalString,
  /** Percentage of subscriptions that win the draw ("25" = 25 %). */
  win_rate: decimalString,
  // ---- extras ----
  currency_id: integer,
  pay_currency_id: integer,
  /** Number of subscriptions. */
  apply_count: integer,
  /** Number of winning subscriptions (0 before the draw). */
  win_count: integer,
  /** 1 once the lottery is drawn. */
  drawn: integer,
  /** The draw's recorded seed (hex, '' before the draw): the same seed gives the same winners. */
  lottery_seed: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** Spec §3 order_info: the caller's subscription to one project, plus ids and times. */
export const projectOrderSchema = z.object({
  order_no: z.string(),
  type: projectOrderTypeSchema,
  status: projectOrderStatusSchema,
  /** Coins: what was applied for until the draw, then what was allotted (0 for a loser). */
  coin_amount: decimalString,
  /** coin_amount x price: what the placement pays (0 for a loser). */
  total_price: decimalString,
  // ---- extras ----
  id: integer,
  project_id: integer,
  /** Coins applied for. */
  apply_amount: decimalString,
  /** Pay currency locked now (type 1 until placement or refund; "0" otherwise). */
  locked: decimalString,
  created_at: integer,
  updated_at: integer,
});
export type ProjectOrder = z.infer<typeof projectOrderSchema>;

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const limit = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), PROJECT_PAGE_SIZE);

/** project: the projects, newest start first, `limit` (30) a page; `server_time` for countdowns. */
export const projectList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/project',
  auth: false,
  request: z.object({ limit, page }),
  response: z.object({
    list: z.array(projectSchema),
    page: integer,
    limit: integer,
    total: integer,
    server_time: integer,
  }),
});

/**
 * project/detail: `{info, order_info}` (spec §3); order_info is the caller's subscription, null
 * for a visitor or when none. `server_time` is the server's clock (countdowns to the next phase).
 * Failure keys: ieo.notFound.
 */
export const projectDetail = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/project/detail',
  auth: false,
  request: z.object({ project_id: wireId }),
  response: z.object({
    info: projectSchema,
    order_info: z.nullable(projectOrderSchema),
    server_time: integer,
  }),
});

const subscribeRequest = z.object({
  /** Coins applied for; missing, zero, negative or garbage answers `ieo.enterQuantity` (spec §5). */
  amount: positiveAmount('ieo.enterQuantity'),
  project_id: wireId,
});

/**
 * project/order: subscribe holding the pay currency (user_has_money 1); amount x price is locked.
 * Send an `Idempotency-Key` header (spot.ts IDEMPOTENCY_KEY_HEADER, a fresh key per intended
 * subscription, the same on a retry): a repeated key answers the first subscription (project/order
 * or project/lottery) instead of ieo.alreadySubscribed.
 * Failure keys: ieo.enterQuantity, amount.tooLarge, amount.tooPrecise, ieo.notFound,
 * ieo.notInProgress (not phase 2), ieo.alreadySubscribed, ieo.overSupply {max},
 * ieo.noMoney (nothing of the pay currency: use project/lottery), balance.insufficient,
 * ieo.badIdempotencyKey.
 */
export const projectOrder = defineEndpoint({
  methods: ['POST'],
  path: '/api/project/order',
  auth: true,
  request: subscribeRequest,
  response: projectOrderSchema,
});

/**
 * project/lottery: enter the draw without locking funds (the caller does not hold the pay currency).
 * Takes an `Idempotency-Key` as project/order does. Failure keys: as project/order except the balance
 * ones, plus ieo.useOrder (the caller holds the pay currency: use project/order).
 */
export const projectLottery = defineEndpoint({
  methods: ['POST'],
  path: '/api/project/lottery',
  auth: true,
  request: subscribeRequest,
  response: projectOrderSchema,
});

/**
 * project/buy: the placement of a winning subscription, after sell_begin: pays total_price (from
 * the lock for type 1, from the currency account for type 2) and credits coin_amount coins.
 * `total_price` is what the screen showed: it must equal the order's. An `Idempotency-Key` header
 * (as project/order) answers a repeated placement with the placed order instead of ieo.alreadyPlaced.
 * Failure keys: ieo.enterQuantity, ieo.notFound, ieo.noOrder, ieo.placementNotOpen {sell_begin} (before sell_begin),
 * ieo.notWinner, ieo.alreadyPlaced, ieo.priceMismatch {total_price}, balance.insufficient,
 * ieo.badIdempotencyKey.
 */
export const projectBuy = defineEndpoint({
  methods: ['POST'],
  path: '/api/project/buy',
  auth: true,
  request: z.object({
    total_price: positiveAmount('ieo.enterQuantity'),
    project_id: wireId,
  }),
  response: projectOrderSchema,
});

/**
 * `ieo_drawn` (socket): a project's lottery was drawn (spec §4 ended), to every socket, so an open
 * project page or list shows the results without a reload. The results themselves are read from
 * project/detail (the draw happens on the server's scheduler a moment after end_at).
 */
export const ieoDrawnPushSchema = z.object({ project_id: integer });
export type IeoDrawnPush = z.infer<typeof ieoDrawnPushSchema>;
export const IEO_DRAWN_EVENT = 'ieo_drawn';

/**
 * `ieo_result` (socket, to the subscriber's user room): the caller's own order of a project just
 * drawn, as project/detail's `order_info` now reads (status 1 won with the coins allotted, or 3 not
 * completed), sent after `ieo_drawn` so a page can show the result without reading it again.
 */
export const ieoResultPushSchema = projectOrderSchema;
export type IeoResultPush = ProjectOrder;
export const IEO_RESULT_EVENT = 'ieo_result';

export const ieoApi = { projectList, projectDetail, projectOrder, projectLottery, projectBuy } as const;
