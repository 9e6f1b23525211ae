// The spec's values in one home (docs/spec-values.md): modules named by spec section, plus what the features added.
// Small modules on purpose: a bundler places a whole module in one chunk, so a chunk gets only its section's part.
export * from './s4Config.ts';
export * from './s4Payment.ts';
export * from './s4Session.ts';
export * from './s4UserStatus.ts';
export * from './s5NewChat.ts';
export * from './s5Validation.ts';
export * from './s9Billing.ts';
export * from './s9Limits.ts';
export * from './s9Notifications.ts';
export * from './s9Polling.ts';
export * from './s9Delays.ts';
export * from './features.ts';
export * from './customerWait.ts';
