import styled from 'styled-components';

const Button = styled.button`
  min-block-size: 44px;
  padding-inline: 16px;
  border: 0;
  border-radius: 6px;
  font-size: 1rem;
  font-weight: 600;
  color: #fff;
  background: #2f6fde;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** The form's submit: disabled and marked busy while the request is in flight, so it cannot repeat. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
