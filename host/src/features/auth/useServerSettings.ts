import { api as endpoints, type Country } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useEffect, useState } from 'react';

/** Loads one public value once per mount; failures leave the fallback (the form still works). */
function useLoaded<T>(load: (signal: AbortSignal) => Promise<T | undefined>, fallback: T) {
  const [state, setState] = useState<{ value: T; loading: boolean }>({ value: fallback, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then((value) => {
      if (!controller.signal.aborted) setState({ value: value ?? fallback, loading: false });
    });
    return () => controller.abort();
    // `load` and `fallback` are stable per call site; reloading on identity change would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** env.json `login_need_smscode`: whether login asks for an SMS code. */
export function useLoginNeedsSmsCode() {
  const { api } = useSdk();
  const { value, loading } = useLoaded(async (signal) => {
    const result = await api.call(endpoints.envJson, {}, { silent: true, signal });
    return result.type === 'ok' ? result.message.login_need_smscode : undefined;
  }, false);
  return { needSmsCode: value, loading };
}

/** reg/conf `isEmailVer`: whether registration asks for a code. Assumed on until the server says. */
export function useRegisterNeedsCode() {
  const { api } = useSdk();
  const { value, loading } = useLoaded(async (signal) => {
    const result = await api.call(endpoints.regConf, {}, { silent: true, signal });
    return result.type === 'ok' ? result.message.isEmailVer : undefined;
  }, true);
  return { codeRequired: value, loading };
}

/** The country list for area codes and nationality. */
export function useCountries() {
  const { api } = useSdk();
  const { value, loading } = useLoaded<readonly Country[]>(async (signal) => {
    const result = await api.call(endpoints.countryList, {}, { silent: true, signal });
    return result.type === 'ok' ? result.message : undefined;
  }, []);
  return { countries: value, loading };
}
