export { ROUTES, NOT_FOUND_ROUTE, routeByName, type RouteEntry, type FilterCountMode } from './routes/registry.ts';
export { matchRoute, type RouteMatch } from './routes/match.ts';
export { passesGate, isSettingOn, type Gate, type AccessContext, type SpaceFlag } from './routes/access.ts';
export { guardRoute, guardPath, BILLING_PATH, PROFILE_PATH, type GuardContext, type GuardOutcome } from './routes/guards.ts';
