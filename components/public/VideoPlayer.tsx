"use client";

import { useEffect, useRef, useState } from "react";
import { Icon } from "./icons";

/**
 * A YouTube or Vimeo player that loads when the visitor asks for it: until then a button, so a
 * page with videos costs a phone no player scripts and tells the video's host nothing. Once
 * pressed, the player takes the button's place and the focus.
 */
export function VideoPlayer({ player, title }: { player: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black shadow-sm">
      {playing ? (
        <iframe
          ref={frame}
          src={`${player}${player.includes("?") ? "&" : "?"}autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="flex size-full flex-col items-center justify-center gap-3 text-white hover:bg-white/10 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
        >
          <Icon name="youtube" className="size-16" />
          <span className="px-4 text-center font-medium">
            Reproducir video<span className="sr-only">: {title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
