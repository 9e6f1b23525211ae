import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement);
export function draw(el, days, a, b) {
  const canvas = document.createElement('canvas');
  canvas.width = 375;
  canvas.height = 220;
  el.append(canvas);
  const chart = new Chart(canvas, {
    data: {
      labels: days,
      datasets: [
        { type: 'line', data: a, borderColor: '#36c', pointRadius: 0 },
        { type: 'bar', data: b, backgroundColor: '#c63' },
      ],
    },
    options: { animation: false, responsive: false },
  });
  return () => chart.destroy();
}
