import type { Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, unstable_withStorageValidator as withStorageValidator } from 'jotai/utils';
import { useParams } from '@patrimo/shared/router';
import { EMPTY_BASKET, isBasketState, type BasketState } from './basket';

/**
 * The basket of each contract, one jotai atom per subject and contract, kept in sessionStorage: it survives moving
 * between the three pages and a reload, and is gone with the tab (a basket is a draft, the saved plan is what
 * lasts). The subject is part of the key: an advisor's draft for a customer never mixes with the saver's own.
 */

const STORAGE_PREFIX = 'patrimo.arbitration.basket';

/** The sessionStorage key of a contract's basket. */
export function basketStorageKey(subject: Subject, contractId: string): string {
  return `${STORAGE_PREFIX}.${subject}.${contractId}`;
}

// Outside a browser (tests), an in-memory stand-in: the atom still works, nothing is kept.
const storage = withStorageValidator(isBasketState)(
  createJSONStorage<unknown>(() =>
    typeof sessionStorage === 'undefined'
      ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
      : sessionStorage,
  ),
);

const atoms = new Map<string, ReturnType<typeof makeAtom>>();

function makeAtom(key: string) {
  // Read at creation: a reload shows the kept basket at the first render, not an empty one first.
  return atomWithStorage<BasketState>(key, EMPTY_BASKET, storage, { getOnInit: true });
}

/** The atom of one contract's basket (created once, then reused). */
export function basketAtom(subject: Subject, contractId: string) {
  const key = basketStorageKey(subject, contractId);
  let atom = atoms.get(key);
  if (!atom) {
    atom = makeAtom(key);
    atoms.set(key, atom);
  }
  return atom;
}

/** `[basket, setBasket]` of the contract on the page, for the subject on the page. */
export function useBasket() {
  const { contractId = '' } = useParams();
  return useAtom(basketAtom(useSubject(), contractId));
}
