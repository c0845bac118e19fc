// The texts of a new remote's first pages, in the 14 languages of @exchange/i18n: the heading is the
// remote's name as the host already translates it (host.json `modules.<name>`), the line below says
// the page is being built. The team replaces both with its own texts.
export const underConstruction = {
  arabic: 'هذه الصفحة قيد الإنشاء.',
  de: 'Diese Seite befindet sich im Aufbau.',
  en: 'This page is under construction.',
  es: 'Esta página está en construcción.',
  fa: 'این صفحه در دست ساخت است.',
  fr: 'Cette page est en construction.',
  hk: '此頁面正在建設中。',
  jp: 'このページは準備中です。',
  ko: '이 페이지는 준비 중입니다.',
  pt: 'Esta página está em construção.',
  ru: 'Эта страница находится в разработке.',
  th: 'หน้านี้อยู่ระหว่างการจัดทำ',
  vi: 'Trang này đang được xây dựng.',
  zh: '此页面正在建设中。',
};
