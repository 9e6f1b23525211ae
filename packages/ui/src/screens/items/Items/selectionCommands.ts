import type { TFunction } from 'i18next';
import { COMMENT_STATUSES } from '@console/api/contract';
import { visibleText } from '../../../format/text.ts';
import { assignOptions } from '../../inbox/assignChoice.ts';
import { choiceCommands, type PaletteCommand, type PaletteSection } from '../../layout/CommandPalette/commands.tsx';
import type { BulkBarProps } from './BulkBar.tsx';

// The palette on a selection (screens.md "Keyboard", "Bulk"): what the bulk bar offers, by the same handlers, each
// value an entry of its own ("Status: In progress") so typing finds it.
export function selectionSection(bulk: BulkBarProps, t: TFunction<['items', 'shell']>): PaletteSection {
  const { permissions, me } = bulk;
  const commands: PaletteCommand[] = [];
  if (permissions.close) commands.push({ id: 'close', label: t('items:bulk.close'), run: bulk.onClose });
  if (permissions.reply && bulk.replyProblem === null)
    commands.push({ id: 'reply', label: t('items:bulk.reply'), run: bulk.onReply });
  if (permissions.process) {
    if (me) commands.push({ id: 'assign-me', label: t('shell:palette.choice.assignMe'), run: () => bulk.onAssign(`u${me.id}`) });
    const assignees = assignOptions(
      bulk.assignable,
      { nobody: t('items:bulk.toNobody'), me: () => t('items:bulk.toMe'), group: (name) => t('items:bulk.toGroup', { name }) },
      { me, spaceId: null },
    ).filter((option) => option.id !== `u${me?.id}`);
    commands.push(
      ...choiceCommands(
        'status',
        COMMENT_STATUSES.filter((id) => id !== 'closed').map((id) => ({ id, label: t(`items:status.${id}`) })),
        (value) => t('shell:palette.choice.status', { value }),
        bulk.onStatus,
      ),
      ...choiceCommands('assign', assignees, (value) => t('shell:palette.choice.assign', { value }), bulk.onAssign),
    );
  }
  if (permissions.tag)
    commands.push(
      ...choiceCommands(
        'tag',
        bulk.tags.map((one) => ({ id: one.id, label: visibleText(one.name) })),
        (value) => t('shell:palette.choice.tag', { value }),
        bulk.onAddTag,
      ),
    );
  return { id: 'selection', title: t('shell:palette.sections.selection', { count: bulk.count }), commands };
}
