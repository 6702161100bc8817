import { Icon } from "./icons";
import { embedUrl } from "./video";

/**
 * A YouTube or Vimeo player (loaded only when scrolled near); any other URL is a 'Ver video' link.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const player = embedUrl(url);
  if (!player) {
    return (
      <a
        href={url}
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary px-4 font-medium text-primary hover:bg-primary-soft"
      >
        <Icon name="youtube" className="size-5" />
        Ver video
        <span className="sr-only">: {title}</span>
      </a>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black shadow-sm">
      <iframe
        src={player}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full"
      />
    </div>
  );
}
