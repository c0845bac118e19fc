import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The exchange's social channels (footer). Inline SVG: no icon font, no request. */
const channels = [
  {
    id: 'telegram',
    href: 'https://t.me/',
    path: 'M9.8 15.3 9.6 19c.4 0 .6-.2.8-.4l2-1.9 4.1 3c.8.4 1.3.2 1.5-.7l2.7-12.7c.3-1.1-.4-1.6-1.2-1.3L3.6 11.4c-1.1.4-1.1 1.1-.2 1.4l4.2 1.3 9.8-6.2c.5-.3.9-.1.5.2',
  },
  {
    id: 'twitter',
    href: 'https://x.com/',
    path: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  },
  {
    id: 'facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l.5-4H14V8.6c0-.4.3-.6.6-.6Z',
  },
  {
    id: 'medium',
    href: 'https://medium.com/',
    path: 'M4 7.2c0-.3-.1-.5-.3-.7L2 4.4V4h5.5l4.3 9.3L15.6 4H21v.4l-1.5 1.5c-.1.1-.2.3-.2.4v11.4c0 .2.1.3.2.4l1.5 1.4v.4h-7.4v-.4l1.5-1.5c.2-.2.2-.2.2-.4V8.5l-4.3 10.9h-.6L5.5 8.5v7.3c0 .3.1.6.3.8l2 2.4v.4H2v-.4l2-2.4c.2-.2.3-.5.2-.8V7.2Z',
  },
] as const;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function SocialIcons() {
  const { t } = useTranslation('host');
  return (
    <List aria-label={t('footer.social')}>
      {channels.map((channel) => (
        <li key={channel.id}>
          <a
            href={channel.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.channels.${channel.id}`)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={channel.path} />
            </svg>
          </a>
        </li>
      ))}
    </List>
  );
}
