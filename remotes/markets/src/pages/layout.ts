import styled from 'styled-components';

/**
 * Page frame of the markets pages: one column on phones (390 px), a grid on wider screens. A plain
 * block: the host shell already renders the page's <main> landmark around a remote page.
 */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 640px) {
    padding: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1,
  h2 {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
