import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../layout';

const List = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  line-height: 1.6;
`;

const ruleKeys = ['subscribe', 'interest', 'maturity', 'cancel', 'change'] as const;

/** The promo's rules (how a lock-up deposit works), in the reader's language. */
export function PromoRules() {
  const { t } = useTranslation('earn');
  return (
    <Card aria-labelledby="earn-promo-rules">
      <h2 id="earn-promo-rules">{t('promo.rules')}</h2>
      <List>
        {ruleKeys.map((key) => (
          <li key={key}>{t(`promo.rule.${key}`)}</li>
        ))}
      </List>
    </Card>
  );
}
