import { describe, expect, it } from 'vitest';
import { tileImageSource, withMapTilesMeta } from './map-tiles';

describe('map tiles', () => {
  it('admits the tile server by its origin, a subdomain placeholder as a wildcard', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://{s}.tiles.local:8080/{z}/{x}/{y}.png')).toBe(
      'http://*.tiles.local:8080',
    );
  });

  it('hands the settings to the page in meta tags, escaped', () => {
    const html = withMapTilesMeta('<html><head><title>x</title></head><body></body></html>', {
      url: 'https://t.example/{z}/{x}/{y}.png?key=a&b="c"',
      attribution: '&copy; <a href="https://osm.org">OSM</a>',
    });
    expect(html).toContain(
      '<meta name="propdesk-map-tile-url" content="https://t.example/{z}/{x}/{y}.png?key=a&amp;b=&quot;c&quot;">',
    );
    expect(html).toContain(
      'content="&amp;copy; &lt;a href=&quot;https://osm.org&quot;&gt;OSM&lt;/a&gt;"></head>',
    );
  });
});
