import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { newsDetail } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';
import { QUICK_ABOUT_NEWS_IDS, feePercent } from '../../model/quick';

const About = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The article's HTML as plain text: parsed in an inert document, so nothing of it runs; its own
 * headings are left out (the title is shown above it).
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body
    .querySelectorAll('script, style, noscript, template, h1, h2, h3, h4, h5, h6')
    .forEach((node) => node.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function Article({ id }: { id: number }) {
  const article = useCall(newsDetail, { id }, { silent: true });
  if (!article.data) return null;
  return (
    <>
      <h2 dir="auto">{article.data.title}</h2>
      <p dir="auto">{plainText(article.data.content)}</p>
    </>
  );
}

/**
 * Spec §2 Quick exchange: the about text, two news articles (missing ones are left out), led by the
 * fee quick exchange charges, read from the same quote as the form (`fee_rate`; none while unknown).
 * The articles speak of the exchange in general (the spot fee is not the quick exchange's).
 */
export function QuickAbout({ feeRate }: { feeRate: string | undefined }) {
  const { t } = useTranslation('wallets');
  return (
    <About aria-label={t('quick.about')} role="region">
      {feeRate !== undefined && (
        <>
          <h2>{t('quick.feeTitle')}</h2>
          <p data-testid="quick-fee">{t('quick.feeAbout', { fee: feePercent(feeRate) })}</p>
        </>
      )}
      {QUICK_ABOUT_NEWS_IDS.map((id) => (
        <Article key={id} id={id} />
      ))}
    </About>
  );
}
