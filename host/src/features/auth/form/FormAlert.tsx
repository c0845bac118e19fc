import styled from 'styled-components';

const Box = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0 0 14px;
  padding-block: 10px;
  padding-inline: 12px;
  border-radius: 6px;
  border-inline-start: 4px solid
    ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.down : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** A form-level message: errors interrupt (role alert), information waits its turn (role status). */
export function FormAlert({ tone, children }: { tone: 'error' | 'info'; children: string }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
