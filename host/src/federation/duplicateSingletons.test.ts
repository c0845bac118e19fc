import { createDuplicateSingletonWarner, findDuplicateSingletons } from './duplicateSingletons';

describe('duplicate singleton warning', () => {
  const scope = {
    default: {
      react: {
        '19.3.1': { loaded: true, from: 'host' },
        '18.2.0': { loaded: true, from: 'markets' },
      },
      rxjs: { '7.8.2': { loaded: true, from: 'host' }, '7.8.1': { from: 'spot' } },
    },
  };

  it('finds a singleton loaded in two copies, not one merely offered twice', () => {
    expect(findDuplicateSingletons(scope)).toEqual([
      { name: 'react', copies: ['19.3.1 (from host)', '18.2.0 (from markets)'] },
    ]);
  });

  it('warns once per package', () => {
    const warn = jest.fn();
    const check = createDuplicateSingletonWarner(() => scope, warn);
    check();
    check();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/singleton "react" is loaded more than once/);
  });

  it('is quiet without a share scope', () => {
    expect(findDuplicateSingletons(undefined)).toEqual([]);
  });
});
