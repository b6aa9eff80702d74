import { ALL_TILES } from '@carc/tiles';
import { TileImage } from './TileDefs.js';

/** Every tile type as the board draws it (#/tiles): a visual check of the tile art. */
export function TileGallery() {
  return (
    <div class="gallery" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px', padding: '12px', overflowY: 'auto' }}>
      {ALL_TILES.map((t) => (
        <figure key={t.id} style={{ margin: 0, textAlign: 'center' }}>
          <TileImage id={t.id} size={90} />
          <figcaption>{t.id}</figcaption>
        </figure>
      ))}
    </div>
  );
}
