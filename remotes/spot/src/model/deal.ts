import type { FrameTiming } from '@exchange/sdk';

/**
 * How often the deal centre's live views publish: at most one render per animation frame AND per
 * 100 ms. The order-book bench (bench/run.mjs) measured this against every frame; see README.md.
 */
export const LIVE_FLUSH_MS = 100;

/**
 * The frame timing every deal-centre reader of the shared depth and trades channels passes (the
 * first reader of a channel starts it with its timing, so they all pass the same).
 */
export const LIVE_TIMING: FrameTiming = { minIntervalMs: LIVE_FLUSH_MS };
