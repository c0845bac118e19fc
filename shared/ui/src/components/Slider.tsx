import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { isRtlElement } from './direction';

export interface SliderProps {
  /** 0 to 100. */
  value: number;
  onChange: (value: number) => void;
  /** Spec §9: step 25. */
  step?: number;
  disabled?: boolean;
  /** Defaults to "Percentage". */
  'aria-label'?: string;
  variant?: 'primary' | 'buy' | 'sell';
}

const max = 100;
const clamp = (n: number) => Math.min(max, Math.max(0, n));

const Root = styled.div`
  position: relative;
  padding-block: 10px 28px;
  touch-action: none;
  user-select: none;
`;

const Track = styled.div`
  position: relative;
  block-size: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
`;

const Filled = styled.div<{ $color: string }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Thumb = styled.div<{ $color: string }>`
  position: absolute;
  inset-block-start: 50%;
  inline-size: 16px;
  block-size: 16px;
  margin-inline-start: -8px;
  margin-block-start: -8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ $color }) => $color};
  cursor: grab;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

// Middle marks are centred on their point; the end marks line up with the track's ends.
const Mark = styled.button<{ $on: boolean; $color: string; $edge: 'start' | 'middle' | 'end' }>`
  position: absolute;
  inset-block-start: 24px;
  transform: ${({ $edge }) => ($edge === 'middle' ? 'translateX(-50%)' : 'none')};
  [dir='rtl'] & {
    transform: ${({ $edge }) => ($edge === 'middle' ? 'translateX(50%)' : 'none')};
  }
  padding: 0;
  background: none;
  border: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $on, $color }) => ($on ? $color : theme.colors.muted)};
  cursor: pointer;
  font-variant-numeric: tabular-nums;
`;

/**
 * The 0-100 % slider of the order forms: a WAI-ARIA slider (arrows, Page keys, Home/End; arrows
 * follow the reading direction), pointer drag snapping to the step, and clickable marks.
 */
export function Slider({
  value,
  onChange,
  step = 25,
  disabled = false,
  variant = 'primary',
  ...aria
}: SliderProps) {
  const { t } = useTranslation('common');
  const trackRef = useRef<HTMLDivElement>(null);
  const current = clamp(value);
  const marks = Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
  const set = (next: number) => {
    const snapped = clamp(Math.round(next / step) * step);
    if (!disabled && snapped !== current) onChange(snapped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = isRtlElement(event.currentTarget);
    const keys: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      ArrowRight: rtl ? current - step : current + step,
      ArrowLeft: rtl ? current + step : current - step,
      PageUp: current + step,
      PageDown: current - step,
      Home: 0,
      End: max,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    if (!track || disabled) return;
    const rect = track.getBoundingClientRect();
    if (rect.width === 0) return;
    const ratio = (event.clientX - rect.left) / rect.width;
    set((isRtlElement(track) ? 1 - ratio : ratio) * max);
  };

  const theme = useTheme();
  const color =
    variant === 'buy' ? theme.colors.up : variant === 'sell' ? theme.colors.down : theme.colors.primary;

  return (
    <Root
      onPointerDown={(event) => {
        if (event.target instanceof HTMLButtonElement) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) fromPointer(event);
      }}
    >
      <Track ref={trackRef}>
        <Filled $color={color} style={{ inlineSize: `${current}%` }} />
        <Thumb
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={aria['aria-label'] ?? t('slider.label')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={current}
          aria-valuetext={t('slider.mark', { value: current })}
          aria-disabled={disabled || undefined}
          aria-orientation="horizontal"
          $color={color}
          style={{ insetInlineStart: `${current}%` }}
          onKeyDown={onKeyDown}
        />
      </Track>
      {marks.map((mark) => (
        <Mark
          key={mark}
          type="button"
          tabIndex={-1}
          disabled={disabled}
          $on={mark <= current}
          $color={color}
          $edge={mark === 0 ? 'start' : mark === max ? 'end' : 'middle'}
          style={mark === max ? { insetInlineEnd: 0 } : { insetInlineStart: `${mark}%` }}
          onClick={() => set(mark)}
        >
          {t('slider.mark', { value: mark })}
        </Mark>
      ))}
    </Root>
  );
}
