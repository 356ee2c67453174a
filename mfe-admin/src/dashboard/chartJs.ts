// Only what bar charts need, registered once: the rest of Chart.js stays out of the chunk. Imported lazily
// (loadChart.ts), so only the dashboard downloads it.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
