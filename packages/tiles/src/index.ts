export * from './locations.js';
export * from './tiles.js';
