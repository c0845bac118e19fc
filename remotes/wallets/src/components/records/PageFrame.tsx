import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Page } from '@exchange/ui';
import styled from 'styled-components';

/** The shared page frame, a little narrower for the records' tables. */
const Frame = styled(Page)`
  max-inline-size: 1100px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The frame of a wallets screen: a level-1 heading (the page's name), actions beside it, the body. */
export function PageFrame({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Frame aria-labelledby={`${id}-title`} data-page={id}>
      <Head>
        <h1 id={`${id}-title`}>{title}</h1>
        {actions}
      </Head>
      {children}
    </Frame>
  );
}

/** A bordered panel inside a page: the asset screens' card, as a plain block (no landmark). */
export const Panel = styled(Card).attrs({ as: 'div' })``;

/** A link beside a page's title (to the records, back to the transfer), in the theme's colour. */
export const ActionLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
