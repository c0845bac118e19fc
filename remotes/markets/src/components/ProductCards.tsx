import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Panel, PanelTitle } from './Panel';

/** Every trading and earning section, one click from home (visitors see the public page, then login). */
export const products = [
  { id: 'spot', to: '/dealCenter' },
  { id: 'contracts', to: '/manger' },
  { id: 'seconds', to: '/leverdealCenter' },
  { id: 'quickExchange', to: '/quickRedemption' },
  { id: 'ieo', to: '/ieorg' },
  { id: 'lock', to: '/lock' },
] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    block-size: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function ProductCards() {
  const { t } = useTranslation('markets');
  return (
    <Panel aria-labelledby="home-products-title">
      <PanelTitle id="home-products-title">{t('products.title')}</PanelTitle>
      <Grid>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={product.to}>
              <strong>{t(`products.${product.id}.name`)}</strong>
              <span>{t(`products.${product.id}.text`)}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </Panel>
  );
}
