export { ViewBuffer } from './property-view-counts.buffer';
