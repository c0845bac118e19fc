import { locales, type Locale } from './languages';
import { namespacesOf, textsOf } from './testing/localeFiles';

// One thing, one name, in every language (English included), though different teams translate the
// namespaces that name it:
// - a place: a trader who picks "团队与推荐" in the account menu should land on a page headed the
//   same, not "团队与邀请" (the header's menu in host, the page's heading in its remote, the home
//   page's product card in markets);
// - a term the trading screens share: spot and contracts sit side by side in the header (and the
//   home page's market board heads its columns as they do), and a trader moving between them should
//   not find "订单簿" become "盘口" or "24h-Hoch" "24-h-Hoch";
// - a term inside a sentence: the panel's "Last price: 64,900 USDT" says the term its header says.

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
  // The asset area's menu (host), the account's tab and page (wallets) and the transfer form's choice.
  'currency account': [
    'host:assetArea.exchange',
    'wallets:assets.account.change',
    'wallets:transfer.account.change',
  ],
  'contract account': [
    'host:assetArea.lever',
    'wallets:assets.account.lever',
    'wallets:contract.title',
    'wallets:transfer.account.lever',
  ],
  'seconds account': [
    'host:assetArea.micro',
    'wallets:assets.account.micro',
    'wallets:micro.title',
    'wallets:transfer.account.micro',
  ],
  'fiat account': [
    'host:assetArea.legal',
    'wallets:assets.account.legal',
    'wallets:legal.title',
    'wallets:transfer.account.legal',
  ],
};

const dealTerms: Record<string, string[]> = {
  pair: [
    'spot:pairs.pair',
    'spot:orders.pair',
    'contracts:history.pair',
    'markets:board.pair',
    'markets:trades.pair',
  ],
  pairs: ['spot:pairs.open', 'contracts:pairs.open'],
  'last price': ['spot:chart.last', 'spot:book.last', 'contracts:top.last', 'markets:board.lastPrice'],
  '24h high': ['spot:chart.high', 'contracts:top.high'],
  '24h low': ['spot:chart.low', 'contracts:top.low'],
  '24h change': ['spot:chart.change', 'contracts:top.change', 'markets:board.change'],
  '24h volume': ['spot:chart.volume', 'contracts:top.volume', 'markets:board.volume'],
  'order book': ['spot:book.title', 'contracts:book.title'],
  'price column': ['spot:book.price', 'spot:fills.price', 'contracts:book.price'],
  'amount column': ['spot:book.amount', 'spot:fills.amount', 'contracts:book.amount'],
  'total column': ['spot:book.total', 'contracts:book.total'],
  'load more': ['spot:book.loadMore', 'contracts:book.loadMore', 'contracts:list.more'],
  'show less': ['spot:book.showLess', 'contracts:book.showLess'],
  'use price': ['spot:book.usePrice', 'contracts:book.usePrice'],
  'order type': ['spot:panel.modes', 'contracts:panel.modes', 'contracts:confirm.kind'],
  available: ['spot:panel.available', 'contracts:panel.available'],
  'guest log in': ['spot:panel.guestLogin', 'contracts:guest.login'],
  'guest register': ['spot:panel.guestRegister', 'contracts:guest.register'],
  'trade password': ['spot:panel.bindTitle', 'contracts:bind.title', 'contracts:confirm.password'],
  'set trade password': ['spot:panel.bindConfirm', 'contracts:bind.confirm'],
  'enter a price': ['spot:panel.errors.enterPrice', 'contracts:errors.enterPrice'],
  'limit price': ['spot:panel.limitPrice', 'contracts:panel.limitPrice'],
  limit: ['spot:orders.limit', 'spot:orders.kinds.limit', 'contracts:panel.limit'],
  status: ['spot:orders.status', 'contracts:columns.status'],
  'cancel order': ['spot:orders.cancel', 'contracts:actions.cancel'],
  'order cancelled': ['spot:orders.cancelled', 'contracts:actions.cancelled'],
  'no data': ['spot:orders.empty', 'contracts:list.empty'],
};

/** Sentences (with placeholders) that name a term of `dealTerms`: each must contain that term's text. */
const termInSentences: Record<string, { term: string; sentences: string[] }> = {
  'last price': { term: 'spot:chart.last', sentences: ['spot:panel.lastPrice', 'alerts:lastPrice'] },
};

/**
 * Terms a trader meets on many screens, from the server's messages to the account pages: every text
 * whose English says `english` says the term as `term` does in that language, case aside, or, in a
 * language that inflects the term, one of its `forms` (the part every form shares). Spanish said
 * "Contraseña de trading" on the security page and "contraseña de operaciones" on the others;
 * Portuguese said "senha" on the screens and "palavra-passe" in the server's answers.
 */
const termsEverywhere: Record<
  string,
  {
    english: RegExp;
    term: string;
    forms?: Partial<Record<Locale, string[]>>;
    /** Texts that may say less of the term (a button under a title that says it whole). */
    shortened?: Partial<Record<Locale, string[]>>;
  }
> = {
  'trade password': {
    english: /trade password/i,
    term: 'auth:bindTrade.title',
    // "a password for trading" where English says "a trade password".
    forms: { arabic: ['كلمة مرور التداول', 'كلمة مرور للتداول'] },
    // The confirm buttons of the dialogs titled with the term: the full French term made the button
    // two lines on a phone, and "Définir le mot de passe" under that title names nothing else.
    shortened: { fr: ['contracts:bind.confirm', 'spot:panel.bindConfirm', 'wallets:withdraw.bindYes'] },
  },
  'trigger price': {
    english: /trigger price/i,
    term: 'spot:panel.triggerPrice',
    forms: { arabic: ['سعر التفعيل', 'سعر تفعيل'], ru: ['срабатывания'] },
  },
  frozen: {
    english: /\bfrozen\b/i,
    term: 'wallets:records.sideName.frozen',
    forms: { arabic: ['مجمّد', 'تجميد'], ru: ['заморож'], de: ['eingefroren'], th: ['อายัด'] },
  },
  'verification code': {
    english: /verification code/i,
    term: 'auth:field.code',
    forms: { arabic: ['رمز التحقق', 'رمز تحقق'], ru: ['код подтверждения', 'кода подтверждения'] },
  },
  'order book': { english: /order book/i, term: 'spot:book.title' },
  'quick exchange': {
    english: /quick exchange/i,
    term: 'host:nav.quickExchange',
    forms: {
      es: ['cambio rápido', 'cambios rápidos'],
      fr: ['échange rapide', 'échanges rapides'],
      pt: ['troca rápida', 'trocas rápidas'],
      ru: ['быстрый обмен', 'быстром обмене', 'быстрых обменов', 'быстрого обмена'],
    },
  },
};

/** The text of `namespace:dotted.key` in `locale`; undefined when either is missing. */
function text(locale: string, ref: string): unknown {
  const [namespace, key] = ref.split(':') as [string, string];
  return textsOf(locale, namespace).get(key);
}

describe.each(locales)('%s', (locale) => {
  it.each([...Object.entries(places), ...Object.entries(dealTerms)])(
    'names %s the same wherever it is shown',
    (_name, refs) => {
      const names = refs.map((ref) => `${ref} = ${String(text(locale, ref))}`);
      for (const name of names) expect(name).not.toMatch(/= undefined$/);
      // Case aside: a name that sits inside a sentence ("de la {{from}}") starts lower-case there.
      const distinct = new Set(refs.map((ref) => String(text(locale, ref)).toLocaleLowerCase()));
      // Empty when they agree; otherwise every text of the name, to show which one strayed.
      expect(distinct.size > 1 ? names : []).toEqual([]);
    },
  );

  it.each(Object.entries(termsEverywhere))(
    'says %s the same in every text that names it',
    (_name, { english, term, forms, shortened }) => {
      const accepted = (forms?.[locale] ?? [String(text(locale, term))]).map((form) =>
        form.toLocaleLowerCase(),
      );
      const strays = namespacesOf('en').flatMap((namespace) =>
        [...textsOf('en', namespace)]
          .filter(([, source]) => english.test(String(source)))
          .map(([key]) => [`${namespace}:${key}`, textsOf(locale, namespace).get(key)] as const)
          .filter(([ref]) => !shortened?.[locale]?.includes(ref))
          .filter(([, said]) => {
            const lower = String(said).toLocaleLowerCase();
            return !accepted.some((form) => lower.includes(form));
          })
          .map(([ref, said]) => `${ref} = ${String(said)}`),
      );
      expect(strays).toEqual([]);
    },
  );

  it.each(Object.entries(termInSentences))(
    'says %s in its sentences as on its own',
    (_name, { term, sentences }) => {
      const word = String(text(locale, term));
      const strays = sentences
        .filter((ref) => !String(text(locale, ref)).includes(word))
        .map((ref) => `${ref} = ${String(text(locale, ref))}`);
      expect(strays).toEqual([]);
    },
  );
});
