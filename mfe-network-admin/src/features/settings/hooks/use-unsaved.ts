import { createContext, useContext, useEffect, useId } from 'react';

/** Tells the settings panel around a form whether it holds changes not saved yet (each form by its own id). */
export const UnsavedContext = createContext<(part: string, unsaved: boolean) => void>(() => undefined);

/** Reports a form's unsaved state to its panel, and takes it back when the form goes. */
export function useReportUnsaved(unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    report(id, unsaved);
  }, [report, id, unsaved]);
  useEffect(() => () => report(id, false), [report, id]);
}
