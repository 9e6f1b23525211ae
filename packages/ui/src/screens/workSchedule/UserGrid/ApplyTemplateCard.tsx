import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { muted, sectionTitle, stack, status } from '../../layout/SettingsPage.css.ts';
import { inline } from '../Editor/editor.css.ts';
import { ConfirmDialog } from '../Editor/ConfirmDialog.tsx';

export interface ApplyTemplateCardProps {
  templates: readonly { id: number; name: string }[];
  userName: string;
  templatesHref: string;
  onApply: (templateId: number) => Promise<unknown>;
  errorText: (error: unknown) => string;
}

// A template applied to this user (spec §2.4 /templates): their grid is replaced, said before it is done.
export function ApplyTemplateCard({ templates, userName, templatesHref, onApply, errorText }: ApplyTemplateCardProps) {
  const { t } = useTranslation('workSchedule');
  const [chosen, setChosen] = useState<number>(templates[0]?.id ?? 0);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const template = templates.find((one) => one.id === chosen) ?? templates[0];
  return (
    <Card as="section" aria-labelledby="apply-title">
      <div className={stack}>
        <h2 id="apply-title" className={sectionTitle}>
          {t('apply.title')}
        </h2>
        {template ? (
          <div className={inline}>
            <Select
              label={t('apply.template')}
              options={templates.map((one) => ({ id: one.id, label: one.name }))}
              value={template.id}
              onChange={(id) => {
                setApplied(null);
                setChosen(id);
              }}
            />
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              {t('apply.apply')}
            </Button>
          </div>
        ) : (
          <p className={muted}>{t('apply.none')}</p>
        )}
        <p role="status" className={status}>
          {applied}
        </p>
        <Link href={templatesHref}>{t('links.templates')}</Link>
      </div>
      {confirming && template ? (
        <ConfirmDialog
          title={t('apply.confirmTitle', { name: template.name })}
          message={t('apply.replacesOne', { name: userName })}
          confirm={t('apply.confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await onApply(template.id);
            setApplied(t('apply.appliedOne', { name: template.name }));
          }}
          errorText={errorText}
        />
      ) : null}
    </Card>
  );
}
