import fs from 'node:fs';
import path from 'node:path';
import { locales } from './languages';

// A trader who picks "团队与推荐" in the account menu should land on a page headed the same, not
// "团队与邀请": the header's menu (host), the page's own heading (its remote) and the home page's
// product card name one place, from three namespaces that different teams translate. Each group
// below is one place; its texts must read the same in every language, English included.

const places: Record<string, string[]> = {
  'seconds trading': ['host:nav.micro', 'micro:title', 'markets:products.seconds.name'],
  'quick exchange': ['host:nav.quickExchange', 'wallets:quick.title', 'markets:products.quickExchange.name'],
  'contract trading': ['host:menu.contractTrade', 'contracts:nav.trade'],
  positions: ['host:menu.positions', 'contracts:nav.positions'],
  'contract orders': ['host:menu.contractOrders', 'contracts:orders.title', 'contracts:nav.orders'],
  'contract account log': ['host:menu.contractLog', 'contracts:record.title', 'wallets:contract.log'],
  'lock-up deposits': ['host:menu.lock', 'earn:lock.title', 'markets:products.lock.name'],
  'transfer history': ['host:menu.transferHistory', 'wallets:records.transfers'],
  'account log': ['host:menu.accountLog', 'wallets:records.accountLog'],
  'finance records': ['host:menu.financeRecords', 'wallets:records.finance'],
  'account binding': ['host:menu.binding', 'wallets:binding.title'],
  security: ['host:menu.security', 'security:title'],
  'team and referrals': ['host:menu.team', 'host:pages.team.title'],
  'price alerts': ['host:menu.priceAlerts', 'alerts:title'],
};

const localesDir = path.join(__dirname, 'locales');
const files = new Map<string, unknown>();

function text(locale: string, ref: string): unknown {
  const [namespace, key] = ref.split(':') as [string, string];
  const file = path.join(localesDir, locale, `${namespace}.json`);
  if (!files.has(file)) files.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files.get(file));
}

describe.each(locales)('%s', (locale) => {
  it.each(Object.entries(places))('names %s the same wherever it is offered', (_place, refs) => {
    const names = refs.map((ref) => `${ref} = ${String(text(locale, ref))}`);
    for (const name of names) expect(name).not.toMatch(/= undefined$/);
    const distinct = new Set(refs.map((ref) => text(locale, ref)));
    // Empty when they agree; otherwise every text of the place, to show which one strayed.
    expect(distinct.size > 1 ? names : []).toEqual([]);
  });
});
