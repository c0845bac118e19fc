import styled from 'styled-components';

/** The frame of the contracts list screens: centred, on the surface colour. */
export const PageFrame = styled.div`
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  > * {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media (max-width: 700px) {
    padding: ${({ theme }) => theme.space.xs};
  }
`;
