import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Company, SocialObject } from '@console/api/contract';
import type { CompanyDialogOpen } from './CompanyDialogHost.tsx';

// The dialogs and their writes load when one is first opened: the accounts chunk stays within its budget
// (docs/budgets.md).
const CompanyDialogHost = lazy(() => import('./CompanyDialogHost.tsx').then((m) => ({ default: m.CompanyDialogHost })));

/** The accounts page's company actions (spec §1, §3; docs/companies.md): which dialog is open, the last confirmation. */
export function useCompanyManager(input: {
  companies: readonly Company[];
  objects: readonly SocialObject[];
  spaceIds: readonly number[];
  /** The space a new company goes to (the managed space). */
  spaceId: number | null;
}): {
  tools: { onCreate: () => void; onEdit: (c: Company) => void; onDelete: (c: Company) => void };
  notice: string | null;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<CompanyDialogOpen | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dialogs = open ? (
    <Suspense fallback={null}>
      <CompanyDialogHost
        key={open.kind === 'create' ? 'create' : `${open.kind}-${open.company.id}`}
        {...input}
        open={open}
        onDone={(text) => {
          setNotice(text);
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  ) : null;
  return {
    tools: {
      onCreate: () => setOpen({ kind: 'create' }),
      onEdit: (company) => setOpen({ kind: 'edit', company }),
      onDelete: (company) => setOpen({ kind: 'delete', company }),
    },
    notice,
    dialogs,
  };
}
