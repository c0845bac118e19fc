import styled from 'styled-components';

/** The team page: one column on a phone, the invite tools beside the team list on wider screens. */
export const TeamMain = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 1100px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.5rem;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  box-sizing: border-box;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: 599px) {
    padding: ${({ theme }) => theme.space.lg};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & + & {
    margin-block-start: ${({ theme }) => theme.space.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
