import { useRepliesPage } from '../replies/useRepliesPage.tsx';
import { ReplyTimeView } from './ReplyTimeView.tsx';

// spec §2.3 /stats/time (docs/stats.md "Screens"): GET v1/stats/replies (its reply times) for the URL's period and filters.
export function ReplyTimeScreen() {
  const { data, filterBar, drillHref, operatorName } = useRepliesPage();
  return <ReplyTimeView data={data} filterBar={filterBar} drillHref={drillHref} operatorName={operatorName} />;
}
