export * from './codes.js';
export * from './kinds.js';
export * from './locations.js';
export * from './tiles.js';
