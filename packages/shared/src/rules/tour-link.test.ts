import { describe, expect, it } from 'vitest';
import { TOUR_FRAME_ORIGINS, tourLinkOf } from './tour-link';

describe('tourLinkOf', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ',
  ])('reads the YouTube video in %s', (link) => {
    expect(tourLinkOf(link)).toEqual({
      provider: 'YOUTUBE',
      kind: 'VIDEO',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it('reads Vimeo videos, public and unlisted', () => {
    expect(tourLinkOf('https://vimeo.com/76979871')).toMatchObject({
      provider: 'VIMEO',
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(tourLinkOf('https://vimeo.com/76979871/8272103f6e')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8272103f6e',
    );
    expect(tourLinkOf('https://player.vimeo.com/video/76979871?h=8272103f6e')?.url).toBe(
      'https://vimeo.com/76979871/8272103f6e',
    );
    expect(tourLinkOf('https://vimeo.com/channels/staffpicks/76979871')?.url).toBe(
      'https://vimeo.com/76979871',
    );
  });

  it('reads Matterport and Kuula tours', () => {
    expect(tourLinkOf('https://my.matterport.com/show/?m=SxQL3iGyoDo&brand=0')).toEqual({
      provider: 'MATTERPORT',
      kind: 'TOUR',
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
    });
    expect(tourLinkOf('https://kuula.co/share/7fPfD')).toMatchObject({
      provider: 'KUULA',
      kind: 'TOUR',
      url: 'https://kuula.co/share/7fPfD',
    });
    expect(tourLinkOf('https://kuula.co/share/collection/7l8fQ?logo=1')?.url).toBe(
      'https://kuula.co/share/collection/7l8fQ',
    );
  });

  it.each([
    ['another host', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a host that ends like one', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a script', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a data address', 'data:text/html,<p>youtu.be/dQw4w9WgXcQ'],
    ['credentials in the link', 'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a port', 'https://youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['a channel, not a video', 'https://www.youtube.com/@estateagent'],
    ['a short id', 'https://youtu.be/dQw4w9'],
    ['an id with a quote', 'https://youtu.be/dQw4w9WgX"Q'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/about'],
    ['a Matterport link without a model', 'https://my.matterport.com/show/'],
    ['a Kuula profile', 'https://kuula.co/profile/agent'],
    ['words', 'the tour is on our website'],
    ['nothing', ''],
  ])('refuses %s', (_, link) => {
    expect(tourLinkOf(link)).toBeNull();
  });

  it('frames only the origins the page allows', () => {
    const links = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'https://kuula.co/share/7fPfD',
    ];
    for (const link of links) {
      const origin = /^https:\/\/[^/]+/.exec(tourLinkOf(link)!.embedUrl)?.[0];
      expect(TOUR_FRAME_ORIGINS).toContain(origin);
    }
  });
});
