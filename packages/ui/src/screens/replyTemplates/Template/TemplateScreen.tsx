import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PROVIDERS, type ManagedTemplate, type NetworkId, type TemplateSeen } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictTemplateOf, useManagedTemplates, useTemplateSettingsActions } from '../../../data/templateSettings.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { idAfter } from '../../tags/tagTree.ts';
import { useRecordWrite } from '../../layout/useRecordWrite.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TemplateForm, type TemplateFormValues } from '../TemplateForm.tsx';
import { useSpaceAccounts } from '../useAccounts.ts';

const seenOf = (template: ManagedTemplate): TemplateSeen => ({
  name: template.name,
  text: template.text,
  provider: template.provider,
  object_id: template.object_id,
});

// The networks a template may be for: the catalogue's, without those no longer offered.
const NETWORKS = PROVIDERS.filter((entry) => !entry.hidden).map((entry) => ({ id: entry.id, name: entry.name }));

// /settings/templates/new and /settings/templates/{id} (spec §2.4 template-new-page, template-page): the form; an
// existing template is deleted here after a confirmation. A save refused as changed meanwhile keeps the edits.
export function TemplateScreen() {
  const { t } = useTranslation(['replyTemplates', 'shell']);
  const [location, navigate] = useLocation();
  const id = idAfter(location, 'templates');
  const spaceId = useManagedSpaceId();
  const templates = useManagedTemplates(spaceId);
  const { accounts } = useSpaceAccounts(spaceId);
  const actions = useTemplateSettingsActions();
  const { busy, outcome, setOutcome, run } = useRecordWrite('replyTemplates');
  const [confirming, setConfirming] = useState(false);
  // After a refusal as changed meanwhile: the template as the other administrator left it, the next save's `seen`.
  const knowing = useSeenAfterConflict(seenOf, conflictTemplateOf);
  const template = id === null ? null : (templates.data?.items.find((one) => one.id === id) ?? null);
  const title = t(id === null ? 'shell:titles.templateNewPage' : 'shell:titles.templatePage');
  const loadFailed = (error: unknown) => serverTextOf(error) ?? t('replyTemplates:loadFailed');
  const state =
    templates.data && id !== null && !template
      ? { status: 'error' as const, message: t('replyTemplates:loadFailed'), onRetry: () => void templates.mutate() }
      : settingsPageState([templates], loadFailed);
  if (!templates.data || spaceId === null || (id !== null && !template)) return <SettingsPage title={title} state={state} />;
  const submit = (values: TemplateFormValues) => {
    if (!template) {
      void run(
        'save',
        () => actions.create({ space_id: spaceId, ...values }),
        () => navigate('/settings/templates'),
      );
      return;
    }
    void run('save', () => knowing.save(template, (seen) => actions.update(template.id, { ...values, seen })));
  };
  // The server answers a network id of the catalogue (or null): the form's select offers the same ids.
  const initial: TemplateFormValues = template
    ? { ...seenOf(template), provider: template.provider as NetworkId | null }
    : { name: '', text: '', provider: null, object_id: null };
  return (
    <SettingsPage title={title} state={state}>
      <Card as="section" aria-label={template?.name ?? title}>
        <div className={stack}>
          <TemplateForm
            key={template?.id ?? 'new'}
            initial={initial}
            networks={NETWORKS}
            accounts={accounts}
            submitLabel={t(template ? 'replyTemplates:form.save' : 'replyTemplates:form.create')}
            busy={busy === 'save'}
            outcome={confirming ? null : outcome}
            onSubmit={submit}
            extra={
              template ? (
                <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                  {t('replyTemplates:form.delete')}
                </Button>
              ) : null
            }
          />
          <Link href="/settings/templates">{t('replyTemplates:form.back')}</Link>
        </div>
      </Card>
      {template ? (
        <ConfirmDialog
          title={confirming ? t('replyTemplates:delete.title', { name: template.name }) : null}
          text={t('replyTemplates:delete.text')}
          confirmLabel={t('replyTemplates:form.delete')}
          cancelLabel={t('replyTemplates:form.cancel')}
          pending={busy === 'delete'}
          error={outcome?.ok === false ? outcome.text : null}
          onConfirm={() =>
            void run(
              'delete',
              () => actions.remove(template.id),
              () => navigate('/settings/templates'),
            )
          }
          onClose={() => {
            setConfirming(false);
            setOutcome(null);
          }}
        />
      ) : null}
    </SettingsPage>
  );
}
