import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { promoSample } from '../../model/promo';
import { Card, Facts } from '../layout';

/** Spec §9 sample: rate, term, per-user cap, min/max and the total, as label/value lines. */
export function PromoSpecification() {
  const { t } = useTranslation('earn');
  const money = (value: string) => `${format(value, 0, { group: true })} ${promoSample.currency}`;
  const facts: Array<[string, string]> = [
    [t('promo.annualRate'), `${format(promoSample.annualRate, 'change')}%`],
    [t('promo.term'), String(promoSample.termDays)],
    [t('promo.userCap'), money(promoSample.userCap)],
    [t('promo.minMax'), `${money(promoSample.minAmount)} / ${money(promoSample.maxAmount)}`],
    [t('promo.total'), money(promoSample.total)],
  ];
  return (
    <Card aria-labelledby="earn-promo-spec">
      <h2 id="earn-promo-spec">{t('promo.specification')}</h2>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}
