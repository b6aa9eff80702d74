/**
 * Reading a feature off the board: its distinct tiles (B-5), pennants, followers per
 * player, bordering completed cities (fields) and cloister neighbours, in one call into the
 * core (which walks the feature's segment ring), and its base points (B-4, B-5, B-6).
 */
export { basePoints, featureInfo, kindOf, segmentAt } from '@carc/core';
export type { FeatureInfo } from '@carc/core';
