// The reply templates route group (spec §2.4): the list, and the form for a new or an existing template.
export { TemplatesScreen, TemplateScreen } from '@console/ui/screens/replyTemplates';
