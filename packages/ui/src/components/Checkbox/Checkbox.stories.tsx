import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const OPTIONS = [
  { value: 'new', label: 'Новые' },
  { value: 'inprogress', label: 'В работе' },
  { value: 'waiting', label: 'Ждут ответа клиента' },
];

function Demo({ errorMessage, isDisabled }: { errorMessage?: string; isDisabled?: boolean }) {
  const [value, setValue] = useState<string[]>(['new', 'inprogress']);
  const [single, setSingle] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 480 }}>
      <CheckboxGroup
        label="Статусы"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
      <Checkbox isSelected={single} onChange={setSingle}>
        Сначала старые
      </Checkbox>
    </div>
  );
}

const meta = { title: 'Components/Checkbox', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };
export const Invalid: Story = { tags: ['shot'], args: { errorMessage: 'Выберите хотя бы один статус' } };
export const Disabled: Story = { tags: ['shot'], args: { isDisabled: true } };

export const TogglesWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('checkbox', { name: 'Ждут ответа клиента' });
    await userEvent.click(waiting);
    await expect(waiting).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(waiting).not.toBeChecked();
  },
};
