import { newsList } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { Button, EmptyState, Spinner } from '@exchange/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { sanitizeNoticeHtml } from '../notices/sanitizeHtml';

/** The news category holding the policy (the spec names none; the server seeds it as 12). */
export const POLICY_CATEGORY = 12;

const Article = styled.article`
  box-sizing: border-box;
  inline-size: calc(100% - 32px);
  max-inline-size: 880px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: 599px) {
    padding: ${({ theme }) => theme.space.lg};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.5rem;
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  img,
  table {
    max-inline-size: 100%;
  }
`;
const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Route `/policy` (spec §2): the policy articles of the news service, sanitized like the notices. */
export function PolicyPage() {
  const { t } = useTranslation(['host', 'common']);
  const {
    result,
    loading,
    reload: retry,
  } = useCall(newsList, { c_id: POLICY_CATEGORY, page: 1, limit: 10 }, { silent: true });
  const items = result?.type === 'ok' ? result.message.list : undefined;
  const articles = useMemo(
    () => (items ?? []).map((item) => ({ ...item, html: sanitizeNoticeHtml(item.content) })),
    [items],
  );
  const status = loading || !result ? 'loading' : items ? 'ready' : 'failed';

  if (status !== 'ready' || articles.length === 0)
    return (
      <Article data-testid="policy-page" aria-busy={status === 'loading'}>
        <h1>{t('pages.policy.title')}</h1>
        <Centered>
          {status === 'loading' && (
            <p role="status">
              <Spinner decorative /> {t('policy.loading')}
            </p>
          )}
          {status === 'failed' && (
            <>
              <p role="alert">{t('policy.failed')}</p>
              <Button variant="ghost" onClick={retry}>
                {t('common:action.retry')}
              </Button>
            </>
          )}
          {status === 'ready' && <EmptyState title={t('policy.empty')} />}
        </Centered>
        <Link to="/">{t('pages.backHome')}</Link>
      </Article>
    );

  return (
    <>
      {articles.map((article) => (
        <Article key={article.id} data-testid="policy-page">
          {/* The text is in the operator's language, which may not be the page's: its own direction. */}
          <h1 dir="auto">{article.title}</h1>
          <Updated>
            {t('policy.updated')}{' '}
            <time dateTime={`${article.update_time.replace(' ', 'T')}Z`}>{article.update_time}</time>
          </Updated>
          {/* Sanitized above with the notices' sanitizer; operators write the policy as HTML. */}
          <div dir="auto" dangerouslySetInnerHTML={{ __html: article.html }} />
        </Article>
      ))}
    </>
  );
}
