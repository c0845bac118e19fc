import { isPositive, mul, parseAmount } from '@exchange/sdk';
import {
  ProjectOrderStatus,
  ProjectTimeStatus,
  projectLottery,
  projectOrder,
  type Project,
  type ProjectOrder,
} from '@exchange/protocol';

/** Coins are typed with at most 8 decimals (the wire's amount precision). */
export const COIN_DECIMALS = 8;

export type PhaseKey = 'start' | 'end' | 'sell';
export interface Phase {
  key: PhaseKey;
  at: number;
  /** The moment has passed. */
  done: boolean;
}

/** The project's three moments (spec §4): subscription opens, closes (the draw), placement opens. */
export function phasesOf(project: Pick<Project, 'start_at' | 'end_at' | 'sell_begin'>, now: number): Phase[] {
  return [
    { key: 'start', at: project.start_at },
    { key: 'end', at: project.end_at },
    { key: 'sell', at: project.sell_begin },
  ].map((phase) => ({ ...phase, key: phase.key as PhaseKey, done: now >= phase.at }));
}

/** The next moment to count down to, or undefined once placement has opened. */
export const nextPhase = (project: Pick<Project, 'start_at' | 'end_at' | 'sell_begin'>, now: number) =>
  phasesOf(project, now).find((phase) => !phase.done);

/** Spec §7: project/order when the caller holds the pay currency (user_has_money 1), else project/lottery. */
export const subscribeEndpoint = (project: Pick<Project, 'user_has_money'>) =>
  project.user_has_money === 1 ? projectOrder : projectLottery;

/** Spec §5: the quantity must be given and not negative (zero is refused too: nothing to subscribe). */
export function quantityProblem(text: string): 'ieo.enterQuantity' | undefined {
  const amount = parseAmount(text, { decimals: COIN_DECIMALS, allowNegative: true });
  if (amount === undefined || !isPositive(amount)) return 'ieo.enterQuantity';
  return undefined;
}

/** What a subscription of `text` coins costs in the pay currency (undefined while not a number). */
export function subscriptionCost(text: string, price: string): string | undefined {
  const amount = parseAmount(text, { decimals: COIN_DECIMALS });
  return amount === undefined ? undefined : mul(amount, price);
}

/** Spec §4: placement only for a winner, once the project has ended and sell_begin has passed. */
export function placementState(
  project: Pick<Project, 'time_status' | 'sell_begin'>,
  order: Pick<ProjectOrder, 'status'> | null,
  now: number,
): 'open' | 'notYet' | 'none' {
  if (project.time_status !== ProjectTimeStatus.ended || order?.status !== ProjectOrderStatus.won)
    return 'none';
  return now >= project.sell_begin ? 'open' : 'notYet';
}

/** Spec §4: a won lottery entry (status 1, type 2) reminds to keep the balance sufficient. */
export const needsBalanceReminder = (order: Pick<ProjectOrder, 'status' | 'type'>): boolean =>
  order.status === ProjectOrderStatus.won && order.type === 2;

/**
 * The caller's order to show: the one read (project/detail) or the one the server pushed after the
 * draw (`ieo_result`), whichever changed last (the push wins a tie: it is the draw's outcome).
 */
export function latestOrder(
  read: ProjectOrder | null,
  pushed: ProjectOrder | undefined,
): ProjectOrder | null {
  if (!pushed) return read;
  return !read || pushed.updated_at >= read.updated_at ? pushed : read;
}
