import { useLocation } from 'wouter';
import { TemplateScreen } from './Template/TemplateScreen.tsx';
import { TemplatesScreen } from './Templates/TemplatesScreen.tsx';

/**
 * The three template routes (templates, templates/new, templates/{id}) as one lazy screen: the console's route table
 * then holds one lazy wrapper for them, not two (docs/budgets.md: the shell carries every wrapper).
 */
export function ReplyTemplatesScreen() {
  const [location] = useLocation();
  return /\/templates\/(new|\d+)\/?$/.test(location) ? <TemplateScreen /> : <TemplatesScreen />;
}
