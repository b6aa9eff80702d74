/** Follower colours by seat; chosen to stay apart from the field green and the city beige. */
export const PLAYER_COLORS = ['#2563c9', '#d23a2a', '#f0c21b', '#222222', '#c04fc0'] as const;
export function playerColor(i: number): string {
  return PLAYER_COLORS[i % PLAYER_COLORS.length]!;
}
