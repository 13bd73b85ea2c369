/**
 * For the client's tests: `fetch` answering as the API would, in a page on localhost. Node has no page address,
 * so same-origin paths (`/api/…`) are resolved against `http://localhost`; every request is handed to `answer`,
 * whose result is sent back as a 200 JSON body, parsed in the test's own realm as a page's would be (the wire
 * conversion only converts plain objects). An answer that is a `Response` is sent as it is (an error status), and
 * one that throws is a request without an answer (offline, cancelled). Returns the function that puts the real
 * `fetch` and `Request` back.
 */
export function fakePageFetch(answer: (request: Request) => unknown): () => void {
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  globalThis.Request = class PageRequest extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  };
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const body = answer(request);
    if (body instanceof Response) return body;
    const response = new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    response.json = async () => body;
    return response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
    globalThis.Request = RealRequest;
  };
}
