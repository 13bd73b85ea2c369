import { getContract } from '../contract/portfolios';
import { isContractCardPath, PREFETCHED_ANSWERS_ID, prefetchedAnswersElement, type PrefetchedAnswer } from '../prerender';
import { answersInPage, prefetchedAnswer, providePrefetchedAnswers } from './prefetched';

const BODY = {
  id: '403ac087-366f-5299-8e0b-318136d455c6',
  url: 'abeille-assurances-assurance-vie',
  name: 'Assurance vie',
  bank_id: 'abeille-assurances',
  bank_name: 'Abeille Assurances',
  kind: 'lifeinsurance',
  description: 'Fonds en euros </script><script>alert(1)</script> <!-- \u2028 & unités de compte',
  fees: [],
  minimum_deposit: 500,
  euro_fund_rate: null,
  investments_count: 0,
  published: true,
};
const KEY = ['public', 'contract', BODY.url] as const;

/** The text inside the element, as the browser's parser would give it: everything up to the first `</script`. */
function elementText(html: string): string {
  const open = `<script type="application/json" id="${PREFETCHED_ANSWERS_ID}">`;
  expect(html.startsWith(open)).toBe(true);
  const rest = html.slice(open.length);
  return rest.slice(0, rest.toLowerCase().indexOf('</script'));
}

describe('the answers a server render carries into its page', () => {
  it('are JSON that no text of an answer can close or escape from, and read back unchanged', () => {
    const answers: PrefetchedAnswer[] = [{ call: getContract.id, key: KEY, body: BODY }];
    const html = prefetchedAnswersElement(answers);
    const text = elementText(html);
    expect(text).not.toMatch(/[<>\u2028]/);
    expect(html.endsWith(`${text}</script>`)).toBe(true);
    expect(JSON.parse(text)).toEqual(answers);
  });

  it('are taken once by the query that matches their call and key, validated and in camelCase', () => {
    providePrefetchedAnswers([{ call: getContract.id, key: KEY, body: BODY }]);
    expect(prefetchedAnswer(getContract, ['public', 'contract', 'un-autre-contrat'])).toBeUndefined();
    const product = prefetchedAnswer(getContract, KEY);
    expect(product).toMatchObject({ url: BODY.url, bankName: 'Abeille Assurances', minimumDeposit: 500, description: BODY.description });
    // Once: a screen opened again later asks the API.
    expect(prefetchedAnswer(getContract, KEY)).toBeUndefined();
  });

  it('are ignored when the answer does not match the call’s schema: the screen asks the API instead', () => {
    providePrefetchedAnswers([{ call: getContract.id, key: KEY, body: { ...BODY, kind: 'inconnu' } }]);
    expect(prefetchedAnswer(getContract, KEY)).toBeUndefined();
    providePrefetchedAnswers([{ call: 'getContracts', key: KEY, body: BODY }]);
    expect(prefetchedAnswer(getContract, KEY)).toBeUndefined();
  });

  it('are read from the page the browser received, and none when it has no such element or it does not read', () => {
    const text = elementText(prefetchedAnswersElement([{ call: getContract.id, key: KEY, body: BODY }]));
    const pageWith = (textContent: string | null) => ({ getElementById: (id: string) => (id === PREFETCHED_ANSWERS_ID && textContent !== null ? { textContent } : null) });
    expect(answersInPage(pageWith(text))).toEqual([{ call: getContract.id, key: KEY, body: BODY }]);
    for (const broken of [null, '', '{pas du json', '{"call":"getContract"}']) expect(answersInPage(pageWith(broken))).toEqual([]);
    expect(answersInPage(undefined)).toEqual([]);
  });
});

describe('the public contract card paths', () => {
  it('are /contrats/<one segment> only', () => {
    expect(isContractCardPath('/contrats/abeille-assurances-assurance-vie')).toBe(true);
    expect(['/contrats', '/contrats/', '/contrats/a/b', '/contrats-x/a', '/app/contrats/a'].map(isContractCardPath)).toEqual([false, false, false, false, false]);
  });
});
