import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeLook, type BadgeTone } from './Badge.tsx';

const TONES: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'violet'];
const LOOKS: BadgeLook[] = ['soft', 'outline', 'plain'];

// Every tone in every look: axe checks each text against its fill in light and dark (the stories suite).
function Palette() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12, padding: 16 }}>
      {TONES.flatMap((tone) =>
        LOOKS.map((look) => (
          <Badge key={`${tone}-${look}`} tone={tone} look={look}>
            {`${tone} ${look}`}
          </Badge>
        )),
      )}
    </div>
  );
}

const meta = { title: 'Components/Badge', component: Badge, args: { tone: 'info', children: 'Новый' } } satisfies Meta<
  typeof Badge
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryToneAndLook: Story = {
  tags: ['shot'],
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/ (soft|outline|plain)$/)).toHaveLength(TONES.length * LOOKS.length);
  },
};
