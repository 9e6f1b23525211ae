import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../components/Card/Card.tsx';
import { CenteredPage } from './CenteredPage.tsx';
import { heading, text } from './CenteredPage.css.ts';

// The page frame the public and simple screens share; the sample text is layout filler, not product copy.
const meta = {
  tags: ['shot'],
  title: 'Screens/Layout/CenteredPage',
  component: CenteredPage,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Card as="section" padding="lg" raised aria-labelledby="frame-title">
        <h1 id="frame-title" className={heading}>
          Lorem ipsum
        </h1>
        <p className={text}>Dolor sit amet, consectetur adipiscing elit.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof CenteredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).not.toHaveAttribute('aria-busy');
  },
};

export const Wide: Story = { args: { width: 'wide' } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};
