import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Line = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  > span:first-child {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
