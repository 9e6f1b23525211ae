// The spec's values in one home (docs/spec-values.md): one module per spec section, plus what the features added.
export * from './s4States.ts';
export * from './s5Validation.ts';
export * from './s9Constants.ts';
export * from './features.ts';
