import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NewsItem } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { SocialIcons } from './SocialIcons';

/** Spec §2 footer: about (news c_id 9) and support (10) lists, the home footer lists (29, 30), social icons. */
export const footerColumns = [
  { cId: 9, titleKey: 'footer.about' },
  { cId: 10, titleKey: 'footer.support' },
  { cId: 29, titleKey: 'footer.guides' },
  { cId: 30, titleKey: 'footer.legal' },
] as const;

const Bar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-block: 4px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
  }
`;

type Lists = Partial<Record<number, NewsItem[]>>;

/** The product's public pages, always listed (the news columns depend on the server's articles). */
const productLinks = [
  { to: '/allmarket', labelKey: 'nav.markets' },
  { to: '/dealCenter', labelKey: 'nav.exchange' },
  { to: '/manger', labelKey: 'menu.contractTrade' },
  { to: '/leverdealCenter', labelKey: 'nav.micro' },
  { to: '/ieorg', labelKey: 'menu.ieo' },
  { to: '/lock', labelKey: 'menu.lock' },
  { to: '/noticeList', labelKey: 'footer.notices' },
] as const;

export function Footer() {
  const { t } = useTranslation('host');
  const { api } = useSdk();
  const [lists, setLists] = useState<Lists>({});

  useEffect(() => {
    let live = true;
    // §8: failed home/news loads do nothing; a column without items is simply not shown.
    for (const { cId } of footerColumns) {
      void api
        .call((protocol) => protocol.newsList, { c_id: cId, limit: 8 }, { silent: true })
        .then((result) => {
          if (live && result.type === 'ok')
            setLists((current) => ({ ...current, [cId]: result.message.list }));
        });
    }
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <Bar>
      <Columns>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {productLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {footerColumns.map(({ cId, titleKey }) => {
          const items = lists[cId];
          if (!items || items.length === 0) return null;
          return (
            <nav key={cId} aria-labelledby={`footer-${cId}`}>
              <h2 id={`footer-${cId}`}>{t(titleKey)}</h2>
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/noticeDetail?id=${item.id}`} dir="auto">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </Columns>
      <Bottom>
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <Link to="/policy">{t('footer.policy')}</Link>
        <SocialIcons />
      </Bottom>
    </Bar>
  );
}
