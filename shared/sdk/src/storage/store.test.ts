import { createMemoryStorage, createStorage } from './store';

describe('typed storage', () => {
  it('reads back typed values and stores plain strings', () => {
    const backing = createMemoryStorage();
    const storage = createStorage({ backing });
    storage.set('token', 'abc');
    storage.set('legal_id', 3);
    storage.set('theme', 'dark');
    storage.set('dealPrice', '123.45');
    expect(storage.get('token')).toBe('abc');
    expect(storage.get('legal_id')).toBe(3);
    expect(backing.getItem('legal_id')).toBe('3');
    expect(backing.getItem('theme')).toBe('dark');
    expect(storage.get('dealPrice')).toBe('123.45');
  });

  it('treats malformed stored values as absent', () => {
    const backing = createMemoryStorage();
    backing.setItem('theme', 'purple');
    backing.setItem('legal_id', 'x1');
    backing.setItem('locale', 'xx');
    const storage = createStorage({ backing });
    expect(storage.get('theme')).toBeUndefined();
    expect(storage.get('legal_id')).toBeUndefined();
    expect(storage.get('locale')).toBeUndefined();
  });

  it('clears everything but the locale', () => {
    const backing = createMemoryStorage();
    backing.setItem('some_other_key', '1');
    const storage = createStorage({ backing });
    storage.setMany({ token: 't', locale: 'de', user_id: 7, theme: 'dark' });
    storage.clearAllButLocale();
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('user_id')).toBeUndefined();
    expect(backing.getItem('some_other_key')).toBeNull();
    expect(storage.get('locale')).toBe('de');
  });

  it('announces changes per key and on clear', () => {
    const storage = createStorage({ backing: createMemoryStorage() });
    const seen: Array<string | undefined> = [];
    const subscription = storage.watch('token').subscribe((token) => seen.push(token));
    storage.set('token', 'a');
    storage.set('user_id', 1);
    storage.set('token', 'a');
    storage.clearAllButLocale();
    subscription.unsubscribe();
    expect(seen).toEqual([undefined, 'a', undefined]);
  });

  it('hears changes made in another tab', () => {
    const backing = createMemoryStorage();
    const storage = createStorage({ backing, eventTarget: window });
    const seen: Array<string | undefined> = [];
    const subscription = storage.watch('token').subscribe((token) => seen.push(token));
    backing.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    subscription.unsubscribe();
    expect(seen).toEqual([undefined, 'from-other-tab']);
  });

  it('uses window.localStorage by default', () => {
    const storage = createStorage();
    storage.set('locale', 'fr');
    expect(window.localStorage.getItem('locale')).toBe('fr');
  });
});
