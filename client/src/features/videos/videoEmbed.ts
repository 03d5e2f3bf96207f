/** The embeddable player address of a YouTube or Vimeo page link, or null for anything else
 * (those are offered as a plain link). */
export function embedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) {
    return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = /(\d{5,})/.exec(parsed.pathname)?.[1];
    if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}?autoplay=1`;
  }
  return null;
}
