/** Chart.js, fetched the first time a chart is drawn: its own chunk, which no other screen loads. */
export const loadChart = () => import('./chartJs.js').then((module) => module.Chart);
