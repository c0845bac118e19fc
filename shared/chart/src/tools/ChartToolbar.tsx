import type { ChartDrawingTool, ChartIndicator, ChartLayout } from '@exchange/protocol';
import { Button } from '@exchange/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_TOOLS } from './drawings';
import { IndicatorPanel } from './IndicatorPanel';
import { Bar, Item, List, Panel, ToolButton, ToolRow } from './toolbarStyles';

export interface ChartToolbarProps {
  layout: ChartLayout;
  onChange: (layout: ChartLayout) => void;
  nameOf: (indicator: ChartIndicator) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tool drawing now (its button is pressed). */
  activeTool: ChartDrawingTool | undefined;
  /** Starts (or, for the active one, stops) a drawing tool; the button is stock tools' binding button. */
  onPickTool: (tool: ChartDrawingTool, button: HTMLButtonElement, event: MouseEvent) => void;
  /** The tools' modules are still loading: the drawing buttons wait. */
  busy: boolean;
}

/**
 * The chart's indicators and drawing tools: a disclosure button opening the indicator panel, a group
 * of toggle buttons for the drawing tools (the chart then takes the clicks that place the drawing),
 * and the kept drawings with a remove button each.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { layout, onChange, nameOf, open, onOpenChange, activeTool, onPickTool, busy } = props;
  const { t } = useTranslation('chart');
  const panelId = useId();
  const buttons = useRef(new Map<ChartDrawingTool, HTMLButtonElement>());
  // Escape drops the armed tool (the same button again is how stock tools' bindings drop it).
  useEffect(() => {
    if (!activeTool) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const button = buttons.current.get(activeTool);
      if (event.key === 'Escape' && button) onPickTool(activeTool, button, event as unknown as MouseEvent);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [activeTool, onPickTool]);
  const counts = new Map<string, number>();
  const drawingNames = layout.drawings.map((drawing) => {
    const n = (counts.get(drawing.langKey) ?? 0) + 1;
    counts.set(drawing.langKey, n);
    return t('tools.drawingName', { tool: t(`tools.drawing.${drawing.langKey}`), n });
  });

  return (
    <>
      <ToolRow>
        <ToolButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
        >
          {t('tools.indicators')}
          {layout.indicators.length > 0 && <span aria-hidden="true"> ({layout.indicators.length})</span>}
        </ToolButton>
        <Bar role="group" aria-label={t('tools.drawings')}>
          {DRAWING_TOOLS.map((tool) => (
            <ToolButton
              key={tool}
              ref={(element) => {
                if (element) buttons.current.set(tool, element);
              }}
              type="button"
              aria-pressed={activeTool === tool}
              aria-disabled={busy}
              onClick={(event) => {
                if (!busy) onPickTool(tool, event.currentTarget, event.nativeEvent);
              }}
            >
              {t(`tools.drawing.${tool}`)}
            </ToolButton>
          ))}
        </Bar>
      </ToolRow>
      {activeTool && (
        <p role="status" style={{ margin: 0, fontSize: '0.85em' }}>
          {t('tools.drawHint', { tool: t(`tools.drawing.${activeTool}`) })}
        </p>
      )}
      {open && (
        <Panel id={panelId} role="group" aria-label={t('tools.indicators')}>
          <IndicatorPanel layout={layout} onChange={onChange} nameOf={nameOf} />
        </Panel>
      )}
      {layout.drawings.length > 0 && (
        <Bar>
          <List aria-label={t('tools.drawingList')}>
            {layout.drawings.map((drawing, index) => (
              <Item key={index}>
                <span>{drawingNames[index]}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('tools.remove', { name: drawingNames[index] })}
                  onClick={() =>
                    onChange({ ...layout, drawings: layout.drawings.filter((_, i) => i !== index) })
                  }
                >
                  ×
                </Button>
              </Item>
            ))}
          </List>
          <ToolButton type="button" onClick={() => onChange({ ...layout, drawings: [] })}>
            {t('tools.clearDrawings')}
          </ToolButton>
        </Bar>
      )}
    </>
  );
}
