import type { Chart } from 'highcharts/highstock';

/**
 * Highcharts writes "Created with Highcharts 13.1.1" into its SVG's `<desc>`, which a screen reader
 * reads as the chart image's description: English on every page, and about the tool rather than the
 * chart. As a chart's `events.load`, drops it once the chart is drawn.
 */
export function dropProductDescription(this: Chart): void {
  this.renderer.box.querySelector('desc')?.remove();
}
