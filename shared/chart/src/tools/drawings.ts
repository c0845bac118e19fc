import { chartDrawingSchema, type ChartDrawing, type ChartDrawingTool } from '@exchange/protocol';
import type { AppTheme } from '@exchange/ui';
import type { Chart, Options } from 'highcharts/highstock';

/** The drawing tools offered, as stock tools' bindings name them: trend line, horizontal line, Fibonacci, measure. */
export const DRAWING_TOOLS: readonly ChartDrawingTool[] = [
  'segment',
  'horizontalLine',
  'fibonacci',
  'measureXY',
];

/** The part of Highcharts' navigation bindings (annotations module) the tools drive. */
export interface NavigationBindings {
  options: { bindings?: Record<string, object> };
  selectedButtonElement?: Element | null;
  bindingsButtonClick(button: Element, events: object, clickEvent: Event): void;
  popup?: unknown;
}

interface DrawnAnnotation {
  options: { type?: string; langKey?: string; typeOptions?: Record<string, unknown> };
}

export const bindingsOf = (chart: Chart) =>
  (chart as unknown as { navigationBindings?: NavigationBindings }).navigationBindings;

const plainPoint = (point: unknown) => {
  const { x, y } = (point ?? {}) as { x?: unknown; y?: unknown };
  return typeof x === 'number' && typeof y === 'number' ? { x, y } : undefined;
};

/**
 * A drawn annotation as the layout keeps it: its type, tool and the options that place it (points,
 * axes, the measure's size), never its styling (the theme gives that) or handlers. Anything the
 * layout schema would refuse is left out.
 */
export function drawingOf(annotation: DrawnAnnotation): ChartDrawing | undefined {
  const { type, langKey, typeOptions = {} } = annotation.options;
  const background = typeOptions.background as { width?: unknown; height?: unknown } | undefined;
  const candidate = {
    type,
    langKey,
    typeOptions: {
      type: typeOptions.type === 'horizontalLine' ? 'horizontalLine' : undefined,
      selectType: typeOptions.selectType,
      xAxis: typeOptions.xAxis,
      yAxis: typeOptions.yAxis,
      points: Array.isArray(typeOptions.points)
        ? typeOptions.points.map(plainPoint).filter((point) => point !== undefined)
        : undefined,
      point: plainPoint(typeOptions.point),
      background:
        typeof background?.width === 'number' && typeof background.height === 'number'
          ? { width: background.width, height: background.height }
          : undefined,
    },
  };
  const parsed = chartDrawingSchema.safeParse(JSON.parse(JSON.stringify(candidate)));
  return parsed.success ? parsed.data : undefined;
}

/** The drawings on a chart now, in the order drawn. */
export const drawingsOf = (chart: Chart): ChartDrawing[] =>
  ((chart as unknown as { annotations?: DrawnAnnotation[] }).annotations ?? [])
    .map(drawingOf)
    .filter((drawing): drawing is ChartDrawing => drawing !== undefined);

/** The theme's look of every drawing, kept or new (stock tools' own defaults are light-theme greys). */
export function annotationLook(theme: AppTheme) {
  const { colors } = theme;
  return {
    shapeOptions: { stroke: colors.primary, strokeWidth: 2, fill: 'transparent' },
    labelOptions: {
      backgroundColor: colors.surfaceRaised,
      borderColor: colors.border,
      style: { color: colors.text },
    },
    controlPointOptions: { style: { fill: colors.surface, stroke: colors.primary, 'stroke-width': 2 } },
  };
}

/** A kept drawing as annotation options for Highcharts, in the theme. */
export const annotationOptions = (drawing: ChartDrawing, theme: AppTheme) => ({
  ...annotationLook(theme),
  ...drawing,
  typeOptions: { ...drawing.typeOptions },
});

/**
 * The chart options that turn the loaded stock tools on without their own toolbar (the chart's
 * toolbar in React replaces it: translated, themed, keyboard reachable) and tell `onDrawn` when a
 * drawing tool finished or was dropped.
 */
export function toolsOptions(theme: AppTheme, onToolDone: () => void): Options {
  return {
    navigation: {
      annotationsOptions: annotationLook(theme),
      events: { deselectButton: onToolDone },
    },
  } as Options;
}

/** Stock tools' popup (edit/remove a selected drawing) stays closed: the toolbar lists and removes drawings. */
export function silencePopup(chart: Chart) {
  const bindings = bindingsOf(chart);
  if (bindings) bindings.popup = { showForm: () => undefined, closePopup: () => undefined };
}
