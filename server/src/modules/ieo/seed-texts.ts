import type { LocaleCode } from '@exchange/protocol';

/**
 * The demo projects' title, summary and description in every language of the product (spec §9
 * codes). English goes into the project's own row, the others into ieo_project_translations, so a
 * reader of any language finds the projects in it (project/list and project/detail).
 */

/** Which round of a coin's offering a demo project is. */
export type Round =
  { kind: 'numbered'; n: number } | { kind: 'builders' | 'community' | 'ecosystem' | 'launch' | 'data' };

export interface SeedCoin {
  /** Ticker: UNI. */
  name: string;
  /** Project name: Uniswap. */
  full: string;
  /** USDT per coin. */
  price: string;
}

export interface ProjectTexts {
  title: string;
  summary: string;
  /** Trusted HTML (the client still sanitises it). */
  content: string;
}

interface Language {
  round(round: Round): string;
  title(full: string, round: string): string;
  summary(amount: string, coin: SeedCoin, winRate: string): string;
  offer(amount: string, coin: SeedCoin): string;
  /** Subscription, lottery, placement: how a project runs. */
  steps: readonly [string, string, string];
  demo: string;
}

type Named = Exclude<Round['kind'], 'numbered'>;
const named = (names: Record<Named, string>, numbered: (n: number) => string) => (round: Round) =>
  round.kind === 'numbered' ? numbered(round.n) : names[round.kind];
const spaced = (full: string, round: string) => `${full} ${round}`;
const dotted = (full: string, round: string) => `${full} · ${round}`;
/**
 * Right-to-left languages start with their own words: the page lays a server text out by its first
 * strong letter (`dir="auto"`), and a title opening on "Optimism" would read left to right.
 */
const roundFirst = (full: string, round: string) => `${round} · ${full}`;

const languages: Record<LocaleCode, Language> = {
  en: {
    round: named(
      {
        builders: 'builders round',
        community: 'community round',
        ecosystem: 'ecosystem sale',
        launch: 'launch round',
        data: 'data round',
      },
      (n) => `round ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) => `${amount} ${c.name} at ${c.price} USDT, ${rate} % of subscriptions win.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) offers ${amount} ${c.name} to the exchange's users at ${c.price} USDT each.`,
    steps: [
      'Subscription: while the project is in progress, apply for the amount you want.',
      'Lottery: at the end, winners are drawn from a recorded seed; the others are refunded.',
      'Placement: winners pay for their allotment once placement opens.',
    ],
    demo: 'A demo project of this exchange: no real token sale.',
  },
  zh: {
    round: named(
      { builders: '开发者轮', community: '社区轮', ecosystem: '生态发售', launch: '首发轮', data: '数据轮' },
      (n) => `第 ${n} 轮`,
    ),
    title: spaced,
    summary: (amount, c, rate) => `${amount} ${c.name}，单价 ${c.price} USDT，${rate}% 的认购中签。`,
    offer: (amount, c) =>
      `${c.full}（${c.name}）以每枚 ${c.price} USDT 的价格向本交易所用户发售 ${amount} ${c.name}。`,
    steps: [
      '认购：项目进行期间，申请您想要的数量。',
      '抽签：结束时根据已记录的种子抽出中签者，未中签者退款。',
      '配售：配售开始后，中签者为其配额付款。',
    ],
    demo: '本交易所的演示项目，并非真实的代币发售。',
  },
  hk: {
    round: named(
      { builders: '開發者輪', community: '社區輪', ecosystem: '生態發售', launch: '首發輪', data: '數據輪' },
      (n) => `第 ${n} 輪`,
    ),
    title: spaced,
    summary: (amount, c, rate) => `${amount} ${c.name}，單價 ${c.price} USDT，${rate}% 的認購中籤。`,
    offer: (amount, c) =>
      `${c.full}（${c.name}）以每枚 ${c.price} USDT 的價格向本交易所用戶發售 ${amount} ${c.name}。`,
    steps: [
      '認購：項目進行期間，申請您想要的數量。',
      '抽籤：結束時根據已記錄的種子抽出中籤者，未中籤者退款。',
      '配售：配售開始後，中籤者為其配額付款。',
    ],
    demo: '本交易所的示範項目，並非真實的代幣發售。',
  },
  jp: {
    round: named(
      {
        builders: 'ビルダーラウンド',
        community: 'コミュニティラウンド',
        ecosystem: 'エコシステムセール',
        launch: 'ローンチラウンド',
        data: 'データラウンド',
      },
      (n) => `第 ${n} 回`,
    ),
    title: spaced,
    summary: (amount, c, rate) => `${amount} ${c.name}、単価 ${c.price} USDT、申込の ${rate}% が当選。`,
    offer: (amount, c) =>
      `${c.full}（${c.name}）は当取引所のユーザーに ${amount} ${c.name} を 1 枚 ${c.price} USDT で提供します。`,
    steps: [
      '申込：プロジェクト期間中に、希望する数量を申し込みます。',
      '抽選：終了時に記録済みのシードから当選者を選び、落選者には返金します。',
      '払込：払込開始後、当選者は割当分を支払います。',
    ],
    demo: '当取引所のデモプロジェクトです。実際のトークン販売ではありません。',
  },
  ko: {
    round: named(
      {
        builders: '빌더 라운드',
        community: '커뮤니티 라운드',
        ecosystem: '생태계 세일',
        launch: '런치 라운드',
        data: '데이터 라운드',
      },
      (n) => `${n}차 라운드`,
    ),
    title: spaced,
    summary: (amount, c, rate) => `${amount} ${c.name}, 개당 ${c.price} USDT, 청약의 ${rate}%가 당첨됩니다.`,
    offer: (amount, c) =>
      `${c.full}(${c.name})는 거래소 사용자에게 ${amount} ${c.name}을(를) 개당 ${c.price} USDT에 제공합니다.`,
    steps: [
      '청약: 프로젝트 진행 중에 원하는 수량을 신청하세요.',
      '추첨: 종료 시 기록된 시드로 당첨자를 추첨하고, 나머지는 환불됩니다.',
      '배정 납입: 배정 납입이 시작되면 당첨자가 배정 물량을 결제합니다.',
    ],
    demo: '이 거래소의 데모 프로젝트입니다. 실제 토큰 판매가 아닙니다.',
  },
  de: {
    round: named(
      {
        builders: 'Builder-Runde',
        community: 'Community-Runde',
        ecosystem: 'Ökosystem-Verkauf',
        launch: 'Launch-Runde',
        data: 'Daten-Runde',
      },
      (n) => `Runde ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} zu je ${c.price} USDT; ${rate} % der Zeichnungen werden zugeteilt.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) bietet den Nutzern der Börse ${amount} ${c.name} zu je ${c.price} USDT an.`,
    steps: [
      'Zeichnung: Solange das Projekt läuft, beantragen Sie die gewünschte Menge.',
      'Verlosung: Am Ende werden die Gewinner aus einem festgehaltenen Seed gezogen; die übrigen erhalten ihr Geld zurück.',
      'Zuteilung: Die Gewinner bezahlen ihre Zuteilung, sobald die Zuteilung beginnt.',
    ],
    demo: 'Ein Demoprojekt dieser Börse: kein echter Token-Verkauf.',
  },
  fr: {
    round: named(
      {
        builders: 'tour des bâtisseurs',
        community: 'tour communautaire',
        ecosystem: 'vente écosystème',
        launch: 'tour de lancement',
        data: 'tour données',
      },
      (n) => `tour ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} à ${c.price} USDT l’unité ; ${rate} % des souscriptions sont retenues.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) propose ${amount} ${c.name} aux utilisateurs de la plateforme, à ${c.price} USDT l’unité.`,
    steps: [
      'Souscription : pendant le projet, demandez le montant souhaité.',
      'Tirage : à la fin, les gagnants sont tirés à partir d’une graine enregistrée ; les autres sont remboursés.',
      'Attribution : les gagnants paient leur allocation dès l’ouverture de l’attribution.',
    ],
    demo: 'Projet de démonstration de cette plateforme : aucune vente réelle de jetons.',
  },
  es: {
    round: named(
      {
        builders: 'ronda de desarrolladores',
        community: 'ronda comunitaria',
        ecosystem: 'venta del ecosistema',
        launch: 'ronda de lanzamiento',
        data: 'ronda de datos',
      },
      (n) => `ronda ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} a ${c.price} USDT cada uno; se adjudica el ${rate} % de las suscripciones.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) ofrece ${amount} ${c.name} a los usuarios de la plataforma a ${c.price} USDT cada uno.`,
    steps: [
      'Suscripción: mientras el proyecto está en curso, solicite la cantidad que desee.',
      'Sorteo: al final, los ganadores se extraen de una semilla registrada; al resto se le reembolsa.',
      'Adjudicación: los ganadores pagan su asignación cuando se abre la adjudicación.',
    ],
    demo: 'Proyecto de demostración de esta plataforma: no es una venta real de tokens.',
  },
  pt: {
    round: named(
      {
        builders: 'rodada de desenvolvedores',
        community: 'rodada comunitária',
        ecosystem: 'venda do ecossistema',
        launch: 'rodada de lançamento',
        data: 'rodada de dados',
      },
      (n) => `rodada ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} a ${c.price} USDT cada; ${rate}% das subscrições são contempladas.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) oferece ${amount} ${c.name} aos usuários da plataforma a ${c.price} USDT cada.`,
    steps: [
      'Subscrição: enquanto o projeto estiver em andamento, solicite a quantidade desejada.',
      'Sorteio: ao final, os vencedores são sorteados a partir de uma semente registrada; os demais são reembolsados.',
      'Alocação: os vencedores pagam sua alocação quando a alocação abrir.',
    ],
    demo: 'Projeto de demonstração desta plataforma: não é uma venda real de tokens.',
  },
  ru: {
    round: named(
      {
        builders: 'раунд разработчиков',
        community: 'раунд сообщества',
        ecosystem: 'продажа экосистемы',
        launch: 'стартовый раунд',
        data: 'раунд данных',
      },
      (n) => `раунд ${n}`,
    ),
    title: dotted,
    summary: (amount, c, rate) => `${amount} ${c.name} по ${c.price} USDT; выигрывают ${rate} % заявок.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) предлагает пользователям биржи ${amount} ${c.name} по ${c.price} USDT за монету.`,
    steps: [
      'Подписка: пока проект идёт, подайте заявку на нужное количество.',
      'Розыгрыш: в конце победители определяются по записанному зерну; остальным средства возвращаются.',
      'Размещение: победители оплачивают свою долю, когда открывается размещение.',
    ],
    demo: 'Демонстрационный проект биржи: реальной продажи токенов нет.',
  },
  arabic: {
    round: named(
      {
        builders: 'جولة المطورين',
        community: 'جولة المجتمع',
        ecosystem: 'بيع المنظومة',
        launch: 'جولة الإطلاق',
        data: 'جولة البيانات',
      },
      (n) => `الجولة ${n}`,
    ),
    title: roundFirst,
    summary: (amount, c, rate) =>
      `طرح ${amount} ${c.name} بسعر ${c.price} USDT للوحدة، وتفوز ${rate}% من طلبات الاكتتاب.`,
    offer: (amount, c) =>
      `يطرح ${c.full} (${c.name}) ما مقداره ${amount} ${c.name} لمستخدمي المنصة بسعر ${c.price} USDT للوحدة.`,
    steps: [
      'الاكتتاب: أثناء سير المشروع، اطلب الكمية التي تريدها.',
      'القرعة: في النهاية يُسحب الفائزون من بذرة مسجلة، ويُعاد المبلغ إلى الآخرين.',
      'التخصيص: يدفع الفائزون ثمن حصتهم عند بدء التخصيص.',
    ],
    demo: 'مشروع تجريبي لهذه المنصة: ليس بيعًا حقيقيًا للرموز.',
  },
  fa: {
    round: named(
      {
        builders: 'دور سازندگان',
        community: 'دور جامعه',
        ecosystem: 'فروش اکوسیستم',
        launch: 'دور راه‌اندازی',
        data: 'دور داده',
      },
      (n) => `دور ${n}`,
    ),
    title: roundFirst,
    summary: (amount, c, rate) =>
      `عرضه ${amount} ${c.name} با قیمت هر واحد ${c.price} USDT؛ ${rate}٪ از درخواست‌ها برنده می‌شوند.`,
    offer: (amount, c) =>
      `پروژه ${c.full} (${c.name}) مقدار ${amount} ${c.name} را با قیمت هر واحد ${c.price} USDT به کاربران صرافی عرضه می‌کند.`,
    steps: [
      'پذیره‌نویسی: تا زمانی که پروژه در جریان است، مقدار دلخواه خود را درخواست کنید.',
      'قرعه‌کشی: در پایان، برندگان از روی یک بذر ثبت‌شده انتخاب می‌شوند و مبلغ بقیه بازگردانده می‌شود.',
      'تخصیص: برندگان پس از آغاز تخصیص، هزینه سهم خود را می‌پردازند.',
    ],
    demo: 'پروژه نمایشی این صرافی: فروش واقعی توکن نیست.',
  },
  th: {
    round: named(
      {
        builders: 'รอบนักพัฒนา',
        community: 'รอบชุมชน',
        ecosystem: 'การขายระบบนิเวศ',
        launch: 'รอบเปิดตัว',
        data: 'รอบข้อมูล',
      },
      (n) => `รอบที่ ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} ราคา ${c.price} USDT ต่อหน่วย ผู้จองซื้อ ${rate}% จะได้รับการจัดสรร`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) เสนอขาย ${amount} ${c.name} แก่ผู้ใช้ของแพลตฟอร์มในราคา ${c.price} USDT ต่อหน่วย`,
    steps: [
      'การจองซื้อ: ระหว่างที่โครงการดำเนินอยู่ ให้ยื่นขอจำนวนที่ต้องการ',
      'การจับสลาก: เมื่อสิ้นสุด ผู้ชนะจะถูกสุ่มจากค่าซีดที่บันทึกไว้ ส่วนผู้อื่นจะได้รับเงินคืน',
      'การชำระการจัดสรร: เมื่อเปิดชำระการจัดสรร ผู้ชนะชำระเงินสำหรับส่วนที่ได้รับจัดสรร',
    ],
    demo: 'โครงการสาธิตของแพลตฟอร์มนี้ ไม่ใช่การขายโทเคนจริง',
  },
  vi: {
    round: named(
      {
        builders: 'vòng nhà phát triển',
        community: 'vòng cộng đồng',
        ecosystem: 'đợt bán hệ sinh thái',
        launch: 'vòng ra mắt',
        data: 'vòng dữ liệu',
      },
      (n) => `vòng ${n}`,
    ),
    title: spaced,
    summary: (amount, c, rate) =>
      `${amount} ${c.name} với giá ${c.price} USDT mỗi đồng; ${rate}% lượt đăng ký trúng.`,
    offer: (amount, c) =>
      `${c.full} (${c.name}) chào bán ${amount} ${c.name} cho người dùng của sàn với giá ${c.price} USDT mỗi đồng.`,
    steps: [
      'Đăng ký: trong thời gian dự án diễn ra, hãy đăng ký số lượng bạn muốn.',
      'Quay thưởng: khi kết thúc, người trúng được chọn từ một hạt giống đã ghi lại; những người còn lại được hoàn tiền.',
      'Thanh toán phân bổ: khi mở thanh toán phân bổ, người trúng thanh toán phần được phân bổ.',
    ],
    demo: 'Dự án minh họa của sàn này: không phải đợt bán token thật.',
  },
};

/** A demo project's texts in `locale`. */
export function projectTexts(
  locale: LocaleCode,
  coin: SeedCoin,
  round: Round,
  amount: string,
  winRate: string,
): ProjectTexts {
  const language = languages[locale];
  const title = language.title(coin.full, language.round(round));
  const steps = language.steps.map((step) => `<li>${step}</li>`).join('');
  return {
    title,
    summary: language.summary(amount, coin, winRate),
    content:
      `<h3>${title}</h3><p>${language.offer(amount, coin)}</p><ul>${steps}</ul>` +
      `<p><em>${language.demo}</em></p>`,
  };
}
