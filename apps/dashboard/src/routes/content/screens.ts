/**
 * The content area's screens in one module, which the routes import lazily: the bundler then makes
 * one file of the area, and files of what it shares with other areas, instead of a file for nearly
 * every module two screens share (see `vite.config.ts`).
 */
export * as componentDetail from './component-detail';
export * as componentList from './component-list';
export * as dataSetRecord from './data-set-record';
export * as dataSetRecords from './data-set-records';
export * as mediaLibrary from './media-library';
export * as pageEditor from './page-editor';
export * as pageList from './page-list';
