// Who may import whom (architecture.md, "Who may import whom"), as no-restricted-imports per package.
const pattern = (group, message) => ({ group, message });

const react = pattern(['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'], 'No React here.');
const ui = pattern(['@console/ui', '@console/ui/*'], 'May not import the UI package.');
const machines = pattern(['@console/machines', '@console/machines/*'], 'May not import machines.');
const apps = pattern(
  ['@console/console', '@console/console/*', '@console/server', '@console/server/*', '@console/storybook'],
  'May not import an app.',
);
const network = pattern(['swr', 'swr/*', 'msw', 'msw/*'], 'No network libraries here: actors are provided from outside.');

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const boundaryRules = [
  {
    // docs/spec-values.md: the spec's values import nothing (only each other); every package may import them.
    files: ['packages/spec/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'The spec values import nothing: only their own sibling modules.' }] },
      ],
    },
  },
  {
    files: ['packages/machines/src/**/*.ts'],
    rules: {
      ...restrict(react, ui, apps, network, pattern(['zod'], 'Machines take api types only.')),
      // Only `import type` from the api package.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@console/api', '@console/api/*'],
              allowTypeImports: true,
              message: 'Machines may only `import type` from @console/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/mocks/**'],
    rules: restrict(react, ui, machines, apps, network),
  },
  { files: ['packages/api/src/mocks/**/*.ts'], rules: restrict(react, ui, machines, apps) },
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}', 'packages/ui/src/theme/**/*.{ts,tsx}'],
    rules: restrict(
      pattern(['@console/api', '@console/api/*'], 'Components take props, not api data.'),
      machines,
      pattern(['swr', 'swr/*', 'wouter', 'wouter/*', '@xstate/react'], 'Components are free of data and routing.'),
      apps,
      pattern(['**/screens/**', '**/data/**'], 'Components may not import screens or data.'),
    ),
  },
  {
    files: ['packages/ui/src/data/**/*.{ts,tsx}'],
    rules: restrict(
      apps,
      pattern(['**/screens/**'], 'Data may not import screens.'),
      pattern(['wouter', 'wouter/*'], 'Data does not route.'),
    ),
  },
  { files: ['packages/ui/src/screens/**/*.{ts,tsx}'], rules: restrict(apps) },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict(
      react,
      ui,
      machines,
      pattern(['@console/api/mocks', '@console/api/client'], 'The server uses the contract only.'),
    ),
  },
];
