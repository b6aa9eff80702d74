export interface CorpusLine {
  /** The corpus file's configuration: base, christmas-gift, gifts, festival, easter or all. */
  config: string;
  /** The game's result as Node recorded it. */
  result: { scores: number[]; winners: number[]; finished: boolean; tilesLeft: number };
  /** The record's text as Node's `toRecord` wrote it. */
  record: string;
}

/** The first `perCount` games of each player count of each configuration of the same-games corpus. */
export function corpusSample(perCount?: number): CorpusLine[];
