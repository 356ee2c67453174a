export { useLoad, type Loaded } from './useLoad.js';
export { useKeysetList, type KeysetList } from './useKeysetList.js';
export { KeysetTable } from './KeysetTable.js';
export { KeysetListFooter } from './ListFooter.js';
export { LoadState, type Loadable } from './LoadState.js';
export { downloadBlob } from './downloadBlob.js';
export { started } from './started.js';
export { formatShortDateTime, SHORT_DATE_TIME_FORMAT } from './formatShortDateTime.js';
export { labelStackedCells, STACKED_TABLE, useStackedTable } from './stackedTable.js';
