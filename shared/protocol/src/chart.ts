import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { preprocess } from './wire';

/**
 * Chart layouts (issue 26, beyond the spec): the indicators and drawings a user keeps on a chart, one
 * layout per user and layout key. The key is the pair (`BTC/USDT`), prefixed by the product for the
 * contract and seconds charts (`contracts:BTC/USDT`, `micro:BTC/USDT`). Visitors keep theirs in the
 * browser; the same schema reads both.
 */

/** The indicators the chart offers (Highcharts Stock's own: ema, bb, rsi, macd, and sma on volume). */
export const chartIndicatorTypes = ['ema', 'sma', 'bb', 'rsi', 'macd', 'volumeMa'] as const;
export type ChartIndicatorType = (typeof chartIndicatorTypes)[number];

/** Highcharts annotation types the drawing tools make (stock tools' segment, horizontal line, ...). */
export const chartDrawingTypes = ['crookedLine', 'infinityLine', 'fibonacci', 'measure'] as const;
/** The drawing tools, as stock tools' bindings name them (`langKey` of their annotations). */
export const chartDrawingTools = ['segment', 'horizontalLine', 'fibonacci', 'measureXY'] as const;
export type ChartDrawingTool = (typeof chartDrawingTools)[number];

export const CHART_LAYOUT_LIMITS = {
  indicators: 10,
  drawings: 40,
  /** The layout as JSON text, at most: a bigger one is refused (`validation.tooLong`). */
  chars: 16_000,
} as const;

const period = z.number().check(z.int(), z.minimum(2), z.maximum(500));
const finite = z.number().check(z.refine(Number.isFinite));

export const chartIndicatorSchema = z.object({
  /** Unique in the layout: the series id is `indicator-<id>`. */
  id: z.string().check(z.regex(/^[a-z0-9]{1,16}$/)),
  type: z.enum(chartIndicatorTypes),
  params: z.object({
    period: z.optional(period),
    standardDeviation: z.optional(z.number().check(z.minimum(0.5), z.maximum(5))),
    shortPeriod: z.optional(period),
    longPeriod: z.optional(period),
    signalPeriod: z.optional(period),
  }),
});
export type ChartIndicator = z.infer<typeof chartIndicatorSchema>;

const pointSchema = z.object({ x: finite, y: finite });
const axisIndex = z.number().check(z.int(), z.minimum(0), z.maximum(9));

/** A drawing as the Highcharts annotation options that make it (styling left to the theme). */
export const chartDrawingSchema = z.object({
  type: z.enum(chartDrawingTypes),
  langKey: z.enum(chartDrawingTools),
  typeOptions: z.object({
    type: z.optional(z.literal('horizontalLine')),
    selectType: z.optional(z.enum(['x', 'y', 'xy'])),
    xAxis: z.optional(axisIndex),
    yAxis: z.optional(axisIndex),
    points: z.optional(z.array(pointSchema).check(z.maxLength(5))),
    point: z.optional(pointSchema),
    background: z.optional(z.object({ width: finite, height: finite })),
  }),
});
export type ChartDrawing = z.infer<typeof chartDrawingSchema>;

export const chartLayoutSchema = z
  .object({
    indicators: z.array(chartIndicatorSchema).check(z.maxLength(CHART_LAYOUT_LIMITS.indicators)),
    drawings: z.array(chartDrawingSchema).check(z.maxLength(CHART_LAYOUT_LIMITS.drawings)),
  })
  .check(
    z.refine((layout) => JSON.stringify(layout).length <= CHART_LAYOUT_LIMITS.chars, {
      message: 'validation.tooLong',
    }),
  );
export type ChartLayout = z.infer<typeof chartLayoutSchema>;

export const emptyChartLayout = (): ChartLayout => ({ indicators: [], drawings: [] });

/** `BTC/USDT`, or a product's `contracts:BTC/USDT`. */
export const chartLayoutKey = z
  .string()
  .check(z.trim(), z.regex(/^([a-z]{1,12}:)?[A-Za-z0-9]{1,16}\/[A-Za-z0-9]{1,16}$/));

/** Form bodies carry the layout as JSON text, JSON bodies as an object (the body limit caps the text). */
const layoutField = preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // not JSON: refused as invalid
  }
}, chartLayoutSchema);

/** The caller's layout of one key; an empty one when none was kept. */
export const chartLayoutGet = defineEndpoint({
  methods: ['GET'],
  path: '/api/chart/layout',
  auth: true,
  request: z.object({ pair: chartLayoutKey }),
  response: z.object({ pair: z.string(), layout: chartLayoutSchema }),
});

/** Keeps the caller's layout of one key (replacing the one before); an empty layout forgets it. */
export const chartLayoutPut = defineEndpoint({
  methods: ['PUT'],
  path: '/api/chart/layout',
  auth: true,
  request: z.object({ pair: chartLayoutKey, layout: layoutField }),
  response: z.object({ pair: z.string(), layout: chartLayoutSchema }),
});

export const chartApi = { chartLayoutGet, chartLayoutPut } as const;
