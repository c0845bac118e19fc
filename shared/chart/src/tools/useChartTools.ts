import type { ChartDrawingTool, ChartIndicator, ChartLayout } from '@exchange/protocol';
import type { Chart } from 'highcharts/highstock';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartToolsSetup } from '../highcharts/chartOptions';
import { loadChartTools } from '../highcharts/loadChartTools';
import type { ChartToolbarProps } from './ChartToolbar';
import { bindingsOf, drawingsOf } from './drawings';
import { paramsText } from './indicators';
import { useChartLayout } from './useChartLayout';

export interface ChartTools {
  /** For the chart: undefined until the tools' modules are loaded (none wanted yet). */
  setup: ChartToolsSetup | undefined;
  toolbar: ChartToolbarProps;
  /** The toolbar was hovered or focused: start loading the modules before the first click. */
  want(): void;
  onChart(chart: Chart): void;
  /** A pointer was released on the chart: a drawing may have been dragged. */
  onPointerUp(): void;
}

const sameDrawings = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The indicators and drawings of one chart: the kept layout (useChartLayout), Highcharts' tool modules
 * loaded once something needs them (a kept layout, a hovered or focused toolbar), and the drawing
 * tools driven through stock tools' navigation bindings. Every change is saved and rebuilds the chart.
 */
export function useChartTools(layoutKey: string, onChartGiven?: (chart: Chart) => void): ChartTools {
  const { t } = useTranslation('chart');
  const { layout, save } = useChartLayout(layoutKey);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [activeTool, setActiveTool] = useState<ChartDrawingTool>();
  const chart = useRef<Chart | null>(null);
  const current = useRef({ layout, activeTool });
  current.current = { layout, activeTool };

  const needed = wanted || open || layout.indicators.length > 0 || layout.drawings.length > 0;
  useEffect(() => {
    if (!needed || loaded) return undefined;
    let live = true;
    loadChartTools().then(
      () => live && setLoaded(true),
      () => undefined, // offline: the chart stays without tools; the next want() tries again
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);

  const syncDrawings = useCallback(() => {
    // After Highcharts has finished the click (a dropped tool's half-drawn annotation is removed by then).
    setTimeout(() => {
      const drawn = chart.current;
      const { layout: kept, activeTool: drawing } = current.current;
      if (!drawn?.container || drawing) return;
      const drawings = drawingsOf(drawn);
      if (!sameDrawings(drawings, kept.drawings)) save({ ...kept, drawings });
    }, 0);
  }, [save]);

  const onToolDone = useCallback(() => {
    current.current.activeTool = undefined;
    setActiveTool(undefined);
    syncDrawings();
  }, [syncDrawings]);

  const indicatorName = useCallback(
    (indicator: ChartIndicator) => `${t(`tools.indicator.${indicator.type}`)} (${paramsText(indicator)})`,
    [t],
  );

  const setup = useMemo<ChartToolsSetup | undefined>(
    () =>
      loaded
        ? { indicators: layout.indicators, drawings: layout.drawings, indicatorName, onToolDone }
        : undefined,
    [loaded, layout, indicatorName, onToolDone],
  );

  const onPickTool = useCallback((tool: ChartDrawingTool, button: HTMLButtonElement, event: MouseEvent) => {
    const bindings = chart.current && bindingsOf(chart.current);
    const events = bindings?.options.bindings?.[tool];
    if (!bindings || !events) return;
    const stopping = current.current.activeTool === tool;
    bindings.bindingsButtonClick(button, events, event); // deselects the tool drawing before, if any
    current.current.activeTool = stopping ? undefined : tool;
    setActiveTool(stopping ? undefined : tool);
  }, []);

  const onChange = useCallback((next: ChartLayout) => save(next), [save]);

  return {
    setup,
    toolbar: {
      layout,
      onChange,
      nameOf: indicatorName,
      open,
      onOpenChange: setOpen,
      activeTool,
      onPickTool,
      busy: !loaded,
    },
    want: useCallback(() => setWanted(true), []),
    onChart: useCallback(
      (drawn: Chart) => {
        chart.current = drawn;
        current.current.activeTool = undefined;
        setActiveTool(undefined);
        onChartGiven?.(drawn);
      },
      [onChartGiven],
    ),
    onPointerUp: syncDrawings,
  };
}
