import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  DateFilterModule,
  ModuleRegistry,
  NumberFilterModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowAutoHeightModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community'

/**
 * The AG Grid Community modules the rent roll and the annual table use, registered once, and
 * nothing more (PRODUCT.md section 2). ValidationModule explains misconfigurations in development.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  RowApiModule,
  RenderApiModule,
  // Without it, the grid cannot tell that its rows are measured, so every Enter or arrow key
  // leaves a listener that scrolls the focused row into view again (a forced layout) after
  // each later update of the rows, such as every edit of the rent roll.
  RowAutoHeightModule,
  TextEditorModule,
  SelectEditorModule,
  CellStyleModule,
  RowStyleModule,
  // The rent roll scrolls a row it is asked to focus into view (a long rent roll), filters its
  // rows by any column, and pins its totals row under them (sorting is in the row model).
  ScrollApiModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  PinnedRowModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
])

/**
 * The site's look for both grids. Square corners: a rounded grid clips its scrolling parts (each
 * a layer of its own) to its corners, and without a GPU the browser then composites the whole
 * grid through an offscreen mask on every frame (about 15 ms a frame at 500 tenants on a 2-core
 * machine, against 2 ms square: an edit's figures and each frame of a scroll waited for it).
 */
export const gridTheme = themeQuartz.withParams({
  accentColor: '#1565c0',
  headerBackgroundColor: '#eef3f8',
  headerTextColor: '#0a2c47',
  fontFamily: 'inherit',
  fontSize: 14,
  borderColor: '#cfd8e3',
  wrapperBorderRadius: 0,
})

/**
 * How both grids lay out: as tall as their rows (the page scrolls, not the grid), with every
 * column rendered, in DOM order: each figure is in the page for print, copy and screen readers.
 */
export const WHOLE_GRID = {
  domLayout: 'autoHeight',
  suppressColumnVirtualisation: true,
  ensureDomOrder: true,
} as const
