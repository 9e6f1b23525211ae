// Model-based: @xstate/graph walks the idle machine with input and the idle timer as events; each path is
// replayed on a real actor where the timer is the SimulatedClock reaching IDLE_AFTER_MS.
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { SimulatedClock, createActor } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { IDLE_AFTER_MS, idleMachine } from '../src/idleMachine.ts';
import { createCoverage } from './coverage.ts';

type IdleEventAny = EventFromLogic<typeof idleMachine>;
type IdleSnapshot = SnapshotFrom<typeof idleMachine>;

const TIMER = 'xstate.after.idleAfter.idle.active';
const events = [{ type: 'input' }, { type: TIMER }] as IdleEventAny[];

// The last event is part of a vertex, so "active again after input" is its own vertex and the
// timer-restarting self-transition is walked.
const paths = getSimplePaths(idleMachine, {
  events,
  serializeState: (snapshot, event) => `${JSON.stringify(snapshot.value)} after ${event?.type ?? 'start'}`,
  limit: 100,
});

const view = (snapshot: IdleSnapshot) => ({ value: snapshot.value, idle: snapshot.hasTag('idle') });
const coverage = createCoverage(idleMachine);

describe('idleMachine model', () => {
  it('finds paths through input in both states and the timer', () => {
    const names = paths.map((path) => path.steps.map((step) => step.event.type).join(' → '));
    expect(names).toEqual(
      expect.arrayContaining([`xstate.init → input`, `xstate.init → ${TIMER} → input`, `xstate.init → input → ${TIMER}`]),
    );
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['active', 'idle']));
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays %s',
    (_name, path) => {
      const clock = new SimulatedClock();
      const actor = createActor(idleMachine, { clock, inspect: coverage.inspect }).start();
      for (const step of path.steps) {
        // The graph's steps also hold xstate.init and the timer, which are not in the machine's event type.
        const type: string = step.event.type;
        if (type === 'input') actor.send({ type: 'input' });
        if (type === TIMER) {
          // One millisecond before the limit the person still counts as active.
          clock.increment(IDLE_AFTER_MS - 1);
          expect(actor.getSnapshot().value).toBe('active');
          clock.increment(1);
        }
        expect(view(actor.getSnapshot())).toEqual(view(step.state));
      }
      actor.stop();
    },
  );
});

describe('idleMachine timing', () => {
  it('input just before the limit restarts the full 1,200,000 ms', () => {
    const clock = new SimulatedClock();
    const actor = createActor(idleMachine, { clock, inspect: coverage.inspect }).start();
    clock.increment(IDLE_AFTER_MS - 1);
    actor.send({ type: 'input' });
    clock.increment(IDLE_AFTER_MS - 1);
    expect(actor.getSnapshot().hasTag('idle')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    // Idle stays idle however long; input wakes it and the timer runs again.
    clock.increment(10 * IDLE_AFTER_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'input' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(IDLE_AFTER_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
