import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsItem } from '@exchange/protocol';
import { Skeleton, VisuallyHidden } from '@exchange/ui';
import { Muted, Panel, PanelTitle } from './Panel';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  time {
    margin-inline-start: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Home news (spec §7 news c_id 4): title, date and summary, each opening its article. */
export function HomeNews({ news }: { news: NewsItem[] | null }) {
  const { t } = useTranslation('markets');
  return (
    <Panel aria-labelledby="markets-news-title" aria-busy={news === null}>
      <PanelTitle id="markets-news-title">{t('news.title')}</PanelTitle>
      {news === null ? (
        <>
          <Skeleton width="80%" lines={3} />
          <VisuallyHidden>{t('news.loading')}</VisuallyHidden>
        </>
      ) : news.length === 0 ? (
        <Muted>{t('news.empty')}</Muted>
      ) : (
        <List>
          {news.map((item) => (
            <li key={item.id}>
              <Link to={`/noticeDetail?id=${item.id}`} dir="auto">
                {item.title}
              </Link>
              <time dateTime={item.update_time.slice(0, 10)}>{item.update_time.slice(0, 10)}</time>
              {item.abstract && <Muted dir="auto">{item.abstract}</Muted>}
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
