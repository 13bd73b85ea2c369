import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, unstable_withStorageValidator as withStorageValidator } from 'jotai/utils';
import { EMPTY_DRAFT, isPropertyDraft, type FlowKind, type PropertyDraft } from './draft';

/**
 * The draft of each add flow, kept in sessionStorage (like the arbitration basket): moving between the steps
 * and a reload keep what was typed; the tab closed, it is gone. Once the property is created, its id stays
 * with the draft so the optional loans step knows what to link.
 */
export interface FlowState {
  draft: PropertyDraft;
  /** The property created at the confirmation step; null before. */
  createdId: string | null;
}

export const EMPTY_FLOW: FlowState = { draft: EMPTY_DRAFT, createdId: null };

export function isFlowState(value: unknown): value is FlowState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isPropertyDraft(record['draft']) && (record['createdId'] === null || typeof record['createdId'] === 'string');
}

export function flowStorageKey(flow: FlowKind): string {
  return `patrimo.realestate.draft.${flow}`;
}

const storage = withStorageValidator(isFlowState)(
  createJSONStorage<unknown>(() =>
    typeof sessionStorage === 'undefined'
      ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
      : sessionStorage,
  ),
);

const atoms = {
  estimator: atomWithStorage<FlowState>(flowStorageKey('estimator'), EMPTY_FLOW, storage, { getOnInit: true }),
  manual: atomWithStorage<FlowState>(flowStorageKey('manual'), EMPTY_FLOW, storage, { getOnInit: true }),
};

/** `[state, setState]` of a flow's draft. */
export function useFlowState(flow: FlowKind) {
  return useAtom(atoms[flow]);
}
