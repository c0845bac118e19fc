import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'buy' | 'sell' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks, e.g. while a parent form submits. */
  loading?: boolean;
  block?: boolean;
  /**
   * When the handler returns a promise, the button stays busy until it settles and ignores
   * further clicks: a submit in flight cannot be repeated (DESIGN.md "HTTP calls").
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

const fill = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'buy':
      return css`
        background: ${colors.up};
        color: ${colors.upText};
        border-color: ${colors.up};
      `;
    case 'sell':
      return css`
        background: ${colors.down};
        color: ${colors.downText};
        border-color: ${colors.down};
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: ${colors.border};
      `;
    default:
      return css`
        background: ${colors.primary};
        color: ${colors.primaryText};
        border-color: ${colors.primary};
      `;
  }
};

const heights: Record<ButtonSize, string> = { sm: '28px', md: '36px', lg: '44px' };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ $size }) => heights[$size]};
  padding-inline: ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant }) => fill(theme, $variant)}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    disabled,
    onClick,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const [pending, setPending] = useState(false);
  // The ref blocks a second click that lands before React re-renders the disabled state.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      inFlight.current = true;
      setPending(true);
      const settle = () => {
        inFlight.current = false;
        if (mounted.current) setPending(false);
      };
      result.then(settle, settle);
    }
  };

  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy && <Spinner size={14} decorative />}
      {children}
    </StyledButton>
  );
});
