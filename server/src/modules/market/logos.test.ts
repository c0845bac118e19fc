import { logoSvg, logoUrl } from './logos';

describe('coin logos', () => {
  it('draws the initials of the coin, the same colour for the same coin in any case', () => {
    expect(logoSvg('btc')).toContain('>BTC</text>');
    expect(logoSvg('SHIB')).toContain('>SH</text>');
    expect(logoSvg('btc')).toBe(logoSvg('BTC'));
    expect(logoSvg('BTC')).not.toBe(logoSvg('ETH'));
  });

  it('puts logos under /api so they pass the host proxy', () => {
    expect(logoUrl('BTC')).toBe('/api/logos/btc.svg');
  });
});
