import { Field, TextInput } from '@exchange/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
`;
/** Touch-sized and shrinkable beside a trailing button on a 390 px screen. */
const Input = styled(TextInput)`
  flex: 1 1 auto;
  min-inline-size: 0;
  min-block-size: 44px;
  &[readonly] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text, announced with the input. */
  error?: string;
  /** Translated hint or status text shown under the field. */
  hint?: string;
  /** Something beside the input, e.g. the send-code button. */
  trailing?: ReactNode;
}

/** The ui Field around a text input. It never clears what was typed: errors only add a message. */
export function TextField({ label, value, onValueChange, error, hint, trailing, ...native }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Row>
          <Input
            {...native}
            {...control}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
          {trailing}
        </Row>
      )}
    </Field>
  );
}
