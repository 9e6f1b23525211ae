// Path coverage for machine tests (quality.md: a machine's suite lists any state or transition its
// tests did not reach, and fails on it). Feed every actor's inspection events to `inspect`.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

export interface Unreached {
  states: string[];
  transitions: string[];
}

export interface MachineCoverage {
  // Pass as `createActor(machine, { inspect: coverage.inspect })`.
  inspect: (event: InspectionEvent) => void;
  allStates: () => string[];
  allTransitions: () => string[];
  unreached: () => Unreached;
  // Throws, listing every unreached state and transition.
  assertAllReached: () => void;
}

const guardName = (transition: AnyTransitionDefinition): string => {
  const guard: unknown = transition.guard;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` if ${guard}`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` if ${String(guard.type)}`;
  return ' if (inline guard)';
};

// One transition = source state, event, position among the candidates for that event (guards differ).
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const candidates = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = candidates.indexOf(transition);
  const targets = (transition.target ?? []).map((target: AnyStateNode) => target.id).join(',') || '(self)';
  const eventName = transition.eventType === '' ? '(always)' : transition.eventType;
  return `${source.id} --${eventName}#${index}${guardName(transition)}--> ${targets}`;
}

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child: AnyStateNode) => stateNodesOf(child))];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

interface MachineSnapshotLike {
  machine: { id: string };
  _nodes: AnyStateNode[];
}

const isSnapshotOf = (snapshot: unknown, machineId: string): snapshot is MachineSnapshotLike =>
  typeof snapshot === 'object' &&
  snapshot !== null &&
  'machine' in snapshot &&
  (snapshot as { machine: { id?: unknown } }).machine.id === machineId &&
  Array.isArray((snapshot as { _nodes?: unknown })._nodes);

export function createCoverage(machine: AnyStateMachine): MachineCoverage {
  const nodes = stateNodesOf(machine.root);
  const allStates = (): string[] => nodes.map((node) => node.id);
  const allTransitions = (): string[] => nodes.flatMap(transitionsOf).map(transitionKey);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();

  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    if (!isSnapshotOf(event.snapshot, machine.id)) return;
    for (const node of event.snapshot._nodes) seenStates.add(node.id);
    if (event.type === '@xstate.microstep')
      for (const transition of event._transitions) seenTransitions.add(transitionKey(transition));
  };

  const unreached = (): Unreached => ({
    states: allStates().filter((id) => !seenStates.has(id)),
    transitions: allTransitions().filter((key) => !seenTransitions.has(key)),
  });

  const assertAllReached = (): void => {
    const { states, transitions } = unreached();
    if (states.length === 0 && transitions.length === 0) return;
    const lines = [...states.map((id) => `  state ${id}`), ...transitions.map((key) => `  transition ${key}`)];
    throw new Error(`Machine '${machine.id}': not reached by the tests:\n${lines.join('\n')}`);
  };

  return { inspect, allStates, allTransitions, unreached, assertAllReached };
}
