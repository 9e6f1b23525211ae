import { Button } from '../../../components/Button/Button.tsx';
import { alert, status } from '../../layout/SettingsPage.css.ts';
import type { SaveState } from './useSaveState.ts';

export interface SaveRowProps {
  save: SaveState;
  /** The submit button's label. */
  label: string;
  /** Announced once the request succeeded. */
  savedText: string;
}

// The end of every profile and settings form: submit (pending while saving), the 'saved' status and the server's
// failure text (spec §8). Both live regions stay mounted, so a screen reader announces what appears in them.
export function SaveRow({ save, label, savedText }: SaveRowProps) {
  return (
    <>
      <div>
        <Button type="submit" isPending={save.status === 'saving'}>
          {label}
        </Button>
      </div>
      <p role="status" className={status}>
        {save.status === 'saved' ? savedText : ''}
      </p>
      <div role="alert" className={alert}>
        {save.status === 'failed' ? save.message : null}
      </div>
    </>
  );
}
