import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
`;
export const inputStyles = css`
  box-sizing: border-box;
  min-inline-size: 0;
  flex: 1 1 auto;
  min-block-size: 44px;
  padding-inline: 12px;
  font-size: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Input = styled.input`
  ${inputStyles}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.down};
  }
  &[readonly] {
    opacity: 0.75;
  }
`;
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.down};
  font-size: 0.85rem;
`;
const HintText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text; links to the input through aria-describedby. */
  error?: string;
  /** Translated hint or status text shown under the field. */
  hint?: string;
  /** Something beside the input, e.g. the send-code button. */
  trailing?: ReactNode;
}

/** A labelled input whose error and hint are announced with it. Typed text is never cleared here. */
export function TextField({ label, value, onValueChange, error, hint, trailing, ...native }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          {...native}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && (
        <HintText id={hintId} role="status">
          {hint}
        </HintText>
      )}
    </Wrapper>
  );
}
