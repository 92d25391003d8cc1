import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * A step a field runs when its form's Save is pressed, before the form's own checks and call: it answers false to
 * stop the save (the field then shows why, and gets `bo-field-invalid`). An image field saves its alt text to the
 * media library this way (issue 37), so forms need no change of their own.
 */
export type FormSaveGate = () => Promise<boolean>;

export interface FormSaveGates {
  add(gate: { current: FormSaveGate }): () => void;
}

/** Provided by `FormPage`; null outside a form page (fields then offer nothing that waits for Save). */
export const FormSaveGatesContext = createContext<FormSaveGates | null>(null);

/** A registry of gates, run in the order the fields registered; every gate runs so each field shows its message. */
export function createFormSaveGates(): FormSaveGates & {
  readonly count: number;
  readonly refused: number;
  run(): Promise<boolean>;
} {
  const gates = new Set<{ current: FormSaveGate }>();
  let refused = 0;
  return {
    get count() {
      return gates.size;
    },
    /** How many gates the last run refused: the fields that need attention for it. */
    get refused() {
      return refused;
    },
    add(gate) {
      gates.add(gate);
      return () => {
        gates.delete(gate);
      };
    },
    async run() {
      const results = await Promise.all([...gates].map((gate) => gate.current()));
      refused = results.filter((passed) => !passed).length;
      return refused === 0;
    },
  };
}

/** Registers `gate` (its latest version) with the form around, if any; answers whether there is one. */
export function useFormSaveGate(gate: FormSaveGate, enabled: boolean): boolean {
  const gates = useContext(FormSaveGatesContext);
  const latest = useRef(gate);
  latest.current = gate;
  useEffect(() => (gates && enabled ? gates.add(latest) : undefined), [gates, enabled]);
  return gates !== null;
}
