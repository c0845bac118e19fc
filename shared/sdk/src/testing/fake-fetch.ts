/**
 * A scripted `fetch` for tests: answers by path, records every request as the server would see it.
 * Exported from the package so host and remote tests can drive a real sdk without a server.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** Form fields of a urlencoded body, or of the query for GET. */
  fields: Record<string, string>;
  body: BodyInit | null | undefined;
}

export type FakeAnswer =
  | { status?: number; body: unknown }
  | { networkError: true }
  | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Answer calls to `path` (e.g. `/api/user/login`) with `answer`, until replaced. */
  on(path: string, answer: FakeAnswer): void;
}

export function createFakeFetch(origin = 'http://localhost'): FakeFetch {
  const answers = new Map<string, FakeAnswer>();
  const requests: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), origin);
    const body = init.body;
    const fields: Record<string, string> = {};
    const source = body instanceof URLSearchParams ? body : url.searchParams;
    source.forEach((value, key) => {
      if (key !== '_timespan' || source !== url.searchParams) fields[key] = value;
    });
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      fields,
      body,
    };
    requests.push(request);
    let answer = answers.get(url.pathname) ?? { status: 404, body: undefined };
    while (typeof answer === 'function') answer = await answer(request);
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const { status = 200, body: responseBody } = answer;
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => {
        if (responseBody === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return responseBody;
      },
    } as Response;
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    on: (path, answer) => void answers.set(path, answer),
  };
}
