import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NavItem } from './NavMenus';
import { isGroup, type NavNode } from './navigation';

/** Below this width the header's entries move into a menu panel (a 390 px phone). */
export const phoneMedia = '@media (max-width: 760px)';

const Toggle = styled.button`
  display: none;
  ${phoneMedia} {
    display: inline-flex;
  }
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Panel = styled.nav`
  /* Below the header's first line (brand, menu button, account and language tools). */
  order: 1;
  flex-basis: 100%;
  @media (min-width: 761px) {
    display: none;
  }
  max-block-size: 75vh;
  overflow-y: auto;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ul ul a {
    padding-inline-start: 24px;
  }
`;

const GroupTitle = styled.span`
  display: block;
  padding: 12px 12px 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** The phone's menu: a disclosure button and a panel listing every entry, groups opened out. */
export function MobileMenu({
  nodes,
  appDownloadUrl,
}: {
  nodes: readonly NavNode[];
  appDownloadUrl?: string;
}) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid="phone-menu"
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        {t('menu.open')}
      </Toggle>
      {open && (
        <Panel id={id} aria-label={t('nav.label')} onKeyDown={onKeyDown}>
          <ul>
            {nodes.map((node) =>
              isGroup(node) ? (
                <li key={node.id}>
                  <GroupTitle id={`${id}-${node.id}`}>{t(node.labelKey)}</GroupTitle>
                  <ul aria-labelledby={`${id}-${node.id}`}>
                    {node.items.map((item) => (
                      <li key={item.to}>
                        <NavItem entry={item} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={node.to}>
                  <NavItem entry={node} />
                </li>
              ),
            )}
            {appDownloadUrl && (
              <li>
                <a href={appDownloadUrl}>{t('nav.appDownload')}</a>
              </li>
            )}
          </ul>
        </Panel>
      )}
    </>
  );
}
