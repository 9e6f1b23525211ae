import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Bar, ComposedChart, Line, XAxis, YAxis } from 'recharts';
export function draw(el, days, a, b) {
  const data = days.map((day, i) => ({ day, a: a[i], b: b[i] }));
  const root = createRoot(el);
  flushSync(() =>
    root.render(
      h(ComposedChart, { width: 375, height: 220, data }, [
        h(XAxis, { key: 'x', dataKey: 'day' }),
        h(YAxis, { key: 'y' }),
        h(Line, { key: 'a', dataKey: 'a', stroke: '#36c', dot: false, isAnimationActive: false }),
        h(Bar, { key: 'b', dataKey: 'b', fill: '#c63', isAnimationActive: false }),
      ]),
    ),
  );
  return () => root.unmount();
}
