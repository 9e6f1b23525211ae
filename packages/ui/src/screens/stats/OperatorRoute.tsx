import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { NotFoundView } from '../errors/NotFound/NotFound.tsx';
import { operatorIdOf } from './operatorId.ts';

// One operator's pages (stats/users/{id}, …/statuses, …/workinghours; docs/stats.md "Screens"): an id that is no id is
// no page, so the console's 'Page not found' (spec §2.1), as for an unknown path; a well-formed id is the page's to
// ask about (an operator not in the space is its not-found state).
export function OperatorRoute({ children }: { children: (userId: number) => ReactNode }) {
  const { id } = useParams<{ id?: string }>();
  const userId = operatorIdOf(id);
  return userId === null ? <NotFoundView /> : children(userId);
}
