import styled from 'styled-components';

/** A titled card; every home panel sits in one. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  @media (max-width: 640px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Numbers read left to right even in Arabic and Persian pages, and line up in columns. */
export const Num = styled.span.attrs({ dir: 'ltr' })<{ $trend?: 'up' | 'down' | 'flat' }>`
  font-variant-numeric: tabular-nums;
  unicode-bidi: isolate;
  color: ${({ theme, $trend }) =>
    $trend === 'up' ? theme.colors.up : $trend === 'down' ? theme.colors.down : 'inherit'};
`;

/** A compact data table; cells marked data-optional drop out on phones (390 px). */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  td[data-align='end'],
  th[data-align='end'] {
    text-align: end;
  }
  @media (max-width: 640px) {
    [data-optional] {
      display: none;
    }
    th,
    td {
      padding-inline: ${({ theme }) => theme.space.xs};
    }
    /* A long heading ("Изменение за 24 ч") takes two lines rather than the figures' room. */
    th {
      white-space: normal;
    }
  }
`;
