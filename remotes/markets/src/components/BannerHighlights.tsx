import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsItem } from '@exchange/protocol';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    min-width: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  li p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The server's banners (news c_id 5) in the home banner; nothing while loading or when there are none. */
export function BannerHighlights({ banners }: { banners: NewsItem[] | null }) {
  const { t } = useTranslation('markets');
  if (!banners || banners.length === 0) return null;
  return (
    <List aria-label={t('banner.highlights')}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link to={`/noticeDetail?id=${banner.id}`} dir="auto">
            {banner.title}
          </Link>
          {banner.abstract && <p dir="auto">{banner.abstract}</p>}
        </li>
      ))}
    </List>
  );
}
