import { useState } from 'react';

/** The files ticked for a bulk action. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  return {
    ids,
    toggle: (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    set: (all: string[]) => setIds(new Set(all)),
    clear: () => setIds(new Set()),
  };
}
