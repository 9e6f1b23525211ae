export { ReportScreen } from './ReportScreen.tsx';
export { ReportView, type ReportViewProps, type ReportData } from './ReportView.tsx';
