import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shiftProblems, WEEKDAYS, type Shift } from '@console/api/contract';
import { dateTimeField, fieldText } from '../../../components/storySupport/dateTimeFields.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { ShiftGridEditor } from './ShiftGridEditor.tsx';

// The weekly grid editor alone (spec §2.4 users/workinghours/{id} and /templates use it): the problems the contract's
// shiftProblems() finds show under each shift as it is typed.
const STATUSES = [
  { id: 1, name: 'Online' },
  { id: 2, name: 'Break' },
];

function Holder({ initial }: { initial: Shift[] }) {
  const [shifts, setShifts] = useState<Shift[]>(initial);
  return (
    <ShiftGridEditor
      shifts={shifts}
      onChange={setShifts}
      statuses={STATUSES}
      problems={shiftProblems(shifts)}
      weekdays={WEEKDAYS}
    />
  );
}

const meta = {
  title: 'Screens/WorkSchedule/ShiftGridEditor',
  component: Holder,
  args: { initial: [] },
} satisfies Meta<typeof Holder>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every day off; a shift added on Monday starts 09:00–18:00, and removing it leaves the day off again.
export const AddsAndRemovesAShift: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(t('workSchedule:dayOff'))).toHaveLength(7);
    await userEvent.click(canvas.getAllByRole('button', { name: new RegExp(`^${t('workSchedule:editor.add')}`) })[0]!);
    await expect(canvas.getAllByText(t('workSchedule:dayOff'))).toHaveLength(6);
    const shift = canvas.getAllByRole('group')[0]!;
    await expect(fieldText(dateTimeField(shift, t('workSchedule:editor.start')))).toBe('09:00');
    await expect(fieldText(dateTimeField(shift, t('workSchedule:editor.end')))).toBe('18:00');
    await userEvent.click(within(shift).getByRole('button', { name: new RegExp(t('workSchedule:editor.remove')) }));
    await expect(canvas.getAllByText(t('workSchedule:dayOff'))).toHaveLength(7);
  },
};

// Two shifts overlapping on Monday and one ending before it starts on Tuesday: each is marked under itself.
export const ShowsProblems: Story = {
  tags: ['shot'],
  args: {
    initial: [
      { weekday: 1, start: '09:00', end: '13:00', status_id: 1 },
      { weekday: 1, start: '12:00', end: '14:00', status_id: 2 },
      { weekday: 2, start: '18:00', end: '09:00', status_id: 1 },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(t('workSchedule:problems.overlap'))).toHaveLength(2);
    await expect(canvas.getAllByText(t('workSchedule:problems.endBeforeStart'))).toHaveLength(1);
  },
};
