import styled from 'styled-components';

/** One readable column for the list and the article; full width on a 390 px phone. */
export const NoticeMain = styled.main`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 880px;
  margin-inline: auto;
  padding-block: 24px;
  padding-inline: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

export const NoticeTitle = styled.h1`
  margin-block: 0 16px;
  font-size: 1.5rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

export const CenteredState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-block: 40px;
  color: ${({ theme }) => theme.colors.muted};
`;
