import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu } from './Menu';
import { PreloadLink } from './PreloadLink';
import { isGroup, isWithin, type NavEntry, type NavNode } from './navigation';

/**
 * The one place a nav entry becomes a link (header bar, header menus, phone menu): a PreloadLink, which
 * marks the page shown with aria-current="page" and warms its remote on hover or focus.
 */
export function NavItem({ entry, menuItem }: { entry: NavEntry; menuItem?: boolean }) {
  const { t } = useTranslation('host');
  return (
    <PreloadLink
      to={entry.to}
      end
      role={menuItem ? 'menuitem' : undefined}
      tabIndex={menuItem ? -1 : undefined}
    >
      {t(entry.labelKey)}
    </PreloadLink>
  );
}

/** A group of entries as a disclosure menu, its trigger marked current when the page is one of them. */
export function NavGroupMenu({
  label,
  items,
  align = 'start',
  testId,
}: {
  label: string;
  items: readonly NavEntry[];
  align?: 'start' | 'end';
  testId?: string;
}) {
  const { pathname } = useLocation();
  return (
    <Menu
      label={label}
      align={align}
      testId={testId}
      current={items.some((item) => isWithin(item, pathname))}
    >
      {items.map((item) => (
        <NavItem key={item.to} entry={item} menuItem />
      ))}
    </Menu>
  );
}

/** The desktop bar's entries: links, and groups as menus. */
export function NavEntries({ nodes }: { nodes: readonly NavNode[] }) {
  const { t } = useTranslation('host');
  return (
    <>
      {nodes.map((node) =>
        isGroup(node) ? (
          <NavGroupMenu key={node.id} label={t(node.labelKey)} items={node.items} testId={`nav-${node.id}`} />
        ) : (
          <NavItem key={node.to} entry={node} />
        ),
      )}
    </>
  );
}
