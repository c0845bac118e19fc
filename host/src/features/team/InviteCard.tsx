import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useCopy } from '@exchange/ui';
import { Card } from './layout';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-block-start: ${({ theme }) => theme.space.lg};
  }
`;
const Label = styled.span`
  flex: 1 0 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Value = styled.output`
  flex: 1 1 12em;
  min-inline-size: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
`;
const Code = styled(Value)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.15em;
`;

/** The user's invite code and link, each with a copy button (spec §4 Copy: "Copied" or "copy again"). */
export function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('host');
  const copy = useCopy();
  return (
    <Card aria-labelledby="team-invite">
      <h2 id="team-invite">{t('team.invite')}</h2>
      <Row>
        <Label id="team-code">{t('team.code')}</Label>
        <Code aria-labelledby="team-code" data-testid="invite-code">
          {code}
        </Code>
        <Button variant="ghost" onClick={() => copy(code)}>
          {t('team.copyCode')}
        </Button>
      </Row>
      <Row>
        <Label id="team-link">{t('team.link')}</Label>
        <Value aria-labelledby="team-link" data-testid="invite-link">
          {link}
        </Value>
        <Button variant="ghost" onClick={() => copy(link)}>
          {t('team.copyLink')}
        </Button>
      </Row>
    </Card>
  );
}
