export { ExportScreen, exportTableOf } from './ExportScreen.tsx';
export { ExportView, type ExportViewProps } from './ExportView.tsx';
